// In-memory state of each visitor session (the bearer token's jti): one cart per cart type, the
// e-mail saved with each cart, the delivery address, the cards, tickets and on-board orders looked up,
// and the session's last order.
import type { AddressForm } from '../../shared/payment';
import type { CartFlags, CartLine } from '../../shared/shop';
import { OrderTable, type Order, type UnpaidEnd } from './orders';

export interface Session {
  carts: Map<string, Map<number, CartLine>>;
  emails: Map<string, string>;
  address: AddressForm | null;
  currentOrderId: number | null;
  /** Card numbers this session looked up successfully (with the birth date of a personalised card):
   * only those may be reloaded from it. */
  verifiedCards: Set<string>;
  /** Reservation tickets this session found by number and day: only their seats may be moved from it
   * (order and article ids are sequential; the ticket number is what proves the reservation is yours). */
  foundTickets: Set<string>;
  /** On-board orders commandesValideurCb gave this session (for taps the provider's page handed to it):
   * the only ones it may ask proofs of (order ids and archive references are no secret to a guesser). */
  onboardOrders: Set<number>;
}

/** The cart a flag set names; no flag at all is the card-reload cart. */
export function cartKey(flags: CartFlags): string {
  if (flags.isVpc) return 'vpc';
  if (flags.isReservation) return 'reservation';
  if (flags.isTicketOD) return 'ticketOd';
  if (flags.isRechargementOD) return 'rechargementOd';
  return 'rechargement';
}

export class SessionStore {
  private sessions = new Map<string, Session>();

  private paidListeners: ((order: Order) => void)[] = [];
  private endedListeners: ((order: Order) => void)[] = [];
  /** What a payment must still find (the order's seats); null, or why the order is to be refunded. */
  private saleCheck: (order: Order) => string | null = () => null;

  /** `now` dates a payment (a ticket valid today is usable within 30 minutes of it). */
  constructor(
    readonly orders: OrderTable = new OrderTable(),
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** What a paid order sets off (a reload loaded onto its card), whichever way it was paid: card
   * notification, wallet return or kiosk terminal all settle here. */
  onPaid(listener: (order: Order) => void): void {
    this.paidListeners.push(listener);
  }

  /** Decides, as a payment arrives and before anything else, whether the order can still be delivered:
   * null (what it needs is now taken), or why it is to be refunded instead. */
  checkSalesWith(check: (order: Order) => string | null): void {
    this.saleCheck = check;
  }

  /** What an order ended unpaid gives back (its held seats): refused, cancelled or aborted. */
  onEnded(listener: (order: Order) => void): void {
    this.endedListeners.push(listener);
  }

  session(id: string): Session {
    let session = this.sessions.get(id);
    if (!session) {
      session = {
        carts: new Map(),
        emails: new Map(),
        address: null,
        currentOrderId: null,
        verifiedCards: new Set(),
        foundTickets: new Set(),
        onboardOrders: new Set(),
      };
      this.sessions.set(id, session);
    }
    return session;
  }

  cart(sessionId: string, key: string): Map<number, CartLine> {
    const session = this.session(sessionId);
    let cart = session.carts.get(key);
    if (!cart) {
      cart = new Map();
      session.carts.set(key, cart);
    }
    return cart;
  }

  /** Records a new order as the session's current one (the one init, wait and summary talk about). */
  addOrder(order: Order): void {
    this.orders.add(order);
    this.session(order.sessionId).currentOrderId = order.id;
  }

  currentOrder(sessionId: string): Order | null {
    return this.orders.get(this.session(sessionId).currentOrderId);
  }

  /** Outcome of a payment; a paid order empties the cart it came from and, the first time only, sets
   * off what its payment triggers. A payment that finds what the order sells gone (its seats, sold
   * meanwhile) makes it an order to refund: nothing delivered, the cart kept. */
  settle(order: Order, paid: boolean): void {
    if (!paid) return this.end(order, 'REFUSED');
    if (order.status === 'TO_REFUND') return;
    const newlyPaid = order.status !== 'PAID';
    if (newlyPaid) {
      order.paidAt = this.now();
      const refund = this.saleCheck(order);
      if (refund !== null) {
        order.status = 'TO_REFUND';
        order.refundReason = refund;
        return;
      }
      order.status = 'PAID';
    }
    this.cart(order.sessionId, order.cartKey).clear();
    if (newlyPaid) for (const listener of this.paidListeners) listener(order);
  }

  /** The order ends unpaid; what it held is given back. */
  end(order: Order, status: UnpaidEnd): void {
    order.status = status;
    for (const listener of this.endedListeners) listener(order);
  }
}
