// The validity computation (contract §1 periode_validite), branch by branch: calendar (3) snaps to its
// period, extended calendar (6) keeps the day and prorates, the rolling ones (1, 2, 4, 5) run from the
// day; weeks start on Monday; month ends and leap years.
import { describe, expect, it } from 'vitest';
import { validityOf, type ValidityRule } from '../../../src/server/reload/validity';
import { frenchDay, isRealDay, parisDay, parisTime } from '../../../src/server/reload/days';

const rule = (typeValidite: number, typePeriode: ValidityRule['typePeriode'], nbPeriode = 1, price = 45) => ({
  typeValidite,
  typePeriode,
  nbPeriode,
  price,
});

describe('3 calendaire: the start snaps to its period, full price', () => {
  it.each([
    ['a month from any day of it', rule(3, 'M'), '2026-11-17', '2026-11-01', '2026-11-30'],
    ['two months across a year end', rule(3, 'M', 2), '2026-12-15', '2026-12-01', '2027-01-31'],
    ['February of a common year', rule(3, 'M'), '2027-02-28', '2027-02-01', '2027-02-28'],
    ['February of a leap year', rule(3, 'M'), '2028-02-10', '2028-02-01', '2028-02-29'],
    ['a week from a Wednesday: its Monday', rule(3, 'S'), '2026-11-25', '2026-11-23', '2026-11-29'],
    [
      'a week from a Sunday: the Monday before (not the Sunday)',
      rule(3, 'S'),
      '2026-11-29',
      '2026-11-23',
      '2026-11-29',
    ],
    ['a week from a Monday: that Monday', rule(3, 'S'), '2026-11-30', '2026-11-30', '2026-12-06'],
    ['two weeks across a year end', rule(3, 'S', 2), '2026-12-30', '2026-12-28', '2027-01-10'],
    ['a year: 1 January to 31 December', rule(3, 'A'), '2026-06-15', '2026-01-01', '2026-12-31'],
    ['days: unchanged', rule(3, 'J', 3), '2026-11-25', '2026-11-25', '2026-11-27'],
  ])('%s', (_name, r, ddv, start, end) => {
    expect(validityOf(r, ddv)).toEqual({ ddv: start, dfv: end, prixDdv: 45 });
  });
});

describe('6 calendaire étendu: the day stays, the price is prorated to the days left', () => {
  it.each([
    ['a year from 25 November: 37 of 365 days', rule(6, 'A', 1, 420), '2026-11-25', '2026-12-31', 42.58],
    ['a year from 1 January: whole', rule(6, 'A', 1, 420), '2027-01-01', '2027-12-31', 420],
    ['a year from 31 December: one day', rule(6, 'A', 1, 365), '2027-12-31', '2027-12-31', 1],
    ['half of a common year (184 of 365 days)', rule(6, 'A', 1, 420), '2027-07-01', '2027-12-31', 211.73],
    ['half of a leap year (184 of 366 days)', rule(6, 'A', 1, 420), '2028-07-01', '2028-12-31', 211.15],
    ['half of February', rule(6, 'M', 1, 45), '2027-02-15', '2027-02-28', 22.5],
    ['29 February of a leap year: the last day', rule(6, 'M', 1, 29), '2028-02-29', '2028-02-29', 1],
    ['two months: 46 of 61 days', rule(6, 'M', 2, 45), '2026-11-16', '2026-12-31', 33.93],
    ['a week from Wednesday: 5 of 7 days', rule(6, 'S', 1, 14), '2026-11-25', '2026-11-29', 10],
    ['a week from Monday: whole', rule(6, 'S', 1, 14), '2026-11-23', '2026-11-29', 14],
    ['days: whole', rule(6, 'J', 2, 8), '2026-11-25', '2026-11-26', 8],
  ])('%s', (_name, r, ddv, dfv, price) => {
    expect(validityOf(r, ddv)).toEqual({ ddv, dfv, prixDdv: price });
  });
});

describe('rolling (1 simple, 2 à la vente, 4 libre, 5 à la validation): the day before the same date later', () => {
  it.each([
    ['4, a month from 25 November', rule(4, 'M'), '2026-11-25', '2026-12-24'],
    ['4, a month across a year end', rule(4, 'M'), '2026-12-15', '2027-01-14'],
    ['4, a month from 28 January', rule(4, 'M'), '2027-01-28', '2027-02-27'],
    ['4, a month from 31 January: to 28 February, not 27', rule(4, 'M'), '2027-01-31', '2027-02-28'],
    ['4, a month from 30 January: to 28 February', rule(4, 'M'), '2027-01-30', '2027-02-28'],
    ['4, a month from 31 January of a leap year: to 29 February', rule(4, 'M'), '2028-01-31', '2028-02-29'],
    ['4, a month from 31 March: to 30 April', rule(4, 'M'), '2026-03-31', '2026-04-30'],
    ['4, two months from 31 August: to 30 October', rule(4, 'M', 2), '2026-08-31', '2026-10-30'],
    ['2, 30 days', rule(2, 'J', 30), '2026-11-25', '2026-12-24'],
    ['1, one day', rule(1, 'J'), '2026-11-25', '2026-11-25'],
    ['5, one day across a year end', rule(5, 'J', 2), '2026-12-31', '2027-01-01'],
    ['5, a week from Wednesday (not snapped)', rule(5, 'S'), '2026-11-25', '2026-12-01'],
    ['2, a year', rule(2, 'A'), '2026-11-25', '2027-11-24'],
    ['2, a year from 29 February: to 28 February', rule(2, 'A'), '2028-02-29', '2029-02-28'],
    [
      '2, a year from 28 February before a leap year: to 27 February',
      rule(2, 'A'),
      '2027-02-28',
      '2028-02-27',
    ],
  ])('%s', (_name, r, ddv, dfv) => {
    expect(validityOf(r, ddv)).toEqual({ ddv, dfv, prixDdv: 45 });
  });

  it('refuses a period count that is not a positive integer (a seed mistake, never a customer input)', () => {
    expect(() => validityOf(rule(4, 'M', 0), '2026-11-25')).toThrow('nbPeriode');
    expect(() => validityOf(rule(4, 'M', 1.5), '2026-11-25')).toThrow('nbPeriode');
  });
});

describe('Paris calendar days', () => {
  it('takes the day and time in Paris, winter and summer', () => {
    expect(parisDay(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(parisDay(new Date('2026-11-24T22:59:00Z'))).toBe('2026-11-24');
    expect(parisDay(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(parisTime(new Date('2026-11-25T09:12:00Z'))).toBe('10:12');
    expect(parisTime(new Date('2026-07-01T22:05:00Z'))).toBe('00:05');
  });

  it.each([
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-02-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00', false],
    ['01/01/2026', false],
    ['', false],
  ])('%s is a real day: %s', (value, real) => {
    expect(isRealDay(value)).toBe(real);
  });

  it('writes days as dd/MM/yyyy', () => {
    expect(frenchDay('2027-01-01')).toBe('01/01/2027');
  });
});
