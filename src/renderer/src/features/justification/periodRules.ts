// The date-range filter (SPEC §2 "two calendars", §4 "date range defaults to earliest..latest", §5 "start
// before end"): days are yyyy-MM-dd (Paris), compared as text. The same day for both ends is a period.
import type { ProofRow } from './rows';

export interface Period {
  start: string;
  end: string;
}

/** What the two calendars hold: a day, or null while none (or one outside the bounds) is chosen. */
export interface PeriodDraft {
  start: string | null;
  end: string | null;
}

/** The earliest and latest days of the rows: the default period and the calendars' bounds. */
export function periodBounds(rows: readonly ProofRow[]): Period | null {
  if (rows.length === 0) return null;
  const days = rows.map((row) => row.day).sort();
  return { start: days[0]!, end: days[days.length - 1]! };
}

const within = (day: string, bounds: Period) => day >= bounds.start && day <= bounds.end;

/** Why a draft cannot be applied: its text's key in the catalogue (a reducer knows no language). */
export type PeriodProblem = 'periodStartMissing' | 'periodEndMissing' | 'periodOrder';

/** Why the draft cannot be applied, or null when it is a period within the bounds. */
export function periodError(draft: PeriodDraft, bounds: Period): PeriodProblem | null {
  if (draft.start === null || !within(draft.start, bounds)) return 'periodStartMissing';
  if (draft.end === null || !within(draft.end, bounds)) return 'periodEndMissing';
  if (draft.start > draft.end) return 'periodOrder';
  return null;
}

/** The rows of the days from `period.start` to `period.end`, both included. */
export const rowsWithin = (rows: readonly ProofRow[], period: Period): ProofRow[] =>
  rows.filter((row) => within(row.day, period));
