// Header, menu, 'Retour', page, footer. A locked module hides the menu and 'Retour' (SPEC §2 "Home").
// The kiosk has its own header (logo and 'Accueil'), footer (legal texts in dialogs) and purchase steps;
// its page scrolls inside <main>, paged by the band below it that holds 'Retour' and the main action.
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { LanguageContext, pick } from '../../i18n/language';
import { useAppDispatch, useAppSelector } from '../hooks';
import {
  backRequested,
  selectCustomer,
  selectLanguage,
  selectLockedModule,
  selectPlatform,
} from '../appSlice';
import { selectTerminalHoldsCard } from '../terminalHold';
import { Footer } from './Footer';
import { Header } from './Header';
import { KioskActionBar, KioskFooter, KioskHeader, KioskShell, PurchaseSteps } from './kioskParts';
import { PageSlotsContext, type PageSlots } from './PageActions';
import { Menu } from './Menu';
import { usePageHeading } from './usePageHeading';
import { selectAccountMail } from '../session/accountSlice';
import { selectModulesPending } from '../config/configSlice';
import { HomeShell } from '../home/HomeShell';
import { Spinner } from '../../ui/Spinner';
import { hasOwnBack } from './ownBack';

/** Web and counter: the inactivity sign-out, from its own chunk, only while an account is signed in. */
const SignOutWhenIdle = lazy(() => import('../session/SignOutWhenIdle'));

const MAIN_ID = 'contenu';

export function Layout() {
  const language = useAppSelector(selectLanguage);
  const t = pick(language, fr, en);
  const locked = useAppSelector(selectLockedModule) !== null;
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const kiosk = useAppSelector(selectPlatform) === 'kiosk';
  const signedIn = useAppSelector(selectAccountMail) !== null;
  // A new customer (the end of the previous one: kiosk idle reset, 'Client suivant') gets every part of
  // the page mounted afresh: a footer's legal document left open, or any component's own state, is gone.
  const customer = useAppSelector(selectCustomer);
  // No 'Retour' while the card terminal holds the customer's card: the payment must end first.
  const paying = useAppSelector(selectTerminalHoldsCard);
  const showBack = !locked && !hasOwnBack(pathname) && !paying && pathname !== '/home';
  // The web home paints its shell before the back office answers (app/home/HomeShell).
  const homeShell = useAppSelector(selectModulesPending) && !kiosk && pathname === '/home';
  const main = useRef<HTMLElement>(null);
  usePageHeading(main, t.app.documentTitle);
  const [slots, setSlots] = useState<PageSlots>({ back: null, action: null });
  const onSlot = useCallback(
    (slot: keyof PageSlots, element: HTMLElement | null) =>
      setSlots((current) => (current[slot] === element ? current : { ...current, [slot]: element })),
    [],
  );
  const back = showBack ? (
    <button
      type="button"
      className="button button--secondary back-button"
      onClick={() => dispatch(backRequested())}
    >
      {t.app.back}
    </button>
  ) : null;

  return (
    <LanguageContext value={language}>
      <div className="layout" key={customer}>
        <a className="skip-link" href={`#${MAIN_ID}`}>
          {t.app.skipToContent}
        </a>
        {kiosk ? (
          <Suspense fallback={null}>
            <KioskHeader />
          </Suspense>
        ) : (
          <Header />
        )}
        {locked || kiosk ? null : <Menu />}
        {homeShell ? <HomeShell /> : null}
        <PageSlotsContext value={kiosk ? slots : null}>
          <main
            id={MAIN_ID}
            className="layout__main"
            tabIndex={-1}
            ref={main}
            aria-label={t.app.mainLabel}
            hidden={homeShell}
          >
            {kiosk ? (
              <Suspense fallback={null}>
                <PurchaseSteps />
              </Suspense>
            ) : (
              back
            )}
            {/* A feature's page while its chunk comes (later navigations keep the page they leave). */}
            <Suspense fallback={<Spinner routeLoading />}>
              <Outlet />
            </Suspense>
          </main>
        </PageSlotsContext>
        {kiosk ? (
          <Suspense fallback={null}>
            <KioskActionBar view={main} viewId={MAIN_ID} back={back} onSlot={onSlot} />
          </Suspense>
        ) : null}
        {kiosk ? (
          <Suspense fallback={null}>
            <KioskFooter />
          </Suspense>
        ) : (
          <Footer />
        )}
        {kiosk ? (
          <Suspense fallback={null}>
            <KioskShell />
          </Suspense>
        ) : null}
        {!kiosk && signedIn ? (
          <Suspense fallback={null}>
            <SignOutWhenIdle />
          </Suspense>
        ) : null}
      </div>
    </LanguageContext>
  );
}
