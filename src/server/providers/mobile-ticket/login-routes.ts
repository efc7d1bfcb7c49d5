// Logging into the mobile-ticket account (SPEC §7): the mail and password give a token (the same 401
// for a wrong password and an unknown mail), throttled against guessing; the connexion then says
// whether the account may be used (OK, COMPTE_NON_CONFIRME, or a refusal).
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../../shared/http';
import {
  MOBILE_TICKET_PATHS,
  type AuthenticateAnswer,
  type ConnexionAnswer,
} from '../../../shared/mobile-ticket';
import { clientByAddress, TooManyAttempts } from '../../throttle';
import { guarded } from '../../validation';
import { requireAccount, requireRequestedWith } from './guards';
import { verifyPassword } from './passwords';
import { MOBILE_TICKET_PREFIX } from './paths';
import { accountOf, type MobileTicketProvider } from './provider';
import { readCredentials } from './requests';

export const WRONG_PAIR = 'Adresse e-mail ou mot de passe incorrect.';

export function registerLoginRoutes(app: FastifyInstance, provider: MobileTicketProvider): void {
  const { accounts, tokens, throttle } = provider;

  app.post(
    `${MOBILE_TICKET_PREFIX}${MOBILE_TICKET_PATHS.authenticate}`,
    { onRequest: requireRequestedWith },
    async (request, reply) =>
      guarded(reply, async () => {
        const { mail, password } = readCredentials(request.body);
        const mailKey = `mail:${mail.toLowerCase()}`;
        const gate = throttle.begin([mailKey, clientByAddress(request)]);
        if ('waitMs' in gate) throw new TooManyAttempts(gate.waitMs, 'Trop de tentatives de connexion.');
        const account = accounts.find(mail);
        const right = await verifyPassword(password, account ? await account.passwordHash() : null);
        if (!account || !right) return reply.code(401).send({ messageError: WRONG_PAIR } satisfies ErrorBody);
        throttle.succeeded(gate.attempt, [mailKey]);
        return { token: tokens.issue(account.mail) } satisfies AuthenticateAnswer;
      }),
  );

  // The portal posts it without a body (an axios post without data).
  app.post(
    `${MOBILE_TICKET_PREFIX}${MOBILE_TICKET_PATHS.connexion}`,
    { onRequest: [requireRequestedWith, requireAccount(tokens, accounts)], config: { emptyBody: true } },
    async (request) =>
      ({ authenticationCode: accountOf(request).authenticationCode }) satisfies ConnexionAnswer,
  );
}
