import type { Cart, CartType } from '@shared/shop';
import { formatEuros } from '@shared/money';
import { enCart } from '../../i18n/en/cart';
import { frCart } from '../../i18n/fr/cart';
import { cartVat } from './cartSlice';
import { useCatalog, useLocale } from '../../i18n/language';

/** VAT, shipping (shop cart only) and 'Montant total à payer' (SPEC §2 "Cart"). */
export function CartTotals({ cart, type }: { cart: Cart; type: CartType }) {
  const tCart = useCatalog(frCart, enCart);
  const locale = useLocale();
  return (
    <dl className="cart-totals">
      <dt>{tCart.vat}</dt>
      <dd>{formatEuros(cartVat(cart), locale)}</dd>
      {type === 'vpc' ? (
        <>
          <dt>{tCart.shipping}</dt>
          <dd>{formatEuros(cart.shippingPrice, locale)}</dd>
        </>
      ) : null}
      <dt className="cart-totals__total">{tCart.total}</dt>
      <dd className="cart-totals__total">{formatEuros(cart.totalPrice, locale)}</dd>
    </dl>
  );
}
