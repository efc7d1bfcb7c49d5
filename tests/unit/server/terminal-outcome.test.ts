// POST /paiement/api/terminal/outcome: the kiosk's signed terminal outcome settles the order so the
// summary polling finishes as on the web; anything unsigned, forged or inconsistent is refused and
// leaves the order unpaid.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OrderSummary } from '../../../src/shared/payment';
import type { Cart } from '../../../src/shared/shop';
import { TERMINAL_OUTCOME_PATH } from '../../../src/shared/terminal-outcome';
import { server } from './helpers';
import { ADDRESS, pdfText, VPC } from './purchase-helpers';
import {
  client,
  DEVICE_ID,
  DEVICES,
  OTHER_DEVICE_ID,
  OTHER_SECRET,
  postOutcome,
  report,
  signed,
  terminalOrder,
  waitAnswer,
  type Client,
} from './terminal-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const NOT_FINISHED = { finished: false, error: false };
const cartQuantity = async (c: Client) =>
  ((await c.post('/vente/api/cart', VPC)).json() as Cart).productsQuantity;

async function kioskOrder() {
  app = await server({ devices: DEVICES });
  const kiosk = await client(app, DEVICE_ID);
  const orderId = await terminalOrder(kiosk);
  return { kiosk, orderId };
}

describe('terminal outcome: the paid kiosk order', () => {
  it('e-mail → save TPE → init → pending → signed approval → wait finished → summary paid, cart emptied', async () => {
    const { kiosk, orderId } = await kioskOrder();
    expect(TERMINAL_OUTCOME_PATH).toBe('/paiement/api/terminal/outcome');
    expect(await waitAnswer(kiosk)).toEqual(NOT_FINISHED);
    expect(await cartQuantity(kiosk)).toBe(3);

    const answer = await postOutcome(app, signed(report(orderId)));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'PAID' });

    expect(await waitAnswer(kiosk)).toEqual({ finished: true, error: false });
    const summary = (await kiosk.get('/vente/api/order/summary')).json() as OrderSummary;
    expect(summary).toMatchObject({
      success: true,
      found: true,
      vpc: true,
      paymentMode: { label: 'Carte bancaire sur le terminal' },
      shippingAddress: null,
    });
    // Goods bought at a kiosk are collected at the agency: no shipping fee, the terminal charged the goods.
    expect(summary.order).toMatchObject({ id: orderId, totalPrice: 15.9, shippingPrice: 0 });
    expect(summary.retraitAgence).toBe(true);
    expect(summary.order.orderItems.map((item) => item.label)).toEqual([
      'Étui de carte Ligéo',
      'Carnet du voyageur',
    ]);
    expect(await cartQuantity(kiosk)).toBe(0);
    const pdf = await kiosk.get('/vente/api/order/summary/pdf');
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).not.toContain('Frais de livraison');
    expect(text).not.toContain('Adresse de livraison');
    expect(text).toContain('15,90 €');
    expect(text).toContain('Articles à retirer à l’agence :');
    expect(text).toContain('Agence commerciale Ligéo');
    expect(text).toContain('12 place de la Gare');
    expect(text).toContain('41000 Blois');
  });

  it('needs no bearer and no CSRF pair, and ignores a stray CSRF cookie', async () => {
    const { kiosk, orderId } = await kioskOrder();
    const answer = await app.inject({
      method: 'POST',
      url: TERMINAL_OUTCOME_PATH,
      cookies: { 'XSRF-TOKEN': 'sans-rapport' },
      payload: signed(report(orderId)),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'PAID' });
    expect(await waitAnswer(kiosk)).toEqual({ finished: true, error: false });
  });

  it('declined: the order is refused, wait finishes with an error, the cart is kept', async () => {
    const { kiosk, orderId } = await kioskOrder();
    const answer = await postOutcome(app, signed(report(orderId, { status: 'declined', reference: '' })));
    expect(answer.json()).toEqual({ status: 'REFUSED' });
    expect(await waitAnswer(kiosk)).toEqual({ finished: true, error: true });
    expect((await kiosk.get('/vente/api/order/summary')).json()).toMatchObject({ success: false });
    expect(await cartQuantity(kiosk)).toBe(3);
  });

  it.each(['cancelled', 'error'] as const)(
    '%s: the order is cancelled, wait finishes with an error',
    async (status) => {
      const { kiosk, orderId } = await kioskOrder();
      expect((await postOutcome(app, signed(report(orderId, { status, reference: '' })))).json()).toEqual({
        status: 'CANCELLED',
      });
      expect(await waitAnswer(kiosk)).toEqual({ finished: true, error: true });
      expect(await cartQuantity(kiosk)).toBe(3);
    },
  );

  it('unknown leaves the order pending; the reconciled approval later settles it', async () => {
    const { kiosk, orderId } = await kioskOrder();
    const unknown = signed(report(orderId, { status: 'unknown', reference: '' }));
    expect((await postOutcome(app, unknown)).json()).toEqual({ status: 'PENDING' });
    expect(await waitAnswer(kiosk)).toEqual(NOT_FINISHED);
    expect(await cartQuantity(kiosk)).toBe(3);

    const reconciled = signed(report(orderId, { signedAt: '2025-03-14T09:31:02.000Z' }));
    expect((await postOutcome(app, reconciled)).json()).toEqual({ status: 'PAID' });
    expect(await waitAnswer(kiosk)).toEqual({ finished: true, error: false });
    expect(await cartQuantity(kiosk)).toBe(0);
  });

  it('replaying the same report answers the same and changes nothing more', async () => {
    const { kiosk, orderId } = await kioskOrder();
    const approved = signed(report(orderId));
    const first = await postOutcome(app, approved);
    // The customer fills a new cart after paying: a replay must not empty it again.
    await kiosk.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 1 });
    const again = await postOutcome(app, approved);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(await cartQuantity(kiosk)).toBe(1);

    // A late contradicting report with the same key does not unpay it either.
    const late = signed(report(orderId, { status: 'declined', reference: '' }));
    expect((await postOutcome(app, late)).json()).toEqual({ status: 'PAID' });
    expect(await waitAnswer(kiosk)).toEqual({ finished: true, error: false });
  });

  it('a declined replay leaves the order refused', async () => {
    const { kiosk, orderId } = await kioskOrder();
    const declined = signed(report(orderId, { status: 'declined', reference: '' }));
    await postOutcome(app, declined);
    const again = await postOutcome(app, declined);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'REFUSED' });
    expect(await waitAnswer(kiosk)).toEqual({ finished: true, error: true });
  });
});

