// SPEC §7 POST /vente/api/cart/articles: trip items (reservation, OD ticket, OD reload) into their cart.
import type { FastifyInstance } from 'fastify';
import type { CartLine } from '../../shared/shop';
import { TRANSPORT_VAT_RATE, tripProducts } from '../fixtures/trip-products';
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

/** Checks every item before changing anything, so a bad list adds nothing. */
function parseItems(body: unknown): { key: string; line: Omit<CartLine, 'id'> }[] {
  if (!Array.isArray(body) || body.length === 0)
    throw new BadRequest('Le corps doit être une liste d’articles non vide.');
  const parsed = body.map((raw) => {
    const item = record(raw);
    const key = CART_OF_TYPE[String(item.type)];
    if (!key)
      throw new BadRequest('Le type d’article doit être RESERVATION, TICKET_OD ou RECHARGEMENT_ABONNE_OD.');
    const product = tripProducts.find((p) => p.code === item.codeProduitReservation);
    if (!product) throw new BadRequest('Ce produit de voyage n’existe pas.');
    const quantity = integer(item.quantite, 'quantite');
    if (quantity < 0 || quantity > 10) throw new BadRequest('La quantité doit être comprise entre 0 et 10.');
    const roundTrip = item.codeCourseRetour !== undefined && item.codeCourseRetour !== null;
    const unit = product.prixVteTtc * (roundTrip && product.venteAllerRetour ? 2 : 1);
    return {
      key,
      quantity,
      line: {
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
      },
    };
  });
  if (new Set(parsed.map((p) => p.key)).size > 1)
    throw new BadRequest('Les articles doivent aller dans un seul panier.');
  // SPEC §7: only items with a quantity above 0 are kept.
  return parsed.filter((p) => p.quantity > 0);
}

export function registerTripCartRoutes(app: FastifyInstance, state: SessionStore): void {
  let nextLineId = 1;
  app.post('/vente/api/cart/articles', (request, reply) =>
    guarded(reply, () => {
      const items = parseItems(request.body);
      const key = items[0]?.key ?? CART_OF_TYPE[String(record((request.body as unknown[])[0]).type)]!;
      const cart = state.cart(request.sessionId, key);
      if (cart.size + items.length > MAX_TRIP_CART_LINES)
        throw new BadRequest(`Le panier est plein : ${MAX_TRIP_CART_LINES} lignes au plus.`);
      for (const { line } of items) {
        const id = nextLineId++;
        cart.set(id, { id, ...line });
      }
      return cartOf(state, request.sessionId, key);
    }),
  );
}
