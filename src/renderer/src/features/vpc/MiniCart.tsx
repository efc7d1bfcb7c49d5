// SPEC §2 "Shop": lines, shipping, total and 'Consulter mon panier', on the shop item pages only.
import { Link } from 'react-router-dom';
import { formatEuros } from '@shared/money';
import { frCart } from '../../i18n/fr/cart';
import { frVpc } from '../../i18n/fr/vpc';
import { useAppSelector } from '../../app/hooks';
import { selectCart } from '../cart/cartSlice';

export function MiniCart() {
  const cart = useAppSelector(selectCart);
  const lines = cart?.products ?? [];
  return (
    <aside className="mini-cart" aria-labelledby="mini-panier">
      <h2 id="mini-panier" className="mini-cart__title">
        {frCart.title}
      </h2>
      {lines.length === 0 ? (
        <p>{frCart.empty}</p>
      ) : (
        <>
          <ul className="mini-cart__lines">
            {lines.map((line) => (
              <li key={line.id}>
                <span>
                  {line.label} x {line.quantity}
                </span>
                <span>{formatEuros(line.totalPrice)}</span>
              </li>
            ))}
          </ul>
          <p className="mini-cart__row">
            <span>{frCart.shipping}</span>
            <span>{formatEuros(cart?.shippingPrice ?? 0)}</span>
          </p>
          <p className="mini-cart__row mini-cart__total">
            <span>{frCart.total}</span>
            <span>{formatEuros(cart?.totalPrice ?? 0)}</span>
          </p>
        </>
      )}
      <Link className="button" to="/cart">
        {frVpc.seeCart}
      </Link>
    </aside>
  );
}
