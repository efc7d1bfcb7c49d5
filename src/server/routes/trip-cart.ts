// SPEC §7 POST /vente/api/cart/articles: trip items (reservation, OD ticket, OD reload) into their cart.
import type { FastifyInstance } from 'fastify';
import type { CartLine } from '../../shared/shop';
import { TRANSPORT_VAT_RATE, tripProducts } from '../fixtures/trip-products';
import type { ReloadContext } from '../reload/offer';
import { stageOdItem } from '../reload/od-cart';
import type { SessionStore } from '../state/session-store';
import { BadRequest, guarded, integer, record, text } from '../validation';
import { cartOf } from './shop';

const CART_OF_TYPE: Record<string, string> = {
  RESERVATION: 'reservation',
  TICKET_OD: 'ticketOd',
  RECHARGEMENT_ABONNE_OD: 'rechargementOd',
};

/** Each add makes new lines: without a limit, repeated adds would grow a cart (and its total) forever. */
export const MAX_TRIP_CART_LINES = 20;

const round2 = (value: number) => Math.round(value * 100) / 100;
const optionalText = (value: unknown, field: string) =>
  value === undefined || value === null ? null : text(value, field);

/** A reserved trip's line, or null for a quantity of 0 (SPEC §7: only items above 0 are kept). */
function reservationLine(item: Record<string, unknown>): Omit<CartLine, 'id'> | null {
  const product = tripProducts.find((p) => p.code === item.codeProduitReservation);
  if (!product) throw new BadRequest('Ce produit de voyage n’existe pas.');
  const quantity = integer(item.quantite, 'quantite');
  if (quantity < 0 || quantity > 10) throw new BadRequest('La quantité doit être comprise entre 0 et 10.');
  const roundTrip = item.codeCourseRetour !== undefined && item.codeCourseRetour !== null;
  const unit = product.prixVteTtc * (roundTrip && product.venteAllerRetour ? 2 : 1);
  const line = {
    label: product.label,
    quantity,
    totalPrice: round2(unit * quantity),
    montantTva: round2(unit - unit / (1 + TRANSPORT_VAT_RATE)),
    libelleOrigine: text(item.libelleOrigine, 'libelleOrigine'),
    libelleDestination: text(item.libelleDestination, 'libelleDestination'),
    libelleLigne: text(item.libelleLigne, 'libelleLigne'),
    dateDepart: optionalText(item.dateDepart, 'dateDepart'),
    dateArrivee: optionalText(item.dateArrivee, 'dateArrivee'),
    allerRetour: roundTrip,
    dateDepartRetour: optionalText(item.dateDepartRetour, 'dateDepartRetour'),
    dateArriveeRetour: optionalText(item.dateArriveeRetour, 'dateArriveeRetour'),
    libelleLigneRetour: optionalText(item.libelleLigneRetour, 'libelleLigneRetour'),
  };
  return quantity > 0 ? line : null;
}

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

export function registerTripCartRoutes(app: FastifyInstance, state: SessionStore, ctx: ReloadContext): void {
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
      const newId = () => {
        const id = nextLineId + ids.length;
        ids.push(id);
        return id;
      };
      for (const item of items) {
        if (item.type === 'RESERVATION') {
          const line = reservationLine(item);
          if (line) {
            const id = newId();
            staged.set(id, { id, ...line });
          }
        } else stageOdItem(state, ctx, request.sessionId, item, staged, newId);
      }
      if (staged.size > MAX_TRIP_CART_LINES)
        throw new BadRequest(`Le panier est plein : ${MAX_TRIP_CART_LINES} lignes au plus.`);
      nextLineId += ids.length;
      cart.clear();
      for (const [id, line] of staged) cart.set(id, line);
      return cartOf(state, request.sessionId, key);
    }),
  );
}
