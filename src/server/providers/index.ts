// The providers' stand-ins, on a listener of their own (PROVIDERS_PORT) so that the portal meets them as
// the other companies' sites they are: the card payment page, the wallet's approval page, the
// mobile-ticket API and the contactless-transactions page. They share with the back office only what a
// real provider shares with a merchant: the key of their signatures and the back office's URL (for the
// server-to-server notification), and the network's contactless clearing (the transactions provider
// lists a card's taps, the back office binds its orders to them). Files here: this listener (card,
// wallet, mobile-ticket/, transactions/, cors, page-headers, pages, control; their throttle is the
// emulator's, ../throttle) and what the back office does with providers (paybox-parameters,
// notification, wallet-checkout, signature).
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { frameworkErrors, notFoundJson, registerErrors } from '../errors';
import { checkedHttpLimits, type HttpLimits } from '../http-limits';
import { guardHttpServer, httpServerOptions } from '../http-server';
import { registerRequestChecks } from '../request-checks';
import { checkedProxies, trustProxyOf } from '../trusted-proxies';
import { registerCardProvider } from './card';
import { registerFormBody, routeTakesForms } from './form-body';
import { registerProvidersControl } from './control';
import {
  createMobileTicketProvider,
  registerMobileTicketApi,
  registerMobileTicketCors,
} from './mobile-ticket';
import { createOnboardClearing, type OnboardClearing } from '../onboard/clearing';
import { APP_ORIGIN, originAsSeenBy } from './origins';
import { registerPageHeaders } from './page-headers';
import { STYLESHEET_PATH } from './pages';
import {
  createTransactionsProvider,
  registerTransactionsProvider,
  TRANSACTIONS_PREFIX,
} from './transactions';
import { registerWalletProvider } from './wallet';

export { TRANSACTIONS_PREFIX } from './transactions';
export { STYLESHEET_PATH } from './pages';

export interface ProvidersOptions {
  /** Key of the card provider's HMAC and of the wallet's checkouts: the back office's providerSecret. */
  providerSecret: Uint8Array;
  /** The back office: where notifications go, and whose pages may call and frame the providers. A
   * function when it is known only once it listens (both listeners on ephemeral ports). */
  backofficeUrl: string | (() => string);
  /** Images and stand-in pages; defaults to the assets folder of the emulator. */
  assetsDir?: string;
  /** HTTP client of the server-to-server calls (tests may route them elsewhere). */
  fetch?: typeof fetch;
  /** Host names it answers to (DNS rebinding), as ServerOptions.hostnames; absent, any. */
  hostnames?: readonly string[];
  /** Mounts the control API (fault injection, mobile-ticket token expiry), as ServerOptions.control. */
  control?: boolean;
  /** Clock of the card provider (its payment window), of the mobile-ticket provider (its tokens,
   * throttle, profiles) and of the transactions provider (its 30 days, its throttle); the system's by
   * default. */
  now?: () => Date;
  /** Lifetime of a mobile-ticket login token, in seconds (30 minutes by default). */
  mobileTokenTtlSeconds?: number;
  /** The contactless clearing the back office reads too (startServer gives both the same); seeded on
   * `now` when absent. */
  onboardClearing?: OnboardClearing;
  /** Timeouts and connection cap of its listener, as ServerOptions.http (http-limits.ts). */
  http?: HttpLimits;
  /** Reverse proxies whose X-Forwarded-For names the client (the login's throttle), as
   * ServerOptions.trustedProxies; none by default. */
  trustedProxies?: readonly string[];
  /** Fastify's logger setting (true, or options with a destination stream for tests). */
  logger?: FastifyServerOptions['logger'];
}

export async function buildProviders(options: ProvidersOptions): Promise<FastifyInstance> {
  const limits = checkedHttpLimits(options.http);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    frameworkErrors,
    ...httpServerOptions(limits),
    trustProxy: trustProxyOf(checkedProxies(options.trustedProxies ?? [])),
  });
  guardHttpServer(app.server, limits);
  const backofficeUrl =
    typeof options.backofficeUrl === 'function'
      ? options.backofficeUrl
      : () => options.backofficeUrl as string;
  const assetsDir = options.assetsDir ?? resolve(import.meta.dirname, '..', 'assets');
  const now = options.now ?? (() => new Date());

  /** The portal's origins as this browser sees them: the back office's, and the Electron app's. */
  const portalOrigins = (request: FastifyRequest): string[] => {
    try {
      return [originAsSeenBy(backofficeUrl(), request), APP_ORIGIN];
    } catch {
      return [APP_ORIGIN]; // the back office is not listening yet
    }
  };

  registerErrors(app);
  // As on the back office: targets the router could read two ways refused, JSON bodies checked.
  registerRequestChecks(app, options.hostnames ?? null);
  registerFormBody(app, routeTakesForms);
  // Only the contactless-transactions page is meant to be shown in the portal's frame.
  registerPageHeaders(app, (request) =>
    request.routeOptions.url?.startsWith(TRANSACTIONS_PREFIX) ? { ancestors: portalOrigins(request) } : {},
  );

  const mobileTicket = createMobileTicketProvider({
    key: options.providerSecret,
    now,
    tokenTtlMs:
      options.mobileTokenTtlSeconds === undefined ? undefined : options.mobileTokenTtlSeconds * 1000,
    // The portal's pages are the back office's, under the name this browser used.
    portalSite: (request) => originAsSeenBy(backofficeUrl(), request),
  });
  const transactions = createTransactionsProvider({
    clearing: options.onboardClearing ?? createOnboardClearing(now),
    now,
    portalOrigins,
    assetsDir,
  });
  // Hook order matters: the CORS guard first, so faulted answers carry it and preflights are never
  // faulted; then the control API's fault injection.
  registerMobileTicketCors(app, portalOrigins);
  if (options.control) registerProvidersControl(app, mobileTicket, transactions);

  registerCardProvider(app, {
    key: options.providerSecret,
    backofficeUrl,
    fetch: options.fetch ?? fetch,
    now,
  });
  registerWalletProvider(app, options.providerSecret);
  registerMobileTicketApi(app, mobileTicket);
  registerTransactionsProvider(app, transactions);

  // Files are sent by their routes only (sendFile): no folder is served as such.
  await app.register(fastifyStatic, { root: join(assetsDir, 'pages'), serve: false });
  app.get(STYLESHEET_PATH, (_request, reply) =>
    reply.sendFile('page.css', join(assetsDir, 'pages', 'externe')),
  );
  // Their pages have no icon, but a browser asks this origin for one anyway: nothing, rather than a 404
  // in the console of every page the portal opens or frames.
  app.get('/favicon.ico', (_request, reply) => reply.code(204).send());
  app.setNotFoundHandler((request, reply) => notFoundJson(request, reply));
  return app;
}
