// SPEC §4 "Payment flow" and "Return to summary" with the card provider stand-in on its own listener,
// through inject: save → init → parameters → pending → provider page → decision → notification sent by
// the provider to the back office → wait → summary → PDF.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OrderSummary, PayboxParameters } from '../../../src/shared/payment';
import type { Cart } from '../../../src/shared/shop';
import { buildProviders, type ServerOptions } from '../../../src/server';
import { hmacOf, pbxFields } from '../../../src/server/providers/signature';
import { notificationSignature } from '../../../src/server/providers/notification';
import { server, visitor, type Visitor } from './helpers';
import {
  cardPage,
  pdfText,
  postForm,
  providersOf,
  providerSecret,
  readyOrder,
  VPC,
  type SentToBackoffice,
} from './purchase-helpers';

let app: FastifyInstance;
let providers: FastifyInstance;
let sent: SentToBackoffice[];
afterEach(async () => {
  await app?.close();
  await providers?.close();
});

/** The back office and the providers' stand-ins, sharing the provider's key. */
async function both(options: ServerOptions & { providerSecret: Uint8Array } = { providerSecret }) {
  app = await server(options);
  ({ providers, sent } = await providersOf(app, options.providerSecret));
}

const DECISION = '/fournisseur/paiement-carte/decision';
const APPROVED_CARD = '4970100000000003';
const DECLINED_CARD = '4970100000000014';
const wait = async (v: Visitor) =>
  (
    await v.post('/paiement/api/payment/wait', {
      urlParameters: { payerId: null, paymentId: null, token: null },
    })
  ).json();

/** An order at the provider's page, marked pending as the portal does before leaving. */
async function atProvider(v: Visitor) {
  const orderId = await readyOrder(v);
  const page = await cardPage(providers, v, orderId);
  expect((await v.put('/paiement/api/payment/pending')).json()).toEqual({ status: 'PENDING' });
  return { orderId, ...page };
}

