// URL checks shared by the HTTP layer and the screens that open other sites.

/** Relative to the site we are served from (no scheme, no protocol-relative `//host`). */
export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
}

function parse(url: string): URL | null {
  try {
    return new URL(url, window.location.href);
  } catch {
    return null;
  }
}

/** True when `url` is `base` or below it: same parsed origin and path prefix, never a string prefix. */
export function isUnderUrl(url: string, base: string): boolean {
  const target = parse(url);
  const root = parse(base);
  if (!target || !root || target.origin !== root.origin) return false;
  const rootPath = root.pathname.endsWith('/') ? root.pathname : `${root.pathname}/`;
  return target.pathname === root.pathname || target.pathname.startsWith(rootPath);
}

/** The parsed origin of `url` when it is http(s) and among `allowedOrigins`, else null. */
export function allowedHttpUrl(url: string, allowedOrigins: readonly string[]): URL | null {
  const target = parse(url);
  if (!target || (target.protocol !== 'https:' && target.protocol !== 'http:')) return null;
  const allowed = allowedOrigins.some((origin) => parse(origin)?.origin === target.origin);
  return allowed ? target : null;
}
