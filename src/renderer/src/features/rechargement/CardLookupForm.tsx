// The card lookup of /rechargement/infos and /rechargement/infos-od (SPEC §2 "Card reload", §5 "Card
// lookup"): the card's picture, its number, the optional birth date, 'Valider'. On the kiosk 'Valider' sits
// in the bottom band, above the on-screen keyboard (issue 24 item 3): it names the form by its id.
import { useEffect, useId, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPreferences } from '../../app/config/configSlice';
import { PageActions } from '../../app/layout/PageActions';
import { enRechargement } from '../../i18n/en/rechargement';
import { frRechargement } from '../../i18n/fr/rechargement';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { BirthDateFields } from './BirthDateFields';
import { cardFormErrors, normaliseCardNumber, type LookupTarget } from './cardLookupRules';
import { formChanged, lookupOpened, lookupRequested, selectRechargement } from './rechargementSlice';
import './rechargement.css';
import { useCatalog } from '../../i18n/language';

export function CardLookupForm({ target }: { target: LookupTarget }) {
  const t = useCatalog(frRechargement, enRechargement).lookup;
  const dispatch = useAppDispatch();
  const { form, attempted, years, searching, error } = useAppSelector(selectRechargement);
  const image = useAppSelector(selectPreferences)?.carteRechargement;
  const numberField = useRef<HTMLInputElement>(null);
  const formId = useId();
  useEffect(() => {
    dispatch(lookupOpened());
  }, [dispatch]);
  const errors = cardFormErrors(form, t);
  const shown = attempted ? errors : { cardNumber: null };

  return (
    <form
      id={formId}
      className="card-lookup"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(lookupRequested(target));
        // The customer is taken to what needs fixing.
        if (errors.cardNumber) numberField.current?.focus();
      }}
    >
      {image ? (
        <img
          className="card-lookup__image"
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
        />
      ) : null}
      <TextField
        ref={numberField}
        label={t.cardNumber}
        required
        inputMode="numeric"
        autoComplete="off"
        value={form.cardNumber}
        error={shown.cardNumber}
        // No maxLength: the browser would cut a pasted '1000 0000 0001' before its spaces go; the 12
        // characters are kept once they are gone.
        onValueChange={(value) => dispatch(formChanged({ cardNumber: normaliseCardNumber(value) }))}
      />
      <BirthDateFields parts={form} years={years ?? []} onChange={(parts) => dispatch(formChanged(parts))} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {searching ? <Spinner /> : null}
      <PageActions>
        <button type="submit" form={formId} className="button" aria-disabled={searching || undefined}>
          {t.validate}
        </button>
      </PageActions>
    </form>
  );
}
