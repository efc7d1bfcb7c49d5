// Trip reservation and its modification (SPEC §3 "Selected trip", "Catalogue product", "Trip", "Quota",
// "Reservation order"; §7 "Reservation and topology"): the shapes the back office sends and receives.
// The rules both sides apply (SPEC §5 "Reservation", §9) are in reservation-rules.ts.
//
// Times are the network's wall-clock times in Europe/Paris, written without an offset as the back office
// sends them: days `yyyy-MM-dd`, stop times `HH:mm`, instants `yyyy-MM-ddTHH:mm:ss` (a Paris local
// date-time, so text order is time order).

/** A stop of a trip: the physical stop, its rank on the trip, its times (`HH:mm`). */
export interface Etape {
  codeArret: string;
  ordre: number;
  heureArrivee: string;
  heureDepart: string;
}

/** GET /topologie/api/coursesOD: one run of a line on a day (`code` names the run; the same run on
 * another day has the same code, so a quota is for a code on a date). */
export interface Course {
  code: string;
  /** The day the run starts, `yyyy-MM-dd`. */
  date: string;
  etapes: Etape[];
  codeLigne: string;
  libelleLigne: string;
  /** Departure from its first stop and arrival at its last, Paris local date-times. */
  dateDepart: string;
  dateArrivee: string;
}

/** GET /commerce/api/quota: seats of a run on the asked date. */
export interface Quota {
  codeCourse: string;
  nbQuota: number;
  nbReservations: number;
}

/** GET /commerce/api/produit `{resultat}`: a passenger profile's product. Prices in euros. */
export interface CatalogueProduct {
  id: number;
  code: string;
  label: string;
  prixVteTtc: number;
  prixVteHt: number;
  /** From this day (`yyyy-MM-dd`) on, trips cost nouvPrixTtc / nouvPrixHt. */
  dateNouvPrix: string | null;
  nouvPrixTtc: number | null;
  nouvPrixHt: number | null;
  typeValidite: number;
  typePeriode: string;
  nbPeriode: number;
  typeTitre: number;
  impressionQrCode: boolean;
  /** Sold as a round trip: a return leg is required and the price doubles (SPEC §9). */
  venteAllerRetour: boolean;
}

/** A catalogue product as the dialog shows it (SPEC §3 "computed prix, prixHT, quantite"). */
export interface PricedProduct extends CatalogueProduct {
  /** Price of this product for the trip's day, doubled when sold as a round trip. */
  prix: number;
  prixHT: number;
  quantite: number;
}

/** One way of a reservation between two stops: where the customer boards and gets off. */
export interface Leg {
  codeCourse: string;
  codeLigne: string;
  libelleLigne: string;
  /** Boarding at the origin and alighting at the destination, Paris local date-times. */
  dateDepart: string;
  dateArrivee: string;
}

/** An article of a reservation order; prices in cents. numSupport is the ticket's number. */
export interface ReservationArticle {
  id: number;
  numSupport: string;
  libelle: string;
  libelleOrigine: string;
  libelleDestination: string;
  codeArretOrigine: string;
  codeArretDestination: string;
  codeLigne: string;
  libelleLigne: string;
  dateDepart: string;
  dateArrivee: string;
  prixTTC: number;
  prixHT: number;
  ticket: { numero: string } | null;
}

/** Issue 23: a saved reservation order holds its seats this long (its outbound and return legs, every
 * passenger), and the card provider's page takes its payment as long; then the seats go back on sale. */
export const SEAT_HOLD_MINUTES = 15;

/** Orders sold on the web are of type RESERVATION; others (counter, kiosk of another seller…) are not,
 * and their modification asks for an e-mail (SPEC §2). */
export const WEB_ORDER_TYPE = 'RESERVATION';

export interface ReservationOrder {
  id: number;
  typeCommande: string;
  articles: ReservationArticle[];
}

/** POST …/modificationReservation: the new run and its times at the article's stops. `email` only when
 * the order is not of type RESERVATION, else null. */
export interface ModificationRequest {
  codeCourse: string;
  dateDepart: string;
  dateArrivee: string;
  email: string | null;
}

export const RESERVATION_PATHS = {
  courses: '/topologie/api/coursesOD',
  products: '/commerce/api/produit',
  quotas: '/commerce/api/quota',
  orders: '/vente/api/commandesReservation',
} as const;

/** POST path of a modification. */
export const modificationPath = (orderId: number, articleId: number): string =>
  `${RESERVATION_PATHS.orders}/${encodeURIComponent(orderId)}/article/${encodeURIComponent(articleId)}/modificationReservation`;

/** SPEC §8, written with its accents (issue 26 §4): a ticket whose departure is past, said by the emulator
 * when asked to move it and by the portal when the ticket's day or departure is past. */
export const AFTER_DEPARTURE_TEXT = 'La modification n’est plus permise après l’heure de départ.';

/** SPEC §9: a ticket number has at most 40 digits. */
export const TICKET_NUMBER_MAX = 40;
export const TICKET_NUMBER_PATTERN = /^\d{1,40}$/;
