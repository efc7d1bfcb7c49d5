// SessionStore.settle, where every way of paying ends (card notification, wallet return, kiosk terminal):
// a payment is taken once. The routes only settle an order still awaiting its payment (or given up); the
// store keeps the same rule itself, so that no later caller can deliver twice or re-date a payment.
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/server/state/orders';
import { SessionStore } from '../../../src/server/state/session-store';

const FIRST = new Date('2026-11-25T09:00:00Z');
const LATER = new Date('2026-11-25T09:05:00Z');

/** `refund`: what the sale check answers; none given, the store's own (a shop order: nothing to check). */
function storeWithOrder(refund?: string | null) {
  let clock = FIRST;
  const store = new SessionStore(undefined, () => clock);
  const paid: number[] = [];
  store.onPaid((order) => paid.push(order.id));
  if (refund !== undefined) store.checkSalesWith(() => refund);
  const order = { id: store.orders.newId(), sessionId: 's1', cartKey: 'vpc', status: 'PENDING' } as Order;
  store.addOrder(order);
  store.cart('s1', 'vpc').set(101, { id: 101, label: 'Plan', quantity: 1, totalPrice: 2, montantTva: 0.33 });
  return { store, order, paid, later: () => (clock = LATER) };
}

describe('SessionStore.settle', () => {
  it('a paid order settled again: no second delivery, its payment time kept, the cart emptied', () => {
    const { store, order, paid, later } = storeWithOrder();
    store.settle(order, true);
    expect(order).toMatchObject({ status: 'PAID', paidAt: FIRST });
    expect(paid).toEqual([order.id]);
    expect(store.cart('s1', 'vpc').size).toBe(0);

    later();
    store
      .cart('s1', 'vpc')
      .set(102, { id: 102, label: 'Carte', quantity: 1, totalPrice: 5, montantTva: 0.83 });
    store.settle(order, true);
    expect(order).toMatchObject({ status: 'PAID', paidAt: FIRST });
    expect(paid).toEqual([order.id]);
    // The session's cart is emptied again (the order's payment stands for what it held).
    expect(store.cart('s1', 'vpc').size).toBe(0);
  });

  it('an order to refund settled again stays to refund, with its first time and reason, nothing delivered', () => {
    const { store, order, paid, later } = storeWithOrder('Plus de place.');
    store.settle(order, true);
    expect(order).toMatchObject({ status: 'TO_REFUND', paidAt: FIRST, refundReason: 'Plus de place.' });
    // The customer may try again: the cart stays.
    expect(store.cart('s1', 'vpc').size).toBe(1);

    later();
    store.checkSalesWith(() => null);
    store.settle(order, true);
    expect(order).toMatchObject({ status: 'TO_REFUND', paidAt: FIRST, refundReason: 'Plus de place.' });
    expect(paid).toEqual([]);
    expect(store.cart('s1', 'vpc').size).toBe(1);
  });

  it('a refusal ends the order unpaid and delivers nothing', () => {
    const { store, order, paid } = storeWithOrder();
    const ended: string[] = [];
    store.onEnded((o) => ended.push(o.status));
    store.settle(order, false);
    expect(order.status).toBe('REFUSED');
    expect(ended).toEqual(['REFUSED']);
    expect(paid).toEqual([]);
    expect(store.cart('s1', 'vpc').size).toBe(1);
  });
});
