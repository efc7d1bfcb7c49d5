// SPEC §7 POST /vente/api/cart/articles: trip items (reservation, OD ticket, OD reload) into their cart.
import type { FastifyInstance } from 'fastify';
import type { CartLine } from '../../shared/shop';
import type { ReloadContext } from '../reload/offer';
import { stageOdItem } from '../reload/od-cart';
import { checkPlaces, reservationLine } from '../reservation/cart';
import type { ReservationContext } from '../reservation/context';
import type { SessionStore } from '../state/session-store';
import { BadRequest, guarded, record } from '../validation';
import { cartOf } from './shop';

const CART_OF_TYPE: Record<string, string> = {
  RESERVATION: 'reservation',
  TICKET_OD: 'ticketOd',
  RECHARGEMENT_ABONNE_OD: 'rechargementOd',
};

/** Each add makes new lines: without a limit, repeated adds would grow a cart (and its total) forever. */
export const MAX_TRIP_CART_LINES = 20;

/** The one cart every item of the list goes to. */
function cartKeyOf(items: Record<string, unknown>[]): string {
  const keys = items.map((item) => {
    const key = CART_OF_TYPE[String(item.type)];
    if (!key)
      throw new BadRequest('Le type d’article doit être RESERVATION, TICKET_OD ou RECHARGEMENT_ABONNE_OD.');
    return key;
  });
  if (new Set(keys).size > 1) throw new BadRequest('Les articles doivent aller dans un seul panier.');
  return keys[0]!;
}

export function registerTripCartRoutes(
  app: FastifyInstance,
  state: SessionStore,
  ctx: ReloadContext,
  reservation: ReservationContext,
): void {
  let nextLineId = 1;
  app.post('/vente/api/cart/articles', (request, reply) =>
    guarded(reply, () => {
      const body = request.body;
      if (!Array.isArray(body) || body.length === 0)
        throw new BadRequest('Le corps doit être une liste d’articles non vide.');
      const items = body.map((raw) => record(raw));
      const key = cartKeyOf(items);
      const cart = state.cart(request.sessionId, key);
      // Every item is checked against a copy of the cart, so a bad list adds nothing.
      const staged = new Map(cart);
      const ids: number[] = [];
      const reserved: CartLine[] = [];
      const newId = () => {
        const id = nextLineId + ids.length;
        ids.push(id);
        return id;
      };
      for (const item of items) {
        if (item.type === 'RESERVATION') {
          const line = reservationLine(reservation, item);
          if (line) {
            const id = newId();
            staged.set(id, { id, ...line });
            reserved.push({ id, ...line });
          }
        } else stageOdItem(state, ctx, request.sessionId, item, staged, newId);
      }
      if (staged.size > MAX_TRIP_CART_LINES)
        throw new BadRequest(`Le panier est plein : ${MAX_TRIP_CART_LINES} lignes au plus.`);
      checkPlaces(reservation, staged.values(), reserved, request.sessionId);
      nextLineId += ids.length;
      cart.clear();
      for (const [id, line] of staged) cart.set(id, line);
      return cartOf(state, request.sessionId, key);
    }),
  );
}
