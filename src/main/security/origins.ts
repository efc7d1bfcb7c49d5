// Origins compared after parsing, never as string prefixes ("https://pay.example.fr.evil.test" and
// "https://pay.example.fr@evil.test" are other sites). The app scheme is not "special" for the WHATWG
// URL parser (its origin reads "null"), so its origin is rebuilt from scheme and host.
import { APP_ORIGIN, APP_SCHEME } from '../appProtocol';

export function originOfUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  if (url.protocol === `${APP_SCHEME}:` && url.host) return `${APP_SCHEME}://${url.host}`;
  return null;
}

export function isAllowedUrl(text: string, allowed: ReadonlySet<string>): boolean {
  const origin = originOfUrl(text);
  return origin !== null && allowed.has(origin);
}

/** Where the window may go: the bundled app, the back office and the configured extra origins. */
export function trustedOrigins(allowedOrigins: readonly string[], backofficeUrl: string): Set<string> {
  const origins = new Set<string>([APP_ORIGIN]);
  for (const text of [backofficeUrl, ...allowedOrigins]) {
    const origin = originOfUrl(text);
    if (origin) origins.add(origin);
  }
  return origins;
}
