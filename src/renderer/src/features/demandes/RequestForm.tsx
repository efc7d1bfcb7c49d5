// The processing form (SPEC §2 "Request processing"): description, sections, 'Envoyer ma demande' and a
// spinner while the documents and the request are sent. A refused attempt focuses the first error.
// On the kiosk no document can be attached: a form that requires one says where to finish it instead.
import { useEffect, useId, useMemo, useRef } from 'react';
import { enAddress } from '../../i18n/en/address';
import { frAddress } from '../../i18n/fr/address';
import { enDemandes } from '../../i18n/en/demandes';
import { frDemandes } from '../../i18n/fr/demandes';
import { enKiosk } from '../../i18n/en/kiosk';
import { frKiosk } from '../../i18n/fr/kiosk';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageActions } from '../../app/layout/PageActions';
import { selectPlatform } from '../../app/appSlice';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { formErrors } from './formErrors';
import { sendRequested } from './processingActions';
import { selectProcessing } from './processingSelectors';
import { hasDocuments, needsDocuments } from './kioskDocuments';
import { KioskBlockedForm } from './KioskBlockedForm';
import { RequestSection } from './RequestSection';
import { useCatalog } from '../../i18n/language';

export function RequestForm() {
  const state = useAppSelector(selectProcessing);
  const kiosk = useAppSelector(selectPlatform) === 'kiosk';
  const sections = state.form?.sections ?? [];
  if (kiosk && needsDocuments(sections)) {
    return (
      <>
        <Description text={state.form?.description} />
        <KioskBlockedForm sections={sections} />
      </>
    );
  }
  return <FillableForm kiosk={kiosk} />;
}

function Description({ text }: { text: string | null | undefined }) {
  return text ? <p className="request-form__description">{text}</p> : null;
}

function FillableForm({ kiosk }: { kiosk: boolean }) {
  const tAddress = useCatalog(frAddress, enAddress);
  const tKiosk = useCatalog(frKiosk, enKiosk);
  const t = useCatalog(frDemandes, enDemandes);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectProcessing);
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();
  const sections = useMemo(() => state.form?.sections ?? [], [state.form]);
  const errors = formErrors(sections, state, t);
  const shown = Object.fromEntries(Object.entries(errors).filter(([id]) => state.touched[Number(id)]));

  useEffect(() => {
    if (state.invalidAttempts > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state.invalidAttempts]);

  return (
    <form
      id={formId}
      ref={formRef}
      className="request-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(sendRequested());
      }}
    >
      <Description text={state.form?.description} />
      {kiosk && hasDocuments(sections) ? (
        <Alert tone="info">{tKiosk.demandes.optionalDocuments}</Alert>
      ) : null}
      <p className="form-hint">{tAddress.mandatoryHint}</p>
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
      {/* On the kiosk, in the band below the page, where every screen's main action is (issue 24 item 7). */}
      <PageActions>
        <button type="submit" form={formId} className="button" disabled={state.saving}>
          {t.send}
        </button>
      </PageActions>
      {state.saving ? <Spinner label={t.sending} /> : null}
    </form>
  );
}
