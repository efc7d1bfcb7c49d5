// /cart (SPEC §2 "Cart"): lines, VAT, shipping, total, terms, and the way on to payment: /payment, or for
// a mobile ticket 'Payer', which starts the provider's card payment from here (SPEC §4).
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
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
import { appliPayRequested, selectAppliPay } from '../appli/appliPaySlice';

export default function CartPage() {
  const dispatch = useAppDispatch();
  const type = useAppSelector(selectCartType);
  const cart = useAppSelector(selectCart);
  const status = useAppSelector(selectCartStatus);
  const error = useAppSelector(selectCartError);
  const accepted = useAppSelector(selectTermsAccepted);
  const termsUrl = useAppSelector(selectPreferences)?.termsUrl;
  const navigate = useNavigate();
  const termsBox = useRef<HTMLInputElement>(null);
  const appliPay = useAppSelector(selectAppliPay);
  const appli = type === 'appli';
  // SPEC §4/§5: going on without the terms says so (until they are ticked) and leads to the box.
  const [triedWithoutTerms, setTriedWithoutTerms] = useState(false);

  useEffect(() => {
    if (type) dispatch(cartRequested());
  }, [dispatch, type]);

  if (!type) return <Navigate to="/home" replace />;
  const lines = cart?.products ?? [];
  const empty = lines.length === 0;
  const back = CART_BACK_TARGETS[type];
  const goOn = () => {
    if (accepted) {
      if (appli) dispatch(appliPayRequested());
      else void navigate('/payment');
      return;
    }
    setTriedWithoutTerms(true);
    termsBox.current?.focus();
  };

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
          {appli ? <p>{frCart.appliRedirect}</p> : null}
          <TermsCheckbox
            checked={accepted}
            termsUrl={termsUrl}
            error={triedWithoutTerms && !accepted ? frCart.termsRequired : null}
            ref={termsBox}
            onChange={(value) => dispatch(termsToggled(value))}
          />
        </>
      ) : null}
      {appli && appliPay.error ? <Alert tone="error">{appliPay.error}</Alert> : null}
      <div className="actions">
        <Link className="button button--secondary" to={back}>
          {fr.app.back}
        </Link>
        {/* An empty cart (or one that could not load) offers 'Retour' only. */}
        {cart && !empty ? (
          <>
            <Link className="button button--secondary" to={back}>
              {frCart.cancel}
            </Link>
            {/* Locked by aria-disabled while the payment starts (SPEC §4: no double submit): it keeps focus. */}
            <button
              type="button"
              className="button"
              aria-disabled={(appli && appliPay.submitting) || undefined}
              aria-busy={(appli && appliPay.submitting) || undefined}
              onClick={goOn}
            >
              {appli ? frCart.pay : frCart.validate}
            </button>
          </>
        ) : null}
      </div>
    </section>
  );
}
