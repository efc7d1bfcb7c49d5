// The seats of a reservation line and its tickets (seats.ts, split.ts) and a quota book's record of a
// run without one (quotas.ts), without the routes: a line that is no reserved trip holds no seat and
// stays one line; a run named wrongly holds nothing; seats taken on a run with no quota are counted.
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../src/shared/shop';
import { QuotaBook } from '../../../src/server/reservation/quotas';
import { NO_QUOTA_RUN } from '../../../src/server/reservation/runs';
import { cartSeats, legsOfLine } from '../../../src/server/reservation/seats';
import { orderLinesOf } from '../../../src/server/reservation/split';
import { legsBetween } from '../../../src/server/reservation/timetable';

const DAY = '2026-12-02';
const [outbound] = legsBetween(DAY, 'BLO-GARE', 'VEN-GARE');

const reserved = (more: Partial<CartLine> = {}): CartLine => ({
  id: 1,
  label: 'Plein tarif',
  quantity: 2,
  totalPrice: 17,
  montantTva: 0.77,
  codeOrigine: 'BLO-GARE',
  codeDestination: 'VEN-GARE',
  codeCourse: outbound?.course.code,
  dateDepart: outbound?.leg.dateDepart,
  ...more,
});

describe('legsOfLine and cartSeats', () => {
  it('finds the outbound leg of a reserved line on its run and day', () => {
    expect(outbound).toBeDefined();
    expect(legsOfLine(reserved())).toEqual([
      {
        sens: 'Aller',
        leg: outbound?.leg,
        dateCourse: DAY,
        codeOrigine: 'BLO-GARE',
        codeDestination: 'VEN-GARE',
      },
    ]);
    expect(cartSeats([reserved()])).toEqual([
      { code: outbound?.course.code, day: DAY, seats: 2, sens: 'Aller' },
    ]);
  });

  it.each([
    ['without an origin', { codeOrigine: null }],
    ['without a destination', { codeDestination: null }],
    ['without a run', { codeCourse: null }],
    ['without a departure', { dateDepart: null }],
    ['whose run does not leave at that time', { dateDepart: `${DAY}T03:07:00` }],
  ])('gives no leg and no seat for a line %s', (_name, more) => {
    expect(legsOfLine(reserved(more))).toEqual([]);
    expect(cartSeats([reserved(more)])).toEqual([]);
  });
});

describe('orderLinesOf', () => {
  it('keeps a line that is no reserved trip as it is, quantity and price included', () => {
    const goods: CartLine = { id: 4, label: 'Carte Ligéo', quantity: 3, totalPrice: 15, montantTva: 0.83 };
    expect(orderLinesOf(goods)).toEqual([goods]);
  });

  it('makes one ticket per passenger, each at one seat’s price', () => {
    const tickets = orderLinesOf(reserved());
    expect(tickets).toHaveLength(2);
    expect(tickets[0]).toMatchObject({ quantity: 1, totalPrice: 8.5, montantTva: 0.77 });
    expect(tickets[0]?.seat).toMatchObject({ sens: 'Aller', dateCourse: DAY, prixHt: 7.73 });
  });
});

describe('QuotaBook.take on a run without a quota record', () => {
  it('counts the seats taken against a quota of 0', () => {
    const book = new QuotaBook(() => new Date(`${DAY}T08:00:00Z`));
    expect(book.quota(NO_QUOTA_RUN, DAY)).toBeNull();
    book.take(NO_QUOTA_RUN, DAY, 2);
    expect(book.quota(NO_QUOTA_RUN, DAY)).toEqual({
      codeCourse: NO_QUOTA_RUN,
      nbQuota: 0,
      nbReservations: 2,
    });
    expect(book.places(NO_QUOTA_RUN, DAY)).toBe(0);
  });
});
