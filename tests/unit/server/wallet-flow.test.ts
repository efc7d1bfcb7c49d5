// SPEC §4 payment flow with the wallet provider stand-in: parameters → pending → approval page →
// return with paymentId, token and PayerID → wait executes the payment.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Cart } from '../../../src/shared/shop';
import { server, visitor, type Visitor } from './helpers';
import { postForm, readyOrder, VPC } from './purchase-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const DECISION = '/fournisseur/portefeuille/decision';

async function atWallet(v: Visitor) {
  const orderId = await readyOrder(v, 'PAYPAL');
  const { url } = (await v.post('/paiement/api/paypal/parameters', { orderId })).json() as { url: string };
  expect((await v.put('/paiement/api/payment/pending')).statusCode).toBe(200);
  const wallet = new URL(url);
  return { orderId, url, token: wallet.searchParams.get('token')! };
}

describe('wallet payment', () => {
  it('approval returns paymentId, token and PayerID, which wait then executes', async () => {
    app = await server();
    const v = await visitor(app);
    const { orderId, url, token } = await atWallet(v);
    expect(url).toBe(`http://localhost/fournisseur/portefeuille?orderId=${orderId}&token=${token}`);
    expect(token).toMatch(/^EC-[0-9A-F]+$/);

    const page = await app.inject({ method: 'GET', url: url.replace('http://localhost', '') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toMatch(/20,80\s€/);
    expect(page.body).toContain('>Approuver le paiement</button>');
    expect(page.body).toContain('>Annuler</button>');

    const approved = await postForm(app, DECISION, { orderId: String(orderId), token, action: 'approuver' });
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
    // The approval page cannot be used again.
    expect((await app.inject({ method: 'GET', url: url.replace('http://localhost', '') })).statusCode).toBe(
      400,
    );
  });

  it('wait before the approval is not finished', async () => {
    app = await server();
    const v = await visitor(app);
    await atWallet(v);
    const waited = await v.post('/paiement/api/payment/wait', {
      urlParameters: { payerId: null, paymentId: null, token: null },
    });
    expect(waited.json()).toEqual({ finished: false, error: false });
  });

  it('cancel goes back to the summary with cancel=true; the portal then cancels the order', async () => {
    app = await server();
    const v = await visitor(app);
    const { orderId, token } = await atWallet(v);
    const cancelled = await postForm(app, DECISION, { orderId: String(orderId), token, action: 'annuler' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('http://localhost/recapitulatif?cancel=true&module=VPC');
    expect((await v.post('/paiement/api/payment/cancel')).json()).toEqual({ status: 'CANCELLED' });
    expect(((await v.post('/vente/api/cart', VPC)).json() as Cart).productsQuantity).toBe(3);
  });

  it('refuses a wrong checkout token', async () => {
    app = await server();
    const v = await visitor(app);
    const { orderId } = await atWallet(v);
    const page = await app.inject({
      method: 'GET',
      url: `/fournisseur/portefeuille?orderId=${orderId}&token=EC-FAUX`,
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Demande de paiement inconnue ou expirée.');
    const decision = await postForm(app, DECISION, {
      orderId: String(orderId),
      token: 'EC-FAUX',
      action: 'approuver',
    });
    expect(decision.statusCode).toBe(400);
  });
});
