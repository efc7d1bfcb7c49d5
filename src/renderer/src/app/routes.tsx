// The route table of SPEC §2. Every feature page is its own lazy chunk; pages that later issues build
// show their title and a short notice until then.
import type { ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { fr } from '../i18n/fr';
import { Layout } from './layout/Layout';
import { KioskRedirect } from './KioskRedirect';
import { Spinner } from '../ui/Spinner';

type PageModule = Promise<{ default: ComponentType }>;

const page = (load: () => PageModule) => async () => ({ Component: (await load()).default });

const upcoming = (title: string) => async () => {
  const { ComingSoonPage } = await import('../ui/ComingSoonPage');
  return { Component: () => <ComingSoonPage title={title} /> };
};

/** A default child or fallback redirect that keeps the query (`/?module=VPC`, `/reservation?tab=2`). */
function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

const p = fr.pages;

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    HydrateFallback: Spinner,
    children: [
      { index: true, element: <Redirect to="/home" /> },
      { path: 'home', lazy: page(() => import('../features/home/HomePage')) },
      {
        path: 'demandes',
        children: [
          { index: true, element: <Redirect to="access" /> },
          { path: 'access', lazy: upcoming(p.demandesAccess) },
          { path: 'formulaire/:guid', lazy: upcoming(p.demandesFormulaire) },
        ],
      },
      {
        path: 'vpc',
        children: [
          { index: true, element: <Redirect to="itemlist" /> },
          { path: 'itemlist', lazy: upcoming(p.vpcItemList) },
          { path: 'item', lazy: upcoming(p.vpcItem) },
        ],
      },
      {
        path: 'rechargement',
        children: [
          { index: true, element: <Redirect to="infos" /> },
          { path: 'infos', lazy: upcoming(p.rechargementInfos) },
          { path: 'articles', lazy: upcoming(p.rechargementArticles) },
          { path: 'infos-od', lazy: upcoming(p.rechargementInfosOd) },
        ],
      },
      {
        path: 'reservation',
        children: [
          { index: true, element: <Redirect to="infos" /> },
          { path: 'infos', lazy: upcoming(p.reservationInfos) },
          { path: 'modification', lazy: upcoming(p.reservationModification) },
          { path: 'trajets', lazy: upcoming(p.reservationTrajets) },
        ],
      },
      // Query carte=true switches to card top-up mode.
      { path: 'selection-od', lazy: upcoming(p.selectionOd) },
      {
        // SPEC §1: the kiosk has no cart route, it goes straight to payment.
        path: 'cart',
        element: <KioskRedirect to="/payment" />,
        children: [{ index: true, lazy: upcoming(p.cart) }],
      },
      { path: 'payment', lazy: upcoming(p.payment) },
      { path: 'recapitulatif', lazy: upcoming(p.recapitulatif) },
      { path: 'iframe', lazy: page(() => import('../features/iframe/IframePage')) },
      { path: 'justification', lazy: upcoming(p.justification) },
      { path: 'appli', lazy: upcoming(p.appli) },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
];
