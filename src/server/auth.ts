// Machine tokens (SPEC §7 "Configuration and auth"): a real HS256 JWT with an expiry, required on every
// other back-office route.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_PATH, type ErrorBody } from '../shared/http';
import type { TokenAnswer } from '../shared/backoffice';
import type { ResolvedOptions } from './options';
import { needsBearer, routedPath } from './paths';

export const TOKEN_ISSUER = 'backoffice-emulateur';
const UNAUTHORIZED: ErrorBody = {
  messageError: 'Authentification requise : jeton absent, invalide ou expiré.',
};

export async function issueToken(options: ResolvedOptions): Promise<string> {
  const issuedAt = Math.floor(options.now().getTime() / 1000);
  return (
    new SignJWT({ auth: 'ROLE_ANONYMOUS' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('anonymous')
      // One visitor session per token: carts and orders are kept per jti.
      .setJti(randomUUID())
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + options.tokenTtlSeconds)
      .sign(options.jwtSecret)
  );
}

/** The token's session id (jti) when it is valid, else null. */
export async function sessionOfToken(token: string, options: ResolvedOptions): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, options.jwtSecret, {
      issuer: TOKEN_ISSUER,
      algorithms: ['HS256'],
      currentDate: options.now(),
      clockTolerance: 0,
    });
    return typeof payload.jti === 'string' ? payload.jti : null;
  } catch {
    return null;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Visitor session of the bearer token (its jti); empty on routes that need no bearer. */
    sessionId: string;
  }
}

export function registerAuth(app: FastifyInstance, options: ResolvedOptions): void {
  app.get(TOKEN_PATH, async (): Promise<TokenAnswer> => ({ id_token: await issueToken(options) }));

  app.decorateRequest('sessionId', '');
  app.addHook('onRequest', async (request, reply) => {
    if (!needsBearer(routedPath(request.url))) return;
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const session = match?.[1] ? await sessionOfToken(match[1], options) : null;
    if (!session) return reply.code(401).send(UNAUTHORIZED);
    request.sessionId = session;
  });
}
