// /cart (SPEC §2 "Cart"): lines, VAT, shipping, total, terms, and the way on to payment: /payment, or for
// a mobile ticket 'Payer', which starts the provider's card payment from here (SPEC §4).
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { enCart } from '../../i18n/en/cart';
import { frCart } from '../../i18n/fr/cart';
import { enPages } from '../../i18n/en/pages';
import { frPages } from '../../i18n/fr/pages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { signOutRequested } from '../../app/session/accountSlice';
import { selectPreferences } from '../../app/config/configSlice';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { CartLines } from '../../purchase/CartLines';
import { CartTotals } from './CartTotals';
import { CART_BACK_TARGETS } from '../../purchase/cartTypes';
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
import { TermsCheckbox } from '../../purchase/TermsCheckbox';
import { appliPayRequested, selectAppliPay } from '../appli';
import { useCatalog } from '../../i18n/language';

export default function CartPage() {
  const tShell = useCatalog(fr, en);
  const tCart = useCatalog(frCart, enCart);
  const tPages = useCatalog(frPages, enPages);
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
      <h1>{tPages.cart}</h1>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {status === 'loading' && !cart ? <Spinner /> : null}
      {cart && empty ? <p>{tCart.empty}</p> : null}
      {cart && !empty ? (
        <>
          <CartLines lines={lines} onRemove={(id) => dispatch(lineRemoveRequested(id))} />
          <CartTotals cart={cart} type={type} />
          {appli ? <p>{tCart.appliRedirect}</p> : null}
          <TermsCheckbox
            checked={accepted}
            termsUrl={termsUrl}
            error={triedWithoutTerms && !accepted ? tCart.termsRequired : null}
            ref={termsBox}
            onChange={(value) => dispatch(termsToggled(value))}
          />
        </>
      ) : null}
      {appli && appliPay.error ? <Alert tone="error">{appliPay.error}</Alert> : null}
      <div className="actions">
        <Link className="button button--secondary" to={back}>
          {tShell.app.back}
        </Link>
        {/* An empty cart (or one that could not load) offers 'Retour' only. */}
        {cart && !empty ? (
          <>
            {/* A mobile-ticket purchase abandoned: 'Annuler' signs the account out (SPEC §4) before the
                login shows again. */}
            <Link
              className="button button--secondary"
              to={back}
              onClick={appli ? () => dispatch(signOutRequested({ reason: 'customer' })) : undefined}
            >
              {tCart.cancel}
            </Link>
            {/* Locked by aria-disabled while the payment starts (SPEC §4: no double submit): it keeps focus. */}
            <button
              type="button"
              className="button"
              aria-disabled={(appli && appliPay.submitting) || undefined}
              aria-busy={(appli && appliPay.submitting) || undefined}
              onClick={goOn}
            >
              {appli ? tCart.pay : tCart.validate}
            </button>
          </>
        ) : null}
      </div>
    </section>
  );
}
