import type { Cart, CartType } from '@shared/shop';
import { formatEuros } from '@shared/money';
import { enCart } from '../../../i18n/en/cart';
import { frCart } from '../../../i18n/fr/cart';
import { AgencyPickup } from '../../../purchase/AgencyPickup';
import { cartVat } from '../../cart';
import { kioskTotalCents } from '../../../purchase/kioskTotal';
import { useCatalog, useLocale } from '../../../i18n/language';

/** The kiosk's totals: VAT, no shipping (shop goods are collected at the agency) and the amount the
 * terminal will charge; then where to collect the goods. */
export function KioskTotals({ cart, type }: { cart: Cart; type: CartType }) {
  const tCart = useCatalog(frCart, enCart);
  const locale = useLocale();
  return (
    <>
      <dl className="cart-totals">
        <dt>{tCart.vat}</dt>
        <dd>{formatEuros(cartVat(cart), locale)}</dd>
        {type === 'vpc' ? (
          <>
            <dt>{tCart.pickupRow}</dt>
            <dd>{formatEuros(0, locale)}</dd>
          </>
        ) : null}
        <dt className="cart-totals__total">{tCart.total}</dt>
        <dd className="cart-totals__total">{formatEuros(kioskTotalCents(cart) / 100, locale)}</dd>
      </dl>
      {type === 'vpc' ? <AgencyPickup /> : null}
    </>
  );
}
