// What the back office answers to a modification, checked before the screens use it (the guide: every
// input from the network is checked for type, size and characters). An order list, an order or a run that
// is malformed is no answer (the SPEC's failure text); a malformed quota is left out (0 places). React
// escapes text, so these checks are about shapes and sizes, not markup.
import { TICKET_NUMBER_PATTERN, type Course, type Etape, type Quota } from '@shared/reservation';
import type { ReservationArticle, ReservationOrder } from '@shared/reservation';

/** Longest name shown (a stop, a line, a product); longer is not a name but a broken answer. */
const MAX_TEXT = 200;
/** Most entries taken from one list: no ticket is in more orders, no day has more runs. */
const MAX_ITEMS = 500;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const TIME = /^\d{2}:\d{2}$/;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1_000_000;
const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100_000_000;
const isDateTime = (value: unknown): value is string =>
  typeof value === 'string' && LOCAL_DATE_TIME.test(value);
/** Seconds are optional in what is sent; the screens compare full `yyyy-MM-ddTHH:mm:ss` texts. */
const withSeconds = (value: string) => (value.length === 16 ? `${value}:00` : value);

function articleOf(value: unknown): ReservationArticle | null {
  if (!isObject(value)) return null;
  const ticket = isObject(value.ticket) ? value.ticket : null;
  if (
    !isId(value.id) ||
    typeof value.numSupport !== 'string' ||
    !TICKET_NUMBER_PATTERN.test(value.numSupport) ||
    !isText(value.libelle) ||
    !isText(value.libelleOrigine) ||
    !isText(value.libelleDestination) ||
    !isText(value.codeArretOrigine) ||
    !isText(value.codeArretDestination) ||
    !isText(value.codeLigne) ||
    !isText(value.libelleLigne) ||
    !isDateTime(value.dateDepart) ||
    !isDateTime(value.dateArrivee) ||
    !isCents(value.prixTTC) ||
    !isCents(value.prixHT) ||
    (ticket !== null && !(typeof ticket.numero === 'string' && TICKET_NUMBER_PATTERN.test(ticket.numero)))
  )
    return null;
  return {
    id: value.id,
    numSupport: value.numSupport,
    libelle: value.libelle,
    libelleOrigine: value.libelleOrigine,
    libelleDestination: value.libelleDestination,
    codeArretOrigine: value.codeArretOrigine,
    codeArretDestination: value.codeArretDestination,
    codeLigne: value.codeLigne,
    libelleLigne: value.libelleLigne,
    dateDepart: withSeconds(value.dateDepart),
    dateArrivee: withSeconds(value.dateArrivee),
    prixTTC: value.prixTTC,
    prixHT: value.prixHT,
    ticket: ticket ? { numero: ticket.numero as string } : null,
  };
}

/** An order with every article well formed, or null. */
export function reservationOrderOf(value: unknown): ReservationOrder | null {
  if (!isObject(value) || !isId(value.id) || !isText(value.typeCommande)) return null;
  if (!Array.isArray(value.articles) || value.articles.length > MAX_ITEMS) return null;
  const articles = value.articles.map(articleOf);
  if (articles.some((a) => a === null)) return null;
  return { id: value.id, typeCommande: value.typeCommande, articles: articles as ReservationArticle[] };
}

/** The orders of a ticket, or null when the answer is not a list of well-formed orders. */
export function reservationOrdersOf(value: unknown): ReservationOrder[] | null {
  if (!Array.isArray(value) || value.length > MAX_ITEMS) return null;
  const orders = value.map(reservationOrderOf);
  return orders.some((o) => o === null) ? null : (orders as ReservationOrder[]);
}

/** SPEC §7: the answer's second article holds the new ticket; null when it has no ticket number. */
export function newTicketOf(order: ReservationOrder): string | null {
  const article = order.articles[1];
  if (!article) return null;
  return article.ticket?.numero ?? article.numSupport;
}

function etapeOf(value: unknown): Etape | null {
  if (!isObject(value) || !isText(value.codeArret) || !isCount(value.ordre)) return null;
  const { heureArrivee, heureDepart } = value;
  if (typeof heureArrivee !== 'string' || !TIME.test(heureArrivee)) return null;
  if (typeof heureDepart !== 'string' || !TIME.test(heureDepart)) return null;
  return { codeArret: value.codeArret, ordre: value.ordre, heureArrivee, heureDepart };
}

function courseOf(value: unknown): Course | null {
  if (!isObject(value) || !isText(value.code) || typeof value.date !== 'string' || !DAY.test(value.date))
    return null;
  if (!isText(value.codeLigne) || !isText(value.libelleLigne)) return null;
  if (!Array.isArray(value.etapes) || value.etapes.length < 2 || value.etapes.length > MAX_ITEMS) return null;
  const etapes = value.etapes.map(etapeOf);
  if (etapes.some((e) => e === null)) return null;
  return {
    code: value.code,
    date: value.date,
    etapes: etapes as Etape[],
    codeLigne: value.codeLigne,
    libelleLigne: value.libelleLigne,
    dateDepart: isDateTime(value.dateDepart) ? withSeconds(value.dateDepart) : '',
    dateArrivee: isDateTime(value.dateArrivee) ? withSeconds(value.dateArrivee) : '',
  };
}

/** The runs of a day, or null when the answer is not a list; a malformed run is left out. */
export function coursesOf(value: unknown): Course[] | null {
  if (!Array.isArray(value)) return null;
  return value
    .slice(0, MAX_ITEMS)
    .map(courseOf)
    .filter((c): c is Course => c !== null);
}

const isQuota = (value: unknown): value is Quota =>
  isObject(value) && isText(value.codeCourse) && isCount(value.nbQuota) && isCount(value.nbReservations);

/** The well-formed quotas of the answer; anything else is no quota (0 places, SPEC §9). */
export function quotasOf(value: unknown): Quota[] {
  if (!Array.isArray(value)) return [];
  return value
    .slice(0, MAX_ITEMS)
    .filter(isQuota)
    .map((q) => ({ codeCourse: q.codeCourse, nbQuota: q.nbQuota, nbReservations: q.nbReservations }));
}
