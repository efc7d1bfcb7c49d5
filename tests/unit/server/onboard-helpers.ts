// The on-board contactless payments under test: one clock for the clearing, the back office and the
// provider (a Saturday of March, 10:30 in Paris), the demo cards as typed, and the calls of the portal's
// renderer (the back office's two routes) and of the provider's page (its API, from its own origin).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildProviders, type ProvidersOptions, type ServerOptions } from '../../../src/server';
import { createOnboardClearing, type OnboardClearing } from '../../../src/server/onboard/clearing';
import { DEMO_ONBOARD_CARDS, type DemoOnboardCard } from '../../../src/server/onboard/demo-cards';
import { TRANSACTIONS_PATHS } from '../../../src/server/providers/transactions/api';
import { isCompleteTransaction, proofItem } from '../../support/onboard-records';
import { server } from './helpers';
import { PORTAL, PROVIDERS_HOST } from './mobile-ticket-helpers';
import { providerSecret } from './purchase-helpers';

export { PORTAL, PROVIDERS_HOST };
export { isCompleteTransaction as isComplete, proofItem };
export const PROVIDERS_ORIGIN = `http://${PROVIDERS_HOST}`;

/** Saturday 14 March 2026, 10:30 in Paris (UTC+1). */
export const NOW = new Date('2026-03-14T09:30:00.000Z');
export const clock = () => NOW;
/** December of the clock's year + 3. */
export const EXPIRY = '12/29';

export const card = (name: DemoOnboardCard) => ({
  numeroCarte: DEMO_ONBOARD_CARDS[name],
  expiration: EXPIRY,
});

export const clearingAt = (now: () => Date = clock): OnboardClearing => createOnboardClearing(now);

/** The back office on the test clock, sharing `clearing` when given. */
export const onboardServer = (
  clearing?: OnboardClearing,
  now: () => Date = clock,
  options: ServerOptions = {},
) => server({ now, ...options, ...(clearing ? { onboardClearing: clearing } : {}) });

export async function transactionsProviders(
  options: Partial<ProvidersOptions> = {},
): Promise<FastifyInstance> {
  const providers = await buildProviders({
    providerSecret,
    backofficeUrl: `${PORTAL}/`,
    now: clock,
    ...options,
  });
  await providers.ready();
  return providers;
}

/** The page's script calling its API: same origin, JSON. `headers` replace or add (undefined: not sent). */
export function search(
  providers: FastifyInstance,
  payload: unknown,
  headers: Record<string, string | undefined> = {},
  remoteAddress = '192.0.2.10',
): Promise<LightMyRequestResponse> {
  const all: Record<string, string | undefined> = {
    host: PROVIDERS_HOST,
    origin: PROVIDERS_ORIGIN,
    'content-type': 'application/json',
    ...headers,
  };
  return providers.inject({
    method: 'POST',
    url: TRANSACTIONS_PATHS.search,
    headers: Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  });
}

/** The records the provider hands out for a demo card. */
export async function recordsOf(providers: FastifyInstance, name: DemoOnboardCard): Promise<unknown[]> {
  const response = await search(providers, card(name));
  if (response.statusCode !== 200) throw new Error(response.body);
  return (response.json() as { transactions: unknown[] }).transactions;
}
