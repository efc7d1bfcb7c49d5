// Emulator control of the mobile-ticket provider (mounted only with `control`): expire the login
// tokens now, of one account or all, so a test meets the portal's 401 branch without waiting 30 min.
import type { FastifyInstance } from 'fastify';
import { EMULATOR_CONTROL_PREFIX } from '../../../shared/http';
import { guarded, record } from '../../validation';
import type { MobileTokens } from './tokens';
import { readMail } from './requests';

export const TOKEN_EXPIRY_PATH = `${EMULATOR_CONTROL_PREFIX}/billettique-mobile/jetons/expiration`;

export function registerTokenExpiry(app: FastifyInstance, tokens: MobileTokens): void {
  // Without a body (or {}): every account's tokens; with { mail }: that account's.
  app.post(TOKEN_EXPIRY_PATH, { config: { emptyBody: true } }, async (request, reply) =>
    guarded(reply, () => {
      if (request.body === undefined || request.body === null) return { expired: tokens.expire() };
      const { mail } = record(request.body);
      return { expired: mail === undefined ? tokens.expire() : tokens.expire(readMail(mail).toLowerCase()) };
    }),
  );
}
