// In-memory back-office state: carts and address per visitor session, orders by id (the provider
// notifies without a bearer, by order reference).
import type { AddressForm } from '../../shared/payment';
import type { CartFlags, CartLine } from '../../shared/shop';

export type OrderStatus = 'CREATED' | 'PENDING' | 'PAID' | 'REFUSED' | 'CANCELLED' | 'ABORTED';

export interface Order {
  id: number;
  sessionId: string;
  cartKey: string;
  vpc: boolean;
  module: string;
  date: Date;
  lines: CartLine[];
  /** Ticket number per line; trips carry one, shop goods none. */
  tickets: (string | null)[];
  shippingPrice: number;
  totalPrice: number;
  email: string;
  address: AddressForm | null;
  paymentMode: string;
  status: OrderStatus;
  /** Wallet approval the return URL must carry back. */
  wallet?: { token: string; paymentId: string; payerId: string | null };
  reference?: string;
}

export interface Session {
  carts: Map<string, Map<number, CartLine>>;
  emails: Map<string, string>;
  address: AddressForm | null;
  currentOrderId: number | null;
}

export function cartKey(flags: CartFlags): string {
  if (flags.isVpc) return 'vpc';
  if (flags.isReservation) return 'reservation';
  if (flags.isTicketOD) return 'ticketOd';
  if (flags.isRechargementOD) return 'rechargementOd';
  return 'rechargement';
}

export class BackOfficeState {
  private sessions = new Map<string, Session>();
  readonly orders = new Map<number, Order>();
  private nextOrderId = 10_001;

  session(id: string): Session {
    let session = this.sessions.get(id);
    if (!session) {
      session = { carts: new Map(), emails: new Map(), address: null, currentOrderId: null };
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

  newOrderId(): number {
    return this.nextOrderId++;
  }

  currentOrder(sessionId: string): Order | null {
    const id = this.session(sessionId).currentOrderId;
    return id === null ? null : (this.orders.get(id) ?? null);
  }

  /** A paid order empties the cart it came from. */
  settle(order: Order, paid: boolean): void {
    order.status = paid ? 'PAID' : 'REFUSED';
    if (paid) this.cart(order.sessionId, order.cartKey).clear();
  }
}
