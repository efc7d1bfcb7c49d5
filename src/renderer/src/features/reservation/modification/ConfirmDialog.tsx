// The confirmation of a modification (SPEC §2, §4, §5): the run chosen, the e-mail when the order was
// not made on the web (required, at most 120, SPEC §5 rule), 'Annuler' and 'Confirmer'. A failure is said
// in the dialog and keeps everything chosen, for another try.
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { MODIFICATION_EMAIL_MAX, modificationEmailError } from '@shared/reservation-rules';
import { formatDuration, legMinutes } from '@shared/reservation-rules';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { enReservation } from '../../../i18n/en/reservation';
import { frReservation } from '../../../i18n/fr/reservation';
import { enModification } from '../../../i18n/en/reservationModification';
import { frModification } from '../../../i18n/fr/reservationModification';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { formatDay, localTime } from '../../../ui/dates';
import { needsEmail } from './modificationRules';
import {
  confirmClosed,
  confirmRequested,
  emailChanged,
  emailTouched,
  selectModification,
} from './modificationSlice';
import '../dialog.css';
import './dialog.css';
import { useCatalog } from '../../../i18n/language';

export function ConfirmDialog() {
  const t = useCatalog(frReservation, enReservation);
  const m = useCatalog(frModification, enModification);
  const dispatch = useAppDispatch();
  const {
    order,
    chosen,
    email,
    emailTouched: touched,
    submitting,
    submitProblem,
  } = useAppSelector(selectModification);
  const asksEmail = order !== null && needsEmail(order);
  const emailProblem = asksEmail ? modificationEmailError(email, m.emailErrors) : null;
  const blocked = emailProblem !== null || submitting;
  const leg = chosen?.leg;
  return (
    <ModalOverlay
      className="reservation-modal"
      isOpen={chosen !== null}
      isDismissable={!submitting}
      isKeyboardDismissDisabled={submitting}
      onOpenChange={(open) => {
        if (!open) dispatch(confirmClosed());
      }}
    >
      <Modal className="reservation-modal__box">
        <Dialog className="modif-dialog confirm-dialog">
          <Heading slot="title" className="modif-dialog__title">
            {m.confirmTitle}
          </Heading>
          {leg ? (
            <>
              <p>{m.confirmText}</p>
              <dl className="ticket-details__list">
                <div>
                  <dt>{m.departure}</dt>
                  <dd>
                    {m.departureText(formatDay(leg.dateDepart.slice(0, 10)), localTime(leg.dateDepart))}
                  </dd>
                </div>
                <div>
                  <dt>{t.duration}</dt>
                  <dd>{formatDuration(legMinutes(leg))}</dd>
                </div>
                <div>
                  <dt>{t.line}</dt>
                  <dd>{leg.libelleLigne}</dd>
                </div>
              </dl>
            </>
          ) : null}
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!submitting) dispatch(confirmRequested());
            }}
          >
            {asksEmail ? (
              <>
                <p className="form-hint">{m.emailHint}</p>
                <TextField
                  label={t.email}
                  type="email"
                  required
                  maxLength={MODIFICATION_EMAIL_MAX}
                  autoComplete="email"
                  value={email}
                  error={touched ? emailProblem : null}
                  onValueChange={(value) => dispatch(emailChanged(value))}
                  onBlur={() => dispatch(emailTouched())}
                />
              </>
            ) : null}
            {submitProblem ? <Alert tone={submitProblem.tone}>{submitProblem.text}</Alert> : null}
            {submitting ? <Spinner label={m.submitting} /> : null}
            <div className="actions">
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={submitting || undefined}
                onClick={() => dispatch(confirmClosed())}
              >
                {t.cancel}
              </button>
              <button type="submit" className="button" aria-disabled={blocked || undefined}>
                {t.confirm}
              </button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
