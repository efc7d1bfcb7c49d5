// /cart (SPEC §2 "Cart"): lines, VAT, shipping, total, terms, and the way on to payment.
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { frCart } from '../../i18n/fr/cart';
import { frPages } from '../../i18n/fr/pages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPreferences } from '../../app/config/configSlice';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { CartLines } from './CartLines';
import { CartTotals } from './CartTotals';
import { CART_BACK_TARGETS } from './cartTypes';
import {
  cartRequested,
  lineRemoveRequested,
  selectCart,
  selectCartError,
  selectCartStatus,
  selectCartType,
  selectTermsAccepted,
  termsToggled,
} from './cartSlice';
import { TermsCheckbox } from './TermsCheckbox';

export default function CartPage() {
  const dispatch = useAppDispatch();
  const type = useAppSelector(selectCartType);
  const cart = useAppSelector(selectCart);
  const status = useAppSelector(selectCartStatus);
  const error = useAppSelector(selectCartError);
  const accepted = useAppSelector(selectTermsAccepted);
  const termsUrl = useAppSelector(selectPreferences)?.termsUrl;

  useEffect(() => {
    if (type) dispatch(cartRequested());
  }, [dispatch, type]);

  if (!type) return <Navigate to="/home" replace />;
  const lines = cart?.products ?? [];
  const empty = lines.length === 0;
  const back = CART_BACK_TARGETS[type];

  return (
    <section className="page cart">
      <h1>{frPages.cart}</h1>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {status === 'loading' && !cart ? <Spinner /> : null}
      {cart && empty ? <p>{frCart.empty}</p> : null}
      {cart && !empty ? (
        <>
          <CartLines lines={lines} onRemove={(id) => dispatch(lineRemoveRequested(id))} />
          <CartTotals cart={cart} type={type} />
          {type === 'appli' ? <p>{frCart.appliRedirect}</p> : null}
        </>
      ) : null}
      <TermsCheckbox
        checked={accepted}
        termsUrl={termsUrl}
        onChange={(value) => dispatch(termsToggled(value))}
      />
      <div className="actions">
        <Link className="button button--secondary" to={back}>
          {fr.app.back}
        </Link>
        <Link className="button button--secondary" to={back}>
          {frCart.cancel}
        </Link>
        {empty ? (
          <button type="button" className="button" disabled>
            {type === 'appli' ? frCart.pay : frCart.validate}
          </button>
        ) : (
          <Link className="button" to="/payment">
            {type === 'appli' ? frCart.pay : frCart.validate}
          </Link>
        )}
      </div>
    </section>
  );
}
