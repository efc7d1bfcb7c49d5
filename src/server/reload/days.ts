// Calendar days of the reload contract: `yyyy-MM-dd` strings, "today" being the emulator clock's day in
// Paris. Computations run on local-midnight Dates (date-fns), which only ever move by whole days, months
// and years, so the machine's own time zone never shifts a day.
import { format } from 'date-fns';
export { parisDay, parisTime } from '../../shared/dates';
import { ISO_DAY_PATTERN } from '../../shared/reload';

/** Local midnight of a day; setFullYear keeps years below 100 as given (new Date(y, …) would not). */
export function toDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const result = new Date(2000, 0, 1);
  result.setFullYear(year, month - 1, date);
  return result;
}

export const dayOf = (date: Date): string => format(date, 'yyyy-MM-dd');

/** A `yyyy-MM-dd` text naming a day that exists (no 31 February, no 29 February of a common year). */
export function isRealDay(value: unknown): value is string {
  return typeof value === 'string' && ISO_DAY_PATTERN.test(value) && dayOf(toDate(value)) === value;
}

/** "31/01/2027", as the customer reads a day. */
export const frenchDay = (day: string): string => format(toDate(day), 'dd/MM/yyyy');
