// The contactless clearing's demo data (src/server/onboard): the three demo cards' taps relative to the
// clock (the 30-day window moves with it), the pending debit, the capped day, a tap paying two orders,
// the incomplete records and the tap the back office does not know; card rules and keys.
import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  cardExpiry,
  cardKey,
  CARD_NUMBER_FORMAT,
  CARD_NUMBER_INVALID,
  EXPIRY_FORMAT,
  EXPIRY_PAST,
  luhnValid,
  maskedCard,
} from '../../../src/server/onboard/card-number';
import { OnboardClearing } from '../../../src/server/onboard/clearing';
import { DEMO_ONBOARD_CARDS, demoCardExpiry } from '../../../src/server/onboard/demo-cards';
import { parisWallInstant } from '../../../src/server/onboard/paris-wall-time';
import { ONBOARD_VAT_RATE, prixHT, seedClearing } from '../../../src/server/onboard/seed';
import { formatDateTimeFr, parisDay } from '../../../src/shared/dates';
import { HISTORY_DAYS, ONBOARD_ID, type SmactTransaction } from '../../../src/shared/onboard-payments';
import { clearingAt, EXPIRY, isComplete, NOW } from './onboard-helpers';

const digits = (name: keyof typeof DEMO_ONBOARD_CARDS) => DEMO_ONBOARD_CARDS[name].replace(/ /g, '');
const DAY = 24 * 3_600_000;

