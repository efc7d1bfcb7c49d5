// Dates dd/MM/yyyy and times HH:mm in French (DESIGN "Strings, money, dates"), in Paris time.
import { formatDateTimeFr } from '@shared/dates';
import { ISO_DAY_PATTERN } from '@shared/reload';

const date = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

export function formatDate(iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? iso : date.format(value);
}

export function formatDateTime(iso: string): string {
  return formatDateTimeFr(iso);
}

/** A calendar day of the back office ('yyyy-MM-dd', already Paris) as dd/MM/yyyy: read as text, never through
 * a Date, so no time zone moves it a day; any other date as formatDate does. */
export function formatDay(day: string): string {
  if (!ISO_DAY_PATTERN.test(day)) return formatDate(day);
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** A Paris local date-time of the back office (`yyyy-MM-ddTHH:mm:ss`, no offset) as 'dd/MM/yyyy HH:mm', read
 * as text: a Date would read it in the browser's own zone. */
export function formatLocalDateTime(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  return match ? `${match[3]}/${match[2]}/${match[1]} ${match[4]}:${match[5]}` : local;
}

/** The 'HH:mm' of a Paris local date-time. */
export const localTime = (local: string): string => local.slice(11, 16);

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** A date-time of the back office: a Paris local one (no offset, the reservation's) read as text, an
 * instant shown in Paris time. */
export function formatBackOfficeDateTime(value: string): string {
  return LOCAL_DATE_TIME.test(value) ? formatLocalDateTime(value) : formatDateTime(value);
}
