// The printed receipt's data (DESIGN "Receipts": structured data, never HTML), from the order summary, the
// operator's name and address, and what the terminal answered.
import { RECEIPT_LIMITS, type Receipt } from '@shared/kiosk-bridge';
import type { Preferences } from '@shared/backoffice';
import { toCents } from '@shared/money';
import { fr } from '../../i18n/fr';
import type { OrderSummary } from '@shared/payment';

/** Main refuses oversized receipts: shorten rather than lose the whole print. */
const clip = (text: string) => text.slice(0, RECEIPT_LIMITS.text);

export interface TerminalDetails {
  reference: string | null;
  maskedPan: string | null;
}

export function receiptOf(
  summary: OrderSummary,
  preferences: Preferences | null,
  terminal: TerminalDetails,
): Receipt {
  const { order } = summary;
  const footer = preferences?.footer;
  return {
    orderId: String(order.id),
    orderDate: order.orderDate,
    // The printed header cannot be empty; without the operator's preferences the portal names itself.
    shopName: clip(footer?.shopName || fr.app.documentTitle),
    addressLines: (footer?.lines ?? []).slice(0, RECEIPT_LIMITS.addressLines).map(clip),
    lines: order.orderItems.slice(0, RECEIPT_LIMITS.lines).map((item) => ({
      label: clip(item.label),
      quantity: item.quantity,
      totalCents: toCents(item.totalPrice),
      vatCents: toCents(item.taxAmount),
    })),
    shippingCents: toCents(order.shippingPrice),
    totalCents: toCents(order.totalPrice),
    paymentMode: clip(summary.paymentMode?.label ?? ''),
    ...(terminal.reference ? { paymentReference: clip(terminal.reference) } : {}),
    ...(terminal.maskedPan ? { maskedPan: clip(terminal.maskedPan) } : {}),
    ticketQrCodes: order.orderItems
      .flatMap((item) => (item.numTicket ? [item.numTicket.slice(0, RECEIPT_LIMITS.qrPayload)] : []))
      .slice(0, RECEIPT_LIMITS.qrCodes),
  };
}
