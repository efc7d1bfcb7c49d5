// POST /vente/api/cart/article with type RECHARGEMENT: a title for a card this session looked up, into the
// reload cart (no flags). The back office prices it from the start of validity it checks and computes.
import { maxQuantity } from '../../shared/reload';
import type { SessionStore } from '../state/session-store';
import { BadRequest, integer, NotFound } from '../validation';
import { titleById } from './catalogue';
import { cardNumberOf } from './lookup';
import { addCardLine, quantityRefusal, titleLine } from './lines';
import { reloadTitlesOf, type ReloadContext } from './offer';
import { checkForSale, quote } from './quote';
import { sessionCard } from './session-card';

export const RELOAD_CART = 'rechargement';

export function addReloadArticle(
  store: SessionStore,
  ctx: ReloadContext,
  sessionId: string,
  body: Record<string, unknown>,
): void {
  const id = integer(body.idProduit, 'idProduit');
  const quantity = integer(body.quantite, 'quantite');
  const numero = cardNumberOf(body.numSupport);
  sessionCard(store, ctx, sessionId, numero);
  const title = titleById(id);
  if (!title) throw new NotFound('Ce titre n’existe pas.');
  if (!reloadTitlesOf(ctx.cards, numero).some((t) => t.id === id))
    throw new BadRequest('Ce titre n’est pas vendu sur cette carte.');
  checkForSale(title, null);
  const max = maxQuantity(title);
  if (quantity < 1 || quantity > max) throw quantityRefusal(max);
  const period = quote(title, ctx.today(), body.ddv, null);
  // Reload lines are keyed by title: one card per cart, so a title appears once.
  addCardLine(store.cart(sessionId, RELOAD_CART), id, titleLine(title, period, quantity, numero, null), max);
}
