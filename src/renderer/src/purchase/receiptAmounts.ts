// The receipt's amounts in integer cents, such that its lines and shipping add up to its total, which
// main checks (src/main/ipc/print-receipt.ts), and such that the total is what the customer was charged:
// the order's own total from the back office (the terminal debited it).
// - Each line is its exact amount in cents, rounded; when those roundings do not add up to the total,
//   the missing or extra cents go, one each, to the lines nearest to the other side of their rounding
//   (largest remainders), so every line stays its exact amount rounded up or down.
// - When no such rounding adds up (the back office's total disagrees with its own lines: a discount not
//   shown as a line, a negative line, unreadable amounts), the lines cannot be printed honestly: one line
//   « Articles de la commande (n) » carries the goods' part of what was charged.
// - A receipt holds RECEIPT_LIMITS.lines lines: beyond, the first ones are printed and one line
//   « Autres articles (k) » carries the rest's total. Grouped lines show quantity 1, since a unit price
//   made up from different articles would be false.
import { RECEIPT_LIMITS, type ReceiptLine } from '@shared/kiosk-bridge';
import { toCents } from '@shared/money';
import type { OrderItem } from '@shared/payment';

export interface ReceiptAmounts {
  lines: ReceiptLine[];
  shippingCents: number;
  totalCents: number;
}

export interface ReceiptLineLabels {
  /** The printed label of one order line (never empty). */
  line: (item: OrderItem) => string;
  /** The line standing for the `count` order lines that do not fit. */
  others: (count: number) => string;
  /** The one line standing for all `count` order lines when theirs cannot be printed. */
  all: (count: number) => string;
}

export interface OrderAmounts {
  orderItems: readonly OrderItem[];
  shippingPrice: number;
  totalPrice: number;
}

const isCents = (value: number) =>
  Number.isSafeInteger(value) && value >= 0 && value <= RECEIPT_LIMITS.maxCents;

/** Euros as exact cents, float noise removed: 12.35 → 1235 (not 1234.9999999999998), 0.125 → 12.5. */
function exactCents(euros: number): number {
  return Math.round(euros * 100 * 1e6) / 1e6;
}

/** Cents of VAT, never negative nor more than the line it is part of. */
const vatWithin = (taxAmount: number, totalCents: number) => {
  const vat = toCents(taxAmount);
  return Number.isSafeInteger(vat) && vat > 0 ? Math.min(vat, totalCents) : 0;
};

/** Each line's exact amount rounded up or down so that they add up to `goodsCents`; else undefined. */
function centsPerLine(items: readonly OrderItem[], goodsCents: number): number[] | undefined {
  const exact = items.map((item) => exactCents(item.totalPrice));
  if (!exact.every((value) => Number.isFinite(value) && value >= 0)) return undefined;
  const cents = exact.map(Math.round);
  const missing = goodsCents - cents.reduce((sum, value) => sum + value, 0);
  const step = Math.sign(missing);
  const past = (index: number) => Math.abs(exact[index]! - cents[index]!);
  // Up: lines rounded down, nearest to half a cent first; down: lines rounded up, nearest to half first.
  const candidates = exact
    .map((_, index) => index)
    .filter((index) => (step > 0 ? cents[index]! < exact[index]! : cents[index]! > exact[index]!))
    .sort((a, b) => past(b) - past(a) || (step > 0 ? a - b : b - a));
  if (candidates.length < Math.abs(missing)) return undefined;
  for (const index of candidates.slice(0, Math.abs(missing))) cents[index] = cents[index]! + step;
  return cents.every(isCents) ? cents : undefined;
}

/** One line for `count` order lines: quantity 1, no unit price invented. */
function groupLine(label: string, totalCents: number, vatCents: number): ReceiptLine {
  return { label, quantity: 1, totalCents, vatCents: Math.min(vatCents, totalCents) };
}

function withinLimit(lines: ReceiptLine[], labels: ReceiptLineLabels): ReceiptLine[] {
  if (lines.length <= RECEIPT_LIMITS.lines) return lines;
  const kept = lines.slice(0, RECEIPT_LIMITS.lines - 1);
  const rest = lines.slice(RECEIPT_LIMITS.lines - 1);
  const sum = (pick: (line: ReceiptLine) => number) => rest.reduce((total, line) => total + pick(line), 0);
  return [
    ...kept,
    groupLine(
      labels.others(rest.length),
      sum((line) => line.totalCents),
      sum((line) => line.vatCents),
    ),
  ];
}

export function receiptAmounts(order: OrderAmounts, labels: ReceiptLineLabels): ReceiptAmounts {
  const totalCents = toCents(order.totalPrice);
  const shipping = toCents(order.shippingPrice);
  // A fee larger than what was charged cannot be printed as such: the receipt's amounts stay within it.
  const shippingCents = isCents(shipping) ? Math.min(shipping, totalCents) : 0;
  const goodsCents = totalCents - shippingCents;
  const items = order.orderItems;
  const cents = items.length > 0 ? centsPerLine(items, goodsCents) : undefined;
  if (cents === undefined) {
    const vat = items.reduce((sum, item) => sum + vatWithin(item.taxAmount, goodsCents), 0);
    return { lines: [groupLine(labels.all(items.length), goodsCents, vat)], shippingCents, totalCents };
  }
  const lines = items.map<ReceiptLine>((item, index) => ({
    label: labels.line(item),
    quantity: item.quantity,
    totalCents: cents[index]!,
    vatCents: vatWithin(item.taxAmount, cents[index]!),
  }));
  return { lines: withinLimit(lines, labels), shippingCents, totalCents };
}
