// SPEC §7 "Address and payment": modes, order, init, provider parameters and the payment state machine.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { InitPaymentAnswer, PayboxParameters, WaitAnswer } from '../../shared/payment';
import { paymentModes } from '../fixtures/payment-modes';
import { requestOrigin } from '../origin';
import { hmacOf, pbxFields } from '../providers/signature';
import type { BackOfficeState } from '../state/store';
import { cartKey, type Order } from '../state/store';
import { BadRequest, flags, guarded, integer, record } from '../validation';
import { cartOf } from './shop';

const MODULES: Record<string, string> = {
  vpc: 'VPC',
  reservation: 'RESERVATION',
  ticketOd: 'TICKET_OD',
  rechargementOd: 'RECHARGEMENT_ABONNE_OD',
  rechargement: 'RECHARGEMENT_ABONNE',
};

const NO_ORDER = { messageError: 'Aucune commande en cours pour cette session.' };

function ownOrder(state: BackOfficeState, sessionId: string, body: unknown): Order | null {
  const order = state.orders.get(integer(record(body).orderId, 'orderId'));
  return order && order.sessionId === sessionId ? order : null;
}

export function payboxParameters(order: Order, origin: string, key: Uint8Array): PayboxParameters {
  const summary = `${origin}/recapitulatif?module=${order.module}`;
  const cents = String(Math.round(order.totalPrice * 100));
  const unsigned = {
    site: '1999888',
    rang: '32',
    identifiant: '107904482',
    total: cents,
    devise: '978',
    panierXml: `<?xml version="1.0" encoding="utf-8"?><shoppingcart><total><totalQuantity>${order.lines.reduce((s, l) => s + l.quantity, 0)}</totalQuantity></total></shoppingcart>`,
    infosClientXml: `<?xml version="1.0" encoding="utf-8"?><Billing><Address><FirstName>${order.address?.firstname ?? ''}</FirstName><LastName>${order.address?.lastname ?? ''}</LastName><Address1>${order.address?.address ?? ''}</Address1><ZipCode>${order.address?.postalCode ?? ''}</ZipCode><City>${order.address?.town ?? ''}</City><CountryCode>${order.address?.countryCode ?? '250'}</CountryCode></Address></Billing>`,
    retour: 'Mt:M;Ref:R;Auto:A;Erreur:E;Sign:K',
    hash: 'SHA512',
    idCommande: String(order.id),
    porteur: order.email,
    time: new Date().toISOString(),
    retourClientAnnule: `${summary}&cancel=true`,
    retourClientRefuse: `${summary}&paymentOk=false`,
    retourClientValide: `${summary}&paymentOk=true`,
    repondreA: `${origin}/paiement/api/paybox/ipn`,
    typePaiement: 'CARTE',
    typeCarte: 'CB',
    archivage: String(order.id).padStart(12, '0'),
    url: `${origin}/fournisseur/paiement-carte`,
    urlMobile: `${origin}/fournisseur/paiement-carte/mobile`,
  };
  return { ...unsigned, hmac: hmacOf(pbxFields(unsigned), key) };
}

