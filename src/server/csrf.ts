// Cross-site request forgery guard, JHipster style: the XSRF-TOKEN cookie must be echoed in the
// X-XSRF-TOKEN header on every non-GET back-office call.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, type ErrorBody } from '../shared/http';
import { isBackofficePath, routedPath } from './paths';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORBIDDEN: ErrorBody = {
  messageError: 'Requête refusée : jeton de sécurité (CSRF) absent ou invalide.',
};

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
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
    if (SAFE_METHODS.has(request.method) || !isBackofficePath(routedPath(request.url))) return;
    const header = request.headers[CSRF_HEADER.toLowerCase()];
    if (!cookie || typeof header !== 'string' || !same(header, cookie)) {
      return reply.code(403).send(FORBIDDEN);
    }
  });
}
