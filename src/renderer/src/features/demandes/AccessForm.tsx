// The creation form (SPEC §2 "Request creation", §5): name, first name, e-mail, subject, pick-up point
// when the subject has a withdrawal list, captcha; 'Valider la demande d’accès' only once all is valid.
import { useId } from 'react';
import { CREATION_LIMITS } from '@shared/access-requests';
import { PageActions } from '../../app/layout/PageActions';
import { enAddress } from '../../i18n/en/address';
import { frAddress } from '../../i18n/fr/address';
import { enDemandes } from '../../i18n/en/demandes';
import { frDemandes } from '../../i18n/fr/demandes';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { CaptchaField } from './CaptchaField';
import { creationMissing, creationRules, needsPickupPoint, type CreationField } from './creationRules';
import { accessSubmitted } from './creationActions';
import { selectChosenForm, selectChosenPoint, selectCreation } from './creationSelectors';
import { fieldChanged, fieldTouched, formChosen, pointChosen } from './creationSlice';
import { SelectField } from './SelectField';
import { useCatalog } from '../../i18n/language';

export function AccessForm() {
  const tAddress = useCatalog(frAddress, enAddress);
  const t = useCatalog(frDemandes, enDemandes);
  const dispatch = useAppDispatch();
  const creation = useAppSelector(selectCreation);
  const form = useAppSelector(selectChosenForm);
  const point = useAppSelector(selectChosenPoint);
  const { values, touched } = creation;
  const bind = (field: CreationField) => ({
    value: values[field],
    error: touched[field] ? creationRules(t)[field](values[field]) : null,
    onValueChange: (value: string) => dispatch(fieldChanged({ field, value })),
    onBlur: () => dispatch(fieldTouched(field)),
  });
  const missing = creationMissing(
    { values, form, pickupPoint: point?.label ?? null, captchaToken: creation.captchaToken },
    t,
    tAddress,
  );
  // aria-disabled, not disabled: the button keeps its Tab stop and says what it waits for.
  const blocked = missing.length > 0 || creation.submitting;
  const formId = useId();

  return (
    <form
      id={formId}
      className="access-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(accessSubmitted());
      }}
    >
      <p className="form-hint">{tAddress.mandatoryHint}</p>
      <div className="form-row">
        <TextField
          label={tAddress.lastname}
          required
          maxLength={CREATION_LIMITS.name}
          autoComplete="family-name"
          {...bind('nom')}
        />
        <TextField
          label={tAddress.firstname}
          required
          maxLength={CREATION_LIMITS.name}
          autoComplete="given-name"
          {...bind('prenom')}
        />
      </div>
      <TextField
        label={t.email}
        type="email"
        required
        maxLength={CREATION_LIMITS.email}
        autoComplete="email"
        {...bind('email')}
      />
      <SelectField
        label={t.subject}
        required
        value={creation.formId === null ? '' : String(creation.formId)}
        options={creation.forms.map((f) => ({ value: String(f.id), label: f.nom }))}
        error={touched.formulaire && creation.formId === null ? t.subjectRequired : null}
        onValueChange={(value) => dispatch(formChosen(value ? Number(value) : null))}
        onBlur={() => dispatch(fieldTouched('formulaire'))}
      />
      {needsPickupPoint(form) ? (
        creation.pointsStatus === 'loading' ? (
          <Spinner />
        ) : (
          <SelectField
            label={t.pickupPoint}
            required
            value={creation.pointLabel ?? ''}
            options={creation.points.map((p) => ({ value: p.label, label: p.label }))}
            error={touched.pointRetrait && !point ? t.pickupRequired : null}
            description={point?.info ? <p className="pickup-info">{point.info}</p> : null}
            onValueChange={(value) => dispatch(pointChosen(value || null))}
            onBlur={() => dispatch(fieldTouched('pointRetrait'))}
          />
        )
      ) : null}
      <CaptchaField challenge={creation.challenge} loading={creation.challengeStatus === 'loading'} />
      {/* On the kiosk, in the band below the page, where every screen's main action is (issue 24 item 7). */}
      <PageActions>
        <button
          type="submit"
          form={formId}
          className="button"
          aria-disabled={blocked || undefined}
          aria-describedby={missing.length > 0 ? 'demande-manquant' : undefined}
          onClick={(event) => {
            if (blocked) event.preventDefault();
          }}
        >
          {t.submitAccess}
        </button>
      </PageActions>
      {missing.length > 0 ? (
        <p id="demande-manquant" className="form-hint">
          {t.missing(missing)}
        </p>
      ) : null}
      {creation.submitting ? <Spinner /> : null}
    </form>
  );
}
