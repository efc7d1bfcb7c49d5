// SPEC §7 "Address and payment" on the emulator: modes, order save, init and the card provider's
// signed parameters.
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PAYBOX_FIELDS, type PayboxParameters, type PaymentMode } from '../../../src/shared/payment';
import { server, visitor } from './helpers';
import { odItem, reloadServer, TICKET_OD_FLAGS } from './reload-helpers';
import {
  ADDRESS,
  INIT_VPC,
  postForm,
  providersOf,
  providerSecret,
  readyOrder,
  VPC,
} from './purchase-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

describe('payment modes', () => {
  it('lists card and wallet with their logos, not sorted by value (the portal sorts)', async () => {
    app = await server();
    const v = await visitor(app);
    const modes = (await v.get('/paiement/api/payment/list')).json() as PaymentMode[];
    expect(modes).toHaveLength(2);
    expect(modes).toContainEqual({
      value: 'CB',
      label: 'Carte bancaire',
      logo: '/content/images/paiement/cb.svg',
      alt: 'Cartes bancaires CB, Visa, Mastercard',
    });
    expect(modes.find((m) => m.value === 'PAYPAL')).toMatchObject({ label: 'PayPal', alt: 'PayPal' });
    expect(modes.map((m) => m.value)).not.toEqual(['CB', 'PAYPAL']);
    for (const mode of modes) expect((await v.get(mode.logo)).statusCode).toBe(200);
  });
});

describe('order save and init', () => {
  it.each([
    ['no payment mode', {}],
    ['an unknown payment mode', { paymentMode: 'CHEQUE' }],
  ])('answers an empty body for %s; init then reports an error', async (_name, extra) => {
    app = await server();
    const v = await visitor(app);
    await v.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 1 });
    await v.post('/vente/api/shippingAdress/save', { address: ADDRESS });
    const saved = await v.post('/vente/api/save', { ...VPC, ...extra });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toBe('');
    expect((await v.post('/paiement/api/payment/init', { ...INIT_VPC, paymentMode: 'CB' })).json()).toEqual({
      error: true,
      paybox: false,
      paypal: false,
      orderId: null,
    });
  });

  it('answers an empty body for an empty cart', async () => {
    app = await server();
    const v = await visitor(app);
    await v.post('/vente/api/shippingAdress/save', { address: ADDRESS });
    expect((await v.post('/vente/api/save', { ...VPC, paymentMode: 'CB' })).body).toBe('');
  });

  it('needs an address for shop goods on the web, only the cart’s e-mail for a ticket', async () => {
    app = await reloadServer();
    const v = await visitor(app);
    await v.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 1 });
    await v.post('/vente/api/cart/email/save', { ...VPC, email: 'zoe@exemple.fr' });
    expect((await v.post('/vente/api/save', { ...VPC, paymentMode: 'CB' })).body).toBe('');
    expect((await v.post('/vente/api/cart/articles', [odItem()])).statusCode).toBe(200);
    await v.post('/vente/api/cart/email/save', { ...TICKET_OD_FLAGS, email: 'zoe@exemple.fr' });
    const saved = await v.post('/vente/api/save', { ...TICKET_OD_FLAGS, paymentMode: 'CB' });
    expect(saved.json()).toEqual({ id: expect.any(Number), status: 'CREATED', totalPrice: 3.2 });
  });

  it('creates the order from the cart and the address; init names its provider', async () => {
    app = await server();
    const v = await visitor(app);
    await v.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 2 });
    await v.post('/vente/api/shippingAdress/save', { address: ADDRESS });
    const order = (await v.post('/vente/api/save', { ...VPC, paymentMode: 'PAYPAL' })).json();
    expect(order).toEqual({ id: expect.any(Number), status: 'CREATED', totalPrice: 13.9 });
    expect(
      (await v.post('/paiement/api/payment/init', { ...INIT_VPC, paymentMode: 'PAYPAL' })).json(),
    ).toEqual({
      error: false,
      paybox: false,
      paypal: true,
      orderId: order.id,
    });
  });
});

