// The kiosk's step indicator for a purchase: an ordered list, the current step marked aria-current="step"
// and the steps before it said done, on the purchase's screens only (purchaseStep).
import { useLocation } from 'react-router-dom';
import { enKiosk } from '../../i18n/en/kiosk';
import { frKiosk } from '../../i18n/fr/kiosk';
import { useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { purchaseStep } from './purchaseStep';
import { useCatalog } from '../../i18n/language';

/** Read without loading the payment feature (undefined until its page has loaded). */
const selectTerminalPhase = (state: RootState) => state.payment?.terminal.phase;

export function PurchaseSteps() {
  const t = useCatalog(frKiosk, enKiosk).steps;
  const { pathname } = useLocation();
  const phase = useAppSelector(selectTerminalPhase);
  const current = purchaseStep(pathname, phase);
  if (current === null) return null;
  return (
    <ol className="kiosk-steps" aria-label={t.label}>
      {t.names.map((name, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={name}
            className={`kiosk-steps__step kiosk-steps__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="kiosk-steps__number" aria-hidden="true">
              {index < current ? '✓' : index + 1}
            </span>
            <span className="kiosk-steps__name">
              {name}
              {state === 'done' ? <span className="visually-hidden"> {t.done}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
