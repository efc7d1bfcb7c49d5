// The network's contactless clearing for the demo cards: each tap of a bank card on a validator (the
// provider's Smact record) and the orders the back office bound to it. Written as days before the
// clock's Paris day at boarding hours, so the 30-day window always has something to show and older taps
// always fall out of it. Amounts: the order's prixTTC is what was charged for it, the tap's montant the
// sum of its orders, and remise what the daily cap took off the full price. Transaction ids, order ids
// and archive references are drawn at random when the clearing is seeded (issue 23: counted ones let a
// script guess another card's orders); tests and the demo read them from the provider's answers.
import { randomBytes, randomInt } from 'node:crypto';
import type { CardValidatorOrder, SmactTransaction } from '../../shared/onboard-payments';
import { parisDay } from '../../shared/dates';
import { TRANSPORT_VAT_RATE } from '../fixtures/transport-vat';
import { addDays } from '../reservation/timetable';
import { cardKey } from './card-number';
import { DEMO_ONBOARD_CARDS, demoCardExpiry, type DemoOnboardCard } from './demo-cards';
import { parisWallInstant } from './paris-wall-time';

/** Products sold on board, full price in cents (VAT 10 % included). */
export const ONBOARD_PRODUCTS = {
  unitaire: { prdCode: 'BORD-UNITAIRE', prdLibelle: 'Ticket unitaire à bord', prixTTC: 230 },
  uneHeure: { prdCode: 'BORD-1H', prdLibelle: 'Ticket 1 heure à bord', prixTTC: 150 },
  enfant: { prdCode: 'BORD-ENFANT', prdLibelle: 'Ticket enfant à bord (4 à 11 ans)', prixTTC: 120 },
} as const;

/** Per ten thousand (SPEC §9): 1000 = 10 %. */
export const ONBOARD_VAT_RATE = Math.round(TRANSPORT_VAT_RATE * 10_000);

/** Order ids are drawn among the 9-digit numbers. */
export const ONBOARD_ORDER_IDS = { min: 100_000_000, max: 999_999_999 } as const;

interface LineSeed {
  product: keyof typeof ONBOARD_PRODUCTS;
  quantite: number;
  /** What was charged, when the cap lowered it; the full price × quantity otherwise. */
  prixTTC?: number;
}

export interface TapSeed {
  /** Days before the clock's Paris day, at a Paris wall time; 'recent': the last boarding time at least
   * half an hour before the clock (see RECENT_TIMES). */
  when: { daysAgo: number; time: string } | 'recent';
  lines: LineSeed[];
  remise?: number;
  debitEnAttente?: boolean;
  /** A field the clearing lost: the record is incomplete (SPEC §3), the portal leaves it out. */
  missing?: 'refArchi' | 'montant';
  /** No order of the back office is bound to it: commandesValideurCb leaves it out. */
  unknownToBackOffice?: boolean;
}

const unitaire = (quantite = 1): LineSeed => ({ product: 'unitaire', quantite });
const uneHeure: LineSeed = { product: 'uneHeure', quantite: 1 };

export const DEMO_TAPS: Record<DemoOnboardCard, TapSeed[]> = {
  withTrips: [
    { when: 'recent', lines: [unitaire()], debitEnAttente: true },
    { when: { daysAgo: 1, time: '08:12' }, lines: [unitaire()] },
    { when: { daysAgo: 1, time: '17:48' }, lines: [uneHeure] },
    // Two travellers and a child on one tap: one payment, two orders.
    { when: { daysAgo: 3, time: '07:42' }, lines: [unitaire(2), { product: 'enfant', quantite: 1 }] },
    // A capped day: 2,30 + 2,30 + 1,40 = 6,00 €, the third ticket 0,90 € off.
    { when: { daysAgo: 6, time: '08:05' }, lines: [unitaire()] },
    { when: { daysAgo: 6, time: '12:31' }, lines: [unitaire()] },
    {
      when: { daysAgo: 6, time: '18:20' },
      lines: [{ product: 'unitaire', quantite: 1, prixTTC: 140 }],
      remise: 90,
    },
    { when: { daysAgo: 10, time: '07:55' }, lines: [uneHeure] },
    { when: { daysAgo: 15, time: '16:40' }, lines: [unitaire()] },
    { when: { daysAgo: 22, time: '09:10' }, lines: [uneHeure] },
    { when: { daysAgo: 29, time: '17:05' }, lines: [unitaire()] },
    // Beyond the 30 days.
    { when: { daysAgo: 33, time: '08:00' }, lines: [unitaire()] },
    { when: { daysAgo: 45, time: '12:15' }, lines: [uneHeure] },
    { when: { daysAgo: 58, time: '18:30' }, lines: [unitaire()] },
  ],
  nothingRecent: [
    { when: { daysAgo: 35, time: '07:50' }, lines: [unitaire()] },
    { when: { daysAgo: 40, time: '17:35' }, lines: [uneHeure] },
    { when: { daysAgo: 52, time: '08:25' }, lines: [unitaire()] },
  ],
  incomplete: [
    { when: { daysAgo: 2, time: '08:30' }, lines: [unitaire()] },
    // Orders are bound to the incomplete records too: only the portal's check leaves them out.
    { when: { daysAgo: 4, time: '12:05' }, lines: [uneHeure], missing: 'refArchi' },
    { when: { daysAgo: 5, time: '17:15' }, lines: [unitaire()], missing: 'montant' },
    { when: { daysAgo: 9, time: '07:35' }, lines: [unitaire()], unknownToBackOffice: true },
    { when: { daysAgo: 12, time: '18:40' }, lines: [uneHeure] },
  ],
};

