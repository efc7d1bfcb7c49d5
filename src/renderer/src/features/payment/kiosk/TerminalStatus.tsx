// The kiosk's screens while and after the card terminal works: waiting, approved, declined, cancelled,
// unknown (never invite a second payment) and could-not-start.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { enPayment } from '../../../i18n/en/payment';
import { frPayment } from '../../../i18n/fr/payment';
import { formatEuros } from '@shared/money';
import { NOTHING_DEBITED } from '@shared/payment-messages';
import { enKiosk } from '../../../i18n/en/kiosk';
import { frKiosk } from '../../../i18n/fr/kiosk';
import { enRecap } from '../../../i18n/en/recap';
import { frRecap } from '../../../i18n/fr/recap';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectDevice, sessionResetRequested } from '../../../app/appSlice';
import { Spinner } from '../../../ui/Spinner';
import {
  payRequested,
  terminalCancelRequested,
  terminalDismissed,
  type TerminalState,
} from '../paymentSlice';
import { ReaderPointer } from './ReaderPointer';
import type { Catalog } from '../../../i18n/catalog';
import { useCatalog, useLocale } from '../../../i18n/language';

/** Each screen's title in the kiosk's catalogue. */
const TITLES = {
  waiting: 'waitingTitle',
  approved: 'approvedTitle',
  declined: 'declinedTitle',
  cancelled: 'cancelledTitle',
  unknown: 'unknownTitle',
  error: 'errorTitle',
} as const;

type KioskText = Catalog<typeof frKiosk>;

type MessageKey = keyof KioskText['terminalMessages'];

function keyOf(message: string): MessageKey | undefined {
  return (Object.keys(frKiosk.terminalMessages) as MessageKey[]).find(
    (name) => frKiosk.terminalMessages[name] === message,
  );
}

/** Main's message in the page's language when it is one of main's texts (the same French constants),
 * any other as it was sent. */
function said(message: string, k: KioskText): string {
  const key = keyOf(message);
  return key ? k.terminalMessages[key] : message;
}

/** Could not start: main's reason alone when it already says nothing was debited, else after the
 * screen's own sentence that says it (never twice). */
function couldNotStart(message: string | null, k: KioskText): string {
  if (!message) return k.error;
  const key = keyOf(message);
  if (key && frKiosk.terminalMessages[key].endsWith(NOTHING_DEBITED)) return k.terminalMessages[key];
  return `${k.error} ${said(message, k)}`;
}

function explanation(terminal: TerminalState, k: KioskText, refused: string): string {
  switch (terminal.phase) {
    case 'approved':
      // A counter's cash sale: the change to give back (main's answer, said in the page's language).
      return terminal.cash && terminal.message ? terminal.message : k.approved;
    case 'declined':
      return terminal.message ? `${refused} ${said(terminal.message, k)}` : refused;
    case 'cancelled':
      return k.cancelled;
    case 'unknown':
      return k.unknown;
    case 'error':
      // Cash never reaches the terminal: main's reason alone (till closed, cash refused: give it back).
      return terminal.inCash && terminal.message ? terminal.message : couldNotStart(terminal.message, k);
    default:
      return k.waiting;
  }
}

/** While the terminal holds the card: where to present it, and the one way out, 'Annuler le paiement',
 * which asks the terminal to abort; the outcome still comes from the terminal's answer. */
function CardMoment({ terminal, k }: { terminal: TerminalState; k: KioskText }) {
  const dispatch = useAppDispatch();
  const side = useAppSelector(selectDevice)?.readerSide ?? 'below';
  const { cancel } = terminal;
  return (
    <>
      <ReaderPointer side={side} text={k.reader[side]} />
      <p className="terminal__cancel-status" role="status">
        {cancel.phase === 'asked' ? k.cancelAsking : (cancel.message ?? '')}
      </p>
      {cancel.phase === 'none' ? (
        <div className="actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dispatch(terminalCancelRequested())}
          >
            {k.cancelPayment}
          </button>
        </div>
      ) : null}
    </>
  );
}

export function TerminalStatus({ terminal }: { terminal: TerminalState & { phase: keyof typeof TITLES } }) {
  const tRecap = useCatalog(frRecap, enRecap);
  const k = useCatalog(frKiosk, enKiosk);
  const tPayment = useCatalog(frPayment, enPayment);
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const title = useRef<HTMLHeadingElement>(null);
  const { phase } = terminal;
  const canRetry = phase === 'declined' || phase === 'cancelled' || phase === 'error';

  // Each new screen is announced and takes the focus, so a screen-reader user hears the outcome.
  useEffect(() => {
    title.current?.focus();
  }, [phase]);

  return (
    <div className={`terminal terminal--${phase}`} role={phase === 'waiting' ? 'status' : 'alert'}>
      <h2 ref={title} tabIndex={-1}>
        {k[TITLES[phase]]}
      </h2>
      {phase === 'waiting' ? <Spinner label={k.waitingTitle} /> : null}
      <p>{explanation(terminal, k, tRecap.refused)}</p>
      {terminal.amountCents !== null && (phase === 'waiting' || phase === 'approved') ? (
        <p className={phase === 'waiting' ? 'terminal__amount terminal__amount--large' : 'terminal__amount'}>
          {k.amount} <strong>{formatEuros(terminal.amountCents / 100, locale)}</strong>
        </p>
      ) : null}
      {phase === 'unknown' && terminal.orderId !== null ? (
        <p>
          {k.unknownOrder} <strong>{terminal.orderId}</strong>
        </p>
      ) : null}
      {phase === 'waiting' && !terminal.inCash ? <CardMoment terminal={terminal} k={k} /> : null}
      <div className="actions">
        {canRetry ? (
          <>
            {/* Giving up after a refusal or a failure ends the sale, as 'Accueil' does (issue 24). */}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => dispatch(sessionResetRequested())}
            >
              {k.cancel}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                dispatch(terminalDismissed());
                dispatch(payRequested());
              }}
            >
              {k.retry}
            </button>
          </>
        ) : null}
        {phase === 'approved' && terminal.cash && terminal.recapPath ? (
          <Link className="button" to={terminal.recapPath}>
            {tPayment.cashContinue}
          </Link>
        ) : null}
        {phase === 'unknown' ? (
          <button type="button" className="button" onClick={() => dispatch(sessionResetRequested())}>
            {tRecap.home}
          </button>
        ) : null}
      </div>
    </div>
  );
}
