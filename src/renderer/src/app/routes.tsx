// The route table of SPEC §2. Every feature page is its own lazy chunk, or shares one with the pages of its
// flow (features/*/…Routes.ts).
import type { ComponentType } from 'react';
import type { Saga } from 'redux-saga';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { KioskRedirect } from './KioskRedirect';
import { Spinner } from '../ui/Spinner';
import HomePage from '../features/home/HomePage';
import { loadHttpClient } from '../api/http';

type FeatureModule = Promise<{ default: ComponentType; sagas?: Record<string, Saga> }>;
export type RunFeatureSaga = (key: string, saga: Saga) => void;

/** The card reload's and origin-destination's pages share one chunk (features/rechargement/reloadRoutes). */
const reload = () => import('../features/rechargement/reloadRoutes');
/** The reservation's three pages share one chunk too (features/reservation/reservationRoutes). */
const reservation = () => import('../features/reservation/reservationRoutes');
/** The frame screen and the on-board payments' summary too (features/justification/onboardRoutes). */
const onboard = () => import('../features/justification/onboardRoutes');

/** A default child or fallback redirect that keeps the query (`/?module=VPC`, `/reservation?tab=2`). */
function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/** Pages with their own 'Retour' (or none): the layout's button would repeat it. */
export const OWN_BACK = { ownBack: true } as const;

/** The route table; a feature route starts its sagas before its page renders (home has none). */
export function createRoutes(runFeatureSaga: RunFeatureSaga): RouteObject[] {
  const feature = (load: () => FeatureModule) => async () => {
    // A feature's sagas call the back office: the API client (not in home's bundle) is there first.
    const [module] = await Promise.all([load(), loadHttpClient()]);
    for (const [key, saga] of Object.entries(module.sagas ?? {})) runFeatureSaga(key, saga);
    return { Component: module.default };
  };
  return [
    {
      path: '/',
      element: <Layout />,
      HydrateFallback: Spinner,
      children: [
        { index: true, element: <Redirect to="/home" /> },
        // In the entry: the first screen renders as soon as the router starts, with no chunk to wait for.
        { path: 'home', Component: HomePage },
        {
          path: 'demandes',
          children: [
            { index: true, element: <Redirect to="access" /> },
            { path: 'access', lazy: feature(() => import('../features/demandes/accessRoute')) },
            {
              path: 'formulaire/:guid',
              lazy: feature(() => import('../features/demandes/formulaireRoute')),
            },
          ],
        },
        {
          path: 'vpc',
          children: [
            { index: true, element: <Redirect to="itemlist" /> },
            { path: 'itemlist', lazy: feature(() => import('../features/vpc/itemListRoute')) },
            { path: 'item', lazy: feature(() => import('../features/vpc/itemRoute')), handle: OWN_BACK },
          ],
        },
        {
          path: 'rechargement',
          children: [
            { index: true, element: <Redirect to="infos" /> },
            { path: 'infos', lazy: feature(() => reload().then((routes) => routes.infos)) },
            {
              path: 'articles',
              lazy: feature(() => reload().then((routes) => routes.articles)),
              handle: OWN_BACK,
            },
            { path: 'infos-od', lazy: feature(() => reload().then((routes) => routes.infosOd)) },
          ],
        },
        {
          path: 'reservation',
          children: [
            { index: true, element: <Redirect to="infos" /> },
            {
              // The reserve tab has its own 'Retour' (home, SPEC §2), hidden when the module is locked.
              path: 'infos',
              lazy: feature(() => reservation().then((routes) => routes.infos)),
              handle: OWN_BACK,
            },
            {
              path: 'modification',
              lazy: feature(() => reservation().then((routes) => routes.modification)),
            },
            {
              path: 'trajets',
              lazy: feature(() => reservation().then((routes) => routes.trajets)),
              handle: OWN_BACK,
            },
          ],
        },
        // Query carte=true switches to card top-up mode.
        { path: 'selection-od', lazy: feature(() => reload().then((routes) => routes.selectionOd)) },
        {
          // SPEC §1: the kiosk has no cart route, it goes straight to payment.
          path: 'cart',
          element: <KioskRedirect to="/payment" />,
          children: [
            { index: true, lazy: feature(() => import('../features/cart/cartRoute')), handle: OWN_BACK },
          ],
        },
        { path: 'payment', lazy: feature(() => import('../features/payment/paymentRoute')) },
        {
          path: 'recapitulatif',
          lazy: feature(() => import('../features/recap/recapRoute')),
          handle: OWN_BACK,
        },
        { path: 'iframe', lazy: feature(() => onboard().then((routes) => routes.iframe)) },
        {
          path: 'justification',
          lazy: feature(() => onboard().then((routes) => routes.justification)),
        },
        {
          // The kiosk does not sell mobile tickets: their payment runs on the provider's web page, not on
          // the kiosk's terminal.
          path: 'appli',
          element: <KioskRedirect to="/home" />,
          children: [{ index: true, lazy: feature(() => import('../features/appli/appliRoute')) }],
        },
        { path: '*', element: <Navigate to="/home" replace /> },
      ],
    },
  ];
}