describe('card provider parameters', () => {
  it('gives every PBX field, signed with HMAC-SHA512 over the fields in the provider order', async () => {
    app = await server({ providerSecret });
    const v = await visitor(app);
    const orderId = await readyOrder(v);
    const p = (await v.post('/paiement/api/paybox/parameters', { orderId })).json() as PayboxParameters;
    const origin = 'http://localhost';
    // The provider's pages on its own origin; the customer and the notification come back to the portal.
    const providers = 'http://localhost:5181';
    expect(p).toMatchObject({
      total: '2080',
      devise: '978',
      idCommande: String(orderId),
      porteur: ADDRESS.email,
      hash: 'SHA512',
      retour: 'Mt:M;Ref:R;Auto:A;Erreur:E;Sign:K',
      retourClientValide: `${origin}/recapitulatif?paymentOk=true&module=VPC`,
      retourClientRefuse: `${origin}/recapitulatif?paymentOk=false&module=VPC`,
      retourClientAnnule: `${origin}/recapitulatif?cancel=true&module=VPC`,
      repondreA: `${origin}/paiement/api/paybox/ipn`,
      url: `${providers}/fournisseur/paiement-carte`,
      urlMobile: `${providers}/fournisseur/paiement-carte/mobile`,
    });
    for (const key of ['site', 'rang', 'identifiant', 'typePaiement', 'typeCarte', 'archivage'] as const)
      expect(p[key]).toMatch(/\S/);
    expect(new Date(p.time).toISOString()).toBe(p.time);
    expect(p.panierXml).toContain('<totalQuantity>3</totalQuantity>');
    expect(p.infosClientXml).toContain('<FirstName>Zoé</FirstName>');
    expect(p.infosClientXml).toContain('<ZipCode>41000</ZipCode>');

    // Recomputed here from the provider's documented rule, independently of the emulator's code.
    const signed = PAYBOX_FIELDS.filter(([key, name]) => name !== 'PBX_HMAC' && p[key] !== undefined)
      .map(([key, name]) => `${name}=${p[key]}`)
      .join('&');
    expect(signed.startsWith('PBX_SITE=')).toBe(true);
    expect(signed).toContain('&PBX_TIME=');
    expect(p.hmac).toBe(createHmac('sha512', providerSecret).update(signed).digest('hex').toUpperCase());
  });

  it('refuses an order of another visitor, an unknown one, or a body without orderId', async () => {
    app = await server();
    const owner = await visitor(app);
    const other = await visitor(app);
    const orderId = await readyOrder(owner);
    expect((await other.post('/paiement/api/paybox/parameters', { orderId })).json()).toEqual({
      error: 'Aucune commande à payer par carte ne porte ce numéro.',
    });
    expect((await owner.post('/paiement/api/paybox/parameters', { orderId: 1 })).json()).toHaveProperty(
      'error',
    );
    expect((await owner.post('/paiement/api/paypal/parameters', { orderId })).json()).toHaveProperty('error');
    expect((await owner.post('/paiement/api/paybox/parameters', {})).statusCode).toBe(400);
  });

  it('the provider page refuses a tampered form (400, in French) and shows the untampered one', async () => {
    app = await server({ providerSecret });
    const { providers } = await providersOf(app);
    onTestFinished(() => providers.close());
    const v = await visitor(app);
    const orderId = await readyOrder(v);
    const p = (await v.post('/paiement/api/paybox/parameters', { orderId })).json() as PayboxParameters;
    const fields = Object.fromEntries(
      PAYBOX_FIELDS.filter(([key]) => p[key] !== undefined).map(([key, name]) => [name, String(p[key])]),
    );

    const tampers: Record<string, string>[] = [
      { PBX_TOTAL: '100' },
      { PBX_PORTEUR: 'autre@exemple.fr' },
      { PBX_HMAC: 'ABC' },
    ];
    for (const tamper of tampers) {
      const refused = await postForm(providers, '/fournisseur/paiement-carte', { ...fields, ...tamper });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-type']).toContain('text/html');
      expect(refused.body).toContain('Paramètres de paiement invalides : signature incorrecte.');
    }
    const unsigned = Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'PBX_HMAC'));
    expect((await postForm(providers, '/fournisseur/paiement-carte', unsigned)).statusCode).toBe(400);

    for (const path of ['/fournisseur/paiement-carte', '/fournisseur/paiement-carte/mobile']) {
      const page = await postForm(providers, path, fields);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="fr">');
      expect(page.body).toMatch(/20,80\s€/);
      expect(page.body).toContain(`<dd>${orderId}</dd>`);
      expect(page.body).toContain('Carte de test acceptée (4970 1000 0000 0003)');
      expect(page.body).toContain('Carte de test refusée (4970 1000 0000 0014)');
      expect(page.body).toContain('>Payer</button>');
      expect(page.body).toContain('>Annuler le paiement</button>');
      expect(page.body).not.toMatch(/<script|style=/);
      // The provider's own policy: no script at all, forms to itself and on to the portal, never framed.
      expect(page.headers['content-security-policy']).toBe(
        "default-src 'none'; script-src 'none'; style-src 'self'; img-src 'self'; " +
          "form-action 'self' http://localhost; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
