// Origin-destination items of POST /vente/api/cart/articles: TICKET_OD (a ticket, cart ticketOd) and
// RECHARGEMENT_ABONNE_OD (a title loaded onto a card this session looked up, cart rechargementOd). The
// title is found by its code among those the trip sells; the line, stop names and price are the back
// office's own, whatever labels the client sent.
import { maxQuantity } from '../../shared/reload';
import type { CartLine } from '../../shared/shop';
import type { SessionStore } from '../state/session-store';
import { OD_INCOMPLETE, odOf } from '../topology/od';
import { BadRequest, integer } from '../validation';
import { cardNumberOf } from './lookup';
import { addCardLine, titleLine } from './lines';
import { odTitlesOf, type ReloadContext } from './offer';
import { NOT_SOLD_FOR_TRIP, quote } from './quote';
import { sessionCard } from './session-card';

const PRODUCT_CODE = /^[A-Z0-9-]{1,30}$/;
const LABELS = ['libelleOrigine', 'libelleDestination', 'libelleLigne'] as const;
const LABEL_MAX = 200;

/** Labels are not used, but a client sending something else than short texts is refused. */
export function checkLabels(item: Record<string, unknown>): void {
  for (const name of LABELS) {
    const value = item[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw new BadRequest(`Le champ « ${name} » doit être un texte.`);
    if (value.length > LABEL_MAX)
      throw new BadRequest(`Le champ « ${name} » compte au plus ${LABEL_MAX} caractères.`);
  }
}

/**
 * Checks one OD item and adds its line to `lines` (a staged copy of the cart): a new line per ticket,
 * or the card rules of addCardLine for a top-up. An item of quantity 0 is checked, then dropped.
 */
export function stageOdItem(
  store: SessionStore,
  ctx: ReloadContext,
  sessionId: string,
  item: Record<string, unknown>,
  lines: Map<number, CartLine>,
  newId: () => number,
): void {
  const topUp = item.type === 'RECHARGEMENT_ABONNE_OD';
  const code = item.codeProduitReservation;
  if (typeof code !== 'string' || !PRODUCT_CODE.test(code))
    throw new BadRequest('Le code du titre n’est pas valide.');
  const quantity = integer(item.quantite, 'quantite');
  const trip = odOf({ ligne: item.codeLigne, origine: item.codeOrigine, destination: item.codeDestination });
  if (!trip) throw new BadRequest(OD_INCOMPLETE);
  checkLabels(item);
  let numero: string | null = null;
  if (topUp) {
    numero = cardNumberOf(item.numSupport);
    sessionCard(store, ctx, sessionId, numero);
  } else if (item.numSupport !== undefined && item.numSupport !== null) {
    throw new BadRequest('Un billet origine-destination ne se charge pas sur une carte.');
  }
  const title = odTitlesOf(ctx.cards, trip, numero).find((t) => t.codeProduit === code);
  if (!title) throw new BadRequest(NOT_SOLD_FOR_TRIP);
  const max = maxQuantity(title);
  if (quantity < 0 || quantity > max)
    throw new BadRequest(`La quantité doit être comprise entre 0 et ${max} pour ce titre.`);
  const period = quote(title, ctx.today(), item.ddv, trip);
  if (quantity === 0) return;
  const line = titleLine(title, period, quantity, numero, trip);
  if (topUp) addCardLine(lines, newId(), line, max);
  else {
    const id = newId();
    lines.set(id, { id, ...line });
  }
}
