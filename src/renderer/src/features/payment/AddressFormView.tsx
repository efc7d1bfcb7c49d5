// SPEC §5 "Address form": every field, its limits, and its errors once the field was changed or left.
import { useId } from 'react';
import { ADDRESS_LIMITS, addressRules, type AddressField } from '@shared/address-rules';
import { enAddress } from '../../i18n/en/address';
import { frAddress } from '../../i18n/fr/address';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../ui/TextField';
import { COUNTRIES } from './countries';
import { fieldChanged, fieldTouched, selectPayment } from './paymentSlice';
import { useCatalog } from '../../i18n/language';

/** `delivery`: shop goods are posted to this address, so the form says so; otherwise it asks the
 * customer's details (a receipt and a ticket go by e-mail). */
export function AddressFormView({ delivery }: { delivery: boolean }) {
  const f = useCatalog(frAddress, enAddress);
  const dispatch = useAppDispatch();
  const { form, touched, cities } = useAppSelector(selectPayment);
  const citiesId = useId();
  const countryId = useId();
  const error = (field: AddressField) => (touched[field] ? addressRules(f.errors)[field](form[field]) : null);
  const bind = (field: AddressField) => ({
    value: form[field],
    error: error(field),
    onValueChange: (value: string) => dispatch(fieldChanged({ field, value })),
    onBlur: () => dispatch(fieldTouched(field)),
  });
  const genderError = error('gender');

  return (
    <fieldset className="address-form">
      <legend>{delivery ? f.deliveryLegend : f.legend}</legend>
      <p className="form-hint">{f.mandatoryHint}</p>
      <div
        className="field"
        role="radiogroup"
        aria-labelledby="civilite"
        aria-describedby={genderError ? 'civilite-erreur' : undefined}
      >
        <span id="civilite" className="field__label">
          {f.gender}
          <span aria-hidden="true"> *</span>
        </span>
        <div className="radios">
          {(['MME', 'MR'] as const).map((gender) => (
            <label key={gender} className="radio">
              <input
                type="radio"
                name="gender"
                value={gender}
                checked={form.gender === gender}
                onChange={() => dispatch(fieldChanged({ field: 'gender', value: gender }))}
                onBlur={() => dispatch(fieldTouched('gender'))}
              />
              {gender === 'MME' ? f.mme : f.mr}
            </label>
          ))}
        </div>
        {genderError ? (
          <p id="civilite-erreur" className="field__error">
            {genderError}
          </p>
        ) : null}
      </div>
      <div className="form-row">
        <TextField
          label={f.lastname}
          required
          maxLength={ADDRESS_LIMITS.name}
          autoComplete="family-name"
          {...bind('lastname')}
        />
        <TextField
          label={f.firstname}
          required
          maxLength={ADDRESS_LIMITS.name}
          autoComplete="given-name"
          {...bind('firstname')}
        />
      </div>
      <div className="form-row">
        <TextField
          label={f.phone}
          type="tel"
          maxLength={ADDRESS_LIMITS.phone}
          autoComplete="tel"
          {...bind('phone')}
        />
        <TextField
          label={f.secondPhone}
          type="tel"
          maxLength={ADDRESS_LIMITS.phone}
          {...bind('secondPhone')}
        />
      </div>
      <TextField
        label={f.email}
        type="email"
        required
        maxLength={ADDRESS_LIMITS.email}
        autoComplete="email"
        {...bind('email')}
      />
      <TextField
        label={f.address}
        required
        maxLength={ADDRESS_LIMITS.address}
        autoComplete="address-line1"
        {...bind('address')}
      />
      <TextField
        label={f.addressComplement}
        maxLength={ADDRESS_LIMITS.address}
        autoComplete="address-line2"
        {...bind('addressComplement')}
      />
      <div className="field">
        <label htmlFor={countryId}>
          {f.country}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={countryId}
          required
          value={form.countryCode}
          onChange={(event) => dispatch(fieldChanged({ field: 'countryCode', value: event.target.value }))}
        >
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <div className="form-row">
        <TextField
          label={f.postalCode}
          required
          maxLength={10}
          autoComplete="postal-code"
          {...bind('postalCode')}
        />
        <TextField
          label={f.town}
          required
          maxLength={ADDRESS_LIMITS.town}
          list={citiesId}
          autoComplete="address-level2"
          {...bind('town')}
        />
        <datalist id={citiesId}>
          {cities.map((city) => (
            <option key={city.text} value={city.value}>
              {city.text}
            </option>
          ))}
        </datalist>
      </div>
    </fieldset>
  );
}
