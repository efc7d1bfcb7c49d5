// POST TERMINAL_OUTCOME_PATH: the card terminal's outcome, reported server to server by the kiosk's
// main process. No bearer, no CSRF cookie: the device's HMAC is the only thing that makes it trusted,
// so the body is checked and the signature verified before any order is looked at.
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../shared/http';
import type { PaymentStatus } from '../../shared/kiosk-bridge';
import {
  CASH_PAYMENT_MODE,
  COUNTER_CASH_PATH,
  TERMINAL_OUTCOME_PATH,
  TERMINAL_PAYMENT_MODE,
  type TerminalOutcomeAnswer,
} from '../../shared/terminal-outcome';
import { awaitingPayment as awaiting, type Order } from '../state/orders';
import type { SessionStore } from '../state/session-store';
import { BadRequest } from '../validation';
import type { DeviceRegistry } from './devices';
import { parseOutcomeReport } from './outcome-report';
import { verifyTerminalOutcome } from './outcome-signature';

/** Small on purpose: a report is a few hundred bytes. */
const BODY_LIMIT = 4096;

export type TerminalOutcomeResult = { status: number; body: ErrorBody | TerminalOutcomeAnswer };

const refused = (status: number, reason: string): TerminalOutcomeResult => ({
  status,
  body: { messageError: `Résultat de paiement refusé : ${reason}` },
});

function settle(store: SessionStore, order: Order, status: PaymentStatus, reference: string): void {
  switch (status) {
    case 'approved':
      store.settle(order, true);
      order.reference = reference;
      break;
    case 'declined':
      store.settle(order, false);
      break;
    case 'cancelled':
    case 'error':
      store.end(order, 'CANCELLED');
      break;
    case 'unknown':
      // Debited or not, nobody knows yet: the device reconciles and reports again.
      order.status = 'PENDING';
      break;
  }
}

/**
 * Checks a report and applies it once; the same report again changes nothing and answers the same.
 * `kind` is the path it came to: a terminal's outcome (kiosk or counter), or a counter's cash report
 * (issue 29 §2), each for an order made in its own mode on that very device.
 */
export function applyTerminalOutcome(
  store: SessionStore,
  devices: DeviceRegistry,
  body: unknown,
  kind: 'terminal' | 'cash' = 'terminal',
): TerminalOutcomeResult {
  let report;
  try {
    report = parseOutcomeReport(body);
  } catch (error) {
    if (error instanceof BadRequest) return { status: 400, body: { messageError: error.message } };
    throw error;
  }
  const secret = devices.secretOf(report.deviceId);
  if (!secret) return refused(403, 'borne inconnue.');
  if (!verifyTerminalOutcome(report, secret)) return refused(403, 'signature invalide.');

  if (kind === 'cash') {
    if (devices.modeOf(report.deviceId) !== 'counter')
      return refused(403, 'seul un guichet encaisse des espèces.');
    if (!report.cash) return refused(400, 'le compte rendu d’espèces ne dit pas le montant remis.');
    if (report.status !== 'approved') return refused(400, 'un encaissement en espèces est « approved ».');
  } else if (report.cash) return refused(400, 'un compte rendu d’espèces va au chemin des guichets.');

  const order = store.orders.get(report.orderId);
  if (!order) return refused(400, 'commande inconnue.');
  if (kind === 'cash' && order.paymentMode !== CASH_PAYMENT_MODE)
    return refused(400, 'cette commande ne se paie pas en espèces.');
  if (kind === 'terminal' && order.paymentMode !== TERMINAL_PAYMENT_MODE)
    return refused(400, 'cette commande ne se paie pas sur le terminal.');
  if (order.deviceId !== report.deviceId)
    return refused(
      400,
      `cette commande n’a pas été passée sur ${devices.modeOf(report.deviceId) === 'counter' ? 'ce guichet' : 'cette borne'}.`,
    );
  if (report.amountCents !== Math.round(order.totalPrice * 100))
    return refused(400, 'le montant ne correspond pas à la commande.');

  // One payment per order: its first key is bound. A declined, cancelled or failed payment ends the
  // order (REFUSED, CANCELLED), so a customer who tries again does it on a new order, with a new key.
  if (order.terminal && order.terminal.idempotencyKey !== report.idempotencyKey)
    return refused(409, 'un autre paiement est déjà lié à cette commande.');

  // An operator's settlement is taken once, and only for an outcome still unknown: its own replay
  // (a delivery retried after a lost answer) answers the same, any other report for it is refused.
  if (report.settlement) {
    const settled = order.terminal?.settlement;
    if (settled?.signature === report.signature) return { status: 200, body: { status: order.status } };
    if (settled || !awaiting(order)) return refused(409, 'ce paiement a déjà été réglé.');
    order.terminal = {
      idempotencyKey: report.idempotencyKey,
      status: report.status,
      settlement: { ...report.settlement, signature: report.signature, signedAt: report.signedAt },
    };
    settle(store, order, report.status, report.reference);
    return { status: 200, body: { status: order.status } };
  }

  // An order already paid, refused or given up stays as it is (replays, late reports).
  if (awaiting(order)) {
    order.terminal = { idempotencyKey: report.idempotencyKey, status: report.status };
    settle(store, order, report.status, report.reference);
  }
  return { status: 200, body: { status: order.status } };
}

export function registerTerminalOutcomeRoute(
  app: FastifyInstance,
  store: SessionStore,
  devices: DeviceRegistry,
): void {
  app.post(TERMINAL_OUTCOME_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const result = applyTerminalOutcome(store, devices, request.body);
    return reply.code(result.status).send(result.body);
  });
  // The counter's cash report (issue 29 §2): the same checks, for orders paid in cash at that counter.
  app.post(COUNTER_CASH_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const result = applyTerminalOutcome(store, devices, request.body, 'cash');
    return reply.code(result.status).send(result.body);
  });
}
