// /payment (SPEC §2 "Payment"): strong-authentication notice, address, payment mode, terms and pay.
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { formatEuros, toCents } from '@shared/money';
import { CASH_PAYMENT_MODE } from '@shared/terminal-outcome';
import { CashPanel } from './CashPanel';
import { enCart } from '../../i18n/en/cart';
import { frCart } from '../../i18n/fr/cart';
import { enPages } from '../../i18n/en/pages';
import { frPages } from '../../i18n/fr/pages';
import { enKiosk } from '../../i18n/en/kiosk';
import { frKiosk } from '../../i18n/fr/kiosk';
import { enPayment } from '../../i18n/en/payment';
import { frPayment } from '../../i18n/fr/payment';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPlatform } from '../../app/appSlice';
import { Spinner } from '../../ui/Spinner';
import { selectCart, selectCartType, selectTermsAccepted } from '../cart';
import { CART_BACK_TARGETS } from '../../purchase/cartTypes';
import { AddressFormView } from './AddressFormView';
import { KioskPaymentForm } from './kiosk/KioskPaymentForm';
import { TerminalStatus } from './kiosk/TerminalStatus';
import { PaymentModePicker } from './PaymentModePicker';
import { PayFooter } from './PayFooter';
import { noticeDismissRequested, paymentOpened, payRequested, selectPayment } from './paymentSlice';
import { useCatalog, useLocale } from '../../i18n/language';

export default function PaymentPage() {
  const tShell = useCatalog(fr, en);
  const tCart = useCatalog(frCart, enCart);
  const tPages = useCatalog(frPages, enPages);
  const tPayment = useCatalog(frPayment, enPayment);
  const tKiosk = useCatalog(frKiosk, enKiosk);
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const type = useAppSelector(selectCartType);
  const cart = useAppSelector(selectCart);
  const payment = useAppSelector(selectPayment);
  const platform = useAppSelector(selectPlatform);
  const heading = useRef<HTMLHeadingElement>(null);
  // SPEC §2 "Cart" carries the terms: accepted there, they are not asked again here. Reached without
  // them (a reload, a direct link), this page asks once; the kiosk has no cart and always asks here.
  const acceptedOnArrival = useState(useAppSelector(selectTermsAccepted))[0];

  useEffect(() => {
    dispatch(paymentOpened());
  }, [dispatch]);

  if (!type) return <Navigate to="/home" replace />;
  const title = type === 'vpc' ? tPages.paymentShop : tPages.payment;
  // An empty basket has nothing to pay: the cart's own text, not a form (once no payment runs: a kiosk's
  // paid basket empties while the terminal's outcome still shows).
  const emptyBasket = cart?.products.length === 0 && !payment.submitting && payment.terminal.phase === 'idle';
  const { terminal } = payment;
  // A counter paying on its terminal or in cash: the outcome replaces the form, as on the kiosk.
  if (platform === 'counter' && terminal.phase !== 'idle')
    return (
      <section className="page payment">
        <h1>{terminal.phase === 'waiting' && !terminal.inCash ? tKiosk.cardPaymentTitle : title}</h1>
        <TerminalStatus terminal={{ ...terminal, phase: terminal.phase }} />
      </section>
    );
  if (platform === 'kiosk') {
    return (
      <section className="page payment payment--kiosk">
        <h1>{terminal.phase === 'waiting' ? tKiosk.cardPaymentTitle : title}</h1>
        {emptyBasket ? (
          <p>{tCart.empty}</p>
        ) : terminal.phase === 'idle' ? (
          <KioskPaymentForm type={type} />
        ) : (
          <TerminalStatus terminal={{ ...terminal, phase: terminal.phase }} />
        )}
      </section>
    );
  }
  if (emptyBasket)
    return (
      <section className="page payment">
        <h1>{title}</h1>
        <p>{tCart.empty}</p>
        <div className="actions">
          <Link className="button button--secondary" to={CART_BACK_TARGETS[type]}>
            {tShell.app.back}
          </Link>
        </div>
      </section>
    );
  // What is missing (address, payment mode, terms) is said by the pay saga's SPEC §8 message when the
  // button is pressed; a disabled button was skipped by Tab with nothing saying why.
  const canPay = !payment.submitting && (cart?.products.length ?? 0) > 0;

  return (
    <section className="page payment">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {payment.noticeDismissed ? null : (
        <div className="notice" role="note">
          <p>{tPayment.strongAuthNotice}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              dispatch(noticeDismissRequested());
              // The button goes with the notice: focus stays where the notice was, before the form.
              heading.current?.focus();
            }}
          >
            {tPayment.dismissNotice}
          </button>
        </div>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          dispatch(payRequested());
        }}
      >
        {/* Only shop goods are posted (a kiosk's wait at the agency and ask no address). */}
        <AddressFormView delivery={type === 'vpc'} />
        {payment.modesStatus === 'loading' ? <Spinner /> : <PaymentModePicker />}
        {platform === 'counter' && payment.mode === CASH_PAYMENT_MODE && cart ? (
          <CashPanel totalCents={toCents(cart.totalPrice)} />
        ) : null}
        {cart ? (
          <p className="payment__total">
            {tCart.total} : <strong>{formatEuros(cart.totalPrice, locale)}</strong>
          </p>
        ) : null}
        <PayFooter type={type} canPay={canPay} askTerms={!acceptedOnArrival} />
      </form>
    </section>
  );
}
