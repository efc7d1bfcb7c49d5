// SPEC §7 "Address and payment": payment modes, init, and the parameters that send the customer to
// the card or wallet provider.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { InitPaymentAnswer, PaypalParameters, ProviderError } from '../../shared/payment';
import { CASH_PAYMENT_MODE, TERMINAL_PAYMENT_MODE } from '../../shared/terminal-outcome';
import { paymentModesFor } from '../fixtures/payment-modes';
import type { DeviceRegistry } from '../kiosk/devices';
import type { ResolvedOptions } from '../options';
import type { CardHolderSetting } from '../providers/card-holder';
import { payboxParameters } from '../providers/paybox-parameters';
import { WALLET_PAGE_PATH } from '../providers/wallet';
import { checkoutFields, type WalletCheckout } from '../providers/wallet-checkout';
import { awaitingPayment, type Order } from '../state/orders';
import type { SessionStore } from '../state/session-store';
import { guarded, integer, record } from '../validation';
import { originsOf } from './config';

const INIT_ERROR: InitPaymentAnswer = { error: true, paybox: false, paypal: false, orderId: null };

/** The body's order when it belongs to this session and still waits for its payment in that mode. */
function payableOrder(store: SessionStore, sessionId: string, body: unknown, mode: string): Order | null {
  const order = store.orders.get(integer(record(body).orderId, 'orderId'));
  if (!order || order.sessionId !== sessionId || order.paymentMode !== mode) return null;
  return awaitingPayment(order) ? order : null;
}

export function registerPaymentRoutes(
  app: FastifyInstance,
  store: SessionStore,
  options: ResolvedOptions,
  devices: DeviceRegistry,
  cardHolder: CardHolderSetting,
) {
  app.get('/paiement/api/payment/list', async (request) => paymentModesFor(devices.clientOf(request).mode));

  app.post('/paiement/api/payment/init', (request, reply) =>
    guarded(reply, (): InitPaymentAnswer => {
      const body = record(request.body);
      const order = store.currentOrder(request.sessionId);
      if (!order || order.status !== 'CREATED') return INIT_ERROR;
      const onDevice = [TERMINAL_PAYMENT_MODE, CASH_PAYMENT_MODE];
      if (onDevice.includes(String(body.paymentMode)) || onDevice.includes(order.paymentMode)) {
        // Only the device that made the order pays it, on its terminal or (a counter) in cash; no web
        // client ever does, and the mode cannot change between the order and its payment.
        const device = devices.deviceOf(request);
        if (!device || order.paymentMode !== body.paymentMode || order.deviceId !== device) return INIT_ERROR;
        const cash = order.paymentMode === CASH_PAYMENT_MODE;
        return {
          error: false,
          paybox: false,
          paypal: false,
          ...(cash ? { cash: true } : { terminal: true }),
          orderId: order.id,
        };
      }
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
      const order = payableOrder(store, request.sessionId, request.body, 'CB');
      if (!order)
        return { error: 'Aucune commande à payer par carte ne porte ce numéro.' } satisfies ProviderError;
      const origins = originsOf(request, options.providersUrl);
      return payboxParameters(order, origins, options.providerSecret, options.now(), cardHolder.field);
    }),
  );

  app.post('/paiement/api/paypal/parameters', (request, reply) =>
    guarded(reply, (): PaypalParameters | ProviderError => {
      const order = payableOrder(store, request.sessionId, request.body, 'PAYPAL');
      if (!order) return { error: 'Aucune commande à payer avec PayPal ne porte ce numéro.' };
      // The wallet's checkout token (EC-…) and payment id, as the wallet answers when a payment is created.
      const token = `EC-${randomBytes(9).toString('hex').toUpperCase()}`;
      order.wallet = {
        token,
        paymentId: `PAYID-${randomBytes(12).toString('hex').toUpperCase()}`,
        payerId: null,
      };
      const { portal, providers } = originsOf(request, options.providersUrl);
      const checkout: WalletCheckout = {
        orderId: String(order.id),
        amountCents: String(Math.round(order.totalPrice * 100)),
        token,
        paymentId: order.wallet.paymentId,
        returnUrl: `${portal}/recapitulatif?module=${order.module}`,
        cancelUrl: `${portal}/recapitulatif?cancel=true&module=${order.module}`,
      };
      const query = new URLSearchParams(checkoutFields(checkout, options.providerSecret));
      return { url: `${providers}${WALLET_PAGE_PATH}?${query.toString()}` };
    }),
  );
}
