// The two origins of the emulator, as a given browser sees them: the back office (which also serves the
// web portal) and the providers' stand-ins on their own listener. Both listen on a loopback address;
// a browser may have typed 127.0.0.1 or localhost, and each listener is then reached under that name.
import type { FastifyRequest } from 'fastify';
import { requestOrigin } from '../origin';

/** Origin of the portal's renderer inside the Electron app. */
export { APP_ORIGIN } from '../../shared/http';

/** Paths under this prefix are the providers' (card, wallet, mobile ticket, contactless transactions). */
export const PROVIDERS_PREFIX = '/fournisseur/';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host name the client used to reach us, or null when its Host header does not parse. */
function hostnameOf(request: FastifyRequest): string | null {
  try {
    return new URL(requestOrigin(request)).hostname;
  } catch {
    return null;
  }
}

/**
 * `configured` (an absolute URL) as the client of `request` should see it: when both name the loopback
 * interface, under the name the client used (so a visitor on localhost stays on localhost and one on
 * 127.0.0.1 on 127.0.0.1); otherwise as configured. Returns an origin.
 */
export function originAsSeenBy(configured: string, request: FastifyRequest): string {
  const url = new URL(configured);
  const seen = hostnameOf(request);
  if (seen !== null && LOOPBACK_NAMES.has(seen) && LOOPBACK_NAMES.has(url.hostname)) url.hostname = seen;
  return url.origin;
}

/** An absolute http(s) URL, or a French error naming the setting. */
export function checkedBaseUrl(value: string, setting: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`${setting} invalide : « ${value} » (attendu : une URL http ou https absolue)`);
  return url.href;
}
