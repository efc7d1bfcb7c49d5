// Decisions on app:// paths, taken on the parsed path (the URL parser has already resolved its dot
// segments) and checked again on the very URL the forwarded fetch will use: a guard that looked at one
// spelling while the back office or the file system acts on another would guard nothing.
import { BACKOFFICE_PREFIXES } from '../shared/http';

/** Paths main forwards to the back office: its APIs and its images under /content/. */
export const FORWARDED_PREFIXES: readonly string[] = [...BACKOFFICE_PREFIXES, '/content/'];

/** Escaped "/", "\" or ".": a server that decodes them would see other segments than the ones checked. */
const ESCAPED_SEPARATOR_OR_DOT = /%(?:2f|5c|2e)/i;

/**
 * The decoded form of a parsed app:// path when it is safe to act on: no backslash, no escaped
 * separator or dot, only well-formed escapes, no control character once decoded. null otherwise.
 */
export function safeDecodedPath(pathname: string): string | null {
  if (pathname.includes('\\') || ESCAPED_SEPARATOR_OR_DOT.test(pathname)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return /\p{Cc}/u.test(decoded) ? null : decoded;
}

export function isForwardedPath(pathname: string): boolean {
  return FORWARDED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The back office's URL as a base: no query, and a final slash so that its base path is kept. */
export function backofficeBase(backofficeUrl: string): URL {
  const base = new URL(backofficeUrl);
  base.search = '';
  base.hash = '';
  if (!base.pathname.endsWith('/')) base.pathname = `${base.pathname}/`;
  return base;
}

/**
 * The URL a forwarded path is fetched from: below the back office's base path, on its origin, with a
 * resolved path still under one of the prefixes. null when the path would go anywhere else.
 */
export function forwardTarget(pathname: string, search: string, base: URL): URL | null {
  if (!isForwardedPath(pathname)) return null;
  let target: URL;
  try {
    target = new URL(`${pathname.slice(1)}${search}`, base);
  } catch {
    return null;
  }
  if (target.origin !== base.origin) return null;
  const underPrefix = FORWARDED_PREFIXES.some((prefix) =>
    target.pathname.startsWith(`${base.pathname}${prefix.slice(1)}`),
  );
  return underPrefix ? target : null;
}
