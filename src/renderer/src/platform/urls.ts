// URL checks shared by the HTTP layer and the screens that open other sites.

/**
 * `scheme://host[:port]` of a parsed URL, null when it has no host (data:, blob:, javascript:, file:).
 * The app scheme is not "special" for the WHATWG parser (its `origin` reads "null"), so the origin is
 * rebuilt from scheme and host, as main does (src/main/security/origins.ts).
 */
function originOf(url: URL): string | null {
  return url.host ? `${url.protocol}//${url.host}` : null;
}

/**
 * Characters the URL parser trims, drops or reads as a slash (C0 controls and spaces, DEL, backslash).
 * For the app scheme, Chromium (standard scheme) and the WHATWG parser read a backslash differently; a
 * URL spelled with any of them is never taken for ours, whichever reading the request gets.
 */
function isAmbiguous(url: string): boolean {
  for (let i = 0; i < url.length; i += 1) {
    const code = url.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * True when `url`, resolved as the browser resolves a request (against the document's base URL), is on
 * the page's own origin: the back office on the web (served next to it), app://portail in Electron.
 */
export function isOwnOriginUrl(
  url: string,
  base: string = document.baseURI,
  page: string = window.location.href,
): boolean {
  if (isAmbiguous(url)) return false;
  let target: URL;
  let own: URL;
  try {
    target = new URL(url, base);
    own = new URL(page);
  } catch {
    return false;
  }
  const origin = originOf(target);
  return origin !== null && origin === originOf(own);
}

/** `url` resolved as the browser resolves it: against the document's base URL. */
function parse(url: string): URL | null {
  try {
    return new URL(url, document.baseURI);
  } catch {
    return null;
  }
}

/** RFC 3986 §6.2.2.2: `%70` and `p` are the same path character; other escapes stay as they are. */
function decodedUnreserved(path: string): string {
  return path.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /^[A-Za-z0-9._~-]$/.test(char) ? char : escape.toUpperCase();
  });
}

/** True when `url` is `base` or below it: same parsed origin and path prefix, never a string prefix. */
export function isUnderUrl(url: string, base: string): boolean {
  const target = parse(url);
  const root = parse(base);
  if (!target || !root) return false;
  const origin = originOf(target);
  if (origin === null || origin !== originOf(root)) return false;
  const path = decodedUnreserved(target.pathname);
  const rootPath = decodedUnreserved(root.pathname);
  const prefix = rootPath.endsWith('/') ? rootPath : `${rootPath}/`;
  return path === rootPath || path.startsWith(prefix);
}

/** The parsed origin of `url` when it is http(s) and among `allowedOrigins`, else null. */
export function allowedHttpUrl(url: string, allowedOrigins: readonly string[]): URL | null {
  const target = parse(url);
  if (!target || (target.protocol !== 'https:' && target.protocol !== 'http:')) return null;
  const allowed = allowedOrigins.some((origin) => parse(origin)?.origin === target.origin);
  return allowed ? target : null;
}
