import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PayboxParameters } from '../../../src/shared/payment';
import type { Cart } from '../../../src/shared/shop';
import { hmacOf, pbxFields } from '../../../src/server/providers/signature';
import { server, visitor, type Visitor } from './helpers';

const providerSecret = new TextEncoder().encode('cle-du-fournisseur-de-paiement-de-test');
const VPC = { isVpc: true, isReservation: false, isTicketOD: false, isRechargementOD: false };
const ADDRESS = {
  gender: 'MME',
  lastname: 'Lefèvre',
  firstname: 'Zoé',
  phone: '',
  secondPhone: '',
  email: 'zoe@exemple.fr',
  address: '12 place de la Gare',
  addressComplement: '',
  countryCode: '250',
  postalCode: '41000',
  town: 'Blois',
};

let app: FastifyInstance;
afterEach(() => app?.close());

async function paidReadyOrder(v: Visitor, mode = 'CB') {
  await v.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 2 });
  await v.post('/vente/api/cart/article', { type: 'VPC', idProduit: 301, quantite: 1 });
  expect((await v.post('/vente/api/shippingAdress/save', { address: ADDRESS })).json()).toEqual({
    valid: true,
  });
  const order = (await v.post('/vente/api/save', { ...VPC, paymentMode: mode })).json() as { id: number };
  const init = (
    await v.post('/paiement/api/payment/init', {
      isVpc: true,
      isReservation: false,
      isTicketOD: false,
      paymentMode: mode,
    })
  ).json();
  expect(init).toEqual({ error: false, paybox: mode === 'CB', paypal: mode === 'PAYPAL', orderId: order.id });
  return order.id;
}

describe('shop and carts', () => {
  it('lists categories and the products of one; unknown category → 404', async () => {
    app = await server();
    const v = await visitor(app);
    expect(((await v.get('/vpc/api/categorie')).json() as unknown[]).length).toBeGreaterThan(4);
    const list = (await v.post('/vpc/api/products/list', { categoryId: 1 })).json();
    expect(list.categoryName).toBe('Cartes et étuis');
    expect(list.products[0]).toMatchObject({ id: 101, price: 4.5, quantities: [1, 2, 3, 4, 5] });
    expect((await v.post('/vpc/api/products/list', { categoryId: 99 })).statusCode).toBe(404);
  });

  it('adds, merges, totals with VAT per unit and shipping, removes and empties', async () => {
    app = await server();
    const v = await visitor(app);
    await v.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 2 });
    const cart = (
      await v.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 1 })
    ).json() as Cart;
    expect(cart.products).toEqual([
      { id: 101, label: 'Étui de carte Ligéo', quantity: 3, totalPrice: 13.5, montantTva: 0.75 },
    ]);
    expect(cart).toMatchObject({ shippingPrice: 4.9, totalPrice: 18.4, productsQuantity: 3 });
    const removed = (await v.post('/vente/api/cart/remove', { ...VPC, productId: 101 })).json() as Cart;
    expect(removed).toMatchObject({ products: [], shippingPrice: 0, totalPrice: 0 });
    await v.post('/vente/api/cart/article', { type: 'VPC', idProduit: 401, quantite: 2 });
    expect(((await v.post('/vente/api/cart', VPC)).json() as Cart).shippingPrice).toBe(0);
    expect(((await v.post('/vente/api/cart/empty', VPC)).json() as Cart).products).toEqual([]);
  });

  it('keeps one cart per cart type and per visitor', async () => {
    app = await server();
    const a = await visitor(app);
    const b = await visitor(app);
    await a.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 1 });
    expect(((await b.post('/vente/api/cart', VPC)).json() as Cart).products).toEqual([]);
    expect(
      ((await a.post('/vente/api/cart', { ...VPC, isVpc: false, isTicketOD: true })).json() as Cart).products,
    ).toEqual([]);
  });

  it.each([
    [
      'a quantity the product does not offer',
      '/vente/api/cart/article',
      { type: 'VPC', idProduit: 101, quantite: 7 },
    ],
    ['a missing flag', '/vente/api/cart', { isVpc: true }],
    ['two cart types', '/vente/api/cart', { ...VPC, isReservation: true }],
    ['an invalid e-mail', '/vente/api/cart/email/save', { ...VPC, email: 'pas-un-email' }],
    ['a text id', '/vente/api/cart/remove', { ...VPC, productId: '101' }],
  ])('refuses %s with 400 in French and changes nothing', async (_name, url, body) => {
    app = await server();
    const v = await visitor(app);
    await v.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 1 });
    const before = (await v.post('/vente/api/cart', VPC)).json();
    const response = await v.post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().messageError).toMatch(/[a-zé]/);
    expect((await v.post('/vente/api/cart', VPC)).json()).toEqual(before);
  });
});

