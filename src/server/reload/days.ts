// Calendar days of the reload contract: `yyyy-MM-dd` strings, "today" being the emulator clock's day in
// Paris. Computations run on local-midnight Dates (date-fns), which only ever move by whole days, months
// and years, so the machine's own time zone never shifts a day.
import { format } from 'date-fns';
import { PARIS } from '../../shared/dates';
import { ISO_DAY_PATTERN } from '../../shared/reload';

function parisParts(instant: Date, options: Intl.DateTimeFormatOptions) {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: PARIS, ...options }).formatToParts(instant);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

/** The Paris calendar day of an instant. */
export function parisDay(instant: Date): string {
  const part = parisParts(instant, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** "10:42": the Paris wall-clock time of an instant. */
export function parisTime(instant: Date): string {
  const part = parisParts(instant, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${part('hour')}:${part('minute')}`;
}

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
