// Cross-site request forgery guards on every non-GET back-office call, and on the control API:
// - a present Origin header must be the emulator's own origin (as the client reached it) or the Electron
//   app's (its main process forwards the renderer's calls with their headers); an absent one (server to
//   server, curl) is let through to the next guards;
// - JHipster style, the XSRF-TOKEN cookie must be echoed in the X-XSRF-TOKEN header.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APP_ORIGIN, CSRF_COOKIE, CSRF_HEADER, type ErrorBody } from '../shared/http';
import { requestOrigin } from './origin';
import { isBackofficePath, isControlPath, routedPath } from './paths';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORBIDDEN: ErrorBody = {
  messageError: 'Requête refusée : jeton de sécurité (CSRF) absent ou invalide.',
};

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The refusal of a call whose Origin is neither the emulator's own (as the client reached it) nor the
 * Electron app's; null when it has none (server to server) or an allowed one. */
export function foreignOriginRefusal(request: FastifyRequest): ErrorBody | null {
  const origin = request.headers.origin;
  if (origin === undefined || origin === requestOrigin(request) || origin === APP_ORIGIN) return null;
  return { messageError: `Requête refusée : origine « ${origin} » non autorisée.` };
}

export function registerCsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method)) return;
    const path = routedPath(request.url);
    const control = isControlPath(path);
    if (!control && !isBackofficePath(path)) return;

    const refusal = foreignOriginRefusal(request);
    if (refusal) return reply.code(403).send(refusal);
    // The control API is for tests (off by default): no CSRF pair, only the Origin check above.
    if (control) return;
    const header = request.headers[CSRF_HEADER.toLowerCase()];
    if (!cookie || typeof header !== 'string' || !same(header, cookie)) {
      return reply.code(403).send(FORBIDDEN);
    }
  });
}
