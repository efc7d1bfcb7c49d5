// Shared steps of the kiosk (terminal payment) tests: a registered device, a kiosk client whose
// requests carry X-Device-Id as the device's main process adds it, a TPE order ready for the
// terminal, and reports signed independently of the emulator's own signing code.
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TerminalOutcomeReport } from '../../../src/shared/terminal-outcome';
import { cookieOf, tokenOf } from './helpers';
import { VPC } from './purchase-helpers';

export const DEVICE_ID = 'borne-blois-01';
export const DEVICE_SECRET = 'secret-de-la-borne-blois-01-32-caracteres';
export const OTHER_DEVICE_ID = 'borne-tours-02';
export const OTHER_SECRET = 'secret-de-la-borne-tours-02-32-caracteres';
export const DEVICES = { [DEVICE_ID]: DEVICE_SECRET, [OTHER_DEVICE_ID]: OTHER_SECRET };

export const OUTCOME_PATH = '/paiement/api/terminal/outcome';
export const INIT_VPC_TPE = { isVpc: true, isReservation: false, isTicketOD: false, paymentMode: 'TPE' };
export const NO_PARAMETERS = { urlParameters: { payerId: null, paymentId: null, token: null } };

/** Calls of one visitor session (bearer and CSRF pair), carrying X-Device-Id when given a device. */
function calls(app: FastifyInstance, session: Record<string, string>, csrf: string, deviceId?: string) {
  const headers = { ...session, ...(deviceId ? { 'x-device-id': deviceId } : {}) };
  const cookies = { 'XSRF-TOKEN': csrf };
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers, cookies }),
    post: (url: string, payload?: object) => app.inject({ method: 'POST', url, headers, cookies, payload }),
    put: (url: string) => app.inject({ method: 'PUT', url, headers, cookies }),
    /** The same session with another device header (or none), as a replaying web page would send. */
    as: (otherDevice?: string) => calls(app, session, csrf, otherDevice),
  };
}

/** A client of the back office with its own session; `deviceId` adds X-Device-Id as main does. */
export async function client(app: FastifyInstance, deviceId?: string) {
  const first = await app.inject({ method: 'GET', url: '/api/jwttoken/generate' });
  const csrf = cookieOf(first, 'XSRF-TOKEN')!;
  const session = { authorization: `Bearer ${await tokenOf(app)}`, 'x-xsrf-token': csrf };
  return calls(app, session, csrf, deviceId);
}

export type Client = Awaited<ReturnType<typeof client>>;

/** 2 × 4,50 € + 6,90 € of shop goods and the customer's e-mail, as the kiosk asks only for it. */
export async function kioskCart(c: Client): Promise<void> {
  await c.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 2 });
  await c.post('/vente/api/cart/article', { type: 'VPC', idProduit: 301, quantite: 1 });
  const saved = await c.post('/vente/api/cart/email/save', { ...VPC, email: 'zoe@exemple.fr' });
  expect(saved.statusCode).toBe(200);
}

/** The kiosk order saved in mode TPE, initialised (terminal: true) and marked pending; its id. */
export async function terminalOrder(c: Client): Promise<number> {
  await kioskCart(c);
  const saved = await c.post('/vente/api/save', { ...VPC, paymentMode: 'TPE' });
  expect(saved.statusCode).toBe(200);
  const { id } = saved.json() as { id: number };
  expect((await c.post('/paiement/api/payment/init', INIT_VPC_TPE)).json()).toEqual({
    error: false,
    paybox: false,
    paypal: false,
    terminal: true,
    orderId: id,
  });
  expect((await c.put('/paiement/api/payment/pending')).json()).toEqual({ status: 'PENDING' });
  return id;
}

/** The report of the order's payment (15,90 € of goods, collected at the agency: 1590 cents), approved
 * unless told otherwise. */
export function report(
  orderId: number,
  overrides: Partial<Omit<TerminalOutcomeReport, 'signature'>> = {},
): Omit<TerminalOutcomeReport, 'signature'> {
  return {
    deviceId: DEVICE_ID,
    orderId: String(orderId),
    amountCents: 1590,
    currency: 'EUR',
    idempotencyKey: `paiement-${orderId}-1`,
    status: 'approved',
    reference: 'AUTO-123456',
    signedAt: '2025-03-14T09:26:53.000Z',
    ...overrides,
  };
}

/** Signed by hand, field by field as docs/back-office-contract.md tells an operator, not with the emulator's helper. */
export function signed(
  unsigned: Omit<TerminalOutcomeReport, 'signature'>,
  secret = DEVICE_SECRET,
): TerminalOutcomeReport {
  const text = [
    'portail-terminal-outcome-v1',
    unsigned.deviceId,
    unsigned.orderId,
    String(unsigned.amountCents),
    unsigned.currency,
    unsigned.idempotencyKey,
    unsigned.status,
    unsigned.reference,
    unsigned.signedAt,
  ].join('\n');
  return { ...unsigned, signature: createHmac('sha256', secret).update(text, 'utf8').digest('hex') };
}

/** POSTed as a device's main process does: server to server, no bearer, no CSRF cookie or header. */
export function postOutcome(app: FastifyInstance, body: unknown) {
  return app.inject({ method: 'POST', url: OUTCOME_PATH, payload: body as object });
}

export async function waitAnswer(c: Client) {
  return (await c.post('/paiement/api/payment/wait', NO_PARAMETERS)).json() as unknown;
}
