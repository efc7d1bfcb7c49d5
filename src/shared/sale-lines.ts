// A counter sale's lines for the till's closing report (issue 29 §3): the order's lines and its shipping,
// adding up to the amount paid; one line for the whole order when they do not (the report still adds up).
import { MAX_SALE_LINES, type SaleLine } from './kiosk-bridge';
import { toCents } from './money';

/** What a cart's or an order summary's lines have in common. */
export interface PricedLine {
  label: string;
  quantity: number;
  /** The line's total, euros. */
  totalPrice: number;
}

export function saleLinesOf(
  items: readonly PricedLine[],
  shippingEuros: number,
  totalCents: number,
  labels: { order: string; shipping: string },
): SaleLine[] {
  const lines: SaleLine[] = items.map((line) => ({
    label: line.label.trim().slice(0, 120) || labels.order,
    quantity: Math.min(Math.max(Math.trunc(line.quantity), 1), 999),
    amountCents: toCents(line.totalPrice),
  }));
  const shipping = toCents(shippingEuros);
  if (shipping > 0) lines.push({ label: labels.shipping, quantity: 1, amountCents: shipping });
  const sum = lines.reduce((total, line) => total + line.amountCents, 0);
  const usable = lines.every((line) => line.amountCents >= 0);
  if (sum === totalCents && usable && lines.length > 0 && lines.length <= MAX_SALE_LINES) return lines;
  return [{ label: labels.order, quantity: 1, amountCents: totalCents }];
}
