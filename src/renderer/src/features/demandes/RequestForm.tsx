// The processing form (SPEC §2 "Request processing"): description, sections, 'Envoyer ma demande' and a
// spinner while the documents and the request are sent. A refused attempt focuses the first error.
import { useEffect, useMemo, useRef } from 'react';
import { fr } from '../../i18n/fr';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { formErrors } from './formErrors';
import { sendRequested } from './processingActions';
import { selectProcessing } from './processingSelectors';
import { RequestSection } from './RequestSection';

const t = fr.demandes;

export function RequestForm() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectProcessing);
  const formRef = useRef<HTMLFormElement>(null);
  const sections = useMemo(() => state.form?.sections ?? [], [state.form]);
  const errors = formErrors(sections, state);
  const shown = Object.fromEntries(Object.entries(errors).filter(([id]) => state.touched[Number(id)]));

  useEffect(() => {
    if (state.invalidAttempts > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state.invalidAttempts]);

  return (
    <form
      ref={formRef}
      className="request-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(sendRequested());
      }}
    >
      {state.form?.description ? <p className="request-form__description">{state.form.description}</p> : null}
      <p className="form-hint">{fr.address.mandatoryHint}</p>
      {sections.map((section) => (
        <RequestSection
          key={`${section.position}-${section.nom}`}
          section={section}
          values={state.values}
          lists={state.lists}
          files={state.files}
          errors={shown}
        />
      ))}
      {state.sendError ? <Alert tone="error">{state.sendError}</Alert> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={state.saving}>
          {t.send}
        </button>
      </div>
      {state.saving ? <Spinner label={t.sending} /> : null}
    </form>
  );
}
