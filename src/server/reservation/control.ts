// Emulator-only control API of seats (issue 23), mounted only with `control`: the orders paid after their
// seats were sold, which the operator must refund, the end of every seat hold now (so tests reach a late
// payment without waiting 15 minutes), and the day the demo reservations count from (a test run that
// crosses midnight in Paris looks them up on their days, not on a today that has moved).
import type { FastifyInstance } from 'fastify';
import { EMULATOR_CONTROL_PREFIX } from '../../shared/http';
import type { SessionStore } from '../state/session-store';
import type { ReservationContext } from './context';

export const REFUNDS_PATH = `${EMULATOR_CONTROL_PREFIX}/remboursements`;
export const HOLDS_EXPIRY_PATH = `${EMULATOR_CONTROL_PREFIX}/places-retenues/expiration`;
export const DEMO_DAY_PATH = `${EMULATOR_CONTROL_PREFIX}/reservations-demo`;

/** An order to refund: its amount in euros, when it was paid (ISO 8601) and why it has no ticket. */
export interface RefundDue {
  id: number;
  amount: number;
  date: string;
  reason: string;
}

export function registerReservationControl(
  app: FastifyInstance,
  store: SessionStore,
  ctx: ReservationContext,
  /** yyyy-MM-dd (Paris) the demo reservations' days count from (seedDemoReservations). */
  demoDay: string,
): void {
  app.get(DEMO_DAY_PATH, async () => ({ jour: demoDay }));
  app.get(REFUNDS_PATH, async (): Promise<RefundDue[]> =>
    store.orders.withStatus('TO_REFUND').map((order) => ({
      id: order.id,
      amount: order.totalPrice,
      date: (order.paidAt ?? order.date).toISOString(),
      reason: order.refundReason ?? '',
    })),
  );
  app.post(HOLDS_EXPIRY_PATH, async () => ({ expired: ctx.quotas.holds.expireAll() }));
}
