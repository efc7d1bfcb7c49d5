// Seats of each run on each day (SPEC §3 "Quota"): seeded the first time a run and day are asked for,
// deterministically, then changed by paid orders (a seat per ticket) and modifications (a seat moved).
// Issue 23: this is the one place that decides seats. Sold plus held seats never exceed a run's quota:
// every operation that takes seats checks and takes them in one synchronous step.
import type { Quota } from '../../shared/reservation';
import { placesLeft } from '../../shared/reservation-rules';
import { FULL_RUN, NO_QUOTA_RUN, ONE_PLACE_RUN } from './runs';
import { SeatHolds, type RunSeats } from './seat-holds';
import { courseOn } from './timetable';

/** Seats of a run with many places. */
export const SEATS = 40;

/** The run of `runs` whose places do not cover its seats, and the places it has. */
export interface Shortage {
  run: RunSeats;
  places: number;
}

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
  private sold = new Map<string, Quota>();
  readonly holds: SeatHolds;

  constructor(clock: () => Date) {
    this.holds = new SeatHolds(clock);
  }

  private soldRecord(code: string, day: string): Quota | null {
    return this.sold.get(`${day}|${code}`) ?? seeded(code, day);
  }

  /** The run's record on `day` (a copy), or null when it has none: the portal then counts 0 places. Its
   * reservations are the seats sold and those held by orders not yet paid, but `viewer`'s own. */
  quota(code: string, day: string, viewer?: string): Quota | null {
    const record = this.soldRecord(code, day);
    if (!record) return null;
    return { ...record, nbReservations: record.nbReservations + this.holds.heldOn(code, day, viewer) };
  }

  places(code: string, day: string, viewer?: string): number {
    return placesLeft(this.quota(code, day, viewer) ?? undefined);
  }

  /** The first of `runs` whose places (seats held by others than `viewer` counting) are too few. */
  shortage(runs: RunSeats[], viewer?: string): Shortage | null {
    for (const run of runs) {
      const places = this.places(run.code, run.day, viewer);
      if (run.seats > places) return { run, places };
    }
    return null;
  }

  /** Holds `runs` for the owner's order until `until` (epoch ms), replacing the owner's earlier hold,
   * when every run has the places; else the shortage, and nothing changes. */
  hold(owner: string, orderId: number, runs: RunSeats[], until: number): Shortage | null {
    const short = this.shortage(runs, owner);
    if (short) return short;
    this.holds.set(owner, { orderId, runs, until });
    return null;
  }

  /** The order is paid: its running hold becomes sold seats; without one (expired, released) free places
   * are taken. Else the shortage, and nothing is taken. */
  sell(owner: string, orderId: number, runs: RunSeats[]): Shortage | null {
    if (this.holds.of(owner, orderId)) this.holds.release(orderId);
    else {
      const short = this.shortage(runs);
      if (short) return short;
    }
    for (const run of runs) this.take(run.code, run.day, run.seats);
    return null;
  }

  /** Takes `seats` on the run without a check: the demo's seats, or after one (a modification). */
  take(code: string, day: string, seats = 1): void {
    const record = this.soldRecord(code, day) ?? { codeCourse: code, nbQuota: 0, nbReservations: 0 };
    this.sold.set(`${day}|${code}`, { ...record, nbReservations: record.nbReservations + seats });
  }

  /** Gives a seat back (a ticket moved to another run); never below 0 reservations. */
  free(code: string, day: string, seats = 1): void {
    const record = this.soldRecord(code, day);
    if (!record) return;
    this.sold.set(`${day}|${code}`, {
      ...record,
      nbReservations: Math.max(0, record.nbReservations - seats),
    });
  }
}
