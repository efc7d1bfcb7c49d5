// Issue 16 "PWA", issue 23 item 5: the service worker answers a navigation with the cached shell only
// when it leads to a page of the portal's route table, as the router reads the URL; every other path of
// the origin (the back office, the emulator's mailbox and control API, its stand-in pages, a file, a path
// the app does not know) goes to the network (vite.web.config.ts's navigateFallbackAllowlist).
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { BACKOFFICE_PREFIXES, EMULATOR_CONTROL_PREFIX } from '@shared/http';
import { PORTAL_ROUTE_PATTERNS } from '@shared/portal-routes';
import { NAVIGATE_FALLBACK_ALLOWLIST } from '@shared/pwa-navigation';
import { createRoutes } from '../../../src/renderer/src/app/routes';

const ORIGIN = 'http://127.0.0.1:5173';

/** What Workbox's NavigationRoute tests the allowlist against: the URL's path and query. */
function getsShell(address: string): boolean {
  const url = new URL(`${ORIGIN}${address}`);
  return NAVIGATE_FALLBACK_ALLOWLIST.some((r) => r.test(url.pathname + url.search));
}

/** Whether the router shows a page of its table there (not its fallback to /home for an unknown path). */
const routes = createRoutes(() => undefined);
function routerHasPage(address: string): boolean {
  const matches = matchRoutes(routes, new URL(`${ORIGIN}${address}`).pathname);
  return !!matches && matches.at(-1)!.route.path !== '*';
}

const GUID = '6f1c2a9e-1b7d-4c55-9a51-3f0e2b7c8d90';
const pageOf = (pattern: string) => pattern.replace(':guid', GUID);

/** One letter of a path percent-encoded, as a hand-typed or rewritten link may carry it. */
const encodeLetter = (path: string, at: number, upperHex: boolean) => {
  const hex = path.charCodeAt(at).toString(16);
  return `${path.slice(0, at)}%${upperHex ? hex.toUpperCase() : hex}${path.slice(at + 1)}`;
};

/** The ways a URL may name a page, right or wrong: letter case, encodings, slashes, extra segments,
 * files, queries. */
function variants(path: string): string[] {
  const firstLetter = path.search(/[a-z]/i);
  const lastSlash = path.lastIndexOf('/');
  return [
    path,
    path.toUpperCase(),
    path.replace(/\/(\w)/g, (_m, c: string) => `/${c.toUpperCase()}`),
    `${path}/`,
    `${path}//`,
    `${path}/x`,
    `${path}.html`,
    `${path}.js?v=1`,
    `${path}?`,
    `${path}?module=VPC&url=/vente/api/x.pdf`,
    `${path}%2F`,
    `${path}%`,
    `/${path}`,
    path.replace(/\//g, '//'),
    lastSlash > 0 ? `${path.slice(0, lastSlash)}%2F${path.slice(lastSlash + 1)}` : `${path}/%2F`,
    ...(firstLetter >= 0
      ? [
          encodeLetter(path, firstLetter, true),
          encodeLetter(path, firstLetter, false),
          encodeLetter(path.toUpperCase(), firstLetter, true),
        ]
      : []),
    ...(path.includes('-') ? [path.replace('-', '%2D'), path.replace('-', '_')] : []),
  ];
}

/** Same-origin paths that are not the portal: the server answers them, never the shell. */
const SERVER_PAGES = [
  // The emulator's mailbox, where the README's demo data sends a new user (docs/emulator.md « Demandes de
  // carte ») (tests/unit/server/pwa-static.test.ts takes its path from the server).
  '/emulateur/courriels',
  '/emulateur/',
  '/emulateur/une-autre-page',
  `${EMULATOR_CONTROL_PREFIX}/outbox`,
  `${EMULATOR_CONTROL_PREFIX}/faults`,
  ...BACKOFFICE_PREFIXES.map((prefix) => `${prefix}x`),
  '/api/jwttoken/generate',
  '/vente/api/order/summary/pdf',
  '/vpc/api/categorie',
  '/formulaire/api/demande/6f1c2a9e',
  '/fournisseur/transactions-cb/index.html',
  '/fournisseur/paiement-carte',
  '/externe/plan-du-reseau.html',
  '/content/images/carte.svg',
  '/sw.js',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/assets/index-abc.js?v=1',
  '/index.html',
  '/favicon.ico',
  '/une/page/inconnue',
];

describe('navigations the service worker answers with the shell', () => {
  it('every route of the table', () => {
    expect(PORTAL_ROUTE_PATTERNS.length).toBe(23);
    for (const pattern of PORTAL_ROUTE_PATTERNS) expect(getsShell(pageOf(pattern)), pattern).toBe(true);
  });

  it('with the queries the portal gives them, URLs with dots included', () => {
    for (const page of [
      '/?module=VPC',
      '/home?module=RESERVATION',
      '/reservation/infos?tab=2',
      '/selection-od?carte=true',
      '/recapitulatif?paymentOk=true&module=VPC',
      '/recapitulatif?cancel=true',
      '/iframe?url=%2Fexterne%2Fplan-du-reseau.html',
      '/iframe?url=http://127.0.0.1:5181/fournisseur/transactions-cb/index.html',
    ])
      expect(getsShell(page), page).toBe(true);
  });

  it('as the router reads them: any letter case, encoded letters, trailing slashes', () => {
    for (const page of [
      '/HOME',
      '/Demandes/Formulaire/6F1C2A9E',
      '/rechargement/infos/',
      '/vpc/itemlist///?x=1',
      '/h%6Fme',
      '/%48OME',
      '/selection%2Dod',
    ])
      expect(getsShell(page), page).toBe(true);
  });
});

describe('navigations left to the network', () => {
  it("the server's own pages: the mailbox, the emulator, the back office, the providers, files", () => {
    for (const path of SERVER_PAGES) expect(getsShell(path), path).toBe(false);
  });

  it('a path the app does not know, nor a page of the table with more after it', () => {
    for (const path of [
      '/emulateur/courriels/',
      '/homes',
      '/home.html',
      '/home/x',
      '/demandes/formulaire',
      '/demandes/formulaire/',
      `/demandes/formulaire/${GUID}/x`,
      '/demandes//access',
      '/vpc/item/3',
      '//home',
      '/home%2F',
    ])
      expect(getsShell(path), path).toBe(false);
  });
});

describe('the worker and the router agree', () => {
  it('on every page of the table and on every way of writing it, right or wrong', () => {
    // The router warns of each malformed percent-encoding it is given (and reads the path as it is).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    onTestFinished(() => warn.mockRestore());
    const addresses = [...PORTAL_ROUTE_PATTERNS.map(pageOf), ...SERVER_PAGES].flatMap(variants);
    expect(addresses.length).toBeGreaterThan(700);
    const disagree = addresses.filter((address) => getsShell(address) !== routerHasPage(address));
    expect(disagree).toEqual([]);
  });
});
