// The kiosk's step indicator for a purchase: an ordered list of its journey's steps, the current step
// marked aria-current="step" and the steps before it said done, on the purchase's screens only.
import { useLocation } from 'react-router-dom';
import { enKiosk } from '../../i18n/en/kiosk';
import { frKiosk } from '../../i18n/fr/kiosk';
import { useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { purchaseStep } from './purchaseStep';
import { useCatalog } from '../../i18n/language';

/** Read without loading the payment, cart and origin-destination features (undefined until their pages load). */
const selectTerminalPhase = (state: RootState) => state.payment?.terminal.phase;
const selectCartType = (state: RootState) => state.cart?.cartType ?? null;
const selectOdJourneyChosen = (state: RootState) =>
  Boolean(state.selectionOd?.line && state.selectionOd.origin && state.selectionOd.destination);

export function PurchaseSteps() {
  const t = useCatalog(frKiosk, enKiosk).steps;
  const { pathname, search } = useLocation();
  const terminalPhase = useAppSelector(selectTerminalPhase);
  const odJourneyChosen = useAppSelector(selectOdJourneyChosen);
  const cartType = useAppSelector(selectCartType);
  const step = purchaseStep(pathname, { search, terminalPhase, cartType, odJourneyChosen });
  if (step === null) return null;
  const current = step.index;
  return (
    <ol className="kiosk-steps" aria-label={t.label}>
      {t.journeys[step.journey].map((name, index) => {
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
