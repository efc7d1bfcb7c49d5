// The end of every payment form: the terms, the last error, and 'Valider les achats' (or 'Payer' for the
// mobile-ticket flow), locked while a payment runs (SPEC §2 "Payment", §4 double submit). Locked by
// aria-disabled, not disabled: it stays in the Tab order and keeps its focus; what is missing is said by
// the pay saga's message when pressed.
import type { CartType } from '@shared/shop';
import { enCart } from '../../i18n/en/cart';
import { frCart } from '../../i18n/fr/cart';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPreferences } from '../../app/config/configSlice';
import { Alert } from '../../ui/Alert';
import { selectTermsAccepted, termsToggled } from '../cart';
import { TermsCheckbox } from '../../purchase/TermsCheckbox';
import { selectPayment } from './paymentSlice';
import { useCatalog } from '../../i18n/language';
import { PageActions } from '../../app/layout/PageActions';

export function PayFooter({
  type,
  canPay,
  inApp,
  form,
  askTerms = true,
}: {
  type: CartType;
  canPay: boolean;
  /** False when the terms were accepted earlier in this purchase (on the cart): not asked twice. */
  askTerms?: boolean;
  inApp?: boolean;
  /** The form's id: on the kiosk the button sits in the band, outside the form (issue 24 item 3). */
  form?: string;
}) {
  const tCart = useCatalog(frCart, enCart);
  const dispatch = useAppDispatch();
  const payment = useAppSelector(selectPayment);
  const accepted = useAppSelector(selectTermsAccepted);
  const termsUrl = useAppSelector(selectPreferences)?.termsUrl;
  return (
    <>
      {askTerms ? (
        <TermsCheckbox
          checked={accepted}
          termsUrl={termsUrl}
          inApp={inApp}
          onChange={(value) => dispatch(termsToggled(value))}
        />
      ) : null}
      {payment.error ? <Alert tone="error">{payment.error}</Alert> : null}
      <PageActions>
        <button
          type="submit"
          form={form}
          className="button"
          aria-disabled={!canPay || undefined}
          aria-busy={payment.submitting || undefined}
          onClick={(event) => {
            if (!canPay) event.preventDefault();
          }}
        >
          {type === 'appli' ? tCart.pay : tCart.validate}
        </button>
      </PageActions>
    </>
  );
}
