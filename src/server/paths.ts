import { BACKOFFICE_PREFIXES, EMULATOR_CONTROL_PREFIX, TOKEN_PATH } from '../shared/http';
import { COUNTER_CASH_PATH, TERMINAL_OUTCOME_PATH } from '../shared/terminal-outcome';

// Every function here takes the path the router matched (routedPath of request-target.ts), never the
// raw URL: a guard must decide on what the route will see.
export { routedPath } from './request-target';

/** Called server to server by the card provider (repondreA): authenticated by the provider's
 * signature instead of the browser's bearer token and CSRF cookie, which it cannot have. */
export const PROVIDER_NOTIFICATION_PATH = '/paiement/api/paybox/ipn';

/** Server-to-server calls, each authenticated by its own signature: the provider's notification, the
 * devices' terminal outcomes and the counters' cash reports (signed with the device secret). */
const SIGNED_PATHS: readonly string[] = [
  PROVIDER_NOTIFICATION_PATH,
  TERMINAL_OUTCOME_PATH,
  COUNTER_CASH_PATH,
];

/** Back-office routes the portal calls from the browser: the bearer and CSRF guards apply to them. */
export function isBackofficePath(path: string): boolean {
  return !SIGNED_PATHS.includes(path) && BACKOFFICE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export function isControlPath(path: string): boolean {
  return path === EMULATOR_CONTROL_PREFIX || path.startsWith(`${EMULATOR_CONTROL_PREFIX}/`);
}

/** The one back-office route that takes application/x-www-form-urlencoded bodies: the provider's
 * notification (the providers' pages, which take the browser's forms, have their own listener). */
export function takesFormBody(path: string): boolean {
  return path === PROVIDER_NOTIFICATION_PATH;
}

/** Back-office routes that need the machine bearer token: all but the token route. */
export function needsBearer(path: string): boolean {
  return isBackofficePath(path) && path !== TOKEN_PATH;
}
