// Issue 29 on the emulator: a counter PC is offered the terminal and cash, keeps the customer's full
// form (shipping included), and its signed cash report (signing string v3, its own path) pays an order
// made in cash on that counter; anything else is refused and leaves the order unpaid.
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PaymentMode } from '../../../src/shared/payment';
import { COUNTER_CASH_PATH, type TerminalOutcomeReport } from '../../../src/shared/terminal-outcome';
import { server } from './helpers';
import { ADDRESS, INIT_VPC, VPC } from './purchase-helpers';
import {
  client,
  DEVICE_ID,
  DEVICE_SECRET,
  postOutcome,
  report,
  signed,
  type Client,
} from './terminal-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const COUNTER_ID = 'guichet-blois-01';
const COUNTER_SECRET = 'secret-du-guichet-blois-01-32-caracteres';
const INIT_CASH = { ...INIT_VPC, paymentMode: 'ESPECES' };

async function start() {
  app = await server({ devices: { [DEVICE_ID]: DEVICE_SECRET }, counters: { [COUNTER_ID]: COUNTER_SECRET } });
  return {
    counter: await client(app, COUNTER_ID),
    kiosk: await client(app, DEVICE_ID),
    web: await client(app),
  };
}

const modes = async (c: Client) =>
  ((await c.get('/paiement/api/payment/list')).json() as PaymentMode[]).map((mode) => mode.value);

/** 2 × 4,50 € + 6,90 € of goods + 4,90 € shipping: the counter ships as the web does. */
async function counterCart(c: Client, withAddress = true) {
  await c.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 2 });
  await c.post('/vente/api/cart/article', { type: 'VPC', idProduit: 301, quantite: 1 });
  if (withAddress) await c.post('/vente/api/shippingAdress/save', { address: ADDRESS });
}

async function cashOrder(c: Client): Promise<number> {
  await counterCart(c);
  const saved = await c.post('/vente/api/save', { ...VPC, paymentMode: 'ESPECES' });
  expect(saved.json()).toEqual({ id: expect.any(Number), status: 'CREATED', totalPrice: 20.8 });
  const { id } = saved.json() as { id: number };
  expect((await c.post('/paiement/api/payment/init', INIT_CASH)).json()).toEqual({
    error: false,
    paybox: false,
    paypal: false,
    cash: true,
    orderId: id,
  });
  return id;
}

/** Signed by hand as docs/back-office-contract.md tells an operator: version 3, then what was handed over and the change. */
function signedCash(unsigned: Omit<TerminalOutcomeReport, 'signature'>, secret = COUNTER_SECRET) {
  const text = [
    'portail-counter-cash-v3',
    unsigned.deviceId,
    unsigned.orderId,
    String(unsigned.amountCents),
    unsigned.currency,
    unsigned.idempotencyKey,
    unsigned.status,
    unsigned.reference,
    unsigned.signedAt,
    String(unsigned.cash!.givenCents),
    String(unsigned.cash!.changeCents),
  ].join('\n');
  return { ...unsigned, signature: createHmac('sha256', secret).update(text, 'utf8').digest('hex') };
}

const cashReport = (orderId: number, overrides: Partial<TerminalOutcomeReport> = {}) =>
  report(orderId, {
    deviceId: COUNTER_ID,
    amountCents: 2080,
    reference: 'ESPECES',
    cash: { givenCents: 5000, changeCents: 2920 },
    ...overrides,
  });

const postCash = (body: unknown) =>
  app.inject({ method: 'POST', url: COUNTER_CASH_PATH, payload: body as object });

