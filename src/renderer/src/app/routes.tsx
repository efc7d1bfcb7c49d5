// The route table of SPEC §2: its paths in @shared/portal-routes, what each page shows here. Every feature
// page is its own lazy chunk, or shares one with the pages of its flow (features/*/…Routes.ts).
import type { ComponentType } from 'react';
import type { Saga } from 'redux-saga';
import { PORTAL_SECTIONS, type PerPortalPage, type PortalSection } from '@shared/portal-routes';
import { Navigate, useLocation, type NonIndexRouteObject, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { KioskRedirect } from './KioskRedirect';
import { Spinner } from '../ui/Spinner';
import HomePage from '../features/home/HomePage';
import { loadHttpClient } from '../api/http';
import { RouteUnavailable } from '../features/pwa/RouteUnavailable';

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
];

/** A default child or fallback redirect that keeps the query (`/?module=VPC`, `/reservation?tab=2`). */
function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/** Pages with their own 'Retour' (or none): the layout's button would repeat it. */
export const OWN_BACK = { ownBack: true } as const;

/** What a page of the table shows (its path comes from the table). */
type PageRoute = Omit<NonIndexRouteObject, 'path' | 'index'>;

/** The route table (@shared/portal-routes, which the web build's service worker reads too) and what
 * each page shows; a feature route starts its sagas before its page renders (home has none). */
export function createRoutes(runFeatureSaga: RunFeatureSaga): RouteObject[] {
  const feature = (load: () => FeatureModule) => async () => {
    // A feature's sagas call the back office: the API client (not in home's bundle) is there first.
    const [module] = await Promise.all([load(), loadHttpClient()]);
    for (const [key, saga] of Object.entries(module.sagas ?? {})) runFeatureSaga(key, saga);
    return { Component: module.default };
  };
  const pages: PerPortalPage<PageRoute> = {
    // In the entry: the first screen renders as soon as the router starts, with no chunk to wait for.
    home: { Component: HomePage },
    demandes: {
      access: { lazy: feature(() => import('../features/demandes/accessRoute')) },
      'formulaire/:guid': { lazy: feature(() => import('../features/demandes/formulaireRoute')) },
    },
    vpc: {
      itemlist: { lazy: feature(() => import('../features/vpc/itemListRoute')) },
      item: { lazy: feature(() => import('../features/vpc/itemRoute')), handle: OWN_BACK },
    },
    rechargement: {
      infos: { lazy: feature(() => reload().then((routes) => routes.infos)) },
      articles: { lazy: feature(() => reload().then((routes) => routes.articles)), handle: OWN_BACK },
      'infos-od': { lazy: feature(() => reload().then((routes) => routes.infosOd)) },
    },
    reservation: {
      // The reserve tab has its own 'Retour' (home, SPEC §2), hidden when the module is locked.
      infos: { lazy: feature(() => reservation().then((routes) => routes.infos)), handle: OWN_BACK },
      modification: { lazy: feature(() => reservation().then((routes) => routes.modification)) },
      trajets: { lazy: feature(() => reservation().then((routes) => routes.trajets)), handle: OWN_BACK },
    },
    // Query carte=true switches to card top-up mode.
    'selection-od': { lazy: feature(() => reload().then((routes) => routes.selectionOd)) },
    // SPEC §1: the kiosk has no cart route, it goes straight to payment.
    cart: {
      element: <KioskRedirect to="/payment" />,
      children: [
        { index: true, lazy: feature(() => import('../features/cart/cartRoute')), handle: OWN_BACK },
      ],
    },
    payment: { lazy: feature(() => import('../features/payment/paymentRoute')) },
    recapitulatif: { lazy: feature(() => import('../features/recap/recapRoute')), handle: OWN_BACK },
    iframe: { lazy: feature(() => onboard().then((routes) => routes.iframe)) },
    justification: { lazy: feature(() => onboard().then((routes) => routes.justification)) },
    // The kiosk does not sell mobile tickets: their payment runs on the provider's web page, not on the
    // kiosk's terminal.
    appli: {
      element: <KioskRedirect to="/home" />,
      children: [{ index: true, lazy: feature(() => import('../features/appli/appliRoute')) }],
    },
  };
  return [
    {
      path: '/',
      element: <Layout />,
      HydrateFallback: Spinner,
      children: [
        { index: true, element: <Redirect to="/home" /> },
        // A page whose code cannot come (offline, a route never opened: issue 27 §3) says so in the layout.
        ...(Object.keys(PORTAL_SECTIONS) as PortalSection[]).map((section): RouteObject => {
          const sectionPages: readonly string[] = PORTAL_SECTIONS[section];
          if (!sectionPages.length)
            return { path: section, errorElement: <RouteUnavailable />, ...(pages[section] as PageRoute) };
          const shown = pages[section] as Record<string, PageRoute>;
          return {
            path: section,
            errorElement: <RouteUnavailable />,
            children: [
              // The first page is the section's default.
              { index: true, element: <Redirect to={sectionPages[0]!} /> },
              ...sectionPages.map((page) => ({ path: page, ...shown[page] })),
            ],
          };
        }),
        { path: '*', element: <Navigate to="/home" replace /> },
      ],
    },
  ];
}
