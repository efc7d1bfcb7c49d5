// What a kiosk charges for a cart: a kiosk ships nothing (only the e-mail is asked), its shop goods are
// collected at the agency, so the back office's order has no shipping fee. The amount shown before
// paying is this one, and the terminal charges nothing else.
import { toCents } from '@shared/money';
import type { Cart } from '@shared/shop';

export function kioskTotalCents(cart: Pick<Cart, 'totalPrice' | 'shippingPrice'>): number {
  return toCents(cart.totalPrice) - toCents(cart.shippingPrice);
}
