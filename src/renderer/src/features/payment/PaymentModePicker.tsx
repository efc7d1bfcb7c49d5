// SPEC §2 "Payment": the payment-method picker (sorted by value, chosen when there is only one).
import { enPayment } from '../../i18n/en/payment';
import { frPayment } from '../../i18n/fr/payment';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { modeChosen, selectPayment } from './paymentSlice';
import { useCatalog } from '../../i18n/language';

export function PaymentModePicker() {
  const tPayment = useCatalog(frPayment, enPayment);
  const dispatch = useAppDispatch();
  const { modes, mode } = useAppSelector(selectPayment);
  if (!modes) return null;
  return (
    <fieldset className="payment-modes">
      <legend>
        {tPayment.modeLegend}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="payment-modes__list">
        {modes.map((option) => (
          <label
            key={option.value}
            className={`payment-mode${mode === option.value ? ' payment-mode--chosen' : ''}`}
          >
            <input
              type="radio"
              name="paymentMode"
              value={option.value}
              checked={mode === option.value}
              onChange={() => dispatch(modeChosen(option.value))}
            />
            <img src={option.logo} alt={option.alt} height={32} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