describe('counter PCs on the emulator', () => {
  it('offers cash to a counter only, and the terminal to kiosks and counters', async () => {
    const { counter, kiosk, web } = await start();
    expect(await modes(counter)).toEqual(['PAYPAL', 'CB', 'TPE', 'ESPECES']);
    expect(await modes(kiosk)).toEqual(['PAYPAL', 'CB', 'TPE']);
    expect(await modes(web)).toEqual(['PAYPAL', 'CB']);
    const logo = await counter.get('/content/images/paiement/especes.svg');
    expect(logo.statusCode).toBe(200);
  });

  it('keeps the full form at the counter: goods need the address and are shipped', async () => {
    const { counter } = await start();
    await counterCart(counter, false);
    expect((await counter.post('/vente/api/save', { ...VPC, paymentMode: 'ESPECES' })).body).toBe('');
    await counter.post('/vente/api/shippingAdress/save', { address: ADDRESS });
    const saved = await counter.post('/vente/api/save', { ...VPC, paymentMode: 'TPE' });
    expect(saved.json()).toMatchObject({ status: 'CREATED', totalPrice: 20.8 });
  });

  it('refuses cash to a kiosk and to the web: the order is not made', async () => {
    const { kiosk, web } = await start();
    for (const c of [kiosk, web]) {
      await counterCart(c);
      expect((await c.post('/vente/api/save', { ...VPC, paymentMode: 'ESPECES' })).body).toBe('');
    }
  });

  it('pays a cash order on its signed report, once; a replay answers the same', async () => {
    const { counter } = await start();
    const id = await cashOrder(counter);
    const body = signedCash(cashReport(id));
    const answer = await postCash(body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'PAID' });
    expect((await postCash(body)).json()).toEqual({ status: 'PAID' });
    const summary = (
      await counter.post('/paiement/api/payment/wait', {
        urlParameters: { payerId: null, paymentId: null, token: null },
      })
    ).json();
    expect(summary).toMatchObject({ finished: true });
  });

  it.each([
    [
      'a forged signature',
      (id: number) => ({ ...signedCash(cashReport(id)), signature: 'a'.repeat(64) }),
      403,
      'signature invalide.',
    ],
    [
      'a kiosk’s cash',
      (id: number) => signedCash(cashReport(id, { deviceId: DEVICE_ID }), DEVICE_SECRET),
      403,
      'seul un guichet encaisse des espèces.',
    ],
    [
      'change that does not add up',
      (id: number) => signedCash(cashReport(id, { cash: { givenCents: 5000, changeCents: 2900 } })),
      400,
      null,
    ],
    [
      'a declined cash',
      (id: number) => signedCash(cashReport(id, { status: 'declined' })),
      400,
      'un encaissement en espèces est « approved ».',
    ],
    [
      'another amount',
      (id: number) =>
        signedCash(cashReport(id, { amountCents: 1000, cash: { givenCents: 1000, changeCents: 0 } })),
      400,
      'le montant ne correspond pas à la commande.',
    ],
  ])('refuses %s and leaves the order unpaid', async (_name, make, status, reason) => {
    const { counter } = await start();
    const id = await cashOrder(counter);
    const answer = await postCash(make(id));
    expect(answer.statusCode).toBe(status);
    if (reason) expect(answer.json()).toEqual({ messageError: `Résultat de paiement refusé : ${reason}` });
    const waited = (
      await counter.post('/paiement/api/payment/wait', {
        urlParameters: { payerId: null, paymentId: null, token: null },
      })
    ).json();
    expect(waited).toMatchObject({ finished: false });
  });

  it('keeps the two paths apart: no cash report on the terminal’s, no terminal report for a cash order', async () => {
    const { counter } = await start();
    const id = await cashOrder(counter);
    const cash = await postOutcome(app, signedCash(cashReport(id)));
    expect(cash.json()).toEqual({
      messageError: 'Résultat de paiement refusé : un compte rendu d’espèces va au chemin des guichets.',
    });
    const terminal = await postOutcome(app, signed(cashReport(id, { cash: undefined }), COUNTER_SECRET));
    expect(terminal.json()).toEqual({
      messageError: 'Résultat de paiement refusé : cette commande ne se paie pas sur le terminal.',
    });
  });
});
