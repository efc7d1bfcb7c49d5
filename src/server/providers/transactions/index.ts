// Stand-in for the contactless-transactions provider (SPEC §2 "Frame screen"), on the providers'
// listener: the page the portal frames (page), its script and stylesheet (static files of this origin,
// assets/pages/fournisseur/transactions-cb), its JSON API (search-route), and the control API's reset
// of the search throttle. The taps come from the clearing the back office reads too.
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EMULATOR_CONTROL_PREFIX } from '../../../shared/http';
import type { OnboardClearing } from '../../onboard/clearing';
import { sendPage } from '../page-headers';
import { AttemptThrottle } from '../../throttle';
import { TRANSACTIONS_PATHS } from './api';
import { transactionsPage } from './page';
import { registerSearchRoute, SEARCH_THROTTLE } from './search-route';

export { TRANSACTIONS_PATHS, TRANSACTIONS_PREFIX } from './api';

export const SEARCH_THROTTLE_RESET_PATH = `${EMULATOR_CONTROL_PREFIX}/transactions-cb/recherches`;

export interface TransactionsProviderOptions {
  clearing: OnboardClearing;
  now: () => Date;
  /** The portal's origins as this browser sees them: who may frame the page and get its message. */
  portalOrigins: (request: FastifyRequest) => string[];
  assetsDir: string;
}

export interface TransactionsProvider extends TransactionsProviderOptions {
  throttle: AttemptThrottle;
}

/** Made before the control API (which resets its throttle), registered after it (its routes then
 * meet the fault injection). */
export const createTransactionsProvider = (options: TransactionsProviderOptions): TransactionsProvider => ({
  ...options,
  throttle: new AttemptThrottle(options.now, SEARCH_THROTTLE),
});

export function registerTransactionsProvider(app: FastifyInstance, provider: TransactionsProvider): void {
  const files = join(provider.assetsDir, 'pages', 'fournisseur', 'transactions-cb');

  for (const url of [TRANSACTIONS_PATHS.page, TRANSACTIONS_PATHS.index])
    app.get(url, async (request, reply) => {
      const origins = provider.portalOrigins(request);
      return sendPage(reply, transactionsPage(origins), { ancestors: origins, scripts: true });
    });
  app.get(TRANSACTIONS_PATHS.script, (_request, reply) => reply.sendFile('transactions.js', files));
  app.get(TRANSACTIONS_PATHS.stylesheet, (_request, reply) => reply.sendFile('transactions.css', files));
  registerSearchRoute(app, provider.clearing, provider.throttle, provider.now);
}

/** Control API (tests): forget the searches counted, so a long end-to-end run is never slowed down. */
export function registerSearchThrottleReset(app: FastifyInstance, provider: TransactionsProvider): void {
  app.delete(SEARCH_THROTTLE_RESET_PATH, async (_request, reply) => {
    provider.throttle.clear();
    return reply.code(204).send();
  });
}
