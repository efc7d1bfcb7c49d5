// Shared steps of the card reload and origin-destination tests: a back office whose clock is fixed on a
// Wednesday (25/11/2026, 10:12 in Paris), the demo cards, the cart flags, OD items, and an order of a
// cart paid by each way a payment can arrive (card notification, wallet return, kiosk terminal).
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ServerOptions } from '../../../src/server';
import { notificationSignature } from '../../../src/server/providers/notification';
import type { CartFlags } from '../../../src/shared/shop';
import { server, type Visitor } from './helpers';
import { ADDRESS, postForm, providersOf, providerSecret } from './purchase-helpers';
import { client, DEVICE_ID, DEVICES, postOutcome, report, signed } from './terminal-helpers';

/** Wednesday 25 November 2026, 10:12 in Paris (UTC+1). */
export const NOW = new Date('2026-11-25T09:12:00Z');
export const TODAY = '2026-11-25';

export const reloadServer = (options: ServerOptions = {}) =>
  server({ now: () => NOW, providerSecret, devices: DEVICES, ...options });

export const CARDS = {
  reload: '100000000001',
  personalised: '100000000002',
  suspended: '100000000003',
  deleted: '100000000004',
  empty: '100000000005',
  od: '100000000006',
} as const;
export const BORN = '1990-05-14';

const flags = (over: Partial<CartFlags>): CartFlags => ({
  isVpc: false,
  isReservation: false,
  isTicketOD: false,
  isRechargementOD: false,
  ...over,
});
export const RELOAD_FLAGS = flags({});
export const TICKET_OD_FLAGS = flags({ isTicketOD: true });
export const TOP_UP_FLAGS = flags({ isRechargementOD: true });

export const NOT_FOUND =
  'La carte n’existe pas ou la date de naissance saisie ne correspond pas à celle du propriétaire.';

export const lookup = (v: Visitor, numero: string, birthDate?: string) =>
  v.get(`/commerce/api/support?cardNumber=${numero}${birthDate ? `&birthDate=${birthDate}` : ''}`);

/** A reload of card 1 (verified first): `quantite` of title `id` started on `ddv`. */
export const reloadArticle = (id: number, quantite = 1, ddv?: string, numSupport: string = CARDS.reload) => ({
  type: 'RECHARGEMENT',
  idProduit: id,
  quantite,
  numSupport,
  ...(ddv ? { ddv } : {}),
});

/** An OD item on line 2 from Blois station to Cheverny castle (5 stops: single fare 3,20 €). */
export const odItem = (extra: Record<string, unknown> = {}) => ({
  type: 'TICKET_OD',
  codeProduitReservation: 'OD-UNITAIRE',
  quantite: 1,
  codeLigne: 'L2',
  codeOrigine: 'BLO-GARE',
  codeDestination: 'CHV-CHAT',
  libelleOrigine: 'Blois – Gare routière',
  libelleDestination: 'Cheverny – Château',
  libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
  ddv: TODAY,
  ...extra,
});

export const topUpItem = (extra: Record<string, unknown> = {}) =>
  odItem({
    type: 'RECHARGEMENT_ABONNE_OD',
    codeProduitReservation: 'OD-ABO-MOIS',
    numSupport: CARDS.od,
    ddv: '2026-12-01',
    ...extra,
  });

/** The session's cart saved as an order to pay by card (CB), with an address; its id and total. */
export async function savedOrder(v: Visitor, cart: CartFlags, mode: 'CB' | 'PAYPAL' = 'CB') {
  expect((await v.post('/vente/api/shippingAdress/save', { address: ADDRESS })).json()).toEqual({
    valid: true,
  });
  const saved = await v.post('/vente/api/save', { ...cart, paymentMode: mode });
  expect(saved.statusCode).toBe(200);
  const { id, totalPrice } = saved.json() as { id: number; totalPrice: number };
  const init = await v.post('/paiement/api/payment/init', {
    isVpc: cart.isVpc,
    isReservation: cart.isReservation,
    isTicketOD: cart.isTicketOD,
    paymentMode: mode,
  });
  expect(init.json()).toMatchObject({ error: false, orderId: id });
  expect((await v.put('/paiement/api/payment/pending')).statusCode).toBe(200);
  return { id, totalPrice };
}

/** The card provider's signed notification for the order, as it sends it; sent as often as asked. The
 * card is approved, or refused by its bank when `approved` is false. */
export function notifyPaid(app: FastifyInstance, order: { id: number; totalPrice: number }, approved = true) {
  const outcome = approved ? 'Auto=123456&Erreur=00000' : 'Auto=&Erreur=00105';
  const query = `Mt=${Math.round(order.totalPrice * 100)}&Ref=${order.id}&${outcome}`;
  return app.inject({
    method: 'GET',
    url: `/paiement/api/paybox/ipn?${query}&Sign=${notificationSignature(query, providerSecret)}`,
  });
}

/** Pays the session's cart by card: saved, then approved by the provider's notification. */
export async function paidByCard(app: FastifyInstance, v: Visitor, cart: CartFlags) {
  const order = await savedOrder(v, cart);
  expect((await notifyPaid(app, order)).json()).toEqual({ status: 'PAID' });
  return order;
}

/** The wallet's approval of a saved PAYPAL order, as its page sends the customer back with it: what the
 * portal then gives POST /paiement/api/payment/wait. */
export async function walletApproval(app: FastifyInstance, v: Visitor, orderId: number) {
  const { url } = (await v.post('/paiement/api/paypal/parameters', { orderId })).json() as { url: string };
  const { providers } = await providersOf(app);
  const decision = await postForm(providers, '/fournisseur/portefeuille/decision', {
    ...Object.fromEntries(new URL(url).searchParams),
    action: 'approuver',
  });
  await providers.close();
  const back = new URL(decision.headers.location as string).searchParams;
  return {
    urlParameters: {
      payerId: back.get('PayerID'),
      paymentId: back.get('paymentId'),
      token: back.get('token'),
    },
  };
}

/** Pays the session's cart with the wallet: approval on the providers' page, then wait executes it. */
export async function paidByWallet(app: FastifyInstance, v: Visitor, cart: CartFlags) {
  const order = await savedOrder(v, cart, 'PAYPAL');
  const waited = await v.post('/paiement/api/payment/wait', await walletApproval(app, v, order.id));
  expect(waited.json()).toEqual({ finished: true, error: false });
  return order;
}

/** A kiosk session (X-Device-Id of a known device). */
export const kiosk = (app: FastifyInstance) => client(app, DEVICE_ID);
export type Kiosk = Awaited<ReturnType<typeof kiosk>>;

/** Pays the kiosk session's cart on the terminal: e-mail, TPE order, signed approval. */
export async function paidOnTerminal(app: FastifyInstance, k: Kiosk, cart: CartFlags) {
  expect((await k.post('/vente/api/cart/email/save', { ...cart, email: 'zoe@exemple.fr' })).statusCode).toBe(
    200,
  );
  const saved = await k.post('/vente/api/save', { ...cart, paymentMode: 'TPE' });
  const { id, totalPrice } = saved.json() as { id: number; totalPrice: number };
  const init = await k.post('/paiement/api/payment/init', { ...cart, paymentMode: 'TPE' });
  expect(init.json()).toMatchObject({ terminal: true, orderId: id });
  await k.put('/paiement/api/payment/pending');
  const outcome = signed(report(id, { amountCents: Math.round(totalPrice * 100) }));
  expect((await postOutcome(app, outcome)).json()).toEqual({ status: 'PAID' });
  return { id, totalPrice, outcome };
}
