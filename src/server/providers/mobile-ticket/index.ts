// Stand-in for the mobile-ticket provider's API (SPEC §7 "Mobile-ticket provider"), on the providers'
// listener under preferences.mobileTicketUrl: accounts, login, catalogue, cart check, card payment
// through the card provider, and the account's tickets. Files: provider (its memory), accounts and
// passwords, tokens, the login throttle (../../throttle), catalogue, cart-check, orders, requests (bodies), return-urls,
// payment-parameters, guards (headers), the routes, control (token expiry for tests).
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { notFoundJson } from '../../errors';
import { corsGuard } from '../cors';
import { registerLoginRoutes } from './login-routes';
import { registerNotificationRoute } from './notification-route';
import { isMobileTicketRoute, MOBILE_TICKET_PREFIX } from './paths';
import type { MobileTicketProvider } from './provider';
import { registerPurchaseRoutes } from './purchase-routes';

export { MOBILE_TICKET_PREFIX } from './paths';
export { createMobileTicketProvider, type MobileTicketProvider } from './provider';
export { registerTokenExpiry } from './control';

const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/**
 * The API's cross-origin policy, as an application hook so it runs before the fault injection
 * (register it first): a faulted answer still carries the portal's Access-Control-Allow-Origin (the
 * browser would otherwise see a network error, not the status), and a preflight is never faulted.
 */
export function registerMobileTicketCors(
  app: FastifyInstance,
  portalOrigins: (request: FastifyRequest) => readonly string[],
): void {
  const guard = corsGuard(portalOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (isMobileTicketRoute(request.routeOptions.url)) return guard(request, reply);
  });
}

export function registerMobileTicketApi(app: FastifyInstance, provider: MobileTicketProvider): void {
  app.decorateRequest('mobileAccount', null);
  registerLoginRoutes(app, provider);
  registerPurchaseRoutes(app, provider);
  registerNotificationRoute(app, provider);
  // Any other path or method under the base: a French 404 (after the CORS guard, preflights included).
  for (const url of [MOBILE_TICKET_PREFIX, `${MOBILE_TICKET_PREFIX}/*`]) {
    app.route({ method: METHODS, url, handler: (request, reply) => notFoundJson(request, reply) });
  }
}
