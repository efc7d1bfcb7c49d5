// Weekdays of the reload contract's calendar days ('yyyy-MM-dd', Paris), computed in UTC so that no time
// zone moves them a day.

/** Weekday of a calendar day, 0 for Monday (weeks start on Monday, SPEC §9). */
export function weekdayOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
}

export const isMonday = (day: string) => weekdayOf(day) === 0;
