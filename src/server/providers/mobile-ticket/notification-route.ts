// The card provider's server-to-server notification of a mobile-ticket payment (signed form, no
// X-Requested-With, no token: the signature is what makes it trusted), checked like the back office's.
import type { FastifyInstance } from 'fastify';
import { MOBILE_TICKET_PATHS } from '../../../shared/mobile-ticket';
import { applySignedNotification, formParams } from '../notification';
import { MOBILE_TICKET_PREFIX } from './paths';
import type { MobileTicketProvider } from './provider';

export function registerNotificationRoute(app: FastifyInstance, provider: MobileTicketProvider): void {
  const { orders, key } = provider;
  app.post(
    `${MOBILE_TICKET_PREFIX}${MOBILE_TICKET_PATHS.notification}`,
    { config: { formBody: true } },
    async (request, reply) => {
      const outcome = applySignedNotification(formParams(request.body), key, {
        find: (reference) => orders.get(reference),
        amountCents: (order) => order.totalTTC,
        settle: (order, approved, authorisation) => orders.settle(order, approved, authorisation),
      });
      return reply.code(outcome.status).send(outcome.body);
    },
  );
}
