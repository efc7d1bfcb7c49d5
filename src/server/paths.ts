import { BACKOFFICE_PREFIXES, EMULATOR_CONTROL_PREFIX, TOKEN_PATH } from '../shared/http';

/** The URL path without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function isBackofficePath(path: string): boolean {
  return BACKOFFICE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export function isControlPath(path: string): boolean {
  return path === EMULATOR_CONTROL_PREFIX || path.startsWith(`${EMULATOR_CONTROL_PREFIX}/`);
}

/** Called server to server by the card provider: authenticated by the provider's signature instead. */
export const PROVIDER_NOTIFICATION_PATH = '/paiement/api/paybox/ipn';

/** Back-office routes that need the machine bearer token: all but the token route and the notification. */
export function needsBearer(path: string): boolean {
  return isBackofficePath(path) && path !== TOKEN_PATH && path !== PROVIDER_NOTIFICATION_PATH;
}
