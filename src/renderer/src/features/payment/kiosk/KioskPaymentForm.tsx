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
import { CartLines } from '../../../purchase/CartLines';
import { lineRemoveRequested, selectCart, selectCartStatus } from '../../cart';
import { fieldTouched, fieldTyped, payRequested, selectPayment } from '../paymentSlice';
import { PayFooter } from '../PayFooter';
import { KioskTotals } from './KioskTotals';
import { useCatalog } from '../../../i18n/language';
import { useEffect, useId, useRef } from 'react';
import { selectAccessibilityOn, afterPress } from '../../kiosk';
import { selectSaleAbility } from '../../../app/readiness/readinessSlice';
import { saleKindOfCart } from '../../../app/readiness/saleKinds';

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
  // A reload sold while the kiosk cannot print has its receipt e-mailed (main's readiness, issue 25 §1).
  const ability = useAppSelector(selectSaleAbility(saleKindOfCart(type)));
  const receiptEmailed = ability?.canStart === true && ability.receipt === 'e-mailed';
  // An invalid e-mail is said by the pay saga when the button is pressed (PayFooter).
  const canPay = !payment.submitting && lines.length > 0;
  const formId = useId();
  const emailField = useRef<HTMLInputElement>(null);
  // Its error shows once the customer has typed and left the field, or pressed the pay button (the pay
  // saga touches it): not on arrival, nor when the field is left untouched.
  const typed = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const accessible = useAppSelector(selectAccessibilityOn);
  const opened = useRef(false);
  const shown = lines.length > 0;
  // The one thing this page asks is typed at once, its keyboard open: a tap less (issue 24 item 4). Once,
  // when the order shows (so the field opens at its final place) and no e-mail is there yet. In the
  // accessibility mode the page opens on its heading: a blind customer hears where they are first (item 8).
  useEffect(() => {
    if (opened.current || !shown) return;
    opened.current = true;
    if (!accessible && email === '') emailField.current?.focus();
  }, [accessible, email, shown]);

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
        ref={emailField}
        label={tAddress.email}
        type="email"
        inputMode="email"
        autoComplete="off"
        required
        maxLength={ADDRESS_LIMITS.email}
        value={email}
        error={emailError}
        onValueChange={(value) => {
          typed.current = true;
          dispatch(fieldTyped({ field: 'email', value }));
        }}
        onBlur={() => {
          // Shown under the field, the error moves what follows: not under the finger leaving it.
          // Left for 'Accueil', the form is gone with the customer: nothing touched for the next one.
          if (typed.current)
            afterPress(() => {
              if (mounted.current) dispatch(fieldTouched('email'));
            });
        }}
      />
      <p className="form-hint">{tKiosk.emailHint}</p>
      {receiptEmailed ? <p className="form-hint">{tKiosk.receiptByEmail}</p> : null}
      <PayFooter type={type} canPay={canPay} inApp form={formId} />
    </form>
  );
}
