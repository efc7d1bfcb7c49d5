// The providers' control API (mounted only with `control`, tests only): the back office's fault
// injection on this listener (same table API, same rules), the expiry of the mobile-ticket tokens and
// the reset of the contactless-transactions search throttle.
// As on the back office, a call carrying a foreign Origin is refused.
import type { FastifyInstance } from 'fastify';
import { registerControl } from '../control';
import { foreignOriginRefusal } from '../csrf';
import { FaultTable, registerFaults } from '../faults';
import { isControlPath, routedPath } from '../paths';
import { registerTokenExpiry, type MobileTicketProvider } from './mobile-ticket';
import { registerSearchThrottleReset, type TransactionsProvider } from './transactions';

/** Register after the mobile-ticket CORS guard: faults run after it (see registerMobileTicketCors). */
export function registerProvidersControl(
  app: FastifyInstance,
  mobileTicket: MobileTicketProvider,
  transactions: TransactionsProvider,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isControlPath(routedPath(request.url))) return;
    const refusal = foreignOriginRefusal(request);
    if (refusal) return reply.code(403).send(refusal);
  });
  const faults = new FaultTable();
  registerFaults(app, faults);
  registerControl(app, faults);
  registerTokenExpiry(app, mobileTicket.tokens);
  registerSearchThrottleReset(app, transactions);
}
