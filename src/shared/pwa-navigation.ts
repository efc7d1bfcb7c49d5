// Which navigations the portal's service worker answers with its cached shell (vite.web.config.ts's
// navigateFallbackAllowlist): those to a page of the portal's route table, matched as its router matches
// them, and no other. Every other path of the origin (the back office, the emulator's mailbox and control
// API, its stand-in pages, a file, a path the app does not know) goes to the network, where the server
// decides: a server page added later cannot be hidden behind the shell.
// With its extension: Vite's config loader reads this file as it is (vite.web.config.ts imports it).
import { PORTAL_SECTIONS } from './portal-routes.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const percentEncoded = (text: string) =>
  [...new TextEncoder().encode(text)]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');

/** One character of a route's path as the URL may carry it: itself, or percent-encoded in either letter
 * case (react-router decodes each segment, then compares letters without their case). */
function character(char: string): string {
  const encodings = new Set([char.toLowerCase(), char.toUpperCase()].map(percentEncoded));
  return `(?:${escape(char)}|${[...encodings].join('|')})`;
}

/** A segment of a route's path: a parameter (`:guid`) is any non-empty segment, as for the router. */
const segment = (text: string) => (text.startsWith(':') ? '[^/?]+' : [...text].map(character).join(''));

/** A route's path (`formulaire/:guid`), its segments one slash apart. */
const route = (text: string) => text.split('/').map(segment).join('\\/');

/** After the path: any trailing slashes (the router ignores them), then the query or nothing. */
const END = '\\/*(?:\\?|$)';

/**
 * Workbox's navigateFallbackAllowlist, tested against the URL's path and query (`url.pathname +
 * url.search`, the path still percent-encoded): the root, then each section of the table, alone (its
 * default page) or followed by one of its pages. Case-insensitive, as the router is.
 */
export const NAVIGATE_FALLBACK_ALLOWLIST: readonly RegExp[] = [
  new RegExp(`^\\/${END}`),
  ...Object.entries(PORTAL_SECTIONS).map(([section, pages]: [string, readonly string[]]) => {
    const page = pages.length ? `(?:\\/(?:${pages.map(route).join('|')}))?` : '';
    return new RegExp(`^\\/${route(section)}${page}${END}`, 'i');
  }),
];