describe('the demo cards', () => {
  it('are Luhn-valid test numbers of 16 digits, expiring in December three years on', () => {
    for (const number of Object.values(DEMO_ONBOARD_CARDS)) {
      const read = cardDigits(number);
      expect(read, number).toEqual({ digits: number.replace(/ /g, '') });
      expect(luhnValid(number.replace(/ /g, ''))).toBe(true);
    }
    expect(demoCardExpiry(NOW)).toBe(EXPIRY);
    // In Paris, New Year's Eve 23:30 UTC is already the next year.
    expect(demoCardExpiry(new Date('2026-12-31T23:30:00.000Z'))).toBe('12/30');
    expect(cardExpiry(demoCardExpiry(NOW), NOW)).toEqual({ expiry: EXPIRY });
  });

  it('are found by a SHA-256 of number and expiry: the clearing keeps neither', () => {
    const cards = seedClearing(NOW);
    expect(cards.map((c) => c.key)).toEqual(
      (['withTrips', 'nothingRecent', 'incomplete'] as const).map((name) => cardKey(digits(name), EXPIRY)),
    );
    const held = JSON.stringify(cards);
    for (const name of Object.keys(DEMO_ONBOARD_CARDS) as (keyof typeof DEMO_ONBOARD_CARDS)[])
      expect(held).not.toContain(digits(name));
    expect(held).not.toContain(EXPIRY);
    expect(cardKey(digits('withTrips'), EXPIRY)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('card rules', () => {
  it('read 13 to 19 digits with spaces, passing the Luhn check', () => {
    expect(cardDigits('4970 1500 0000 0019')).toEqual({ digits: '4970150000000019' });
    expect(cardDigits('4222222222222')).toEqual({ digits: '4222222222222' }); // 13 digits
    expect(cardDigits('4970150000000019')).toEqual({ digits: '4970150000000019' });
    for (const wrong of [
      '',
      '4970',
      '4970-1500-0000-0019',
      '4970150000000019000000',
      'abcd',
      4970150000000019,
    ])
      expect(cardDigits(wrong), String(wrong)).toEqual({ problem: CARD_NUMBER_FORMAT });
    expect(cardDigits('4970 1500 0000 0018')).toEqual({ problem: CARD_NUMBER_INVALID });
    expect(cardDigits(' '.repeat(41))).toEqual({ problem: CARD_NUMBER_FORMAT });
  });

  it('take an expiry MM/AA valid to the end of its month, in Paris', () => {
    expect(cardExpiry('03/26', NOW)).toEqual({ expiry: '03/26' });
    expect(cardExpiry('02/26', NOW)).toEqual({ problem: EXPIRY_PAST });
    expect(cardExpiry('12/25', NOW)).toEqual({ problem: EXPIRY_PAST });
    for (const wrong of ['13/29', '00/29', '1229', '12/2029', '1/29', '', null, 1229])
      expect(cardExpiry(wrong, NOW), String(wrong)).toEqual({ problem: EXPIRY_FORMAT });
    // 31 March 23:30 UTC is 1 April in Paris: a March card is then expired.
    expect(cardExpiry('03/26', new Date('2026-03-31T23:30:00.000Z'))).toEqual({ problem: EXPIRY_PAST });
  });

  it('mask a number to its last 4 digits', () => {
    expect(maskedCard('4970150000000019')).toBe('**** **** **** 0019');
  });
});

describe('Paris wall times', () => {
  it('are the instants Paris clocks show, in winter and in summer', () => {
    expect(parisWallInstant('2026-03-14', '07:42').toISOString()).toBe('2026-03-14T06:42:00.000Z');
    expect(parisWallInstant('2026-07-14', '07:42').toISOString()).toBe('2026-07-14T05:42:00.000Z');
    // The day of the spring change and the day of the autumn one.
    expect(parisWallInstant('2026-03-29', '08:00').toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(parisWallInstant('2026-10-25', '08:00').toISOString()).toBe('2026-10-25T07:00:00.000Z');
  });
});

describe('the clearing', () => {
  it('gives card A’s taps of the last 30 days, newest first: a pending debit, a capped day, two orders on one tap', () => {
    const clearing = clearingAt();
    const records = clearing.recentRecords(digits('withTrips'), EXPIRY) as SmactTransaction[];
    expect(records).toHaveLength(11);
    expect(records.every(isComplete)).toBe(true);
    const dates = records.map((r) => Date.parse(r.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(Math.min(...dates)).toBeGreaterThanOrEqual(NOW.getTime() - HISTORY_DAYS * DAY);
    expect(Math.max(...dates)).toBeLessThan(NOW.getTime());
    // The most recent is the only pending debit, this morning at 07:15.
    expect(records[0]).toMatchObject({ debitEnAttente: true, montant: 230, remise: 0 });
    expect(formatDateTimeFr(records[0]!.date)).toBe('14/03/2026 07:15');
    expect(records.slice(1).every((r) => r.debitEnAttente === undefined)).toBe(true);
    for (const record of records) {
      expect(record.idTransSec).toMatch(ONBOARD_ID);
      expect(record.refArchi).toMatch(ONBOARD_ID);
    }
    expect(new Set(records.map((r) => r.refArchi)).size).toBe(11);
    // Paris boarding times: 3 days before, 07:42.
    const twoOrders = records.find((r) => formatDateTimeFr(r.date) === '11/03/2026 07:42')!;
    expect(twoOrders.montant).toBe(580);
    const orders = clearing.ordersOf([twoOrders.idTransSec]);
    expect(orders.map((o) => [o.prdLibelle, o.quantite, o.prixTTC])).toEqual([
      ['Ticket unitaire à bord', 2, 460],
      ['Ticket enfant à bord (4 à 11 ans)', 1, 120],
    ]);
    // The capped day: 2,30 + 2,30 + 1,40 = 6,00 €, the last 0,90 € off.
    const capped = records.filter((r) => formatDateTimeFr(r.date).startsWith('08/03/2026'));
    expect(capped.map((r) => [r.montant, r.remise])).toEqual([
      [140, 90],
      [230, 0],
      [230, 0],
    ]);
    expect(records.map((r) => clearing.ordersOf([r.idTransSec])[0]!.prdLibelle)).toContain(
      'Ticket 1 heure à bord',
    );
  });

  it('puts the pending debit at the last boarding time half an hour past, yesterday evening before 07:45', () => {
    const pendingAt = (iso: string) => {
      const now = new Date(iso);
      const [first] = new OnboardClearing(seedClearing(now), () => now).recentRecords(
        digits('withTrips'),
        EXPIRY,
      ) as SmactTransaction[];
      expect(first!.debitEnAttente).toBe(true);
      return formatDateTimeFr(first!.date);
    };
    expect(pendingAt('2026-03-14T05:00:00.000Z')).toBe('13/03/2026 21:40');
    expect(pendingAt('2026-03-14T06:45:00.000Z')).toBe('14/03/2026 07:15');
    expect(pendingAt('2026-03-14T11:39:00.000Z')).toBe('14/03/2026 07:15');
    expect(pendingAt('2026-03-14T11:40:00.000Z')).toBe('14/03/2026 12:10');
    expect(pendingAt('2026-07-14T17:00:00.000Z')).toBe('14/07/2026 17:40');
    expect(pendingAt('2026-07-14T22:00:00.000Z')).toBe('14/07/2026 21:40');
  });

  it('binds orders with VAT 10 % and HT rounded to the cent, each tap’s orders summing to its amount', () => {
    const clearing = clearingAt();
    const records = clearing.recentRecords(digits('withTrips'), EXPIRY) as SmactTransaction[];
    for (const record of records) {
      const orders = clearing.ordersOf([record.idTransSec]);
      expect(orders.length).toBeGreaterThan(0);
      expect(orders.reduce((sum, o) => sum + o.prixTTC, 0)).toBe(record.montant);
      for (const order of orders) {
        expect(order).toMatchObject({
          numTransaction: record.idTransSec,
          cmdDate: record.date,
          tauxTVA: 1000,
        });
        expect(order.prixHT).toBe(Math.round(order.prixTTC / 1.1));
        expect(Number.isInteger(order.prixHT)).toBe(true);
      }
    }
    expect(ONBOARD_VAT_RATE).toBe(1000);
    expect([prixHT(230), prixHT(150), prixHT(120), prixHT(460), prixHT(140)]).toEqual([
      209, 136, 109, 418, 127,
    ]);
  });

  it('moves its window with the clock: older taps were there, and the newest leave after 30 days', () => {
    let now = NOW;
    const clearing = new OnboardClearing(seedClearing(NOW), () => now);
    const number = digits('withTrips');
    expect(clearing.recentRecords(number, EXPIRY)).toHaveLength(11);
    // 30 days earlier, the taps of 31 to 60 days ago were recent (and those after not yet made).
    now = new Date(NOW.getTime() - 25 * DAY);
    const earlier = clearing.recentRecords(number, EXPIRY) as SmactTransaction[];
    expect(earlier.length).toBeGreaterThan(0);
    expect(earlier.some((r) => Date.parse(r.date) < NOW.getTime() - HISTORY_DAYS * DAY)).toBe(true);
    now = new Date(NOW.getTime() + 31 * DAY);
    expect(clearing.recentRecords(number, EXPIRY)).toEqual([]);
  });

  it('gives card B nothing within 30 days, though it has older taps', () => {
    const clearing = clearingAt();
    expect(clearing.recentRecords(digits('nothingRecent'), EXPIRY)).toEqual([]);
    const later = new OnboardClearing(seedClearing(NOW), () => new Date(NOW.getTime() - 10 * DAY));
    expect(later.recentRecords(digits('nothingRecent'), EXPIRY).length).toBeGreaterThan(0);
  });

  it('gives card C incomplete records, complete ones, and one the back office does not know', () => {
    const clearing = clearingAt();
    const records = clearing.recentRecords(digits('incomplete'), EXPIRY) as Partial<SmactTransaction>[];
    expect(records).toHaveLength(5);
    const incomplete = records.filter((r) => !isComplete(r));
    expect(incomplete.map((r) => Object.keys(r).sort())).toEqual([
      ['date', 'idTransSec', 'montant', 'remise'],
      ['date', 'idTransSec', 'refArchi', 'remise'],
    ]);
    const complete = records.filter(isComplete);
    expect(complete).toHaveLength(3);
    const known = complete.filter((r) => clearing.ordersOf([r.idTransSec]).length > 0);
    expect(known).toHaveLength(2);
    // The incomplete ones have orders all the same: only the portal's check leaves them out.
    for (const record of incomplete) expect(clearing.ordersOf([record.idTransSec!])).toHaveLength(1);
  });

  it('answers nothing for an unknown card or a wrong expiry', () => {
    const clearing = clearingAt();
    expect(clearing.recentRecords('4970150000000092', EXPIRY)).toEqual([]);
    expect(clearing.recentRecords(digits('withTrips'), '11/29')).toEqual([]);
    const ids = (clearing.recentRecords(digits('withTrips'), EXPIRY) as SmactTransaction[]).map(
      (r) => r.idTransSec,
    );
    expect(clearing.ordersOf(['INCONNU', ids[0]!]).map((o) => o.numTransaction)).toEqual([ids[0]]);
  });

  it('draws transaction ids, order ids and archive references at random: none can be counted to', () => {
    const seed = () => {
      const clearing = clearingAt();
      const records = clearing.recentRecords(digits('withTrips'), EXPIRY) as SmactTransaction[];
      const orders = clearing.ordersOf(records.map((r) => r.idTransSec));
      return { records, orders };
    };
    const first = seed();
    const second = seed();
    for (const { records, orders } of [first, second]) {
      // 80 random bits in hexadecimal; "RA", the Paris day, 32 random bits; 9-digit order ids.
      for (const record of records) {
        expect(record.idTransSec).toMatch(/^[0-9A-F]{20}$/);
        const day = parisDay(new Date(record.date)).replace(/-/g, '').slice(2);
        expect(record.refArchi).toMatch(new RegExp(`^RA${day}[0-9A-F]{8}$`));
      }
      for (const order of orders) expect(String(order.id)).toMatch(/^[1-9]\d{8}$/);
      // Not one after the other, as counted ids would be.
      const ids = orders.map((o) => o.id).sort((a, b) => a - b);
      expect(ids.some((id, i) => i > 0 && id === ids[i - 1]! + 1)).toBe(false);
      expect(new Set(ids).size).toBe(ids.length);
    }
    // Two seeds (two starts of the emulator) share nothing.
    const shared = <T>(a: T[], b: T[]) => a.filter((x) => b.includes(x));
    expect(
      shared(
        first.records.map((r) => r.idTransSec),
        second.records.map((r) => r.idTransSec),
      ),
    ).toEqual([]);
    expect(
      shared(
        first.records.map((r) => r.refArchi),
        second.records.map((r) => r.refArchi),
      ),
    ).toEqual([]);
    expect(
      shared(
        first.orders.map((o) => o.id),
        second.orders.map((o) => o.id),
      ),
    ).toEqual([]);
  });

  it('hands out copies: a caller changing a record changes nothing', () => {
    const clearing = clearingAt();
    const [first] = clearing.recentRecords(digits('withTrips'), EXPIRY) as SmactTransaction[];
    first!.montant = 1;
    clearing.ordersOf([first!.idTransSec])[0]!.prixTTC = 1;
    const [again] = clearing.recentRecords(digits('withTrips'), EXPIRY) as SmactTransaction[];
    expect(again!.montant).toBe(230);
    expect(clearing.ordersOf([again!.idTransSec])[0]!.prixTTC).toBe(230);
  });
});
