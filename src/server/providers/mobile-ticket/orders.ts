// The mobile-ticket provider's orders: made when a payment starts, settled by the card provider's
// signed notification. An approved payment puts one ticket per copy bought in the account, once: a
// repeated notification changes nothing. Order ids start far above the back office's, so the card
// provider (which knows both merchants) never meets the same order twice by chance.
import { randomInt } from 'node:crypto';
import type { MobileTicket } from '../../../shared/mobile-ticket';
import type { Account } from './accounts';
import type { CatalogueProduct } from './catalogue';

export const FIRST_MOBILE_ORDER_ID = 7_000_000_001;

export type MobileOrderStatus = 'CREATED' | 'PAID' | 'REFUSED';

export interface MobileOrderLine {
  product: CatalogueProduct;
  quantite: number;
}

export interface MobileOrder {
  id: number;
  account: Account;
  lines: MobileOrderLine[];
  /** Cents. */
  totalTTC: number;
  status: MobileOrderStatus;
  createdAt: Date;
  /** The card provider's authorisation number, once paid. */
  authorisation?: string;
}

export const totalOf = (lines: readonly MobileOrderLine[]) =>
  lines.reduce((sum, line) => sum + line.product.prixTTC * line.quantite, 0);

export class MobileOrders {
  private byId = new Map<number, MobileOrder>();
  private nextId = FIRST_MOBILE_ORDER_ID;
  private numbers = new Set<string>();

  constructor(private readonly now: () => Date) {}

  create(account: Account, lines: MobileOrderLine[]): MobileOrder {
    const order: MobileOrder = {
      id: this.nextId++,
      account,
      lines,
      totalTTC: totalOf(lines),
      status: 'CREATED',
      createdAt: this.now(),
    };
    this.byId.set(order.id, order);
    return order;
  }

  /** The order a notification names (its decimal id), or null. */
  get(reference: string): MobileOrder | null {
    return /^\d{1,10}$/.test(reference) ? (this.byId.get(Number(reference)) ?? null) : null;
  }

  /**
   * Applies the card provider's outcome; the order's status after it. Paid is final. A refusal then an
   * approval (the customer tried another card on the provider's page) is paid: the money was taken.
   */
  settle(order: MobileOrder, approved: boolean, authorisation: string): MobileOrderStatus {
    if (order.status === 'PAID') return order.status;
    if (!approved) {
      order.status = 'REFUSED';
      return order.status;
    }
    order.status = 'PAID';
    order.authorisation = authorisation;
    const dateAchat = this.now().toISOString();
    const tickets: MobileTicket[] = order.lines.flatMap((line) =>
      Array.from({ length: line.quantite }, () => ({
        numero: this.newNumber(),
        produitId: line.product.id,
        label: line.product.label,
        idCommande: String(order.id),
        dateAchat,
      })),
    );
    order.account.tickets.unshift(...tickets);
    return order.status;
  }

  /** A ticket number of 12 digits, never given twice. */
  private newNumber(): string {
    let numero: string;
    do numero = String(randomInt(100_000_000_000, 1_000_000_000_000));
    while (this.numbers.has(numero));
    this.numbers.add(numero);
    return numero;
  }
}
