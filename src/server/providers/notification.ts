// The card provider's server-to-server notification (PBX_REPONDRE_A): the outcome of a payment,
// signed with the provider's key. It carries no bearer: the signature is what makes it trusted. The
// provider builds and sends it (card.ts, over HTTP); the back office checks and applies it here.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../shared/http';
import { PROVIDER_NOTIFICATION_PATH } from '../paths';
import { awaitingPayment, type Order } from '../state/orders';
import type { SessionStore } from '../state/session-store';

/** Error code of an approved payment; 001xx is a refusal by the card's bank (xx: its reason). */
export const APPROVED = '00000';
export const REFUSED_BY_BANK = '00105';

/** The signed part: every variable but Sign, in the order received, URL-encoded. */
const signedPart = (params: [string, string][]) =>
  new URLSearchParams(params.filter(([name]) => name !== 'Sign')).toString();

export const notificationSignature = (query: string, key: Uint8Array) =>
  createHmac('sha512', key).update(query).digest('hex').toUpperCase();

/** The variables of PBX_RETOUR (Mt:M;Ref:R;Auto:A;Erreur:E;Sign:K) for an outcome, signed: what the
 * provider sends to the merchant's repondreA URL. */
export function notificationFor(
  payment: { amountCents: string; reference: string },
  approved: boolean,
  authorisation: string,
  key: Uint8Array,
) {
  const params: [string, string][] = [
    ['Mt', payment.amountCents],
    ['Ref', payment.reference],
    ['Auto', approved ? authorisation : ''],
    ['Erreur', approved ? APPROVED : REFUSED_BY_BANK],
  ];
  return [...params, ['Sign', notificationSignature(signedPart(params), key)]] as [string, string][];
}

export type NotificationOutcome = { status: number; body: ErrorBody | { status: string } };

/** How a merchant finds and settles the order a notification names. */
export interface Settlement<O> {
  find(reference: string): O | null | undefined;
  amountCents(order: O): number;
  /** Applies the outcome (once: a repeated notification must change nothing); the order's status. */
  settle(order: O, approved: boolean, authorisation: string): string;
}

/** What a merchant does with a notification: check its signature, the order and the amount, then
 * settle the order. Shared by the back office and the mobile-ticket provider. */
export function applySignedNotification<O>(
  params: [string, string][],
  key: Uint8Array,
  merchant: Settlement<O>,
): NotificationOutcome {
  const value = (name: string) => params.find(([n]) => n === name)?.[1] ?? '';
  const given = Buffer.from(value('Sign'));
  const expected = Buffer.from(notificationSignature(signedPart(params), key));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return {
      status: 403,
      body: { messageError: 'Notification de paiement refusée : signature invalide.' },
    };
  const order = merchant.find(value('Ref'));
  if (!order) return { status: 404, body: { messageError: 'Notification pour une commande inconnue.' } };
  if (value('Mt') !== String(merchant.amountCents(order)))
    return { status: 400, body: { messageError: 'Notification refusée : le montant ne correspond pas.' } };
  return {
    status: 200,
    body: { status: merchant.settle(order, value('Erreur') === APPROVED, value('Auto')) },
  };
}

/** The variables of a notification posted as a form, in the order received. */
export const formParams = (body: unknown): [string, string][] =>
  Object.entries(body && typeof body === 'object' ? body : {}).map(([n, v]) => [n, String(v)]);

const givenUp = (order: Order) => order.status === 'CANCELLED' || order.status === 'ABORTED';

/** What the back office does with a notification: check it, then settle the order once. */
export function applyNotification(
  store: SessionStore,
  params: [string, string][],
  key: Uint8Array,
): NotificationOutcome {
  return applySignedNotification(params, key, {
    find: (reference) => store.orders.get(reference),
    amountCents: (order) => Math.round(order.totalPrice * 100),
    settle: (order, approved, authorisation) => {
      // A repeated notification changes nothing. An approval for an order the portal gave up (the
      // customer pressed cancel in another tab, then paid) is money taken all the same: it is settled,
      // delivered or marked to refund, never dropped. A refusal for it changes nothing.
      if (awaitingPayment(order) || (approved && givenUp(order))) {
        store.settle(order, approved);
        if (approved) order.reference = authorisation;
      }
      return order.status;
    },
  });
}

export function registerNotificationRoute(app: FastifyInstance, store: SessionStore, key: Uint8Array) {
  // The provider calls with GET (query string) by default, or POST (form) when so configured.
  app.get(PROVIDER_NOTIFICATION_PATH, async (request, reply) => {
    const at = request.url.indexOf('?');
    const params = [...new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1))];
    const outcome = applyNotification(store, params, key);
    return reply.code(outcome.status).send(outcome.body);
  });
  app.post(PROVIDER_NOTIFICATION_PATH, async (request, reply) => {
    const outcome = applyNotification(store, formParams(request.body), key);
    return reply.code(outcome.status).send(outcome.body);
  });
}
