import type { Cart, CartType } from '@shared/shop';
import { formatEuros } from '@shared/money';
import { frCart } from '../../i18n/fr/cart';
import { cartVat } from './cartSlice';

/** VAT, shipping (shop cart only) and 'Montant total à payer' (SPEC §2 "Cart"). */
export function CartTotals({ cart, type }: { cart: Cart; type: CartType }) {
  return (
    <dl className="cart-totals">
      <dt>{frCart.vat}</dt>
      <dd>{formatEuros(cartVat(cart))}</dd>
      {type === 'vpc' ? (
        <>
          <dt>{frCart.shipping}</dt>
          <dd>{formatEuros(cart.shippingPrice)}</dd>
        </>
      ) : null}
      <dt className="cart-totals__total">{frCart.total}</dt>
      <dd className="cart-totals__total">{formatEuros(cart.totalPrice)}</dd>
    </dl>
  );
}
