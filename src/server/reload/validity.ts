// The validity period of a title started on a given day (SPEC §3 enumerations, contract §1
// periode_validite). Pure: days in, days and a price out; weeks start on Monday (SPEC §9).
//  - 3 calendaire: the start snaps to its period's first day (Monday, the 1st, 1 January), the end is
//    the last day of the nbPeriode-th period; full price.
//  - 6 calendaire étendu: the start stays, the end is the last day of the period holding it plus
//    nbPeriode − 1 periods; the price is prorated to the days left in that run.
//  - anything else (1 simple, 2 glissant à la vente, 4 libre, 5 glissant à la validation): rolling
//    periods from the start, ending the day before the same date nbPeriode periods later; full price.
import {
  addDays,
  addMonths,
  addWeeks,
  addYears,
  differenceInCalendarDays,
  getDate,
  startOfMonth,
  startOfWeek,
  startOfYear,
} from 'date-fns';
import type { TypePeriode, ValidityPeriod } from '../../shared/reload';
import { dayOf, toDate } from './days';

export interface ValidityRule {
  typeValidite: number;
  typePeriode: TypePeriode;
  nbPeriode: number;
  /** Price of a whole run of nbPeriode periods, in euros. */
  price: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function periodStart(date: Date, type: TypePeriode): Date {
  switch (type) {
    case 'J':
      return date;
    case 'S':
      return startOfWeek(date, { weekStartsOn: 1 });
    case 'M':
      return startOfMonth(date);
    case 'A':
      return startOfYear(date);
  }
}

/** The same date n periods later; a month or a year may land past a month's end, and date-fns then
 * gives that month's last day (31 January + 1 month = 28 or 29 February). */
function addPeriods(date: Date, type: TypePeriode, n: number): Date {
  switch (type) {
    case 'J':
      return addDays(date, n);
    case 'S':
      return addWeeks(date, n);
    case 'M':
      return addMonths(date, n);
    case 'A':
      return addYears(date, n);
  }
}

/** Last day of n whole periods from a period's first day (always a real date: the 1st, a Monday…). */
const calendarEnd = (start: Date, type: TypePeriode, n: number) => addDays(addPeriods(start, type, n), -1);

/**
 * Rolling end: the day before the same date n periods later. When that date does not exist (a month
 * from 31 January, a year from 29 February), the period runs to the end of the shorter month instead of
 * losing days: 31/01 → 28/02 (29/02 in a leap year), 29/02/2028 → 28/02/2029.
 */
function rollingEnd(start: Date, type: TypePeriode, n: number): Date {
  const same = addPeriods(start, type, n);
  const clamped = (type === 'M' || type === 'A') && getDate(same) !== getDate(start);
  if (clamped) return same;
  return addDays(same, -1);
}

export function validityOf(rule: ValidityRule, ddv: string): ValidityPeriod {
  if (!Number.isInteger(rule.nbPeriode) || rule.nbPeriode < 1)
    throw new Error(`nbPeriode must be a positive integer, got ${rule.nbPeriode}`);
  const day = toDate(ddv);
  const n = rule.nbPeriode;
  switch (rule.typeValidite) {
    case 3: {
      const start = periodStart(day, rule.typePeriode);
      return { ddv: dayOf(start), dfv: dayOf(calendarEnd(start, rule.typePeriode, n)), prixDdv: rule.price };
    }
    case 6: {
      const start = periodStart(day, rule.typePeriode);
      const end = calendarEnd(start, rule.typePeriode, n);
      const used = differenceInCalendarDays(end, day) + 1;
      const whole = differenceInCalendarDays(end, start) + 1;
      return { ddv, dfv: dayOf(end), prixDdv: round2((rule.price * used) / whole) };
    }
    default:
      return { ddv, dfv: dayOf(rollingEnd(day, rule.typePeriode, n)), prixDdv: rule.price };
  }
}
