// SPEC §7 "Shop and cart" on the emulator: catalogue, carts per cart type and visitor, totals.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Cart, Category, ProductList } from '../../../src/shared/shop';
import { server, visitor } from './helpers';
import { VPC } from './purchase-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const add = (idProduit: number, quantite: number) => ({ type: 'VPC', idProduit, quantite });
const OFFERED = 'Cette quantité n’est pas proposée pour ce produit.';

describe('catalogue', () => {
  it('has more categories than the carousel window, one of them with every product sold out', async () => {
    app = await server();
    const v = await visitor(app);
    const categories = (await v.get('/vpc/api/categorie')).json() as Category[];
    expect(categories.length).toBeGreaterThan(4);
    expect(categories.map((c) => c.libelle)).toEqual(
      expect.arrayContaining(['Cartes et étuis', 'Vêtements', 'Maquettes', 'Éditions limitées']),
    );
    const limited = categories.find((c) => c.libelle === 'Éditions limitées')!;
    const list = (await v.post('/vpc/api/products/list', { categoryId: limited.id })).json() as ProductList;
    expect(list.products.length).toBeGreaterThan(0);
    expect(list.products.every((p) => p.quantities.length === 0)).toBe(true);
  });

  it('lists the products of a category with prices, images and quantities; unknown category → 404', async () => {
    app = await server();
    const v = await visitor(app);
    const list = (await v.post('/vpc/api/products/list', { categoryId: 1 })).json() as ProductList;
    expect(list.categoryName).toBe('Cartes et étuis');
    expect(list.products[0]).toEqual({
      id: 101,
      label: 'Étui de carte Ligéo',
      description: expect.stringContaining('carte de transport'),
      price: 4.5,
      productImageUrl: '/content/images/produits/etui.svg',
      quantities: [1, 2, 3, 4, 5],
    });
    const image = await app.inject({ method: 'GET', url: list.products[0]!.productImageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');

    const unknown = await v.post('/vpc/api/products/list', { categoryId: 99 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messageError).toBe('Cette catégorie de produits n’existe pas.');
  });
});

describe('shop cart', () => {
  it('adds, merges quantities, totals with VAT per unit and shipping, removes and empties', async () => {
    app = await server();
    const v = await visitor(app);
    expect((await v.post('/vente/api/cart', VPC)).json()).toEqual({
      products: [],
      totalPrice: 0,
      shippingPrice: 0,
      productsQuantity: 0,
      email: null,
    });
    await v.post('/vente/api/cart/article', add(101, 2));
    await v.post('/vente/api/cart/article', add(302, 1));
    const cart = (await v.post('/vente/api/cart/article', add(101, 1))).json() as Cart;
    expect(cart.products).toEqual([
      { id: 101, label: 'Étui de carte Ligéo', quantity: 3, totalPrice: 13.5, montantTva: 0.75 },
      { id: 302, label: 'Affiche du plan du réseau', quantity: 1, totalPrice: 12, montantTva: 2 },
    ]);
    expect(cart).toMatchObject({ shippingPrice: 4.9, totalPrice: 30.4, productsQuantity: 4 });

    const removed = (await v.post('/vente/api/cart/remove', { ...VPC, productId: 302 })).json() as Cart;
    expect(removed).toMatchObject({ totalPrice: 18.4, productsQuantity: 3 });
    const emptied = (await v.post('/vente/api/cart/empty', VPC)).json() as Cart;
    expect(emptied).toMatchObject({ products: [], totalPrice: 0, shippingPrice: 0, productsQuantity: 0 });
  });

  it('rounds the VAT per unit to the cent (price − price / 1.2)', async () => {
    app = await server();
    const v = await visitor(app);
    const cart = (await v.post('/vente/api/cart/article', add(201, 1))).json() as Cart;
    // 19,90 − 19,90 / 1,2 = 3,3166…
    expect(cart.products[0]).toMatchObject({ totalPrice: 19.9, montantTva: 3.32 });
  });

  it('charges 4,90 € of shipping below 50 € of goods, nothing from 50 €', async () => {
    app = await server();
    const v = await visitor(app);
    const below = (await v.post('/vente/api/cart/article', add(102, 2))).json() as Cart;
    expect(below).toMatchObject({ shippingPrice: 4.9, totalPrice: 52.9 });
    const above = (await v.post('/vente/api/cart/article', add(101, 1))).json() as Cart;
    expect(above).toMatchObject({ shippingPrice: 0, totalPrice: 52.5 });
  });

  it('ships free from exactly 50 € of goods', async () => {
    app = await server();
    const v = await visitor(app);
    await v.post('/vente/api/cart/article', add(101, 2));
    await v.post('/vente/api/cart/article', add(202, 2));
    const cart = (await v.post('/vente/api/cart/article', add(302, 1))).json() as Cart;
    expect(cart).toMatchObject({ shippingPrice: 0, totalPrice: 50, productsQuantity: 5 });
  });

  // Issue 10: repeated adds once reached 80 395 units (361 777,50 €) on one line.
  it('caps a line at the largest quantity the product offers, in French, and keeps the cart', async () => {
    app = await server();
    const v = await visitor(app);
    await v.post('/vente/api/cart/article', add(101, 3));
    const over = await v.post('/vente/api/cart/article', add(101, 3));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      messageError: 'Ce produit est limité à 5 exemplaires par panier ; votre panier en contient déjà 3.',
    });
    expect(((await v.post('/vente/api/cart', VPC)).json() as Cart).products[0]!.quantity).toBe(3);
    expect((await v.post('/vente/api/cart/article', add(101, 2))).statusCode).toBe(200);
    const full = await v.post('/vente/api/cart/article', add(101, 1));
    expect(full.statusCode).toBe(400);
    expect(full.json().messageError).toBe(
      'Ce produit est limité à 5 exemplaires par panier ; votre panier en contient déjà 5.',
    );
    // A product offered by 1 or 2 has a cap of 2.
    await v.post('/vente/api/cart/article', add(102, 2));
    expect((await v.post('/vente/api/cart/article', add(102, 1))).json().messageError).toBe(
      'Ce produit est limité à 2 exemplaires par panier ; votre panier en contient déjà 2.',
    );
  });

  it('refuses an unknown product, a quantity it does not offer and an article that is not the shop’s, in French', async () => {
    app = await server();
    const v = await visitor(app);
    const unknown = await v.post('/vente/api/cart/article', add(999, 1));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ messageError: 'Ce produit n’existe pas.' });
    const odd = await v.post('/vente/api/cart/article', add(102, 3));
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toEqual({ messageError: 'Cette quantité n’est pas proposée pour ce produit.' });
    const other = await v.post('/vente/api/cart/article', { ...add(101, 1), type: 'RESERVATION' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      messageError:
        'Seuls les produits de la boutique (type VPC) et les rechargements de carte (type RECHARGEMENT) s’ajoutent ici.',
    });
    expect((await v.post('/vente/api/cart', VPC)).json()).toMatchObject({ products: [], totalPrice: 0 });
  });

  it('repeated adds never grow a line past its cap, and the totals stay what the lines say', async () => {
    app = await server();
    const v = await visitor(app);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await v.post('/vente/api/cart/article', add(101, 5))).statusCode);
    expect(statuses).toEqual([200, ...Array<number>(19).fill(400)]);
    expect((await v.post('/vente/api/cart', VPC)).json()).toMatchObject({
      products: [{ id: 101, quantity: 5, totalPrice: 22.5 }],
      productsQuantity: 5,
      shippingPrice: 4.9,
      totalPrice: 27.4,
    });
  });

  it('keeps one cart per cart type and per visitor', async () => {
    app = await server();
    const a = await visitor(app);
    const b = await visitor(app);
    await a.post('/vente/api/cart/article', add(101, 1));
    expect(((await a.post('/vente/api/cart', VPC)).json() as Cart).productsQuantity).toBe(1);
    expect(((await b.post('/vente/api/cart', VPC)).json() as Cart).products).toEqual([]);
    const reload = { isVpc: false, isReservation: false, isTicketOD: false, isRechargementOD: false };
    expect(((await a.post('/vente/api/cart', reload)).json() as Cart).products).toEqual([]);
    expect(
      ((await a.post('/vente/api/cart', { ...VPC, isVpc: false, isTicketOD: true })).json() as Cart).products,
    ).toEqual([]);
  });

  it('saves the e-mail of a cart once it is valid', async () => {
    app = await server();
    const v = await visitor(app);
    const saved = await v.post('/vente/api/cart/email/save', { ...VPC, email: ' zoe@exemple.fr ' });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as Cart).email).toBe('zoe@exemple.fr');
    expect(((await v.post('/vente/api/cart', VPC)).json() as Cart).email).toBe('zoe@exemple.fr');
  });
});

