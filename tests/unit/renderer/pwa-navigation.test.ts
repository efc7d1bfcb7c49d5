// Issue 16 "PWA": the service worker answers a navigation with the cached shell only when it leads to a
// page of the portal (every route of the table, with its queries); the back office, the emulator and its
// stand-in pages, and any file keep going to the network (vite.web.config.ts's navigateFallbackDenylist).
import { describe, expect, it } from 'vitest';
import { BACKOFFICE_PREFIXES } from '@shared/http';
import { NAVIGATE_FALLBACK_DENYLIST } from '@shared/pwa-navigation';
import { ROUTE_PATTERNS } from '../../e2e/support/route-patterns';

/** What Workbox's NavigationRoute tests the denylist against: the path and the query. */
const getsShell = (pathAndQuery: string) => !NAVIGATE_FALLBACK_DENYLIST.some((r) => r.test(pathAndQuery));

const pageOf = (pattern: string) =>
  pattern.replace(':guid', '6f1c2a9e-1b7d-4c55-9a51-3f0e2b7c8d90').replace('/*', '/une/page/inconnue');

describe('navigations the service worker answers with the shell', () => {
  it('every route of the table', () => {
    for (const pattern of ROUTE_PATTERNS) expect(getsShell(pageOf(pattern)), pattern).toBe(true);
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
});

describe('navigations left to the network', () => {
  it('the back office, every service of it', () => {
    for (const prefix of BACKOFFICE_PREFIXES) expect(getsShell(`${prefix}x`), prefix).toBe(false);
    expect(getsShell('/vente/api/order/summary/pdf')).toBe(false);
    expect(getsShell('/api/jwttoken/generate')).toBe(false);
  });

  it("the emulator's control API, stand-in pages and images", () => {
    for (const path of ['/__emulator/faults', '/externe/plan-du-reseau.html', '/content/images/carte.svg'])
      expect(getsShell(path), path).toBe(false);
  });

  it('a file (the worker, the manifest, an icon, a bundle)', () => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/icons/icon-192.png', '/assets/index-abc.js?v=1'])
      expect(getsShell(path), path).toBe(false);
  });
});
