// Every path pattern of the route table (src/renderer/src/app/routes.tsx), for the kiosk e2e sweep that
// checks no screen offers a file input (tests/e2e/kiosk.spec.ts). tests/unit/renderer/kiosk-routes.test.ts keeps this list
// equal to the table, so a new route cannot be left out of the sweep. Plain data: Playwright imports it.
export const ROUTE_PATTERNS = [
  '/',
  '/home',
  '/demandes',
  '/demandes/access',
  '/demandes/formulaire/:guid',
  '/vpc',
  '/vpc/itemlist',
  '/vpc/item',
  '/rechargement',
  '/rechargement/infos',
  '/rechargement/articles',
  '/rechargement/infos-od',
  '/reservation',
  '/reservation/infos',
  '/reservation/modification',
  '/reservation/trajets',
  '/selection-od',
  '/cart',
  '/payment',
  '/recapitulatif',
  '/iframe',
  '/justification',
  '/appli',
  '/*',
] as const;

export type RoutePattern = (typeof ROUTE_PATTERNS)[number];
