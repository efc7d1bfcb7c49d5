// SPEC §4 payment flow with the wallet provider stand-in on its own listener: parameters (a checkout
// signed by the back office) → pending → approval page → return with paymentId, token and PayerID →
// wait executes the payment.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Cart } from '../../../src/shared/shop';
import { server, visitor, type Visitor } from './helpers';
import { postForm, providersOf, providerSecret, readyOrder, VPC } from './purchase-helpers';

let app: FastifyInstance;
let providers: FastifyInstance;
afterEach(async () => {
  await app?.close();
  await providers?.close();
});

const DECISION = '/fournisseur/portefeuille/decision';

async function both() {
  app = await server({ providerSecret });
  ({ providers } = await providersOf(app));
}

async function atWallet(v: Visitor) {
  const orderId = await readyOrder(v, 'PAYPAL');
  const { url } = (await v.post('/paiement/api/paypal/parameters', { orderId })).json() as { url: string };
  expect((await v.put('/paiement/api/payment/pending')).statusCode).toBe(200);
  const wallet = new URL(url);
  const fields = Object.fromEntries(wallet.searchParams);
  return { orderId, url, wallet, fields, token: wallet.searchParams.get('token')! };
}

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/** The wallet approves the visitor's order: what its return page brings back to the portal. */
async function approvedReturn(v: Visitor) {
  const { fields } = await atWallet(v);
  const approved = await postForm(providers, DECISION, { ...fields, action: 'approuver' });
  const back = new URL(approved.headers.location as string);
  return {
    payerId: back.searchParams.get('PayerID'),
    paymentId: back.searchParams.get('paymentId'),
    token: back.searchParams.get('token'),
  };
}

