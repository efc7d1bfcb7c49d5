// SPEC §4 "Payment flow" and "Return to summary": the current order's payment state, as the portal
// marks it (pending, cancel, abort) and polls it (wait).
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../shared/http';
import type { WaitAnswer } from '../../shared/payment';
import type { ResolvedOptions } from '../options';
import { isPayerIdOf } from '../providers/wallet-checkout';
import { awaitingPayment as awaiting, type Order } from '../state/orders';
import type { SessionStore } from '../state/session-store';
import { BadRequest, guarded, record } from '../validation';

const NO_ORDER: ErrorBody = { messageError: 'Aucune commande en cours pour cette session.' };

function answerOf(order: Order): WaitAnswer {
  // An order to refund was paid too: its summary says why it has no ticket (never "refused").
  if (order.status === 'PAID' || order.status === 'TO_REFUND') return { finished: true, error: false };
  if (awaiting(order)) return { finished: false, error: false };
  // Refused, cancelled or aborted: over, and not paid.
  return { finished: true, error: true };
}

export function registerPaymentStateRoutes(
  app: FastifyInstance,
  store: SessionStore,
  options: Pick<ResolvedOptions, 'providerSecret'>,
): void {
  app.put('/paiement/api/payment/pending', async (request, reply) => {
    const order = store.currentOrder(request.sessionId);
    if (!order || !awaiting(order))
      return reply.code(400).send({ messageError: 'Aucune commande en attente de paiement.' });
    order.status = 'PENDING';
    return { status: order.status };
  });

  app.post('/paiement/api/payment/wait', (request, reply) =>
    guarded(reply, () => {
      const params = record(record(request.body).urlParameters, 'urlParameters');
      const order = store.currentOrder(request.sessionId);
      if (!order) return reply.code(404).send(NO_ORDER);
      const wallet = order.wallet;
      const returned = [params.payerId, params.paymentId, params.token].some(
        (v) => v !== null && v !== undefined,
      );
      // The wallet payment is executed when the portal brings back what the wallet approved: its token,
      // payment id and the payer id only the wallet (holding the shared key) can give.
      if (awaiting(order) && wallet && returned) {
        const same =
          params.token === wallet.token &&
          params.paymentId === wallet.paymentId &&
          isPayerIdOf(params.payerId, wallet.token, wallet.paymentId, options.providerSecret);
        if (!same)
          throw new BadRequest(
            'Les paramètres de retour du portefeuille ne correspondent pas à la commande.',
          );
        wallet.payerId = params.payerId as string; // checked just above
        store.settle(order, true);
      }
      return answerOf(order);
    }),
  );

  // Both keep the cart: the customer may try again. They give the order's held seats back; an order
  // paid (or paid and to refund) stays as it is.
  const giveUp = (sessionId: string, status: 'CANCELLED' | 'ABORTED') => {
    const order = store.currentOrder(sessionId);
    if (order && order.status !== 'PAID' && order.status !== 'TO_REFUND') store.end(order, status);
    return order;
  };

  app.post('/paiement/api/payment/cancel', async (request, reply) => {
    const order = giveUp(request.sessionId, 'CANCELLED');
    return order ? { status: order.status } : reply.code(404).send(NO_ORDER);
  });

  app.put('/paiement/api/payment/abort', async (request, reply) => {
    const order = giveUp(request.sessionId, 'ABORTED');
    return order ? { status: order.status } : reply.code(404).send(NO_ORDER);
  });
}
