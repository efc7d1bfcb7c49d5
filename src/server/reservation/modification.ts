// POST /vente/api/commandesReservation/{orderId}/article/{articleId}/modificationReservation (SPEC §4
// "Modification", §8; brief §10): a ticket's seat moves to another run between the same two stops,
// departing later than now, with a place. The answer is a new order of the same type holding the old
// article and the new one, whose new random ticket number replaces the old (which can no longer be
// changed). One seat is freed on the old run and day, one taken on the new.
import { AFTER_DEPARTURE_TEXT, WEB_ORDER_TYPE, type ModificationRequest } from '../../shared/reservation';
import { modificationEmailError } from '../../shared/reservation-rules';
import { BadRequest, NotFound, record } from '../validation';
import type { ReservationContext } from './context';
import { dateTimeField, runCodeField } from './fields';
import type { HeldArticle, HeldOrder } from './registry';
import { findLeg, inWindow } from './timetable';

export const ALREADY_MODIFIED =
  'Cette réservation a déjà été modifiée. Veuillez saisir le numéro de ticket de la réservation modifiée.';
export const AFTER_DEPARTURE = AFTER_DEPARTURE_TEXT;
/** Every wrong pair of ids gets it: an unknown order, an article of another order, a ticket the session
 * did not look up (issue 23: two texts told which article ids belong to which order). */
export const ORDER_NOT_FOUND = 'Cette commande de réservation n’existe pas.';
export const OTHER_STOPS = 'Ce trajet ne relie pas les arrêts de votre billet à ces horaires.';
export const NEW_RUN_DEPARTED = 'Le nouveau trajet est déjà parti : choisissez un départ à venir.';
export const NEW_RUN_CLOSED = 'Ce trajet n’est pas encore ouvert à la réservation.';
export const SAME_RUN = 'Votre billet est déjà sur ce trajet.';
export const NO_PLACE = 'Plus de place disponible sur ce trajet.';
export const NO_EMAIL_ASKED = 'Aucune adresse e-mail n’est demandée pour une réservation faite sur le web.';

const FIELDS = ['codeCourse', 'dateDepart', 'dateArrivee', 'email'];

/** The body, checked for its fields' types and forms (nothing looked up yet). */
function requestOf(body: unknown): ModificationRequest {
  const fields = record(body);
  const unknown = Object.keys(fields).find((name) => !FIELDS.includes(name));
  if (unknown !== undefined) throw new BadRequest(`Champ inconnu : « ${unknown.slice(0, 40)} ».`);
  const email = fields.email ?? null;
  if (email !== null && typeof email !== 'string')
    throw new BadRequest('Le champ « email » doit être un texte ou null.');
  return {
    codeCourse: runCodeField(fields.codeCourse, 'codeCourse'),
    dateDepart: dateTimeField(fields.dateDepart, 'dateDepart'),
    dateArrivee: dateTimeField(fields.dateArrivee, 'dateArrivee'),
    email,
  };
}

/** SPEC §5: an order not sold on the web asks for an e-mail where the new ticket goes. */
function emailOf(order: HeldOrder, email: string | null): string | null {
  if (order.typeCommande === WEB_ORDER_TYPE) {
    if (email !== null) throw new BadRequest(NO_EMAIL_ASKED);
    return order.email;
  }
  const error = modificationEmailError(email ?? '');
  if (error) throw new BadRequest(error);
  return email;
}

export interface Modification {
  order: HeldOrder;
  replaced: HeldArticle;
  article: HeldArticle;
}

/**
 * `foundBySession` tells whether the caller's session looked this ticket up by its number: order and article ids
 * are sequential, so without it anyone could move anybody's seat by counting. A ticket not found by the
 * session, and an article that is not the order's, get the same 404 as an order that does not exist.
 */
export function modifyReservation(
  ctx: ReservationContext,
  orderId: number,
  articleId: number,
  body: unknown,
  newOrderId: () => number,
  foundBySession: (numero: string) => boolean,
): Modification {
  const request = requestOf(body);
  const original = ctx.registry.order(orderId);
  if (!original) throw new NotFound(ORDER_NOT_FOUND);
  const old = original.articles.find((a) => a.id === articleId);
  if (!old || !foundBySession(old.numSupport)) throw new NotFound(ORDER_NOT_FOUND);
  if (ctx.registry.isReplaced(old.numSupport)) throw new BadRequest(ALREADY_MODIFIED);
  const now = ctx.now();
  if (old.dateDepart <= now) throw new BadRequest(AFTER_DEPARTURE);
  const email = emailOf(original, request.email);

  const found = findLeg(
    request.codeCourse,
    old.codeArretOrigine,
    old.codeArretDestination,
    request.dateDepart,
    request.dateArrivee,
  );
  if (!found) throw new BadRequest(OTHER_STOPS);
  if (found.leg.dateDepart <= now) throw new BadRequest(NEW_RUN_DEPARTED);
  if (!inWindow(found.course.date, ctx.today())) throw new BadRequest(NEW_RUN_CLOSED);
  if (found.course.code === old.codeCourse && found.course.date === old.dateCourse)
    throw new BadRequest(SAME_RUN);
  // Seats held by unpaid orders are not places (issue 23); checked and taken with no await between.
  if (ctx.quotas.places(found.course.code, found.course.date) < 1) throw new BadRequest(NO_PLACE);

  ctx.quotas.free(old.codeCourse, old.dateCourse);
  ctx.quotas.take(found.course.code, found.course.date);
  const numero = ctx.numbers.next();
  const article: HeldArticle = {
    ...old,
    id: ctx.registry.newArticleId(),
    numSupport: numero,
    codeLigne: found.course.codeLigne,
    libelleLigne: found.course.libelleLigne,
    dateDepart: found.leg.dateDepart,
    dateArrivee: found.leg.dateArrivee,
    ticket: { numero },
    codeCourse: found.course.code,
    dateCourse: found.course.date,
  };
  ctx.registry.markReplaced(old.numSupport);
  const order: HeldOrder = {
    id: newOrderId(),
    typeCommande: original.typeCommande,
    articles: [old, article],
    email,
  };
  ctx.registry.add(order);
  return { order, replaced: old, article };
}
