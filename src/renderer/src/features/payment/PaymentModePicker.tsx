// SPEC §2 "Payment": the payment-method picker (sorted by value, chosen when there is only one).
import { frPayment } from '../../i18n/fr/payment';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { modeChosen, selectPayment } from './paymentSlice';

export function PaymentModePicker() {
  const dispatch = useAppDispatch();
  const { modes, mode } = useAppSelector(selectPayment);
  if (!modes) return null;
  return (
    <fieldset className="payment-modes">
      <legend>
        {frPayment.modeLegend}
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
