// Pages with their own 'Retour' (or none): the layout's button would repeat it. Matched as the router
// matches them (letter case, a trailing slash), on the same location it shows.
import { matchRoutes } from 'react-router-dom';
import type { PortalPage } from '@shared/portal-routes';

const OWN_BACK: readonly PortalPage[] = [
  'vpc/item',
  'rechargement/articles',
  // The reserve tab has its own 'Retour' (home, SPEC §2), hidden when the module is locked.
  'reservation/infos',
  'reservation/trajets',
  'cart',
  'recapitulatif',
];

const OWN_BACK_ROUTES = OWN_BACK.map((page) => ({ path: `/${page}` }));

export function hasOwnBack(pathname: string): boolean {
  return matchRoutes(OWN_BACK_ROUTES, pathname) !== null;
}
