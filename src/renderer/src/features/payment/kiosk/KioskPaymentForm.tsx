// /payment on the kiosk (SPEC §1, §5 "On kiosk only the email is asked"): the order, the e-mail, the terms,
// and the button that starts the card terminal. The kiosk has no /cart, so the order's lines are shown here,
// with the amount the terminal will charge: no shipping, since the goods are collected at the agency.
import { ADDRESS_LIMITS, addressRules } from '@shared/address-rules';
import type { CartType } from '@shared/shop';
import { enAddress } from '../../../i18n/en/address';
import { frAddress } from '../../../i18n/fr/address';
import { enCart } from '../../../i18n/en/cart';
import { frCart } from '../../../i18n/fr/cart';
import { enKiosk } from '../../../i18n/en/kiosk';
import { frKiosk } from '../../../i18n/fr/kiosk';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { CartLines } from '../../cart/CartLines';
import { lineRemoveRequested, selectCart, selectCartStatus } from '../../cart/cartSlice';
import { fieldChanged, fieldTouched, payRequested, selectPayment } from '../paymentSlice';
import { PayFooter } from '../PayFooter';
import { KioskTotals } from './KioskTotals';
import { useCatalog } from '../../../i18n/language';
import { useId } from 'react';

export function KioskPaymentForm({ type }: { type: CartType }) {
  const tAddress = useCatalog(frAddress, enAddress);
  const tCart = useCatalog(frCart, enCart);
  const tKiosk = useCatalog(frKiosk, enKiosk);
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const cartStatus = useAppSelector(selectCartStatus);
  const payment = useAppSelector(selectPayment);
  const email = payment.form.email;
  const emailError = payment.touched.email ? addressRules(tAddress.errors).email(email) : null;
  const lines = cart?.products ?? [];
  // An invalid e-mail is said by the pay saga when the button is pressed (PayFooter).
  const canPay = !payment.submitting && lines.length > 0;
  const formId = useId();

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(payRequested());
      }}
    >
      <h2>{tKiosk.orderLines}</h2>
      {cartStatus === 'loading' && !cart ? <Spinner /> : null}
      {cart && lines.length === 0 ? <p>{tCart.empty}</p> : null}
      {cart && lines.length > 0 ? (
        <>
          <CartLines lines={lines} onRemove={(id) => dispatch(lineRemoveRequested(id))} />
          <KioskTotals cart={cart} type={type} />
        </>
      ) : null}
      <p className="form-hint">{tAddress.mandatoryHint}</p>
      <TextField
        label={tAddress.email}
        type="email"
        inputMode="email"
        autoComplete="off"
        required
        maxLength={ADDRESS_LIMITS.email}
        value={email}
        error={emailError}
        onValueChange={(value) => dispatch(fieldChanged({ field: 'email', value }))}
        onBlur={() => dispatch(fieldTouched('email'))}
      />
      <p className="form-hint">{tKiosk.emailHint}</p>
      <PayFooter type={type} canPay={canPay} inApp form={formId} />
    </form>
  );
}
