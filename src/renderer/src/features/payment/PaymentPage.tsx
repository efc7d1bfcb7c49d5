// /payment (SPEC §2 "Payment"): strong-authentication notice, address, payment mode, terms and pay.
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { validateAddress } from '@shared/address-rules';
import { formatEuros } from '@shared/money';
import { fr } from '../../i18n/fr';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPreferences } from '../../app/config/configSlice';
import { selectPlatform } from '../../app/appSlice';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { selectCart, selectCartType, selectTermsAccepted, termsToggled } from '../cart/cartSlice';
import { TermsCheckbox } from '../cart/TermsCheckbox';
import { AddressFormView } from './AddressFormView';
import { KioskPaymentForm } from './kiosk/KioskPaymentForm';
import { TerminalStatus } from './kiosk/TerminalStatus';
import { PaymentModePicker } from './PaymentModePicker';
import { noticeDismissRequested, paymentOpened, payRequested, selectPayment } from './paymentSlice';

export default function PaymentPage() {
  const dispatch = useAppDispatch();
  const type = useAppSelector(selectCartType);
  const cart = useAppSelector(selectCart);
  const payment = useAppSelector(selectPayment);
  const accepted = useAppSelector(selectTermsAccepted);
  const termsUrl = useAppSelector(selectPreferences)?.termsUrl;
  const platform = useAppSelector(selectPlatform);

  useEffect(() => {
    dispatch(paymentOpened());
  }, [dispatch]);

  if (!type) return <Navigate to="/home" replace />;
  const title = type === 'vpc' ? fr.pages.paymentShop : fr.pages.payment;
  if (platform === 'kiosk') {
    const { terminal } = payment;
    return (
      <section className="page payment payment--kiosk">
        <h1>{title}</h1>
        {terminal.phase === 'idle' ? (
          <KioskPaymentForm type={type} />
        ) : (
          <TerminalStatus terminal={{ ...terminal, phase: terminal.phase }} />
        )}
      </section>
    );
  }
  const formValid = Object.keys(validateAddress(payment.form)).length === 0;
  const canPay =
    formValid && payment.mode !== null && !payment.submitting && (cart?.products.length ?? 0) > 0;

  return (
    <section className="page payment">
      <h1>{title}</h1>
      {payment.noticeDismissed ? null : (
        <div className="notice" role="note">
          <p>{fr.payment.strongAuthNotice}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dispatch(noticeDismissRequested())}
          >
            {fr.payment.dismissNotice}
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
            {fr.cart.total} : <strong>{formatEuros(cart.totalPrice)}</strong>
          </p>
        ) : null}
        <TermsCheckbox
          checked={accepted}
          termsUrl={termsUrl}
          onChange={(value) => dispatch(termsToggled(value))}
        />
        {payment.error ? <Alert tone="error">{payment.error}</Alert> : null}
        <div className="actions">
          <button
            type="submit"
            className="button"
            disabled={!canPay}
            aria-busy={payment.submitting || undefined}
          >
            {type === 'appli' ? fr.cart.pay : fr.cart.validate}
          </button>
        </div>
      </form>
    </section>
  );
}
