// Reservation service (SPEC §7 "Reservation and topology"): the runs between two stops on a day, the
// profile products of a journey, the places of runs, and the reservation orders of a ticket with their
// modification. Reserved trips go to the cart through api/cart addTripItems.
import {
  modificationPath,
  RESERVATION_PATHS,
  type CatalogueProduct,
  type Course,
  type ModificationRequest,
  type Quota,
  type ReservationOrder,
} from '@shared/reservation';
import { http } from './http';

/** Runs from `codeOrigine` to `codeDestination` on `date` (yyyy-MM-dd); the back office answers 404 when
 * there is none that day. */
export async function getCourses(
  codeOrigine: string,
  codeDestination: string,
  date: string,
): Promise<Course[]> {
  const params = { codeOrigine, codeDestination, date };
  return (await http().get<Course[]>(RESERVATION_PATHS.courses, { params })).data;
}

/** Products sold on the web for a journey (`{resultat}`). */
export async function getCatalogueProducts(
  ligne: string,
  origine: string,
  destination: string,
): Promise<CatalogueProduct[]> {
  const params = { ligne, origine, destination, vendableWeb: 'true' };
  return (await http().get<{ resultat: CatalogueProduct[] }>(RESERVATION_PATHS.products, { params })).data
    .resultat;
}

/** Quotas of runs on a day; `codeCourses` is repeated (`codeCourses=A&codeCourses=B`), not `codeCourses[]`. */
export async function getQuotas(date: string, codeCourses: string[]): Promise<Quota[]> {
  const query = new URLSearchParams({ date });
  for (const code of codeCourses) query.append('codeCourses', code);
  return (await http().get<Quota[]>(`${RESERVATION_PATHS.quotas}?${query.toString()}`)).data;
}

/** Orders holding the ticket `numSupport` for a departure on `dateDepartArticle` (yyyy-MM-dd): none, one,
 * or several when it was already modified. 404 when no ticket has that number. */
export async function getReservationOrders(
  numSupport: string,
  dateDepartArticle: string,
): Promise<ReservationOrder[]> {
  const params = { numSupport, dateDepartArticle };
  return (await http().get<ReservationOrder[]>(RESERVATION_PATHS.orders, { params })).data;
}

/** Moves an article to another run; the answer's second article holds the new ticket. */
export async function modifyReservation(
  orderId: number,
  articleId: number,
  request: ModificationRequest,
): Promise<ReservationOrder> {
  return (await http().post<ReservationOrder>(modificationPath(orderId, articleId), request)).data;
}