describe('card payment', () => {
  it('approved: 303 to the valid URL, wait finished, summary paid, cart emptied, PDF receipt', async () => {
    await both();
    const v = await visitor(app);
    const { orderId, reference, jeton, parameters } = await atProvider(v);
    expect(await wait(v)).toEqual({ finished: false, error: false });

    const decision = await postForm(providers, DECISION, {
      reference,
      jeton,
      carte: APPROVED_CARD,
      action: 'payer',
    });
    expect(decision.statusCode).toBe(303);
    expect(decision.headers.location).toBe(parameters.retourClientValide);
    expect(decision.headers.location).toBe('http://localhost/recapitulatif?paymentOk=true&module=VPC');
    // The provider notified the back office itself, over HTTP, at its own address, with a signed form.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'http://127.0.0.1:5180/paiement/api/paybox/ipn',
      contentType: 'application/x-www-form-urlencoded',
    });
    const notified = new URLSearchParams(sent[0]!.body);
    expect([...notified.keys()]).toEqual(['Mt', 'Ref', 'Auto', 'Erreur', 'Sign']);
    expect(notified.get('Mt')).toBe('2080');
    expect(notified.get('Ref')).toBe(String(orderId));
    expect(notified.get('Auto')).toMatch(/^\d{6}$/);
    expect(notified.get('Erreur')).toBe('00000');
    expect(notified.get('Sign')).toBe(
      notificationSignature(sent[0]!.body.replace(/&Sign=.*$/, ''), providerSecret),
    );
    expect(await wait(v)).toEqual({ finished: true, error: false });

    const summary = (await v.get('/vente/api/order/summary')).json() as OrderSummary;
    expect(summary).toMatchObject({
      success: true,
      found: true,
      vpc: true,
      paymentMode: { label: 'Carte bancaire' },
      shippingAddress: {
        gender: 'MME',
        firstname: 'Zoé',
        lastname: 'Lefèvre',
        address: '12 place de la Gare',
        postalCode: '41000',
        town: 'Blois',
      },
    });
    expect(summary.order).toMatchObject({ id: orderId, totalPrice: 20.8, shippingPrice: 4.9 });
    expect(new Date(summary.order.orderDate).toISOString()).toBe(summary.order.orderDate);
    expect(summary.order.orderItems).toEqual([
      { label: 'Étui de carte Ligéo', quantity: 2, totalPrice: 9, taxAmount: 1.5, numTicket: null },
      { label: 'Carnet du voyageur', quantity: 1, totalPrice: 6.9, taxAmount: 1.15, numTicket: null },
    ]);
    expect(((await v.post('/vente/api/cart', VPC)).json() as Cart).products).toEqual([]);

    const pdf = await v.get('/vente/api/order/summary/pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="recu-commande-${orderId}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Ligéo');
    expect(text).toContain(`Reçu de commande n° ${orderId}`);
    expect(text).toMatch(/Date : \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(text).toContain('Étui de carte Ligéo × 2');
    expect(text).toContain('9,00 €');
    expect(text).toContain('Total payé');
    expect(text).toContain('20,80 €');
    expect(text).toContain('Frais de livraison');
    expect(text).toContain('Moyen de paiement : Carte bancaire');
    expect(text).toContain('41000 Blois');
    // No ticket in a shop order.
    expect((await v.get('/vente/api/order/summary/ticket/1/pdf')).statusCode).toBe(404);
  });

  it('approved with the holder named email (SPEC §3 "porteur or email"): same page, notification, paid', async () => {
    await both({ providerSecret, cardHolderField: 'email' });
    const v = await visitor(app);
    const { orderId, reference, jeton, parameters } = await atProvider(v);
    expect(parameters).toMatchObject({ email: 'zoe@exemple.fr' });
    expect(parameters).not.toHaveProperty('porteur');
    expect(pbxFields(parameters).PBX_PORTEUR).toBe('zoe@exemple.fr');
    const decision = await postForm(providers, DECISION, {
      reference,
      jeton,
      carte: APPROVED_CARD,
      action: 'payer',
    });
    expect(decision.headers.location).toBe(parameters.retourClientValide);
    expect(new URLSearchParams(sent[0]!.body).get('Ref')).toBe(String(orderId));
    expect(await wait(v)).toEqual({ finished: true, error: false });
    expect((await v.get('/vente/api/order/summary')).json()).toMatchObject({ success: true });
  });

  it('declined card: 303 to the refused URL, wait finished with error, cart kept, no PDF', async () => {
    await both();
    const v = await visitor(app);
    const { reference, jeton, parameters } = await atProvider(v);
    const decision = await postForm(providers, DECISION, {
      reference,
      jeton,
      carte: DECLINED_CARD,
      action: 'payer',
    });
    expect(decision.statusCode).toBe(303);
    expect(decision.headers.location).toBe(parameters.retourClientRefuse);
    expect(new URLSearchParams(sent[0]!.body).get('Erreur')).toBe('00105');
    expect(await wait(v)).toEqual({ finished: true, error: true });
    expect((await v.get('/vente/api/order/summary')).json()).toMatchObject({ found: true, success: false });
    expect(((await v.post('/vente/api/cart', VPC)).json() as Cart).productsQuantity).toBe(3);
    const pdf = await v.get('/vente/api/order/summary/pdf');
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json()).toEqual({ messageError: 'Aucune commande payée à récapituler.' });
  });

  it('cancel at the provider: 303 to the cancel URL, pending until the portal cancels; cart kept', async () => {
    await both();
    const v = await visitor(app);
    const { reference, jeton, parameters } = await atProvider(v);
    const decision = await postForm(providers, DECISION, { reference, jeton, action: 'annuler' });
    expect(decision.statusCode).toBe(303);
    expect(sent).toEqual([]);
    expect(decision.headers.location).toBe(parameters.retourClientAnnule);
    expect(decision.headers.location).toBe('http://localhost/recapitulatif?cancel=true&module=VPC');
    expect(await wait(v)).toEqual({ finished: false, error: false });
    expect((await v.post('/paiement/api/payment/cancel')).json()).toEqual({ status: 'CANCELLED' });
    expect(await wait(v)).toEqual({ finished: true, error: true });
    expect((await v.get('/vente/api/order/summary')).json()).toMatchObject({ found: true, success: false });
    expect(((await v.post('/vente/api/cart', VPC)).json() as Cart).productsQuantity).toBe(3);
  });

  it('abort marks the order aborted and keeps the cart', async () => {
    await both();
    const v = await visitor(app);
    await atProvider(v);
    expect((await v.put('/paiement/api/payment/abort')).json()).toEqual({ status: 'ABORTED' });
    expect(await wait(v)).toEqual({ finished: true, error: true });
    expect(((await v.post('/vente/api/cart', VPC)).json() as Cart).productsQuantity).toBe(3);
    // A new order can be made from the kept cart.
    expect((await v.post('/vente/api/save', { ...VPC, paymentMode: 'CB' })).json()).toMatchObject({
      status: 'CREATED',
    });
  });

  it('refuses a forged or replayed decision and changes nothing', async () => {
    await both();
    const v = await visitor(app);
    const { reference, jeton } = await atProvider(v);
    const forged = await postForm(providers, DECISION, {
      reference,
      jeton: 'f'.repeat(64),
      carte: APPROVED_CARD,
      action: 'payer',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('Décision de paiement invalide');
    expect(await wait(v)).toEqual({ finished: false, error: false });

    await postForm(providers, DECISION, { reference, jeton, carte: DECLINED_CARD, action: 'payer' });
    const replay = await postForm(providers, DECISION, {
      reference,
      jeton,
      carte: APPROVED_CARD,
      action: 'payer',
    });
    expect(replay.statusCode).toBe(400);
    expect(await wait(v)).toEqual({ finished: true, error: true });
    expect(sent).toHaveLength(1);
  });

  it('refuses to show the page again for a reference it already paid', async () => {
    await both();
    const v = await visitor(app);
    const { reference, jeton, parameters } = await atProvider(v);
    await postForm(providers, DECISION, { reference, jeton, carte: APPROVED_CARD, action: 'payer' });
    const again = await postForm(providers, new URL(parameters.url).pathname, pbxFields(parameters));
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('<p role="alert">Cette commande a déjà été payée.</p>');
  });

  it('notifies only the back office it serves, whatever host or path the signed repondreA names', async () => {
    await both();
    const v = await visitor(app);
    const orderId = await readyOrder(v);
    const parameters = (
      await v.post('/paiement/api/paybox/parameters', { orderId })
    ).json() as PayboxParameters;
    for (const repondreA of [
      'https://site-pirate.example/paiement/api/paybox/ipn',
      'http://localhost//site-pirate.example/paiement/api/paybox/ipn',
    ]) {
      // Signed as the merchant would sign it: the provider trusts the form, not the host it names.
      const fields = pbxFields({ ...parameters, repondreA });
      const page = await postForm(providers, '/fournisseur/paiement-carte', {
        ...fields,
        PBX_HMAC: hmacOf(fields, providerSecret),
      });
      const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(page.body)![1]!;
      await postForm(providers, DECISION, {
        reference: hidden('reference'),
        jeton: hidden('jeton'),
        carte: DECLINED_CARD,
        action: 'payer',
      });
    }
    expect(sent.map((call) => call.url)).toEqual([
      'http://127.0.0.1:5180/paiement/api/paybox/ipn',
      'http://127.0.0.1:5180//site-pirate.example/paiement/api/paybox/ipn',
    ]);
  });

  it('still sends the customer back when the back office does not take the notification', async () => {
    app = await server({ providerSecret });
    const v = await visitor(app);
    const unreachable: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    providers = await buildProviders({
      providerSecret,
      backofficeUrl: 'http://127.0.0.1:9/',
      fetch: unreachable,
    });
    const { reference, jeton, parameters } = await atProvider(v);
    const decision = await postForm(providers, DECISION, {
      reference,
      jeton,
      carte: APPROVED_CARD,
      action: 'payer',
    });
    expect(decision.statusCode).toBe(303);
    expect(decision.headers.location).toBe(parameters.retourClientValide);
    // Not notified: the order still waits, and the portal's polling says so.
    expect(await wait(v)).toEqual({ finished: false, error: false });
  });
});

