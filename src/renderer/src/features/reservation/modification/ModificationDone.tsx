// The success recap of a modification (SPEC §2 "Modification page"): the new ticket number, then the
// ticket's PDF and the order's PDF recap (web, counter) or the printed ticket with its QR code (kiosk,
// counter), as the summary page does.
import { Link } from 'react-router-dom';
import { selectPlatform, sessionResetRequested } from '../../../app/appSlice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageActions } from '../../../app/layout/PageActions';
import { enReservation } from '../../../i18n/en/reservation';
import { frReservation } from '../../../i18n/fr/reservation';
import { enModification } from '../../../i18n/en/reservationModification';
import { frModification } from '../../../i18n/fr/reservationModification';
import { Alert } from '../../../ui/Alert';
import {
  recapDownloadRequested,
  selectModification,
  ticketDownloadRequested,
  ticketPrintRequested,
} from './modificationSlice';
import { useCatalog } from '../../../i18n/language';

export function ModificationDone({ newTicket }: { newTicket: string }) {
  const t = useCatalog(frReservation, enReservation);
  const m = useCatalog(frModification, enModification);
  const dispatch = useAppDispatch();
  const platform = useAppSelector(selectPlatform);
  const { downloadError, print } = useAppSelector(selectModification);
  // SPEC §1: the kiosk prints instead of downloading; the counter PC does both.
  const downloads = platform !== 'kiosk';
  const printing = platform !== 'web';
  const busy = print.status === 'printing';
  return (
    <section className="modification-done" aria-labelledby="modification-faite">
      <Alert tone="success">
        <span id="modification-faite">{m.doneTitle}</span>
      </Alert>
      <p className="modification-done__ticket">
        {t.newTicket} : <strong className="modification-done__number">{newTicket}</strong>
      </p>
      {downloadError ? <Alert tone="error">{downloadError}</Alert> : null}
      {printing && print.status === 'printing' ? <p role="status">{m.printing}</p> : null}
      {printing && print.status === 'printed' ? <Alert tone="success">{m.printed}</Alert> : null}
      {printing && print.status === 'failed' ? (
        <Alert tone="error">{print.message ?? m.printFailed}</Alert>
      ) : null}
      {/* On the kiosk, in the band below the page, where every screen's main action is (issue 24 item 7). */}
      <PageActions>
        {printing ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => dispatch(ticketPrintRequested())}
          >
            {print.status === 'idle' || busy ? m.print : m.reprint}
          </button>
        ) : null}
        {downloads ? (
          <>
            <button type="button" className="button" onClick={() => dispatch(ticketDownloadRequested())}>
              {t.downloadTicket}
            </button>
            <button type="button" className="button" onClick={() => dispatch(recapDownloadRequested())}>
              {t.downloadRecap}
            </button>
          </>
        ) : null}
        {platform === 'kiosk' ? (
          // Leaving on a kiosk forgets the customer, so the next one sees nothing of this.
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dispatch(sessionResetRequested())}
          >
            {m.home}
          </button>
        ) : (
          <Link className="button button--secondary" to="/home">
            {m.home}
          </Link>
        )}
      </PageActions>
    </section>
  );
}
