// Orders of every visitor in one table by id: the card provider notifies by order reference, without
// a bearer, so an order must be found without its session.
import type { AddressForm } from '../../shared/payment';
import type { PaymentStatus } from '../../shared/kiosk-bridge';
import type { CartLine } from '../../shared/shop';

/** A reserved seat: one passenger on one leg of one run (the back office's own record, not sent). */
export interface Seat {
  codeCourse: string;
  /** The run's day: a leg boarding after midnight belongs to the run of the day before. */
  dateCourse: string;
  sens: 'Aller' | 'Retour';
  /** The passenger's product (the line's label may add the leg). */
  profil: string;
  codeLigne: string;
  codeArretOrigine: string;
  codeArretDestination: string;
  /** The seat's price without VAT, in euros (the line's totalPrice is with it). */
  prixHt: number;
}

/** A line of an order: a cart line, and for a reservation ticket its seat (one ticket per seat). */
export interface OrderLine extends CartLine {
  seat?: Seat;
}

/** TO_REFUND (issue 23): paid, but its seats were sold meanwhile; no ticket, the amount goes back. */
export type OrderStatus = 'CREATED' | 'PENDING' | 'PAID' | 'TO_REFUND' | 'REFUSED' | 'CANCELLED' | 'ABORTED';

/** Statuses that end an order unpaid. */
export type UnpaidEnd = Extract<OrderStatus, 'REFUSED' | 'CANCELLED' | 'ABORTED'>;

/** Still waiting for its payment: only such an order may be paid, refused or given up. */
export const awaitingPayment = (order: Order): boolean =>
  order.status === 'CREATED' || order.status === 'PENDING';

export interface Order {
  id: number;
  sessionId: string;
  cartKey: string;
  vpc: boolean;
  /** Module named in the return URLs (VPC, RESERVATION...). */
  module: string;
  date: Date;
  /** When the payment was approved (also for an order to refund). */
  paidAt?: Date;
  /** Why a paid order must be refunded (status TO_REFUND), in French. */
  refundReason?: string;
  lines: OrderLine[];
  /** Ticket number per line: reservations and origin-destination tickets carry one; shop goods and
   * titles loaded onto a card none. */
  tickets: (string | null)[];
  shippingPrice: number;
  totalPrice: number;
  /** Shop goods handed over at the agency instead of shipped: a kiosk (TPE) order, which asks no address. */
  pickupAtAgency: boolean;
  email: string;
  address: AddressForm | null;
  paymentMode: string;
  status: OrderStatus;
  /** Wallet approval the return URL must carry back. */
  wallet?: { token: string; paymentId: string; payerId: string | null };
  /** Authorisation number the provider notified, or the card terminal's reference. */
  reference?: string;
  /** Kiosk that made a terminal (TPE) order: only its signed reports settle it. */
  deviceId?: string;
  /** Last terminal report applied; its idempotency key is bound to the order. */
  terminal?: {
    idempotencyKey: string;
    status: PaymentStatus;
    /** The kiosk's operator settled an unknown outcome (issue 25 §2): the report's note and signature. */
    settlement?: { by: 'operator'; note: string; signature: string; signedAt: string };
  };
}

export class OrderTable {
  private byId = new Map<number, Order>();
  private nextId = 10_001;

  newId(): number {
    return this.nextId++;
  }

  /** The id newId gives next, taking none. */
  peekId(): number {
    return this.nextId;
  }

  add(order: Order): void {
    this.byId.set(order.id, order);
  }

  /** The orders with this status, by id. */
  withStatus(status: OrderStatus): Order[] {
    return [...this.byId.values()].filter((order) => order.status === status);
  }

  /** The order of a reference as forms and query strings carry it (text or number). */
  get(id: unknown): Order | null {
    const key = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
    return typeof key === 'number' ? (this.byId.get(key) ?? null) : null;
  }
}
