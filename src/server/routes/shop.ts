// SPEC §7 "Shop and cart": catalogue and carts (one per cart type and visitor session).
import type { FastifyInstance } from 'fastify';
import { validateEmail } from '../../shared/address-rules';
import type { Cart, CartLine } from '../../shared/shop';
import { categories, FREE_SHIPPING_FROM, products, SHIPPING_PRICE, VAT_RATE } from '../fixtures/shop';
import type { ReloadContext } from '../reload/offer';
import { addReloadArticle, RELOAD_CART } from '../reload/reload-cart';
import { cartKey, type SessionStore } from '../state/session-store';
import { BadRequest, flags, guarded, integer, record, text } from '../validation';

const round2 = (value: number) => Math.round(value * 100) / 100;
export const unitVat = (price: number) => round2(price - price / (1 + VAT_RATE));

export function cartOf(state: SessionStore, sessionId: string, key: string): Cart {
  const lines = [...state.cart(sessionId, key).values()];
  const goods = round2(lines.reduce((sum, line) => sum + line.totalPrice, 0));
  const shippingPrice = key === 'vpc' && lines.length > 0 && goods < FREE_SHIPPING_FROM ? SHIPPING_PRICE : 0;
  return {
    products: lines,
    totalPrice: round2(goods + shippingPrice),
    shippingPrice,
    productsQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    email: state.session(sessionId).emails.get(key) ?? null,
  };
}

export function registerShopRoutes(app: FastifyInstance, state: SessionStore, reload: ReloadContext): void {
  app.get('/vpc/api/categorie', async () => categories);

  app.post('/vpc/api/products/list', (request, reply) =>
    guarded(reply, () => {
      const categoryId = integer(record(request.body).categoryId, 'categoryId');
      const category = categories.find((c) => c.id === categoryId);
      if (!category)
        return reply.code(404).send({ messageError: 'Cette catégorie de produits n’existe pas.' });
      const list = products.filter((p) => p.categoryId === categoryId).map(({ categoryId: _c, ...p }) => p);
      return { categoryName: category.libelle, products: list };
    }),
  );

  app.post('/vente/api/cart', (request, reply) =>
    guarded(reply, () => cartOf(state, request.sessionId, cartKey(flags(record(request.body))))),
  );

  app.post('/vente/api/cart/article', (request, reply) =>
    guarded(reply, () => {
      const body = record(request.body);
      if (body.type === 'RECHARGEMENT') {
        addReloadArticle(state, reload, request.sessionId, body);
        return cartOf(state, request.sessionId, RELOAD_CART);
      }
      if (body.type !== 'VPC')
        throw new BadRequest(
          'Seuls les produits de la boutique (type VPC) et les rechargements de carte (type RECHARGEMENT) s’ajoutent ici.',
        );
      const id = integer(body.idProduit, 'idProduit');
      const quantity = integer(body.quantite, 'quantite');
      const product = products.find((p) => p.id === id);
      if (!product) return reply.code(404).send({ messageError: 'Ce produit n’existe pas.' });
      if (!product.quantities.includes(quantity))
        throw new BadRequest('Cette quantité n’est pas proposée pour ce produit.');
      const cart = state.cart(request.sessionId, 'vpc');
      const current = cart.get(id)?.quantity ?? 0;
      const total = current + quantity;
      // A line holds at most the largest quantity the product offers, whatever the number of adds.
      const cap = Math.max(...product.quantities);
      if (total > cap)
        throw new BadRequest(
          `Ce produit est limité à ${cap} exemplaires par panier ; votre panier en contient déjà ${current}.`,
        );
      const line: CartLine = {
        id,
        label: product.label,
        quantity: total,
        totalPrice: round2(product.price * total),
        montantTva: unitVat(product.price),
      };
      cart.set(id, line);
      return cartOf(state, request.sessionId, 'vpc');
    }),
  );

  app.post('/vente/api/cart/remove', (request, reply) =>
    guarded(reply, () => {
      const body = record(request.body);
      const key = cartKey(flags(body));
      state.cart(request.sessionId, key).delete(integer(body.productId, 'productId'));
      return cartOf(state, request.sessionId, key);
    }),
  );

  app.post('/vente/api/cart/email/save', (request, reply) =>
    guarded(reply, () => {
      const body = record(request.body);
      const key = cartKey(flags(body));
      const email = text(body.email, 'email').trim();
      const error = validateEmail(email);
      if (error) throw new BadRequest(error);
      state.session(request.sessionId).emails.set(key, email);
      return cartOf(state, request.sessionId, key);
    }),
  );

  app.post('/vente/api/cart/empty', (request, reply) =>
    guarded(reply, () => {
      const key = cartKey(flags(record(request.body)));
      state.cart(request.sessionId, key).clear();
      return cartOf(state, request.sessionId, key);
    }),
  );
}
