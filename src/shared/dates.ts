// Dates as the whole product shows and prints them (DESIGN "Strings, money, dates"): dd/MM/yyyy HH:mm,
// French, in Paris time unless told otherwise.

export const PARIS = 'Europe/Paris';

/** "22/11/2026 10:05"; an unreadable date is returned as given. */
export function formatDateTimeFr(value: Date | string, timeZone: string = PARIS): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

function parisParts(instant: Date, options: Intl.DateTimeFormatOptions) {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: PARIS, ...options }).formatToParts(instant);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

/** The Paris calendar day of an instant, `yyyy-MM-dd`. */
export function parisDay(instant: Date): string {
  const part = parisParts(instant, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** "10:42": the Paris wall-clock time of an instant. */
export function parisTime(instant: Date): string {
  const part = parisParts(instant, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${part('hour')}:${part('minute')}`;
}
