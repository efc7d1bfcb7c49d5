// The kiosk's screens while and after the card terminal works: waiting, approved, declined, cancelled,
// unknown (never invite a second payment) and could-not-start.
import { useEffect, useRef } from 'react';
import { formatEuros } from '@shared/money';
import { frKiosk } from '../../../i18n/fr/kiosk';
import { frRecap } from '../../../i18n/fr/recap';
import { useAppDispatch } from '../../../app/hooks';
import { sessionResetRequested } from '../../../app/appSlice';
import { Spinner } from '../../../ui/Spinner';
import { payRequested, terminalDismissed, type TerminalState } from '../paymentSlice';

const k = frKiosk;

const TITLES = {
  waiting: k.waitingTitle,
  approved: k.approvedTitle,
  declined: k.declinedTitle,
  cancelled: k.cancelledTitle,
  unknown: k.unknownTitle,
  error: k.errorTitle,
} as const;

function explanation(terminal: TerminalState): string {
  switch (terminal.phase) {
    case 'approved':
      return k.approved;
    case 'declined':
      return terminal.message ? `${frRecap.refused} ${terminal.message}` : frRecap.refused;
    case 'cancelled':
      return k.cancelled;
    case 'unknown':
      return k.unknown;
    case 'error':
      return terminal.message ? `${k.error} ${terminal.message}` : k.error;
    default:
      return k.waiting;
  }
}

export function TerminalStatus({ terminal }: { terminal: TerminalState & { phase: keyof typeof TITLES } }) {
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
        {TITLES[phase]}
      </h2>
      {phase === 'waiting' ? <Spinner label={k.waitingTitle} /> : null}
      <p>{explanation(terminal)}</p>
      {terminal.amountCents !== null && (phase === 'waiting' || phase === 'approved') ? (
        <p className="terminal__amount">
          {k.amount} <strong>{formatEuros(terminal.amountCents / 100)}</strong>
        </p>
      ) : null}
      {phase === 'unknown' && terminal.orderId !== null ? (
        <p>
          {k.unknownOrder} <strong>{terminal.orderId}</strong>
        </p>
      ) : null}
      <div className="actions">
        {canRetry ? (
          <>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => dispatch(terminalDismissed())}
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
        {phase === 'unknown' ? (
          <button type="button" className="button" onClick={() => dispatch(sessionResetRequested())}>
            {frRecap.home}
          </button>
        ) : null}
      </div>
    </div>
  );
}
