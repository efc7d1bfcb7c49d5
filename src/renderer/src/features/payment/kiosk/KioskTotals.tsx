import type { Cart, CartType } from '@shared/shop';
import { formatEuros } from '@shared/money';
import { frCart } from '../../../i18n/fr/cart';
import { AgencyPickup } from '../../cart/AgencyPickup';
import { cartVat } from '../../cart/cartSlice';
import { kioskTotalCents } from './kioskTotal';

/** The kiosk's totals: VAT, no shipping (shop goods are collected at the agency) and the amount the
 * terminal will charge; then where to collect the goods. */
export function KioskTotals({ cart, type }: { cart: Cart; type: CartType }) {
  return (
    <>
      <dl className="cart-totals">
        <dt>{frCart.vat}</dt>
        <dd>{formatEuros(cartVat(cart))}</dd>
        {type === 'vpc' ? (
          <>
            <dt>{frCart.pickupRow}</dt>
            <dd>{formatEuros(0)}</dd>
          </>
        ) : null}
        <dt className="cart-totals__total">{frCart.total}</dt>
        <dd className="cart-totals__total">{formatEuros(kioskTotalCents(cart) / 100)}</dd>
      </dl>
      {type === 'vpc' ? <AgencyPickup /> : null}
    </>
  );
}