describe('terminal outcome: refusals that leave the order unpaid', () => {
  /** After each refusal the order still waits: wait not finished, cart kept, summary not paid. */
  async function expectUnpaid(kiosk: Client) {
    expect(await waitAnswer(kiosk)).toEqual(NOT_FINISHED);
    expect(await cartQuantity(kiosk)).toBe(3);
    expect((await kiosk.get('/vente/api/order/summary')).json()).toMatchObject({ success: false });
  }

  it('a forged signature: 403, order unchanged', async () => {
    const { kiosk, orderId } = await kioskOrder();
    const forged = { ...signed(report(orderId)), signature: 'a'.repeat(64) };
    const answer = await postOutcome(app, forged);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ messageError: 'Résultat de paiement refusé : signature invalide.' });
    await expectUnpaid(kiosk);
  });

  it('signed with another device’s secret: 403', async () => {
    const { kiosk, orderId } = await kioskOrder();
    const answer = await postOutcome(app, signed(report(orderId), OTHER_SECRET));
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ messageError: 'Résultat de paiement refusé : signature invalide.' });
    await expectUnpaid(kiosk);
  });

  it.each([
    ['status', { status: 'approved' as const }, { status: 'declined' as const }],
    ['reference', {}, { reference: 'AUTO-999999' }],
    ['signedAt', {}, { signedAt: '2025-03-14T09:26:54.000Z' }],
    ['idempotencyKey', {}, { idempotencyKey: 'autre-cle' }],
  ])('a report whose %s was changed after signing: 403', async (_field, base, change) => {
    const { kiosk, orderId } = await kioskOrder();
    const tampered = { ...signed(report(orderId, base)), ...change };
    expect((await postOutcome(app, tampered)).statusCode).toBe(403);
    await expectUnpaid(kiosk);
  });

  it('an unknown device: 403, order unchanged', async () => {
    const { kiosk, orderId } = await kioskOrder();
    const stranger = signed(report(orderId, { deviceId: 'borne-inconnue' }), 'x'.repeat(32));
    const answer = await postOutcome(app, stranger);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ messageError: 'Résultat de paiement refusé : borne inconnue.' });
    await expectUnpaid(kiosk);
  });

  it('the order’s total with the web’s shipping fee (2080 for 1590), even correctly signed: 400', async () => {
    const { kiosk, orderId } = await kioskOrder();
    const withShipping = await postOutcome(app, signed(report(orderId, { amountCents: 2080 })));
    expect(withShipping.statusCode).toBe(400);
    expect(withShipping.json()).toEqual({
      messageError: 'Résultat de paiement refusé : le montant ne correspond pas à la commande.',
    });
    await expectUnpaid(kiosk);
    expect((await postOutcome(app, signed(report(orderId)))).json()).toEqual({ status: 'PAID' });
  });

  it('a tampered amount, even correctly signed: 400, order unchanged', async () => {
    const { kiosk, orderId } = await kioskOrder();
    const tampered = { ...signed(report(orderId)), amountCents: 1 };
    expect((await postOutcome(app, tampered)).statusCode).toBe(403);
    const wrongAmount = await postOutcome(app, signed(report(orderId, { amountCents: 1 })));
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json()).toEqual({
      messageError: 'Résultat de paiement refusé : le montant ne correspond pas à la commande.',
    });
    await expectUnpaid(kiosk);
  });

  it('an order another device made: 400; an unknown order: 400', async () => {
    const { kiosk, orderId } = await kioskOrder();
    const other = await postOutcome(
      app,
      signed(report(orderId, { deviceId: OTHER_DEVICE_ID }), OTHER_SECRET),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      messageError: 'Résultat de paiement refusé : cette commande n’a pas été passée sur cette borne.',
    });
    const unknown = await postOutcome(app, signed(report(99_999)));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ messageError: 'Résultat de paiement refusé : commande inconnue.' });
    await expectUnpaid(kiosk);
  });

  it('an order not in mode TPE: 400, the card order stays payable', async () => {
    app = await server({ devices: DEVICES });
    const kiosk = await client(app, DEVICE_ID);
    await kiosk.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 2 });
    await kiosk.post('/vente/api/cart/article', { type: 'VPC', idProduit: 301, quantite: 1 });
    await kiosk.post('/vente/api/shippingAdress/save', { address: ADDRESS });
    const { id } = (await kiosk.post('/vente/api/save', { ...VPC, paymentMode: 'CB' })).json() as {
      id: number;
    };
    const answer = await postOutcome(app, signed(report(id)));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      messageError: 'Résultat de paiement refusé : cette commande ne se paie pas sur le terminal.',
    });
    expect(await waitAnswer(kiosk)).toEqual(NOT_FINISHED);
  });

  it('another payment for an order already bound to a pending one: 409', async () => {
    const { kiosk, orderId } = await kioskOrder();
    await postOutcome(app, signed(report(orderId, { status: 'unknown', reference: '' })));
    const second = await postOutcome(app, signed(report(orderId, { idempotencyKey: 'paiement-bis' })));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      messageError: 'Résultat de paiement refusé : un autre paiement est déjà lié à cette commande.',
    });
    await expectUnpaid(kiosk);
  });

  it('another payment for a paid order: 409, still paid once', async () => {
    const { kiosk, orderId } = await kioskOrder();
    await postOutcome(app, signed(report(orderId)));
    const second = await postOutcome(
      app,
      signed(report(orderId, { idempotencyKey: 'paiement-bis', status: 'declined' })),
    );
    expect(second.statusCode).toBe(409);
    expect(await waitAnswer(kiosk)).toEqual({ finished: true, error: false });
  });
});
