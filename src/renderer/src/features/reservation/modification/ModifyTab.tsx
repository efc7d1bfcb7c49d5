// The modify tab of 'Mon trajet' (SPEC §2 "Reservation", §5): the ticket number (digits, numeric keypad,
// at most 40, required), its departure day (required, today or later), 'Valider'; the ticket's QR code
// read by the camera (web, or a device whose config allows it) or by the kiosk's USB scanner: a code with
// the departure day fills both fields and looks the ticket up at once (issue 26 §4), one with the number
// alone fills the number and waits for the day.
import { useEffect, useId, useRef, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { TICKET_NUMBER_MAX } from '@shared/reservation';
import { selectDevice, selectPlatform } from '../../../app/appSlice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageActions } from '../../../app/layout/PageActions';
import { enReservation } from '../../../i18n/en/reservation';
import { frReservation } from '../../../i18n/fr/reservation';
import { enModification } from '../../../i18n/en/reservationModification';
import { frModification } from '../../../i18n/fr/reservationModification';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { QrInvalidDialog } from '../qr/QrDialogs';
import { QrScanButton } from '../qr/QrScanButton';
import { useWedgeScanner } from '../qr/useWedgeScanner';
import { parisToday } from './clock';
import { DayField } from '../../../ui/DayField';
import { departureDayError, normaliseTicketNumber, ticketNumberError } from './modificationRules';
import { parseTicketQr, type TicketQr } from '@shared/ticket-qr';
import {
  departureDayChanged,
  lookupRequested,
  selectModification,
  ticketNumberChanged,
  ticketScanned,
} from './modificationSlice';
import './modification.css';
import { useCatalog, useLocale } from '../../../i18n/language';

export function ModifyTab() {
  const locale = useLocale();
  const t = useCatalog(frReservation, enReservation);
  const m = useCatalog(frModification, enModification);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectModification);
  const platform = useAppSelector(selectPlatform);
  const device = useAppSelector(selectDevice);
  const numberField = useRef<HTMLInputElement>(null);
  const [invalidScan, setInvalidScan] = useState(false);
  const formId = useId();
  const today = parisToday();

  const errors = {
    ticket: ticketNumberError(state.ticketNumber, m),
    day: departureDayError(state.departureDay, today, m),
  };
  // A past day is no missing field but a departed ticket: SPEC's warning shows as soon as it is given.
  const pastDay = state.departureDay !== null && errors.day !== null;
  const shown = state.lookupAttempted ? errors : { ticket: null, day: pastDay ? errors.day : null };
  const missing: string[] = [];
  if (errors.ticket) missing.push(t.ticketNumber);
  if (errors.day && !pastDay) missing.push(t.departureDate);
  // aria-disabled, not disabled: the button keeps its Tab stop and, pressed, shows what is missing.
  const blocked = missing.length > 0 || state.lookingUp;

  const scanned = (ticket: TicketQr) => {
    dispatch(ticketScanned(ticket));
    // Both read: nothing is left to type, the lookup starts (no extra tap).
    if (ticket.day !== null) dispatch(lookupRequested());
  };
  // The kiosk's (and counter's) USB scanner: our ticket's code is read as the camera's is, any other is invalid.
  useWedgeScanner(
    (code) => {
      const ticket = parseTicketQr(code);
      if (ticket) scanned(ticket);
      else setInvalidScan(true);
    },
    platform !== 'web',
    numberField,
  );
  const camera = platform === 'web' || device?.camera === true;
  // A scanner types with no field focused, so the closed dialog would leave the focus nowhere: it goes to
  // the number its message asks to type.
  const invalidShown = useRef(false);
  useEffect(() => {
    if (invalidScan) invalidShown.current = true;
    else if (invalidShown.current) {
      invalidShown.current = false;
      numberField.current?.focus();
    }
  }, [invalidScan]);

  return (
    <I18nProvider locale={locale}>
      <form
        id={formId}
        className="modify-tab"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (state.lookingUp) return;
          dispatch(lookupRequested());
          // The customer is taken to what needs fixing.
          if (errors.ticket) numberField.current?.focus();
        }}
      >
        <p className="form-hint">{m.modifyHint}</p>
        <div className="modify-tab__ticket">
          <TextField
            ref={numberField}
            label={t.ticketNumber}
            required
            inputMode="numeric"
            maxLength={TICKET_NUMBER_MAX}
            autoComplete="off"
            value={state.ticketNumber}
            error={shown.ticket}
            onValueChange={(value) => dispatch(ticketNumberChanged(normaliseTicketNumber(value)))}
          />
          {camera ? <QrScanButton onTicket={scanned} /> : null}
        </div>
        {platform !== 'web' ? <p className="form-hint">{m.kioskReader}</p> : null}
        <DayField
          label={t.departureDate}
          value={state.departureDay}
          min={today}
          error={shown.day}
          onChange={(day) => dispatch(departureDayChanged(day))}
        />
        {state.lookupError ? <Alert tone="error">{state.lookupError}</Alert> : null}
        {state.lookingUp ? <Spinner /> : null}
        {/* On the kiosk, in the band below the page, where every screen's main action is (issue 24 item 7). */}
        <PageActions>
          <button
            type="submit"
            form={formId}
            className="button"
            aria-disabled={blocked || undefined}
            aria-describedby={missing.length > 0 ? 'modification-manquant' : undefined}
          >
            {t.validate}
          </button>
        </PageActions>
        {missing.length > 0 ? (
          <p id="modification-manquant" className="form-hint">
            {m.missing(missing)}
          </p>
        ) : null}
        <QrInvalidDialog isOpen={invalidScan} reason="notTicket" onClose={() => setInvalidScan(false)} />
      </form>
    </I18nProvider>
  );
}
