// SPEC §2 "Shop": lines, shipping, total and 'Consulter mon panier', on the shop item pages only. A kiosk
// ships nothing (goods collected at the agency): it shows the amount its terminal will charge.
import { Link } from 'react-router-dom';
import { formatEuros } from '@shared/money';
import { enCart } from '../../i18n/en/cart';
import { frCart } from '../../i18n/fr/cart';
import { enVpc } from '../../i18n/en/vpc';
import { frVpc } from '../../i18n/fr/vpc';
import { useAppSelector } from '../../app/hooks';
import { InBandOnKiosk } from '../../app/layout/PageActions';
import { selectPlatform } from '../../app/appSlice';
import { cartPath } from '../../app/goToCart';
import { kioskTotalCents } from '../../purchase/kioskTotal';
import { selectCart } from '../cart';
import { useCatalog, useLocale } from '../../i18n/language';

export function MiniCart() {
  const tCart = useCatalog(frCart, enCart);
  const tVpc = useCatalog(frVpc, enVpc);
  const locale = useLocale();
  const cart = useAppSelector(selectCart);
  const lines = cart?.products ?? [];
  const platform = useAppSelector(selectPlatform);
  const kiosk = platform === 'kiosk';
  const shipping = kiosk ? 0 : (cart?.shippingPrice ?? 0);
  const total = cart && kiosk ? kioskTotalCents(cart) / 100 : (cart?.totalPrice ?? 0);
  return (
    <aside className="mini-cart" aria-labelledby="mini-panier">
      <h2 id="mini-panier" className="mini-cart__title">
        {tCart.title}
      </h2>
      {lines.length === 0 ? (
        <p>{tCart.empty}</p>
      ) : (
        <>
          <ul className="mini-cart__lines">
            {lines.map((line) => (
              <li key={line.id}>
                <span>
                  {line.label} x {line.quantity}
                </span>
                <span>{formatEuros(line.totalPrice, locale)}</span>
              </li>
            ))}
          </ul>
          <p className="mini-cart__row">
            <span>{kiosk ? tCart.pickupRow : tCart.shipping}</span>
            <span>{formatEuros(shipping, locale)}</span>
          </p>
          <p className="mini-cart__row mini-cart__total">
            <span>{tCart.total}</span>
            <span>{formatEuros(total, locale)}</span>
          </p>
        </>
      )}
      {/* On the kiosk, in the band below the page, where every screen's main action is (issue 24 item 7). */}
      <InBandOnKiosk>
        <Link className="button" to={cartPath(platform)}>
          {tVpc.seeCart}
        </Link>
      </InBandOnKiosk>
    </aside>
  );
}