describe('provider notification (repondreA)', () => {
  const query = (orderId: number, amount: number, erreur = '00000') =>
    `Mt=${amount}&Ref=${orderId}&Auto=123456&Erreur=${erreur}`;

  it('needs no bearer but a valid signature; a forged one is refused and changes nothing', async () => {
    app = await server({ providerSecret });
    const v = await visitor(app);
    const orderId = await readyOrder(v);
    await v.put('/paiement/api/payment/pending');
    const forged = await app.inject({
      method: 'GET',
      url: `/paiement/api/paybox/ipn?${query(orderId, 2080)}&Sign=ABC`,
    });
    expect(forged.statusCode).toBe(403);
    const otherKey = notificationSignature(query(orderId, 2080), new TextEncoder().encode('autre-cle'));
    const wrongKey = await postForm(app, '/paiement/api/paybox/ipn', {
      ...Object.fromEntries(new URLSearchParams(query(orderId, 2080))),
      Sign: otherKey,
    });
    expect(wrongKey.statusCode).toBe(403);
    const signedWrongAmount = query(orderId, 100);
    const wrongAmount = await app.inject({
      method: 'GET',
      url: `/paiement/api/paybox/ipn?${signedWrongAmount}&Sign=${notificationSignature(signedWrongAmount, providerSecret)}`,
    });
    expect(wrongAmount.statusCode).toBe(400);
    expect(await wait(v)).toEqual({ finished: false, error: false });
  });

  it('settles the order when signed, by GET or by POST (form), once', async () => {
    app = await server({ providerSecret });
    const v = await visitor(app);
    const orderId = await readyOrder(v);
    await v.put('/paiement/api/payment/pending');
    const signed = query(orderId, 2080);
    const posted = await postForm(app, '/paiement/api/paybox/ipn', {
      ...Object.fromEntries(new URLSearchParams(signed)),
      Sign: notificationSignature(signed, providerSecret),
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ status: 'PAID' });
    expect(await wait(v)).toEqual({ finished: true, error: false });
    // A later refusal for the same order changes nothing.
    const refusal = query(orderId, 2080, '00105');
    const again = await app.inject({
      method: 'GET',
      url: `/paiement/api/paybox/ipn?${refusal}&Sign=${notificationSignature(refusal, providerSecret)}`,
    });
    expect(again.json()).toEqual({ status: 'PAID' });
  });
  it('a payment approved after the portal gave the order up is still a payment: settled, never dropped', async () => {
    app = await server({ providerSecret });
    for (const giveUp of ['cancel', 'abort'] as const) {
      const v = await visitor(app);
      const orderId = await readyOrder(v);
      await v.put('/paiement/api/payment/pending');
      if (giveUp === 'cancel') await v.post('/paiement/api/payment/cancel');
      else await v.put('/paiement/api/payment/abort');
      const signed = query(orderId, 2080);
      const late = await app.inject({
        method: 'GET',
        url: `/paiement/api/paybox/ipn?${signed}&Sign=${notificationSignature(signed, providerSecret)}`,
      });
      expect(late.json()).toEqual({ status: 'PAID' });
      expect(await wait(v)).toEqual({ finished: true, error: false });
      // A refusal after the give-up changes nothing more.
      const refusal = query(orderId, 2080, '00105');
      const refused = await app.inject({
        method: 'GET',
        url: `/paiement/api/paybox/ipn?${refusal}&Sign=${notificationSignature(refusal, providerSecret)}`,
      });
      expect(refused.json()).toEqual({ status: 'PAID' });
    }
  });
  it('a paid order given up afterwards (a late cancel or abort from the portal) stays paid', async () => {
    app = await server({ providerSecret });
    const v = await visitor(app);
    const orderId = await readyOrder(v);
    await v.put('/paiement/api/payment/pending');
    const signed = query(orderId, 2080);
    await app.inject({
      method: 'GET',
      url: `/paiement/api/paybox/ipn?${signed}&Sign=${notificationSignature(signed, providerSecret)}`,
    });
    expect((await v.post('/paiement/api/payment/cancel')).json()).toEqual({ status: 'PAID' });
    expect((await v.put('/paiement/api/payment/abort')).json()).toEqual({ status: 'PAID' });
    expect(await wait(v)).toEqual({ finished: true, error: false });
    expect((await v.get('/vente/api/order/summary')).json()).toMatchObject({ success: true });
  });
});

