// /payment (SPEC §2 "Payment"): strong-authentication notice, address, payment mode, terms and pay.
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { formatEuros } from '@shared/money';
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
import { selectCart, selectCartType } from '../cart/cartSlice';
import { AddressFormView } from './AddressFormView';
import { KioskPaymentForm } from './kiosk/KioskPaymentForm';
import { TerminalStatus } from './kiosk/TerminalStatus';
import { PaymentModePicker } from './PaymentModePicker';
import { PayFooter } from './PayFooter';
import { noticeDismissRequested, paymentOpened, payRequested, selectPayment } from './paymentSlice';
import { useCatalog, useLocale } from '../../i18n/language';

export default function PaymentPage() {
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

  useEffect(() => {
    dispatch(paymentOpened());
  }, [dispatch]);

  if (!type) return <Navigate to="/home" replace />;
  const title = type === 'vpc' ? tPages.paymentShop : tPages.payment;
  if (platform === 'kiosk') {
    const { terminal } = payment;
    return (
      <section className="page payment payment--kiosk">
        <h1>{terminal.phase === 'waiting' ? tKiosk.cardPaymentTitle : title}</h1>
        {terminal.phase === 'idle' ? (
          <KioskPaymentForm type={type} />
        ) : (
          <TerminalStatus terminal={{ ...terminal, phase: terminal.phase }} />
        )}
      </section>
    );
  }
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
        <AddressFormView />
        {payment.modesStatus === 'loading' ? <Spinner /> : <PaymentModePicker />}
        {cart ? (
          <p className="payment__total">
            {tCart.total} : <strong>{formatEuros(cart.totalPrice, locale)}</strong>
          </p>
        ) : null}
        <PayFooter type={type} canPay={canPay} />
      </form>
    </section>
  );
}
