// The portal's route table (SPEC §2) as paths only, the one list of its pages: the router
// (src/renderer/src/app/routes.tsx) builds its routes from it, and the web build's service worker answers
// a navigation with the portal's shell only when it leads to one of them (pwa-navigation.ts). Plain data:
// the Vite config and Playwright import it too.

/**
 * Each top-level path with its pages, react-router's paths relative to it; the first page is the default
 * one (`/demandes` shows `/demandes/access`). A path with no pages is a page itself. `/` goes to `/home`,
 * and in the app an unknown path too; the service worker leaves unknown paths to the server.
 */
export const PORTAL_SECTIONS = {
  home: [],
  demandes: ['access', 'formulaire/:guid'],
  vpc: ['itemlist', 'item'],
  rechargement: ['infos', 'articles', 'infos-od'],
  reservation: ['infos', 'modification', 'trajets'],
  'selection-od': [],
  cart: [],
  payment: [],
  recapitulatif: [],
  iframe: [],
  justification: [],
  appli: [],
} as const satisfies Record<string, readonly string[]>;

type Sections = typeof PORTAL_SECTIONS;
export type PortalSection = keyof Sections;

/** A page of the table, by its path under `/`: `home`, `demandes/access`, `demandes/formulaire/:guid`… */
export type PortalPage = {
  [S in PortalSection]: Sections[S] extends readonly [] ? S : `${S}/${Sections[S][number]}`;
}[PortalSection];

/** Something for each page of the table, section by section: what the router shows there (routes.tsx). */
export type PerPortalPage<T> = {
  [S in PortalSection]: Sections[S] extends readonly [] ? T : Record<Sections[S][number], T>;
};

/** Every path of the table, as react-router matches it: the root, each section and each of its pages. */
export type PortalRoutePattern = '/' | `/${PortalSection}` | `/${PortalPage}`;

const routePatterns = () =>
  [
    '/',
    ...Object.entries(PORTAL_SECTIONS).flatMap(([section, pages]) => [
      `/${section}`,
      ...pages.map((page) => `/${section}/${page}`),
    ]),
  ] as PortalRoutePattern[];

/** Pure: a bundle that does not read it (the renderer's) leaves it out. */
export const PORTAL_ROUTE_PATTERNS: readonly PortalRoutePattern[] = /* @__PURE__ */ routePatterns();
