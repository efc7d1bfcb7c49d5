// The idle warning (RGAA 13.1): a modal alert dialog with a countdown of at least 20 s and a 'Continuer'
// button. The kiosk's idle reset, the counter's end of customer and the web's sign-out use it, each with
// its texts: mount `<IdleWarning timeoutMs warningMs paused onReset texts />` once; it runs useIdleTimer
// itself and renders nothing until the timeout has passed.
import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { useIdleTimer, type IdleTimerOptions } from './useIdleTimer';
import './idle-warning.css';

/** What the warning says, in the customer's language: what happens at zero, and how long is left. */
export interface IdleTexts {
  title: string;
  text: string;
  countdown: (seconds: number) => string;
  continue: string;
}

export type IdleWarningProps = IdleTimerOptions & { texts: IdleTexts };

export function IdleWarning({ texts, ...timer }: IdleWarningProps) {
  const { warning, secondsLeft, warningSeconds, continueSession } = useIdleTimer(timer);
  if (!warning) return null;
  return (
    <IdleDialog
      texts={texts}
      secondsLeft={secondsLeft}
      warningSeconds={warningSeconds}
      onContinue={continueSession}
    />
  );
}

/**
 * What the polite live region says: nothing at first (the dialog's description is read when the focus
 * enters it), then every ten seconds and each of the last five. Between two milestones the text stays
 * the same, so nothing is announced every second.
 */
export function announcedCountdown(
  secondsLeft: number,
  warningSeconds: number,
  countdown: (seconds: number) => string,
): string {
  if (secondsLeft <= 5) return countdown(secondsLeft);
  const milestone = Math.ceil(secondsLeft / 10) * 10;
  return milestone < warningSeconds ? countdown(milestone) : '';
}

// Keys that move around or modify, rather than answer the dialog.
const NAVIGATION_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

type DialogProps = {
  texts: IdleTexts;
  secondsLeft: number;
  warningSeconds: number;
  onContinue: () => void;
};

function IdleDialog({ texts: t, secondsLeft, warningSeconds, onContinue }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const continued = useRef(false);
  const titleId = useId();
  const textId = useId();

  // Before paint: the dialog is never seen without its backdrop, and the focus is on 'Continuer' at once.
  useLayoutEffect(() => {
    const box = dialog.current;
    const answer = button.current;
    if (!box || !answer) return;
    const before = document.activeElement;
    // showModal makes the rest of the page inert (the on-screen keyboard too) and puts the dialog on top.
    if (!box.open) box.showModal();
    answer.focus();
    const keepFocusInside = (event: FocusEvent) => {
      if (!box.contains(event.target as Node | null)) answer.focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      if (box.open) box.close();
      // After 'Continuer' the customer goes on where they were; after a reset the page is a new one.
      if (continued.current && before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  const answer = () => {
    continued.current = true;
    onContinue();
  };

  // Any key pressed on the dialog answers it, except Tab (the focus stays on 'Continuer') and modifiers.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (event.key === 'Tab') button.current?.focus();
    else if (!NAVIGATION_KEYS.has(event.key)) answer();
  };
  // Escape on a modal dialog fires 'cancel', which would close it without telling us.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    answer();
  };
  // A tap on the dimmed backdrop lands on the dialog element itself: the person is there, so it counts as
  // 'Continuer'. Taps inside the panel land on the panel and change nothing.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) answer();
  };

  const announced = announcedCountdown(secondsLeft, warningSeconds, t.countdown);
  return (
    <dialog
      ref={dialog}
      className="idle-warning"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
    >
      <div className="idle-warning__panel">
        <h2 id={titleId} className="idle-warning__title">
          {t.title}
        </h2>
        <div id={textId}>
          <p className="idle-warning__text">{t.text}</p>
          <p className="idle-warning__countdown">{t.countdown(secondsLeft)}</p>
        </div>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {announced}
        </p>
        <button ref={button} type="button" className="button idle-warning__continue" onClick={answer}>
          {t.continue}
        </button>
      </div>
    </dialog>
  );
}
