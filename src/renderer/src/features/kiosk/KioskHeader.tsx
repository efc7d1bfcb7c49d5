// The kiosk's header: the network's logo, 'Accueil' (the end of the sale) and 'Accessibilité', nothing else (no web menu). A
// module lock hides 'Accueil' as it hides the web menu (SPEC §2 "Home"), never 'Accessibilité'. The banner
// shows on the home page only (the language switch is the home page's own). In the accessibility mode a
// note says where the controls went. On a kiosk whose main offers the operator screen, a press held 2 s on
// the logo opens it (a hidden entry: no control, so the customer's header is unchanged); the screen comes
// in its own chunk.
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { getBridge } from '../../platform/bridge';
import { useLongPress } from './useLongPress';
import { en } from '../../i18n/en';
import { enKiosk } from '../../i18n/en/kiosk';
import { fr } from '../../i18n/fr';
import { frKiosk } from '../../i18n/fr/kiosk';
import { useCatalog } from '../../i18n/language';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLockedModule, sessionResetRequested } from '../../app/appSlice';
import { selectLook } from '../../app/config/configSlice';
import { selectTerminalHoldsCard } from '../../app/terminalHold';
import { HomeBanner } from '../../app/layout/HomeBanner';
import { enAccessibility } from '../../i18n/en/accessibility';
import { frAccessibility } from '../../i18n/fr/accessibility';
import { selectAccessibilityOn } from './accessibility/accessibilitySlice';
import { AccessibilityToggle } from './accessibility/AccessibilityToggle';

const OperatorScreen = lazy(() => import('./operator/OperatorScreen'));

/** How long the logo is held before the operator screen opens (issue 25 §2). */
export const OPERATOR_PRESS_MS = 2_000;

export function KioskHeader() {
  const t = useCatalog(fr, en);
  const k = useCatalog(frKiosk, enKiosk);
  const a = useCatalog(frAccessibility, enAccessibility);
  const dispatch = useAppDispatch();
  const look = useAppSelector(selectLook);
  const locked = useAppSelector(selectLockedModule) !== null;
  // While the terminal holds the card, the only way out is the payment page's 'Annuler le paiement'.
  const paying = useAppSelector(selectTerminalHoldsCard);
  const home = useLocation().pathname === '/home';
  const accessible = useAppSelector(selectAccessibilityOn);
  const logo = look?.logo;
  const operator = getBridge()?.operator;
  const [operatorOpen, setOperatorOpen] = useState(false);
  const closeOperator = useCallback(() => setOperatorOpen(false), []);
  const longPress = useLongPress(() => setOperatorOpen(true), OPERATOR_PRESS_MS, operator !== undefined);
  return (
    <header className="header kiosk-header" aria-label={k.layout.headerLabel}>
      <div className="kiosk-header__bar">
        {logo ? (
          <img
            className="kiosk-header__logo"
            src={logo.url}
            alt={logo.alt}
            width={logo.width}
            height={logo.height}
            {...longPress}
          />
        ) : null}
        {locked || paying ? null : (
          <Link
            to="/home"
            className="button kiosk-header__home"
            aria-current={home ? 'page' : undefined}
            onClick={(event) => {
              // 'Accueil' ends the sale: the end of customer takes the kiosk home, with nothing left.
              event.preventDefault();
              dispatch(sessionResetRequested());
            }}
          >
            {t.app.home}
          </Link>
        )}
        <AccessibilityToggle />
      </div>
      {accessible ? <p className="kiosk-header__reach-note">{a.reachNote}</p> : null}
      <HomeBanner className="kiosk-header__banner" />
      {operatorOpen && operator ? (
        <Suspense fallback={null}>
          <OperatorScreen bridge={operator} onClose={closeOperator} />
        </Suspense>
      ) : null}
    </header>
  );
}
