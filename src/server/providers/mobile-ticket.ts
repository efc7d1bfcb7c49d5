// The mobile-ticket provider's API base (preferences.mobileTicketUrl). The API itself comes later
// (issue 14); its cross-origin policy is real already: every path under the base goes through the CORS
// guard, then answers a French 404.
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { notFoundJson } from '../errors';
import { corsGuard } from './cors';

export const MOBILE_TICKET_PREFIX = '/fournisseur/billettique-mobile/api';

const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

export function registerMobileTicketApi(
  app: FastifyInstance,
  portalOrigins: (request: FastifyRequest) => readonly string[],
): void {
  const onRequest = corsGuard(portalOrigins);
  for (const url of [MOBILE_TICKET_PREFIX, `${MOBILE_TICKET_PREFIX}/*`]) {
    app.route({ method: METHODS, url, onRequest, handler: (request, reply) => notFoundJson(request, reply) });
  }
}