describe('payment state without an order', () => {
  it('wait is 404, pending is 400, summary is not found', async () => {
    app = await server();
    const v = await visitor(app);
    const waited = await v.post('/paiement/api/payment/wait', { urlParameters: {} });
    expect(waited.statusCode).toBe(404);
    expect(waited.json()).toEqual({ messageError: 'Aucune commande en cours pour cette session.' });
    const pending = await v.put('/paiement/api/payment/pending');
    expect(pending.statusCode).toBe(400);
    expect(pending.json().messageError).toBe('Aucune commande en attente de paiement.');
    expect((await v.get('/vente/api/order/summary')).json()).toEqual({ found: false, success: false });
    expect((await v.get('/vente/api/order/summary/pdf')).statusCode).toBe(404);
    for (const given of [v.post('/paiement/api/payment/cancel'), v.put('/paiement/api/payment/abort')]) {
      const answer = await given;
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ messageError: 'Aucune commande en cours pour cette session.' });
    }
  });

  it('wait refuses return parameters that are not an object, naming the field', async () => {
    app = await server();
    const v = await visitor(app);
    for (const urlParameters of ['token=EC-1', ['EC-1'], null]) {
      const waited = await v.post('/paiement/api/payment/wait', { urlParameters });
      expect(waited.statusCode).toBe(400);
      expect(waited.json()).toEqual({ messageError: 'Le champ « urlParameters » doit être un objet.' });
    }
  });

  it('a card order waiting for its notification ignores wallet parameters: there is no wallet to check', async () => {
    app = await server({ providerSecret });
    const v = await visitor(app);
    await readyOrder(v);
    await v.put('/paiement/api/payment/pending');
    const waited = await v.post('/paiement/api/payment/wait', {
      urlParameters: { payerId: 'ABCDEFGHIJKLM', paymentId: 'PAYID-1', token: 'EC-1' },
    });
    expect(waited.statusCode).toBe(200);
    expect(waited.json()).toEqual({ finished: false, error: false });
  });

  it('keeps orders per visitor: another token sees none of them', async () => {
    await both();
    const a = await visitor(app);
    const b = await visitor(app);
    await atProvider(a);
    expect((await b.post('/paiement/api/payment/wait', { urlParameters: {} })).statusCode).toBe(404);
    expect((await b.get('/vente/api/order/summary')).json()).toEqual({ found: false, success: false });
    expect((await b.post('/paiement/api/payment/cancel')).statusCode).toBe(404);
    expect(await wait(a)).toEqual({ finished: false, error: false });
  });
});
