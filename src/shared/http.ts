// HTTP conventions shared by the renderer and the back-office emulator (JHipster-style back office).

/** Cookie the back office sets; its value must be echoed in CSRF_HEADER on every non-GET call. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

/** Where the machine bearer token comes from (SPEC §7 "Configuration and auth"). */
export const TOKEN_PATH = '/api/jwttoken/generate';
export const PREFERENCES_PATH = '/api/preferences';
export const PERSONNALISATION_PATH = '/gatewaybackoffice/api/parametre/agence/personnalisation';
export const MODULES_PATH = '/api/modules/list';

/** Path prefixes that belong to the back office (everything else is the renderer's). */
export const BACKOFFICE_PREFIXES = [
  '/api/',
  '/vente/api/',
  '/paiement/api/',
  '/formulaire/api/',
  '/topologie/api/',
  '/commerce/api/',
  '/vpc/api/',
  '/gatewaybackoffice/api/',
] as const;

/** Origin of the Electron app: main serves the renderer under app://portail and forwards its back-office
 * calls with the renderer's headers, Origin included (src/main/appProtocol.ts). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'portail';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** Emulator-only control API (fault injection, outbox...), mounted only when enabled. */
export const EMULATOR_CONTROL_PREFIX = '/__emulator';

/** Error body of the back office: a French message meant for the customer. */
export interface ErrorBody {
  messageError: string;
}

/** A rule of the emulator's fault injection (POST /__emulator/faults). */
export interface FaultRule {
  method?: string;
  path: string;
  status?: number;
  body?: unknown;
  delayMs?: number;
  down?: boolean;
  times?: number;
}