export function registerPaymentRoutes(
  app: FastifyInstance,
  state: BackOfficeState,
  providerKey: Uint8Array,
): void {
  app.get('/paiement/api/payment/list', async () => paymentModes);

  app.post('/vente/api/save', (request, reply) =>
    guarded(reply, () => {
      const body = record(request.body);
      const key = cartKey(flags(body));
      const mode = paymentModes.find((m) => m.value === body.paymentMode);
      const session = state.session(request.sessionId);
      const cart = cartOf(state, request.sessionId, key);
      const email = session.address?.email ?? session.emails.get(key);
      // SPEC §8: saving answers nothing when the order cannot be made (no mode, empty cart).
      if (!mode || cart.products.length === 0 || !email || (key === 'vpc' && !session.address))
        return reply.send('');
      const id = state.newOrderId();
      const orderIdSeed = `7${id}`;
      const order: Order = {
        id,
        sessionId: request.sessionId,
        cartKey: key,
        vpc: key === 'vpc',
        module: MODULES[key]!,
        date: new Date(),
        lines: cart.products.map((line) => ({ ...line })),
        tickets: cart.products.map((_line, index) =>
          key === 'vpc' ? null : `${orderIdSeed}${String(index + 1).padStart(2, '0')}`,
        ),
        shippingPrice: cart.shippingPrice,
        totalPrice: cart.totalPrice,
        email,
        address: session.address,
        paymentMode: mode.value,
        status: 'CREATED',
      };
      state.orders.set(order.id, order);
      session.currentOrderId = order.id;
      return { id: order.id, status: order.status, totalPrice: order.totalPrice };
    }),
  );

  app.post('/paiement/api/payment/init', (request, reply) =>
    guarded(reply, (): InitPaymentAnswer => {
      record(request.body);
      const order = state.currentOrder(request.sessionId);
      if (!order || order.status !== 'CREATED')
        return { error: true, paybox: false, paypal: false, orderId: null };
      return {
        error: false,
        paybox: order.paymentMode === 'CB',
        paypal: order.paymentMode === 'PAYPAL',
        orderId: order.id,
      };
    }),
  );

  app.post('/paiement/api/paybox/parameters', (request, reply) =>
    guarded(reply, () => {
      const order = ownOrder(state, request.sessionId, request.body);
      if (!order || order.paymentMode !== 'CB')
        return { error: 'Commande inconnue pour le paiement par carte.' };
      return payboxParameters(order, requestOrigin(request), providerKey);
    }),
  );

  app.post('/paiement/api/paypal/parameters', (request, reply) =>
    guarded(reply, () => {
      const order = ownOrder(state, request.sessionId, request.body);
      if (!order || order.paymentMode !== 'PAYPAL')
        return { error: 'Commande inconnue pour le paiement PayPal.' };
      const token = `EC-${randomBytes(8).toString('hex').toUpperCase()}`;
      order.wallet = {
        token,
        paymentId: `PAYID-${randomBytes(6).toString('hex').toUpperCase()}`,
        payerId: null,
      };
      return { url: `${requestOrigin(request)}/fournisseur/portefeuille?orderId=${order.id}&token=${token}` };
    }),
  );

  app.put('/paiement/api/payment/pending', async (request, reply) => {
    const order = state.currentOrder(request.sessionId);
    if (!order || order.status !== 'CREATED') return reply.code(400).send(NO_ORDER);
    order.status = 'PENDING';
    return { status: order.status };
  });

  app.post('/paiement/api/payment/wait', (request, reply) =>
    guarded(reply, (): WaitAnswer | ReturnType<typeof reply.send> => {
      const params = record(record(request.body).urlParameters);
      const order = state.currentOrder(request.sessionId);
      if (!order) return reply.code(404).send(NO_ORDER);
      const wallet = order.wallet;
      // The wallet payment is executed when the portal brings back what the wallet approved.
      if (order.status === 'PENDING' && wallet?.payerId) {
        if (
          params.token !== wallet.token ||
          params.paymentId !== wallet.paymentId ||
          params.payerId !== wallet.payerId
        ) {
          throw new BadRequest(
            'Les paramètres de retour du portefeuille ne correspondent pas à la commande.',
          );
        }
        state.settle(order, true);
      }
      if (order.status === 'PAID') return { finished: true, error: false };
      if (order.status === 'PENDING') return { finished: false, error: false };
      return { finished: true, error: true };
    }),
  );

  app.post('/paiement/api/payment/cancel', async (request, reply) => {
    const order = state.currentOrder(request.sessionId);
    if (!order) return reply.code(404).send(NO_ORDER);
    if (order.status !== 'PAID') order.status = 'CANCELLED';
    return { status: order.status };
  });

  app.put('/paiement/api/payment/abort', async (request, reply) => {
    const order = state.currentOrder(request.sessionId);
    if (!order) return reply.code(404).send(NO_ORDER);
    if (order.status !== 'PAID') order.status = 'ABORTED';
    return { status: order.status };
  });
}
