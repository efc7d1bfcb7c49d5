// Emulator control API (mounted only with `control`): what a kiosk's signed reports made of an order,
// for tests and demos to read (issue 25 §2: a payment settled by the operator, with its note).
import type { FastifyInstance } from 'fastify';
import { EMULATOR_CONTROL_PREFIX } from '../../shared/http';
import type { SessionStore } from '../state/session-store';

export const ORDER_TERMINAL_CONTROL_PATH = `${EMULATOR_CONTROL_PREFIX}/commandes/:orderId/terminal`;

export function registerOutcomeControl(app: FastifyInstance, store: SessionStore): void {
  app.get<{ Params: { orderId: string } }>(ORDER_TERMINAL_CONTROL_PATH, async (request, reply) => {
    const { orderId } = request.params;
    const order = /^\d{1,12}$/.test(orderId) ? store.orders.get(orderId) : null;
    if (!order) return reply.code(404).send({ messageError: 'Commande inconnue.' });
    return reply.send({ status: order.status, terminal: order.terminal ?? null });
  });
}
