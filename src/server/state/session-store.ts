// In-memory state of each visitor session (the bearer token's jti): one cart per cart type, the
// e-mail saved with each cart, the delivery address, the cards, tickets and on-board orders looked up,
// and the session's last order.
import type { AddressForm } from '../../shared/payment';
import type { CartFlags, CartLine } from '../../shared/shop';
import { OrderTable, type Order } from './orders';

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
   * off what its payment triggers. */
  settle(order: Order, paid: boolean): void {
    const newlyPaid = paid && order.status !== 'PAID';
    order.status = paid ? 'PAID' : 'REFUSED';
    if (!paid) return;
    this.cart(order.sessionId, order.cartKey).clear();
    if (!newlyPaid) return;
    order.paidAt = this.now();
    for (const listener of this.paidListeners) listener(order);
  }
}
