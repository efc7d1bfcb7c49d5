// The route table of SPEC §2: its paths in @shared/portal-routes, what each page shows here. Every feature
// page is its own lazy chunk, or shares one with the pages of its flow (features/*/…Routes.ts).
import { createElement, lazy, type ComponentType } from 'react';
import type { Saga } from 'redux-saga';
import { PORTAL_SECTIONS, type PerPortalPage, type PortalSection } from '@shared/portal-routes';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { KioskRedirect } from './KioskRedirect';
import { RouterBridge } from './routerBridge';
import HomePage from './home/HomePage';
import { loadHttpClient } from '../api/http';
import { RouteBoundary } from './RouteUnavailable';
import { TILL_PATH } from './tillPath';

type FeatureModule = Promise<{ default: ComponentType; sagas?: Record<string, Saga> }>;
export type RunFeatureSaga = (key: string, saga: Saga) => void;

/** The card reload's and origin-destination's pages share one chunk (features/rechargement/reloadRoutes). */
const reload = () => import('../features/rechargement/reloadRoutes');
/** The reservation's three pages share one chunk too (features/reservation/reservationRoutes). */
const reservation = () => import('../features/reservation/reservationRoutes');
/** The frame screen and the on-board payments' summary too (features/justification/onboardRoutes). */
const onboard = () => import('../features/justification/onboardRoutes');

/** The chunks of the kiosk's journeys, in the order a customer meets them (the single ticket's first):
 * main.tsx loads them while the kiosk's home waits (preloadWhenIdle), so no tap waits for one. */
export const KIOSK_JOURNEY_CHUNKS: readonly (() => Promise<unknown>)[] = [
  loadHttpClient,
  reload,
  () => import('../features/payment/paymentRoute'),
  () => import('../features/recap/recapRoute'),
  reservation,
  () => import('../features/vpc/itemListRoute'),
  // The footer's documents and the terms of sale (KioskFooter, TermsCheckbox).
  () => import('../features/kiosk/LegalDialog'),
];

/** A default child or fallback redirect that keeps the query (`/?module=VPC`, `/reservation?tab=2`). */
function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/** A feature page's lazy component, the navigation that asked for it, and whether its chunk failed. */
interface Asked {
  readonly key: string;
  failed: boolean;
  Page: ComponentType;
}

/** What the route table shows at a page: an element (the layout's Suspense waits for a lazy page). */
type PageRoute = Pick<RouteObject, 'element' | 'children'>;

/** The route table (@shared/portal-routes, which the web build's service worker reads too) and what
 * each page shows; a feature route starts its sagas before its page renders (home has none). */
export function createRoutes(
  runFeatureSaga: RunFeatureSaga,
  options: { counter?: boolean } = {},
): RouteObject[] {
  /** A feature's page: its chunk and the API client its sagas call (not in home's bundle), its sagas
   * started before it renders. A chunk that did not come (offline) is asked for again at the next visit. */
  const page = (load: () => FeatureModule) => {
    const loadPage = async () => {
      const [module] = await Promise.all([load(), loadHttpClient()]);
      for (const [key, saga] of Object.entries(module.sagas ?? {})) runFeatureSaga(key, saga);
      return { default: module.default };
    };
    // A lazy page, with the navigation (location key) it was first asked in. React renders a failed
    // lazy again while it shows the error (same key): the same lazy answers the same error there.
    const ask = (key: string): Asked => {
      const asked: Asked = { key, failed: false, Page: () => null };
      asked.Page = lazy(() =>
        loadPage().catch((error: unknown) => {
          asked.failed = true;
          throw error;
        }),
      );
      return asked;
    };
    let asked: Asked | null = null;
    const pageFor = (key: string): ComponentType => {
      if (asked === null || (asked.failed && asked.key !== key)) asked = ask(key);
      return asked.Page;
    };
    function FeaturePage() {
      // Not a new component per render: the same lazy for every render until a failed one is asked again.
      return createElement(pageFor(useLocation().key));
    }
    return <FeaturePage />;
  };
  const pages: PerPortalPage<PageRoute> = {
    // In the entry: the first screen renders as soon as the router starts, with no chunk to wait for.
    home: { element: <HomePage /> },
    demandes: {
      access: { element: page(() => import('../features/demandes/accessRoute')) },
      'formulaire/:guid': { element: page(() => import('../features/demandes/formulaireRoute')) },
    },
    vpc: {
      itemlist: { element: page(() => import('../features/vpc/itemListRoute')) },
      item: { element: page(() => import('../features/vpc/itemRoute')) },
    },
    rechargement: {
      infos: { element: page(() => reload().then((routes) => routes.infos)) },
      articles: { element: page(() => reload().then((routes) => routes.articles)) },
      'infos-od': { element: page(() => reload().then((routes) => routes.infosOd)) },
    },
    reservation: {
      infos: { element: page(() => reservation().then((routes) => routes.infos)) },
      modification: { element: page(() => reservation().then((routes) => routes.modification)) },
      trajets: { element: page(() => reservation().then((routes) => routes.trajets)) },
    },
    // Query carte=true switches to card top-up mode.
    'selection-od': { element: page(() => reload().then((routes) => routes.selectionOd)) },
    // SPEC §1: the kiosk has no cart route, it goes straight to payment.
    cart: {
      element: <KioskRedirect to="/payment" />,
      children: [{ index: true, element: page(() => import('../features/cart/cartRoute')) }],
    },
    payment: { element: page(() => import('../features/payment/paymentRoute')) },
    recapitulatif: { element: page(() => import('../features/recap/recapRoute')) },
    iframe: { element: page(() => onboard().then((routes) => routes.iframe)) },
    justification: { element: page(() => onboard().then((routes) => routes.justification)) },
    // The kiosk does not sell mobile tickets: their payment runs on the provider's web page, not on the
    // kiosk's terminal.
    appli: {
      element: <KioskRedirect to="/home" />,
      children: [{ index: true, element: page(() => import('../features/appli/appliRoute')) }],
    },
  };
  return [
    {
      path: '/',
      element: <Layout />,
      children: [
        { index: true, element: <Redirect to="/home" /> },
        // A page whose code cannot come (offline, a route never opened: issue 27 §3) says so in the layout.
        ...(Object.keys(PORTAL_SECTIONS) as PortalSection[]).map((section): RouteObject => {
          const sectionPages: readonly string[] = PORTAL_SECTIONS[section];
          if (!sectionPages.length) {
            const { element, children } = pages[section] as PageRoute;
            return { path: section, element: <RouteBoundary>{element}</RouteBoundary>, children };
          }
          const shown = pages[section] as Record<string, PageRoute>;
          return {
            path: section,
            element: (
              <RouteBoundary>
                <Outlet />
              </RouteBoundary>
            ),
            children: [
              // The first page is the section's default.
              { index: true, element: <Redirect to={sectionPages[0]!} /> },
              ...sectionPages.map((page) => ({ path: page, ...shown[page] })),
            ],
          };
        }),
        // The till (issue 29 §3): a counter PC's page only, not one of SPEC's routes; elsewhere /caisse is
        // an unknown path like any other.
        ...(options.counter
          ? [{ path: TILL_PATH.slice(1), element: page(() => import('../features/till/tillRoute')) }]
          : []),
        { path: '*', element: <Navigate to="/home" replace /> },
      ],
    },
  ];
}

/** What the router shows: the page of the table at its location, and the bridge sagas navigate through. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const shown = useRoutes(routes);
  return (
    <>
      <RouterBridge />
      {shown}
    </>
  );
}
