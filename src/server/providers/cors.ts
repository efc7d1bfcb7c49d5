// Cross-origin calls to a provider's API from the portal's renderer (the web portal on the back office's
// origin, or the Electron app on app://portail). Hand-written because no CORS plugin is among the
// dependencies; attached per route, so it is decided on the path the router matched.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../shared/http';

export const CORS_METHODS = 'GET, POST, PUT, DELETE';
/** SPEC §7 "Mobile-ticket provider": JSON bodies, X-Requested-With and the bearer in X-Authorization. */
export const CORS_HEADERS = 'Content-Type, X-Requested-With, X-Authorization';
const PREFLIGHT_MAX_AGE_SECONDS = '600';
/** A throttled login's 429 says when to try again: the portal's script may read it. */
export const CORS_EXPOSED_HEADERS = 'Retry-After';

/**
 * An onRequest hook: a call without Origin (server to server) passes untouched; a call from one of
 * `allowedOrigins(request)` gets its Access-Control-Allow-Origin, and its preflight is answered (204);
 * any other origin is refused (403, in French) before the route runs, preflight or not, so a foreign page
 * can neither read an answer nor have a simple request acted on.
 */
export function corsGuard(allowedOrigins: (request: FastifyRequest) => readonly string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!allowedOrigins(request).includes(origin)) {
      const body: ErrorBody = { messageError: `Origine non autorisée : ${origin}.` };
      return reply.code(403).send(body);
    }
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      return reply
        .code(204)
        .header('Access-Control-Allow-Methods', CORS_METHODS)
        .header('Access-Control-Allow-Headers', CORS_HEADERS)
        .header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS)
        .send();
    }
  };
}
