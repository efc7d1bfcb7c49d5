// SPEC §7 POST /vente/api/save: the order made from a cart, its address and the chosen payment mode.
import type { FastifyInstance } from 'fastify';
import { CASH_PAYMENT_MODE, TERMINAL_PAYMENT_MODE } from '../../shared/terminal-outcome';
import { paymentModesFor } from '../fixtures/payment-modes';
import type { DeviceRegistry } from '../kiosk/devices';
import { checkNotDeparted } from '../reservation/cart';
import type { ReservationContext } from '../reservation/context';
import { holdSeats } from '../reservation/sale';
import { orderLinesOf } from '../reservation/split';
import type { Order } from '../state/orders';
import { cartKey, type SessionStore } from '../state/session-store';
import { flags, guarded, record } from '../validation';
import { cartOf } from './shop';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Carts whose lines are tickets shown on board. */
export const TICKETED_CARTS: readonly string[] = ['reservation', 'ticketOd'];

/** Module ids of the return URLs (SPEC §2 "Home"), by cart. */
const MODULES: Record<string, string> = {
  vpc: 'VPC',
  reservation: 'RESERVATION',
  ticketOd: 'TICKET_OD',
  rechargementOd: 'RECHARGEMENT_ABONNE_OD',
  rechargement: 'RECHARGEMENT_ABONNE',
};

export function registerOrderSaveRoute(
  app: FastifyInstance,
  store: SessionStore,
  now: () => Date,
  devices: DeviceRegistry,
  reservation: ReservationContext,
): void {
  app.post('/vente/api/save', (request, reply) =>
    guarded(reply, () => {
      const body = record(request.body);
      const key = cartKey(flags(body));
      const client = devices.clientOf(request);
      // The terminal exists only for devices, cash only for counters: a client naming a mode it is not
      // offered gets the unknown-mode answer.
      const mode = paymentModesFor(client.mode).find((m) => m.value === body.paymentMode);
      const onDevice = mode?.value === TERMINAL_PAYMENT_MODE || mode?.value === CASH_PAYMENT_MODE;
      // A kiosk asks only the e-mail and pays on its terminal; shop goods bought there are collected at
      // the agency, unshipped, so the order has no shipping fee and the terminal charges the goods alone.
      // A counter keeps the customer's full form, as the web does (issue 29 §1).
      const kioskSale = onDevice && client.mode === 'kiosk';
      const session = store.session(request.sessionId);
      const cart = cartOf(store, request.sessionId, key);
      const address = kioskSale ? null : session.address;
      const pickupAtAgency = kioskSale && key === 'vpc';
      const email = kioskSale
        ? (session.emails.get(key) ?? session.address?.email)
        : (session.address?.email ?? session.emails.get(key));
      // SPEC §8: an order that cannot be made (no mode, empty cart, no address for goods) answers an
      // empty body, which the portal reads as "choose a payment mode".
      if (!mode || cart.products.length === 0 || !email || (key === 'vpc' && !kioskSale && !address))
        return reply.send('');
      if (key === 'reservation') checkNotDeparted(reservation, cart.products);
      // Brief §7: a reserved trip gives one ticket per passenger per leg, each with a random number
      // (knowing it is what allows changing the reservation).
      const lines = cart.products.flatMap(orderLinesOf);
      const date = now();
      // Issue 23: the seats are held as the order is made, or it is not made (SPEC's 400, nothing
      // changed); this session's earlier order gives its seats back. No await from here to addOrder.
      if (key === 'reservation')
        holdSeats(reservation, { id: store.orders.peekId(), sessionId: request.sessionId, lines, date });
      const id = store.orders.newId();
      const order: Order = {
        id,
        sessionId: request.sessionId,
        cartKey: key,
        vpc: key === 'vpc',
        module: MODULES[key]!,
        date,
        lines,
        tickets: lines.map((line, index) => {
          if (line.seat) return reservation.numbers.next();
          // OD tickets are numbered from the order; a reload has none: it is loaded onto the card.
          return TICKETED_CARTS.includes(key) ? `7${id}${String(index + 1).padStart(2, '0')}` : null;
        }),
        shippingPrice: pickupAtAgency ? 0 : cart.shippingPrice,
        totalPrice: pickupAtAgency ? round2(cart.totalPrice - cart.shippingPrice) : cart.totalPrice,
        pickupAtAgency,
        email,
        address,
        paymentMode: mode.value,
        status: 'CREATED',
        ...(onDevice && client.device ? { deviceId: client.device } : {}),
      };
      store.addOrder(order);
      return { id: order.id, status: order.status, totalPrice: order.totalPrice };
    }),
  );
}