describe('address and payment', () => {
  it('looks up towns once more than 3 characters are given, in France only', async () => {
    app = await server();
    const v = await visitor(app);
    expect((await v.get('/vente/api/cities?postalCode=41000&countryCode=250')).json()).toEqual([
      { value: 'Blois', text: '41000 Blois' },
      { value: 'Saint-Denis-sur-Loire', text: '41000 Saint-Denis-sur-Loire' },
      { value: 'Villebarou', text: '41000 Villebarou' },
    ]);
    expect((await v.get('/vente/api/cities?postalCode=410&countryCode=250')).json()).toEqual([]);
    expect((await v.get('/vente/api/cities?postalCode=41000&countryCode=276')).json()).toEqual([]);
  });

  it('validates the address with the SPEC rules and the known postal codes', async () => {
    app = await server();
    const v = await visitor(app);
    expect(
      (await v.post('/vente/api/shippingAdress/save', { address: { ...ADDRESS, lastname: '' } })).json(),
    ).toEqual({ valid: false });
    expect(
      (
        await v.post('/vente/api/shippingAdress/save', { address: { ...ADDRESS, postalCode: '41999' } })
      ).json(),
    ).toEqual({ valid: false });
    expect((await v.post('/vente/api/shippingAdress/save', { address: ADDRESS })).json()).toEqual({
      valid: true,
    });
  });

  it('answers nothing when saving an order without a payment mode, and init then reports an error', async () => {
    app = await server();
    const v = await visitor(app);
    await v.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 1 });
    await v.post('/vente/api/shippingAdress/save', { address: ADDRESS });
    expect((await v.post('/vente/api/save', { ...VPC })).body).toBe('');
    expect(
      (
        await v.post('/paiement/api/payment/init', {
          isVpc: true,
          isReservation: false,
          isTicketOD: false,
          paymentMode: 'CB',
        })
      ).json(),
    ).toEqual({
      error: true,
      paybox: false,
      paypal: false,
      orderId: null,
    });
  });

  it('signs the PBX fields with HMAC-SHA512; the provider page refuses a tampered form', async () => {
    app = await server({ providerSecret });
    const v = await visitor(app);
    const orderId = await paidReadyOrder(v);
    const parameters = (
      await v.post('/paiement/api/paybox/parameters', { orderId })
    ).json() as PayboxParameters;
    expect(parameters).toMatchObject({
      total: '2080',
      devise: '978',
      idCommande: String(orderId),
      porteur: ADDRESS.email,
      hash: 'SHA512',
    });
    const fields = pbxFields(parameters);
    expect(parameters.hmac).toBe(hmacOf(fields, providerSecret));
    expect(parameters.hmac).toMatch(/^[0-9A-F]{128}$/);

    const post = (form: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/fournisseur/paiement-carte',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
    const tampered = await post({ ...fields, PBX_TOTAL: '100' });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('Paramètres de paiement invalides : signature incorrecte.');
    const page = await post(fields);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('20,80');
  });

  it('card flow: pending → approved decision → signed notification → wait finished → summary → PDF; cart emptied', async () => {
    app = await server({ providerSecret });
    const v = await visitor(app);
    const orderId = await paidReadyOrder(v);
    await v.post('/paiement/api/paybox/parameters', { orderId });
    expect((await v.put('/paiement/api/payment/pending')).statusCode).toBe(200);
    expect((await v.post('/paiement/api/payment/wait', { urlParameters: {} })).json()).toEqual({
      finished: false,
      error: false,
    });

    const page = await app.inject({
      method: 'POST',
      url: '/fournisseur/paiement-carte',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        pbxFields((await v.post('/paiement/api/paybox/parameters', { orderId })).json()),
      ).toString(),
    });
    const jeton = /name="jeton" value="([0-9a-f]+)"/.exec(page.body)![1]!;
    const forged = await app.inject({
      method: 'POST',
      url: '/fournisseur/paiement-carte/decision',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `reference=${orderId}&jeton=faux&carte=4970+1000+0000+0003&action=payer`,
    });
    expect(forged.statusCode).toBe(400);
    const decision = await app.inject({
      method: 'POST',
      url: '/fournisseur/paiement-carte/decision',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `reference=${orderId}&jeton=${jeton}&carte=4970+1000+0000+0003&action=payer`,
    });
    expect(decision.statusCode).toBe(303);
    expect(decision.headers.location).toMatch(/\/recapitulatif\?module=VPC&paymentOk=true$/);
    expect((await v.post('/paiement/api/payment/wait', { urlParameters: {} })).json()).toEqual({
      finished: true,
      error: false,
    });

    const summary = (await v.get('/vente/api/order/summary')).json();
    expect(summary).toMatchObject({
      success: true,
      found: true,
      vpc: true,
      paymentMode: { label: 'Carte bancaire' },
    });
    expect(summary.order).toMatchObject({ id: orderId, totalPrice: 20.8, shippingPrice: 4.9 });
    expect(summary.order.orderItems).toHaveLength(2);
    expect(((await v.post('/vente/api/cart', VPC)).json() as Cart).products).toEqual([]);

    const pdf = await v.get('/vente/api/order/summary/pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`recu-commande-${orderId}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a forged provider notification is refused and the order stays unpaid', async () => {
    app = await server({ providerSecret });
    const v = await visitor(app);
    const orderId = await paidReadyOrder(v);
    await v.put('/paiement/api/payment/pending');
    const forged = await app.inject({
      method: 'GET',
      url: `/paiement/api/paybox/ipn?Mt=2080&Ref=${orderId}&Auto=X&Erreur=00000&Sign=ABC`,
    });
    expect(forged.statusCode).toBe(403);
    expect((await v.post('/paiement/api/payment/wait', { urlParameters: {} })).json()).toEqual({
      finished: false,
      error: false,
    });
  });

  it('cancel and abort mark the order, wait without any order is 404', async () => {
    app = await server();
    const v = await visitor(app);
    expect((await v.post('/paiement/api/payment/wait', { urlParameters: {} })).statusCode).toBe(404);
    await paidReadyOrder(v);
    await v.put('/paiement/api/payment/pending');
    await v.post('/paiement/api/payment/cancel');
    expect((await v.post('/paiement/api/payment/wait', { urlParameters: {} })).json()).toEqual({
      finished: true,
      error: true,
    });
    expect((await v.get('/vente/api/order/summary')).json()).toMatchObject({ found: true, success: false });
    expect((await v.put('/paiement/api/payment/abort')).json()).toEqual({ status: 'ABORTED' });
    expect((await v.get('/vente/api/order/summary/pdf')).statusCode).toBe(404);
  });

  it('wallet flow: approval brings back token, paymentId and PayerID, which wait then executes', async () => {
    app = await server();
    const v = await visitor(app);
    const orderId = await paidReadyOrder(v, 'PAYPAL');
    const { url } = (await v.post('/paiement/api/paypal/parameters', { orderId })).json() as { url: string };
    await v.put('/paiement/api/payment/pending');
    const token = new URL(url).searchParams.get('token')!;
    const approved = await app.inject({
      method: 'POST',
      url: '/fournisseur/portefeuille/decision',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `orderId=${orderId}&token=${token}&action=approuver`,
    });
    const back = new URL(approved.headers.location as string);
    const urlParameters = {
      payerId: back.searchParams.get('PayerID'),
      paymentId: back.searchParams.get('paymentId'),
      token: back.searchParams.get('token'),
    };
    expect(
      (await v.post('/paiement/api/payment/wait', { urlParameters: { ...urlParameters, payerId: 'AUTRE' } }))
        .statusCode,
    ).toBe(400);
    expect((await v.post('/paiement/api/payment/wait', { urlParameters })).json()).toEqual({
      finished: true,
      error: false,
    });
  });
});