describe('wrong bodies: 400 with a French message, and nothing changes', () => {
  // Each refusal names the field at fault, as the back office's messages do.
  it.each([
    ['a quantity the product does not offer', '/vente/api/cart/article', add(101, 7), OFFERED],
    // Nothing can drive a line, hence a total, to zero or below, nor to a huge number.
    ['a zero quantity', '/vente/api/cart/article', add(101, 0), OFFERED],
    ['a negative quantity', '/vente/api/cart/article', add(101, -5), OFFERED],
    [
      'a fractional quantity',
      '/vente/api/cart/article',
      add(101, 1.5),
      'Le champ « quantite » doit être un entier.',
    ],
    ['a huge quantity', '/vente/api/cart/article', add(101, 1e308), OFFERED],
    ['a sold-out product', '/vente/api/cart/article', add(601, 1), OFFERED],
    [
      'a text quantity',
      '/vente/api/cart/article',
      { type: 'VPC', idProduit: 101, quantite: '2' },
      'Le champ « quantite » doit être un entier.',
    ],
    [
      'a text product',
      '/vente/api/cart/article',
      { type: 'VPC', idProduit: '101', quantite: 1 },
      'Le champ « idProduit » doit être un entier.',
    ],
    [
      'an item that is not a shop product',
      '/vente/api/cart/article',
      { ...add(101, 1), type: 'TICKET_OD' },
      'Seuls les produits de la boutique (type VPC) et les rechargements de carte (type RECHARGEMENT) s’ajoutent ici.',
    ],
    [
      'a missing flag',
      '/vente/api/cart',
      { isVpc: true },
      'Le champ « isReservation » doit être un booléen.',
    ],
    [
      'two cart types',
      '/vente/api/cart',
      { ...VPC, isReservation: true },
      'Un seul type de panier peut être indiqué.',
    ],
    [
      'an invalid e-mail',
      '/vente/api/cart/email/save',
      { ...VPC, email: 'pas-un-email' },
      'L’adresse e-mail n’est pas valide.',
    ],
    [
      'an e-mail that is no text',
      '/vente/api/cart/email/save',
      { ...VPC, email: 42 },
      'Le champ « email » doit être un texte.',
    ],
    [
      'a text product id',
      '/vente/api/cart/remove',
      { ...VPC, productId: '101' },
      'Le champ « productId » doit être un entier.',
    ],
    ['emptying without flags', '/vente/api/cart/empty', {}, 'Le champ « isVpc » doit être un booléen.'],
    [
      'a category id as text',
      '/vpc/api/products/list',
      { categoryId: '1' },
      'Le champ « categoryId » doit être un entier.',
    ],
  ])('refuses %s', async (_name, url, body, message) => {
    app = await server();
    const v = await visitor(app);
    await v.post('/vente/api/cart/article', add(101, 1));
    await v.post('/vente/api/cart/email/save', { ...VPC, email: 'avant@exemple.fr' });
    const before = (await v.post('/vente/api/cart', VPC)).json();
    const response = await v.post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messageError: message });
    expect((await v.post('/vente/api/cart', VPC)).json()).toEqual(before);
  });

  it('explains the e-mail rule that failed', async () => {
    app = await server();
    const v = await visitor(app);
    const response = await v.post('/vente/api/cart/email/save', { ...VPC, email: 'pas-un-email' });
    expect(response.json()).toEqual({ messageError: 'L’adresse e-mail n’est pas valide.' });
  });

  it('refuses a body that is not JSON, or a form, and keeps the cart', async () => {
    app = await server();
    const v = await visitor(app);
    await v.post('/vente/api/cart/article', add(101, 1));
    const first = await app.inject({ method: 'GET', url: '/api/jwttoken/generate' });
    const csrf = first.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    const token = (first.json() as { id_token: string }).id_token;
    const headers = { authorization: `Bearer ${token}`, 'x-xsrf-token': csrf };
    const cookies = { 'XSRF-TOKEN': csrf };
    const broken = await app.inject({
      method: 'POST',
      url: '/vente/api/cart/article',
      headers: { ...headers, 'content-type': 'application/json' },
      cookies,
      payload: '{"type":"VPC",',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().messageError).toBe('Le corps de la requête n’est pas un JSON valide.');
    const form = await app.inject({
      method: 'POST',
      url: '/vente/api/cart/article',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      cookies,
      payload: 'type=VPC&idProduit=101&quantite=1',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().messageError).toContain('Type de contenu non pris en charge');
    expect(((await v.post('/vente/api/cart', VPC)).json() as Cart).productsQuantity).toBe(1);
  });
});
