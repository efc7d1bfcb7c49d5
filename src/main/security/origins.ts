// Origins compared after parsing, never as string prefixes ("https://pay.example.fr.evil.test" and
// "https://pay.example.fr@evil.test" are other sites). The app scheme is not "special" for the WHATWG
// URL parser (its origin reads "null"), so its origin is rebuilt from scheme and host.
import { APP_ORIGIN, APP_SCHEME } from '../appProtocol';
import { backofficeBase } from '../appPaths';

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

export interface AppOrigins {
  /** The back office's base URL: its return paths are brought back into the app (returnPaths.ts). */
  readonly backoffice: URL;
  /** The back office and the configured and published sites: the sources the app's CSP lists. */
  readonly trusted: ReadonlySet<string>;
  /**
   * Where a window's page may go: the app and the trusted sites, never the back office itself (the
   * window would leave the app with no way back; its return paths come back into the app instead).
   */
  readonly topLevel: ReadonlySet<string>;
  /** What a sub-frame may show: the app and every trusted origin, the back office's included. */
  readonly frames: ReadonlySet<string>;
  /** Adds http(s) origins (the back office's preferences): they count from the next page or navigation. */
  add(origins: Iterable<string>): void;
}

/** The origins of the app, from the back office and the configured extra origins (device config). */
export function createAppOrigins(backofficeUrl: string, configured: readonly string[]): AppOrigins {
  const backoffice = backofficeBase(backofficeUrl);
  const trusted = new Set<string>();
  const topLevel = new Set<string>([APP_ORIGIN]);
  const frames = new Set<string>([APP_ORIGIN]);
  const add = (texts: Iterable<string>) => {
    for (const text of texts) {
      const origin = originOfUrl(text);
      if (origin === null || origin === APP_ORIGIN) continue;
      trusted.add(origin);
      frames.add(origin);
      if (origin !== backoffice.origin) topLevel.add(origin);
    }
  };
  add([backoffice.origin, ...configured]);
  return { backoffice, trusted, topLevel, frames, add };
}
