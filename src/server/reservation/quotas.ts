// Seats of each run on each day (SPEC §3 "Quota"): seeded the first time a run and day are asked for,
// deterministically, then changed by paid orders (a seat per ticket) and modifications (a seat moved).
import type { Quota } from '../../shared/reservation';
import { placesLeft } from '../../shared/reservation-rules';
import { FULL_RUN, NO_QUOTA_RUN, ONE_PLACE_RUN } from './runs';
import { courseOn } from './timetable';

/** Seats of a run with many places. */
export const SEATS = 40;

/** A small number from the text, the same on every start (not a secret: a seed). */
function seedOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash;
}

/** The record a run starts the day with, or null when it has none (or does not run that day). */
function seeded(code: string, day: string): Quota | null {
  if (!courseOn(code, day) || code === NO_QUOTA_RUN) return null;
  if (code === ONE_PLACE_RUN) return { codeCourse: code, nbQuota: 20, nbReservations: 19 };
  if (code === FULL_RUN) return { codeCourse: code, nbQuota: 20, nbReservations: 20 };
  // Between 0 and 8 seats already sold: at least 32 left.
  return { codeCourse: code, nbQuota: SEATS, nbReservations: seedOf(`${code}|${day}`) % 9 };
}

export class QuotaBook {
  private changed = new Map<string, Quota>();

  /** The run's record on `day` (a copy), or null when it has none: the portal then counts 0 places. */
  quota(code: string, day: string): Quota | null {
    const record = this.changed.get(`${day}|${code}`) ?? seeded(code, day);
    return record ? { ...record } : null;
  }

  places(code: string, day: string): number {
    return placesLeft(this.quota(code, day) ?? undefined);
  }

  /** Takes `seats` on the run. A payment is never lost: without a record, one is made (quota 0), and a
   * run sold beyond its quota keeps the count (the places left stay at 0). */
  take(code: string, day: string, seats = 1): void {
    const record = this.quota(code, day) ?? { codeCourse: code, nbQuota: 0, nbReservations: 0 };
    this.changed.set(`${day}|${code}`, { ...record, nbReservations: record.nbReservations + seats });
  }

  /** Gives a seat back (a ticket moved to another run); never below 0 reservations. */
  free(code: string, day: string, seats = 1): void {
    const record = this.quota(code, day);
    if (!record) return;
    this.changed.set(`${day}|${code}`, {
      ...record,
      nbReservations: Math.max(0, record.nbReservations - seats),
    });
  }
}
