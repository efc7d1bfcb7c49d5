// The printed receipt's data (DESIGN "Receipts": structured data, never HTML), from the order summary, the
// operator's name and address, and what the terminal answered. Built so that main never refuses it
// (src/main/ipc/print-receipt.ts): texts cleaned and cut as main counts them (receiptText.ts), amounts
// that add up to what was charged within the receipt's lines (receiptAmounts.ts), only a masked card
// number and only ticket numbers a QR code carries. A receipt refused by main prints nothing at all.
import { RECEIPT_LIMITS, type Receipt, type ReceiptLanguage } from '@shared/kiosk-bridge';
import type { Preferences } from '@shared/backoffice';
import { formatCardNumber } from '@shared/card-number';
import { isMaskedPan } from '@shared/masked-pan';
import { normaliseText } from '@shared/safe-text';
import type { Catalog } from '../../i18n/catalog';
import type { frRecap } from '../../i18n/fr/recap';
import { collectedAtAgency, type OrderSummary } from '@shared/payment';
import { receiptAmounts } from '../../purchase/receiptAmounts';
import { receiptHeader } from '../../purchase/receiptHeader';
import { receiptText } from '../../purchase/receiptText';
import { ticketDetails } from './ticketDetails';
import { ticketQrPayload } from '@shared/ticket-qr';

/** What main prints in a QR code: printable ASCII. A ticket number cut or cleaned would be another one. */
const QR_PAYLOAD = new RegExp(`^[\\x20-\\x7e]{1,${RECEIPT_LIMITS.qrPayload}}$`);

export interface TerminalDetails {
  reference: string | null;
  maskedPan: string | null;
  /** A counter's cash sale: printed when it adds up to what the receipt says was paid. */
  cash?: { givenCents: number; changeCents: number } | null;
}

function maskedPanOf(text: string | null): string | undefined {
  const maskedPan = text === null ? '' : normaliseText(text);
  return isMaskedPan(maskedPan) ? maskedPan : undefined;
}

/** The receipt in the customer's language: `m` the summary's texts, `portalName` the header's fallback,
 * `language` the one main prints the receipt's own texts in (the same as `m`'s). */
export function receiptOf(
  summary: OrderSummary,
  preferences: Preferences | null,
  terminal: TerminalDetails,
  m: Catalog<typeof frRecap>,
  portalName: string,
  language: ReceiptLanguage,
): Receipt {
  const { order } = summary;
  const amounts = receiptAmounts(order, {
    // A reload names the card it is loaded onto (issue 26 §2).
    line: (item) => {
      const label = receiptText(item.label) || m.receiptProduct;
      return item.numSupport
        ? receiptText(m.receiptCardLine(label, formatCardNumber(item.numSupport)))
        : label;
    },
    others: m.receiptOtherLines,
    all: m.receiptAllLines,
  });
  // A ticket's details go with its own QR code: both lists come from the same tickets, in order.
  const tickets = order.orderItems
    .flatMap((item) =>
      item.numTicket && QR_PAYLOAD.test(item.numTicket) ? [{ item, numTicket: item.numTicket }] : [],
    )
    .slice(0, RECEIPT_LIMITS.qrCodes);
  const details = tickets.map(({ item }) => ticketDetails(item, order.orderDate, m));
  const reference = receiptText(terminal.reference);
  const maskedPan = maskedPanOf(terminal.maskedPan);
  return {
    orderId: String(order.id),
    orderDate: order.orderDate,
    ...receiptHeader(preferences, portalName),
    ...amounts,
    paymentMode: receiptText(summary.paymentMode?.label) || m.receiptNoPaymentMode,
    ...(reference ? { paymentReference: reference } : {}),
    ...(maskedPan ? { maskedPan } : {}),
    ...(terminal.cash && terminal.cash.givenCents - terminal.cash.changeCents === amounts.totalCents
      ? { cash: { givenCents: terminal.cash.givenCents, changeCents: terminal.cash.changeCents } }
      : {}),
    ticketQrCodes: tickets.map(({ item, numTicket }) => ticketQrPayload(numTicket, item.dateDepart)),
    ...(details.some((lines) => lines.length > 0) ? { ticketDetails: details } : {}),
    // Goods collected at the agency of the header (a kiosk ships nothing); never with a shipping fee.
    ...(collectedAtAgency(summary) && amounts.shippingCents === 0 ? { pickupAtAgency: true } : {}),
    language,
  };
}
