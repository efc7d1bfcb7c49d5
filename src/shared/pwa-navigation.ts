// Which navigations the portal's service worker answers with its cached shell (vite.web.config.ts's
// navigateFallbackDenylist): not those to paths of the same origin that are not the portal's pages.
// With its extension: Vite's config loader reads this file as it is (vite.web.config.ts imports it).
import { BACKOFFICE_PREFIXES, EMULATOR_CONTROL_PREFIX } from './http.ts';

/**
 * Paths of the same origin that are not the portal's pages: the back office, the emulator's control API
 * and its stand-in pages and images. A navigation there goes to the network, never to the cached shell
 * (a framed /externe/ page must stay that page; a PDF link must stay the PDF).
 */
export const NOT_THE_PORTAL_PREFIXES: readonly string[] = [
  ...BACKOFFICE_PREFIXES,
  EMULATOR_CONTROL_PREFIX,
  '/externe/',
  '/content/',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Workbox's navigateFallbackDenylist: those prefixes, and any file (a last segment with a dot: sw.js,
 * the manifest, an icon) asked for by a navigation. Matched against the path and query. */
export const NAVIGATE_FALLBACK_DENYLIST: readonly RegExp[] = [
  new RegExp(`^(?:${NOT_THE_PORTAL_PREFIXES.map(escape).join('|')})`),
  /^[^?]*\/[^/?]*\.[^/?]*(?:\?|$)/,
];