describe('wallet payment', () => {
  it('approval returns paymentId, token and PayerID, which wait then executes', async () => {
    await both();
    const v = await visitor(app);
    const { orderId, wallet, fields, token } = await atWallet(v);
    // The wallet's page is on the providers' origin; the checkout says where to come back, on the portal.
    expect(`${wallet.origin}${wallet.pathname}`).toBe('http://localhost:5181/fournisseur/portefeuille');
    expect([...wallet.searchParams.keys()]).toEqual([
      'orderId',
      'montant',
      'token',
      'paymentId',
      'retour',
      'annulation',
      'signature',
    ]);
    expect(fields).toMatchObject({
      orderId: String(orderId),
      montant: '2080',
      retour: 'http://localhost/recapitulatif?module=VPC',
      annulation: 'http://localhost/recapitulatif?cancel=true&module=VPC',
    });
    expect(token).toMatch(/^EC-[0-9A-F]+$/);

    const page = await providers.inject({ method: 'GET', url: pathOf(wallet) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toMatch(/20,80\s€/);
    expect(page.body).toContain('>Approuver le paiement</button>');
    expect(page.body).toContain('>Annuler</button>');
    // Its form posts to the wallet, which then sends the browser to the portal.
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost;");

    const approved = await postForm(providers, DECISION, { ...fields, action: 'approuver' });
    expect(approved.statusCode).toBe(303);
    const back = new URL(approved.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost/recapitulatif');
    expect(back.searchParams.get('module')).toBe('VPC');
    expect(back.searchParams.get('token')).toBe(token);
    expect(back.searchParams.get('paymentId')).toMatch(/^PAYID-/);
    expect(back.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);
    const urlParameters = {
      payerId: back.searchParams.get('PayerID'),
      paymentId: back.searchParams.get('paymentId'),
      token: back.searchParams.get('token'),
    };

    const mismatch = await v.post('/paiement/api/payment/wait', {
      urlParameters: { ...urlParameters, payerId: 'AUTREPAYEUR00' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      messageError: 'Les paramètres de retour du portefeuille ne correspondent pas à la commande.',
    });
    expect((await v.get('/vente/api/order/summary')).json()).toMatchObject({ success: false });

    expect((await v.post('/paiement/api/payment/wait', { urlParameters })).json()).toEqual({
      finished: true,
      error: false,
    });
    expect((await v.get('/vente/api/order/summary')).json()).toMatchObject({
      success: true,
      paymentMode: { label: 'PayPal' },
    });
    expect(((await v.post('/vente/api/cart', VPC)).json() as Cart).products).toEqual([]);
    // The approval page and its decision cannot be used again.
    expect((await providers.inject({ method: 'GET', url: pathOf(wallet) })).statusCode).toBe(400);
    expect((await postForm(providers, DECISION, { ...fields, action: 'approuver' })).statusCode).toBe(400);
  });

  it('each of the three returned values must be the wallet’s: a wrong one alone, or one given alone, executes nothing', async () => {
    await both();
    const v = await visitor(app);
    const right = await approvedReturn(v);
    const wrong = [
      { ...right, token: 'EC-0123456789ABCDEF' },
      { ...right, paymentId: 'PAYID-AUTRE' },
      { payerId: right.payerId, paymentId: null, token: null },
      { payerId: null, paymentId: right.paymentId, token: null },
      { payerId: null, paymentId: null, token: right.token },
    ];
    for (const urlParameters of wrong) {
      const refused = await v.post('/paiement/api/payment/wait', { urlParameters });
      expect(refused.statusCode, JSON.stringify(urlParameters)).toBe(400);
      expect(refused.json()).toEqual({
        messageError: 'Les paramètres de retour du portefeuille ne correspondent pas à la commande.',
      });
    }
    expect((await v.get('/vente/api/order/summary')).json()).toMatchObject({ success: false });
    // Nothing was used up by the refusals: the wallet's own values still execute the payment.
    expect((await v.post('/paiement/api/payment/wait', { urlParameters: right })).json()).toEqual({
      finished: true,
      error: false,
    });
  });

  it('wait before the approval is not finished', async () => {
    await both();
    const v = await visitor(app);
    await atWallet(v);
    const waited = await v.post('/paiement/api/payment/wait', {
      urlParameters: { payerId: null, paymentId: null, token: null },
    });
    expect(waited.json()).toEqual({ finished: false, error: false });
    // Parameters left out are not returned either.
    expect((await v.post('/paiement/api/payment/wait', { urlParameters: {} })).json()).toEqual({
      finished: false,
      error: false,
    });
  });

  it('once paid, wait answers the payment whatever parameters come back: nothing checked or executed again', async () => {
    await both();
    const v = await visitor(app);
    const urlParameters = await approvedReturn(v);
    const paid = { finished: true, error: false };
    expect((await v.post('/paiement/api/payment/wait', { urlParameters })).json()).toEqual(paid);
    // A reload of the return page, or a tampered one: the same answer, no refusal.
    expect((await v.post('/paiement/api/payment/wait', { urlParameters })).json()).toEqual(paid);
    const tampered = await v.post('/paiement/api/payment/wait', {
      urlParameters: { ...urlParameters, payerId: 'AUTREPAYEUR00' },
    });
    expect(tampered.statusCode).toBe(200);
    expect(tampered.json()).toEqual(paid);
  });

  it('a payer id not given by the wallet (or by another key) executes nothing', async () => {
    await both();
    const v = await visitor(app);
    const { fields } = await atWallet(v);
    const other = await server({ providerSecret: new TextEncoder().encode('une-autre-cle-de-portefeuille') });
    const { providers: foreign } = await providersOf(
      other,
      new TextEncoder().encode('une-autre-cle-de-portefeuille'),
    );
    // A wallet that does not hold the back office's key cannot even show this checkout.
    const refused = await postForm(foreign, DECISION, { ...fields, action: 'approuver' });
    expect(refused.statusCode).toBe(400);
    await other.close();
    await foreign.close();
    const guessed = await v.post('/paiement/api/payment/wait', {
      urlParameters: { payerId: 'ABCDEFGHIJKLM', paymentId: fields.paymentId, token: fields.token },
    });
    expect(guessed.statusCode).toBe(400);
    expect((await v.get('/vente/api/order/summary')).json()).toMatchObject({ success: false });
  });

  it('cancel goes back to the summary with cancel=true; the portal then cancels the order', async () => {
    await both();
    const v = await visitor(app);
    const { fields } = await atWallet(v);
    const cancelled = await postForm(providers, DECISION, { ...fields, action: 'annuler' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('http://localhost/recapitulatif?cancel=true&module=VPC');
    expect((await v.post('/paiement/api/payment/cancel')).json()).toEqual({ status: 'CANCELLED' });
    expect(((await v.post('/vente/api/cart', VPC)).json() as Cart).productsQuantity).toBe(3);
  });

  it('refuses a wrong checkout token, amount or return page (the signature no longer verifies)', async () => {
    await both();
    const v = await visitor(app);
    const { fields } = await atWallet(v);
    const tampers: Record<string, string>[] = [
      { token: 'EC-FAUX' },
      { montant: '1' },
      { retour: 'https://site-pirate.example/recapitulatif?module=VPC' },
      { signature: '' },
    ];
    for (const tamper of tampers) {
      const query = new URLSearchParams({ ...fields, ...tamper });
      const page = await providers.inject({ method: 'GET', url: `/fournisseur/portefeuille?${query}` });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('<p role="alert">Demande de paiement inconnue ou expirée.</p>');
      const decision = await postForm(providers, DECISION, { ...fields, ...tamper, action: 'approuver' });
      expect(decision.statusCode).toBe(400);
    }
  });
});