/** One tap as the clearing holds it, and the orders bound to it. */
export interface ClearedTap {
  /** As the provider hands it out: an incomplete one lacks a field. */
  record: Partial<SmactTransaction> & Pick<SmactTransaction, 'idTransSec' | 'date'>;
  orders: CardValidatorOrder[];
}

export interface ClearedCard {
  /** cardKey(number, expiry): the clearing never holds the number. */
  key: string;
  taps: ClearedTap[];
}

/** HT of a TTC amount at the seed's rate, to the cent. */
export const prixHT = (prixTTC: number): number =>
  Math.round((prixTTC * 10_000) / (10_000 + ONBOARD_VAT_RATE));

/** Today's boarding times for the 'recent' tap, latest first; before the first, yesterday evening's. */
const RECENT_TIMES = ['17:40', '12:10', '07:15'];
const LATE_EVENING = '21:40';

function tapInstant(when: TapSeed['when'], now: Date): Date {
  const today = parisDay(now);
  if (when !== 'recent') return parisWallInstant(addDays(today, -when.daysAgo), when.time);
  const latest = now.getTime() - 30 * 60_000;
  return (
    RECENT_TIMES.map((time) => parisWallInstant(today, time)).find((at) => at.getTime() <= latest) ??
    parisWallInstant(addDays(today, -1), LATE_EVENING)
  );
}

const randomHex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

/** Random ids, each drawn once per seed. */
function drawer<T>(draw: () => T): () => T {
  const drawn = new Set<T>();
  return () => {
    let value = draw();
    while (drawn.has(value)) value = draw();
    drawn.add(value);
    return value;
  };
}

/** Every demo card's taps, relative to `now`. */
export function seedClearing(now: Date): ClearedCard[] {
  const expiry = demoCardExpiry(now);
  // 80 random bits: the id the provider's page hands over is what commandesValideurCb answers for.
  const nextTransaction = drawer(() => randomHex(10));
  const nextOrder = drawer(() => randomInt(ONBOARD_ORDER_IDS.min, ONBOARD_ORDER_IDS.max + 1));
  const nextArchive = drawer(() => randomHex(4));
  return (Object.keys(DEMO_TAPS) as DemoOnboardCard[]).map((card) => ({
    key: cardKey(DEMO_ONBOARD_CARDS[card].replace(/ /g, ''), expiry),
    taps: DEMO_TAPS[card].map((seed): ClearedTap => {
      const instant = tapInstant(seed.when, now);
      const day = parisDay(instant);
      const idTransSec = nextTransaction();
      const charged = seed.lines.map(({ product, quantite, prixTTC }) => ({
        ...ONBOARD_PRODUCTS[product],
        quantite,
        prixTTC: prixTTC ?? ONBOARD_PRODUCTS[product].prixTTC * quantite,
      }));
      const orders = seed.unknownToBackOffice
        ? []
        : charged.map(({ prdCode, prdLibelle, quantite, prixTTC }): CardValidatorOrder => ({
            numTransaction: idTransSec,
            id: nextOrder(),
            cmdDate: instant.toISOString(),
            prdCode,
            prdLibelle,
            quantite,
            prixTTC,
            prixHT: prixHT(prixTTC),
            tauxTVA: ONBOARD_VAT_RATE,
          }));
      const record: ClearedTap['record'] = {
        idTransSec,
        date: instant.toISOString(),
        montant: charged.reduce((sum, line) => sum + line.prixTTC, 0),
        remise: seed.remise ?? 0,
        // "RA" and the day (yymmdd) as the operator writes them, then 32 random bits.
        refArchi: `RA${day.replace(/-/g, '').slice(2)}${nextArchive()}`,
        ...(seed.debitEnAttente ? { debitEnAttente: true } : {}),
      };
      if (seed.missing) delete record[seed.missing];
      return { record, orders };
    }),
  }));
}
