// What the kiosk adds around every page: the on-screen keyboard, the idle warning that forgets the
// customer and the accessibility mode; and the parts of its own layout (header, footer, purchase steps, and the stylesheet that
// restyles the same screens for a portrait touch screen). Loaded only on a kiosk, so the web bundle does
// not carry it.
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectDevice, sessionResetRequested } from '../../app/appSlice';
import { selectTerminalHoldsCard } from '../../app/terminalHold';
import { selectAccessibilityOn } from './accessibility/accessibilitySlice';
import { AccessibilityMode } from './accessibility/AccessibilityMode';
import { IdleWarning } from '../../ui/IdleWarning';
import { enKiosk } from '../../i18n/en/kiosk';
import { frKiosk } from '../../i18n/fr/kiosk';
import { useCatalog } from '../../i18n/language';
import { OnScreenKeyboard } from './OnScreenKeyboard';
import './kiosk-layout.css';

export { KioskHeader } from './KioskHeader';
export { KioskFooter } from './KioskFooter';
export { PurchaseSteps } from './PurchaseSteps';
export { KioskActionBar } from './KioskActionBar';

/** Used when the device did not say (it always does; these are DeviceInfo's defaults in main). */
const DEFAULT_IDLE_TIMEOUT_MS = 90_000;
const DEFAULT_IDLE_WARNING_MS = 30_000;

export default function KioskShell() {
  const dispatch = useAppDispatch();
  const device = useAppSelector(selectDevice);
  // The customer is at the card terminal, not the screen: never reset in the middle of a payment.
  const paying = useAppSelector(selectTerminalHoldsCard);
  const accessible = useAppSelector(selectAccessibilityOn);
  // The end of customer every platform shares (app/session/sessionSaga).
  const reset = useCallback(() => dispatch(sessionResetRequested()), [dispatch]);
  const idleTexts = useCatalog(frKiosk, enKiosk).idle;
  return (
    <>
      <AccessibilityMode />
      <OnScreenKeyboard accessible={accessible} />
      <IdleWarning
        timeoutMs={device?.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS}
        warningMs={device?.idleWarningMs ?? DEFAULT_IDLE_WARNING_MS}
        paused={paying}
        onReset={reset}
        texts={idleTexts}
      />
    </>
  );
}
