// The counter's cash payment (issue 29 §2): the agent types what the customer handed over and reads the
// change to give back before taking the payment; main records the sale in the till.
import { changeCents } from '@shared/till-bridge';
import { formatEuros, parseTypedEuros } from '@shared/money';
import { enPayment } from '../../i18n/en/payment';
import { frPayment } from '../../i18n/fr/payment';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../ui/TextField';
import './cash-panel.css';
import { cashGivenTyped, selectPayment } from './paymentSlice';
import { useCatalog, useLocale } from '../../i18n/language';

export function CashPanel({ totalCents }: { totalCents: number }) {
  const m = useCatalog(frPayment, enPayment);
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const { cashGiven } = useAppSelector(selectPayment);
  const given = parseTypedEuros(cashGiven);
  const change = given === null ? null : changeCents(totalCents, given);
  const error =
    cashGiven.trim() === ''
      ? null
      : given === null
        ? m.cashInvalid
        : change === null
          ? m.cashTooLittle
          : null;
  const euros = (cents: number) => formatEuros(cents / 100, locale);
  return (
    <fieldset className="cash-panel">
      <legend>{m.cashLegend}</legend>
      <p>
        {m.cashToPay} : <strong>{euros(totalCents)}</strong>
      </p>
      <TextField
        label={m.cashGiven}
        value={cashGiven}
        required
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
        error={error}
        onValueChange={(value) => dispatch(cashGivenTyped(value))}
      />
      <p className="form-hint">{m.cashGivenHint}</p>
      <p className="cash-panel__change" aria-live="polite">
        {change !== null ? (
          <>
            {m.cashChange} : <strong>{euros(change)}</strong>
          </>
        ) : null}
      </p>
    </fieldset>
  );
}
