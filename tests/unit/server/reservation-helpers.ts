// Shared steps of the reservation tests: the back office's clock on Wednesday 25/11/2026 at 10:12 in
// Paris (reload-helpers), the days around it, reservation cart items written out by hand from the
// timetable of docs/demo-data-trips.md (so a wrong timetable fails), and a reserved cart paid.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OrderSummary } from '../../../src/shared/payment';
import type { Quota, ReservationOrder } from '../../../src/shared/reservation';
import type { CartFlags } from '../../../src/shared/shop';
import type { ServerOptions } from '../../../src/server';
import type { Visitor } from './helpers';
import { reloadServer } from './reload-helpers';

export { NOW, TODAY } from './reload-helpers';
export const YESTERDAY = '2026-11-24';
export const TOMORROW = '2026-11-26';
export const IN_2_DAYS = '2026-11-27';
export const IN_3_DAYS = '2026-11-28';
/** The first Sunday after NOW. */
export const SUNDAY = '2026-11-29';
/** The last day of the 90-day window, and the one after. */
export const LAST_DAY = '2027-02-22';
export const AFTER_WINDOW = '2027-02-23';

export const RESERVATION_FLAGS: CartFlags = {
  isVpc: false,
  isReservation: true,
  isTicketOD: false,
  isRechargementOD: false,
};

export const resServer = (options: ServerOptions = {}) => reloadServer(options);

/** Line 1 tomorrow, Blois station (09:06) to Vendôme station (09:56) on the 09:00 run from Résistance. */
export const item = (extra: Record<string, unknown> = {}) => ({
  type: 'RESERVATION',
  codeProduitReservation: 'RES-PLEIN',
  quantite: 2,
  codeOrigine: 'BLO-GARE',
  codeDestination: 'VEN-GARE',
  codeLigne: 'L1',
  codeCourse: 'L1-A-0900',
  libelleOrigine: 'Blois – Gare',
  libelleDestination: 'Vendôme – Gare',
  libelleLigne: 'L1',
  dateDepart: `${TOMORROW}T09:06:00`,
  dateArrivee: `${TOMORROW}T09:56:00`,
  ...extra,
});

/** The return of `item`: line 1's 16:30 run from Vendôme, at Blois station at 17:20. */
export const returnLeg = (extra: Record<string, unknown> = {}) => ({
  codeCourseRetour: 'L1-R-1630',
  codeLigneRetour: 'L1',
  libelleLigneRetour: 'L1',
  dateDepartRetour: `${TOMORROW}T16:30:00`,
  dateArriveeRetour: `${TOMORROW}T17:20:00`,
  ...extra,
});

/** A round trip of `item` for a round-trip product. */
export const roundTrip = (extra: Record<string, unknown> = {}) =>
  item({ codeProduitReservation: 'RES-PLEIN-AR', ...returnLeg(), ...extra });

/** Tomorrow's runs of line 1 towards Vendôme with 1 place, none, and no quota record (docs/demo-data-trips.md). */
export const ONE_PLACE = {
  codeCourse: 'L1-A-1215',
  dateDepart: `${TOMORROW}T12:21:00`,
  dateArrivee: `${TOMORROW}T13:11:00`,
};
export const FULL = {
  codeCourse: 'L1-A-1730',
  dateDepart: `${TOMORROW}T17:36:00`,
  dateArrivee: `${TOMORROW}T18:26:00`,
};
export const NO_QUOTA = {
  codeCourse: 'L1-A-1900',
  dateDepart: `${TOMORROW}T19:06:00`,
  dateArrivee: `${TOMORROW}T19:56:00`,
};

export async function quotasOf(v: Visitor, day: string, ...codes: string[]): Promise<Quota[]> {
  const query = codes.map((code) => `&codeCourses=${code}`).join('');
  const response = await v.get(`/commerce/api/quota?date=${day}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Quota[];
}

/** Places left on a run that day (0 without a record, as the portal counts). */
export async function placesOf(v: Visitor, day: string, code: string): Promise<number> {
  const [quota] = await quotasOf(v, day, code);
  return quota ? quota.nbQuota - quota.nbReservations : 0;
}

export async function addItems(v: Visitor, items: object[]) {
  return v.post('/vente/api/cart/articles', items);
}

export async function summaryOf(v: Visitor): Promise<OrderSummary> {
  return (await v.get('/vente/api/order/summary')).json() as OrderSummary;
}

export async function ordersOf(v: Visitor, numero: string, day: string) {
  return v.get(`/vente/api/commandesReservation?numSupport=${numero}&dateDepartArticle=${day}`);
}

export async function modify(
  v: Visitor,
  order: ReservationOrder,
  articleIndex: number,
  body: Record<string, unknown>,
) {
  const article = order.articles[articleIndex]!;
  return v.post(
    `/vente/api/commandesReservation/${order.id}/article/${article.id}/modificationReservation`,
    body,
  );
}

export type App = FastifyInstance;
