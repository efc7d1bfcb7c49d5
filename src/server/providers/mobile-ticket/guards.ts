// What every call of the portal must carry (SPEC §7): X-Requested-With, and on every route but the
// login the account's bearer in X-Authorization (never Authorization, which belongs to the back office).
// Route hooks, run after the CORS guard and the fault injection, before the body is read.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../../shared/http';
import {
  MOBILE_AUTHORIZATION_HEADER,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
} from '../../../shared/mobile-ticket';
import type { Account, AccountBook } from './accounts';
import { TOKEN_PATTERN, type MobileTokens } from './tokens';

export const KO_TOKEN = 'KO_TOKEN';

declare module 'fastify' {
  interface FastifyRequest {
    /** The account of the X-Authorization bearer, on the routes that need one. */
    mobileAccount: Account | null;
  }
}

export async function requireRequestedWith(request: FastifyRequest, reply: FastifyReply) {
  if (request.headers[REQUESTED_WITH_HEADER.toLowerCase()] !== REQUESTED_WITH_VALUE)
    return reply.code(403).send({
      messageError: `Requête refusée : l’en-tête ${REQUESTED_WITH_HEADER}: ${REQUESTED_WITH_VALUE} est obligatoire.`,
    } satisfies ErrorBody);
}

const UNAUTHORIZED = {
  statusWsResponse: KO_TOKEN,
  messageError: 'Session expirée ou invalide : veuillez vous reconnecter.',
};

/** The bearer of X-Authorization, when it has the shape of a token. */
function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers[MOBILE_AUTHORIZATION_HEADER.toLowerCase()];
  const match = typeof header === 'string' ? /^Bearer (\S+)$/i.exec(header) : null;
  return match && TOKEN_PATTERN.test(match[1]!) ? match[1]! : null;
}

export function requireAccount(tokens: MobileTokens, accounts: AccountBook) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerOf(request);
    const mail = token === null ? null : tokens.mailOf(token);
    const account = mail === null ? null : accounts.find(mail);
    if (!account) return reply.code(401).send(UNAUTHORIZED);
    request.mobileAccount = account;
  };
}
