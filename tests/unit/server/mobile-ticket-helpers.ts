// The mobile-ticket provider on the providers' listener, called through inject as the portal's renderer
// calls it: from the web portal's origin, with X-Requested-With and the bearer in X-Authorization; on a
// clock the test moves.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildProviders, type ProvidersOptions } from '../../../src/server';
import type { InitPayboxRequest } from '../../../src/shared/mobile-ticket';
import { providerSecret } from './purchase-helpers';

export const API = '/fournisseur/billettique-mobile/api';
export const PORTAL = 'http://127.0.0.1:5180';
export const PROVIDERS_HOST = '127.0.0.1:5181';
export const PASSWORD = 'Ligeo-2026';

export const MAILS = {
  confirmed: 'camille.durand@exemple.fr',
  unconfirmed: 'hugo.bernard@exemple.fr',
  withoutStudent: 'lea.petit@exemple.fr',
  studentOutOfDate: 'nathan.moreau@exemple.fr',
  disabled: 'ines.roux@exemple.fr',
} as const;

/** A clock the test moves by hand. */
export function testClock(start = '2026-03-02T09:00:00.000Z') {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export async function mobileProviders(options: Partial<ProvidersOptions> = {}): Promise<FastifyInstance> {
  const providers = await buildProviders({ providerSecret, backofficeUrl: `${PORTAL}/`, ...options });
  await providers.ready();
  return providers;
}

interface CallOptions {
  token?: string;
  /** Extra or replaced headers; a header set to undefined is not sent. */
  headers?: Record<string, string | undefined>;
  remoteAddress?: string;
}

/** A call of the portal's renderer to the API (path after the base). */
export function apiCall(
  providers: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string | undefined> = {
    host: PROVIDERS_HOST,
    origin: PORTAL,
    'x-requested-with': 'XMLHttpRequest',
    ...(options.token ? { 'x-authorization': `Bearer ${options.token}` } : {}),
    ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  };
  return providers.inject({
    method,
    url: `${API}${path}`,
    headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >,
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export const authenticate = (
  providers: FastifyInstance,
  mail: string,
  password = PASSWORD,
  remoteAddress?: string,
) =>
  apiCall(
    providers,
    'POST',
    '/token/authenticate',
    { mail, password, supportNumero: 'navigateur-1' },
    {
      remoteAddress,
    },
  );

/** Logs into the account; its token. */
export async function tokenFor(providers: FastifyInstance, mail: string): Promise<string> {
  const response = await authenticate(providers, mail);
  if (response.statusCode !== 200) throw new Error(`Connexion refusée : ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** The body the portal sends to start paying `produits`, with the SPEC's return paths. */
export const initBody = (
  produits: { id: number; quantite: number }[],
  totalTTC: number,
  overrides: Record<string, unknown> = {},
): InitPayboxRequest & Record<string, unknown> => ({
  produits,
  cancelURL: '/appli',
  rejectedURL: '/recapitulatif?cancel=true',
  successURL: '/recapitulatif',
  totalTTC,
  activerOneClick: false,
  restrictCbOnThisSupport: false,
  ...overrides,
});
