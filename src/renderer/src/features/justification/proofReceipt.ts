// A payment's proof printed at a kiosk or counter (DESIGN "Receipts": structured data, never HTML): titled
// as a proof, the operator's header, the orders the tap paid as lines, the tap's date and archive
// reference, no QR code. Built within what main accepts (src/main/ipc/print-receipt.ts), with the summary's
// own rules for texts, header and amounts (features/recap).
import type { Preferences } from '@shared/backoffice';
import type { Receipt, ReceiptLanguage } from '@shared/kiosk-bridge';
import type { OrderItem } from '@shared/payment';
import type { Catalog } from '../../i18n/catalog';
import type { frJustification } from '../../i18n/fr/justification';
import { receiptAmounts } from '../../purchase/receiptAmounts';
import { receiptHeader } from '../../purchase/receiptHeader';
import { receiptText } from '../../purchase/receiptText';
import type { ProofRow } from './rows';

/** Main's order number rule: letters, digits and '-', 32 characters at most. */
const ORDER_ID_MAX = 32;

/** The payment's order ids joined by '-', as many as the printed order number holds. */
export function receiptOrderId(ids: readonly number[]): string {
  let text = '';
  for (const id of ids) {
    const next = text ? `${text}-${id}` : String(id);
    if (next.length > ORDER_ID_MAX) break;
    text = next;
  }
  return text;
}

/** The receipt of one payment, in the customer's `language` (`t` its texts): `rows` are its orders
 * (paymentsOf), never empty. */
export function proofReceiptOf(
  rows: readonly ProofRow[],
  preferences: Preferences | null,
  t: Catalog<typeof frJustification>,
  portalName: string,
  language: ReceiptLanguage,
): Receipt {
  const [first] = rows;
  if (!first) throw new Error('Paiement sans commande');
  const items = rows.map((row): OrderItem => ({
    label: row.product,
    quantity: row.quantity,
    totalPrice: row.ttcCents / 100,
    taxAmount: (row.ttcCents - row.htCents) / 100,
  }));
  const totalCents = rows.reduce((sum, row) => sum + row.ttcCents, 0);
  const amounts = receiptAmounts(
    { orderItems: items, shippingPrice: 0, totalPrice: totalCents / 100 },
    {
      line: (item) => receiptText(item.label) || t.receiptTrip,
      others: t.receiptOtherLines,
      all: t.receiptAllLines,
    },
  );
  return {
    title: t.receiptTitle,
    orderId: receiptOrderId(rows.map((row) => row.orderId)),
    // Main wants an offset: the tap's instant as UTC.
    orderDate: new Date(first.date).toISOString(),
    ...receiptHeader(preferences, portalName),
    ...amounts,
    paymentMode: t.receiptPaymentMode,
    paymentReference: first.refArchi,
    ticketQrCodes: [],
    language,
  };
}
