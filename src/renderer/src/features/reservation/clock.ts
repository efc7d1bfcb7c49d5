// The network's wall clock as the reservation screens read it (decision 1 of issue 13: Paris local times,
// compared as text). One place, so tests set the time with the system clock alone.
import { parisLocalDateTime } from '@shared/reservation-rules';

/** Days on sale: today and the 89 after it, as the back office's timetable (issue 13 §2). */
export const SALE_DAYS = 90;

/** Now in Paris, `yyyy-MM-ddTHH:mm:ss`. */
export const parisNow = (): string => parisLocalDateTime(new Date());

/** Today in Paris, `yyyy-MM-dd`. */
export const parisToday = (): string => parisNow().slice(0, 10);

/** `day` plus `count` days, by the calendar (no time zone involved). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The last day the back office sells, counted from `today`. */
export const lastSaleDay = (today: string): string => addDays(today, SALE_DAYS - 1);
