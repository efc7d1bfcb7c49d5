// Issue 23: a reservation order's seats are held when it is saved and sold when it is paid, each in one
// synchronous step of the quota book (no await between the check and the taking), so a run never has
// more seats sold and held than its quota. A payment that finds its seats gone makes no ticket.
import { SEAT_HOLD_MINUTES } from '../../shared/reservation';
import type { Order } from '../state/orders';
import { seatsRefusal } from './cart';
import type { ReservationContext } from './context';
import { orderSeats } from './seats';

export const SEAT_HOLD_MS = SEAT_HOLD_MINUTES * 60_000;

/** Holds the order's seats (both legs, every passenger) for SEAT_HOLD_MINUTES from its date, replacing
 * its session's earlier hold. A run short of places: SPEC's French 400, nothing held, the earlier hold
 * kept. */
export function holdSeats(
  ctx: ReservationContext,
  order: Pick<Order, 'id' | 'sessionId' | 'lines' | 'date'>,
): void {
  const until = order.date.getTime() + SEAT_HOLD_MS;
  const short = ctx.quotas.hold(order.sessionId, order.id, orderSeats(order.lines), until);
  if (short) throw seatsRefusal(short);
}

/** A payment of the order sells its seats (its running hold, or places still free); else why it must be
 * refunded, and nothing is taken. */
export function sellSeats(ctx: ReservationContext, order: Order): string | null {
  const runs = orderSeats(order.lines);
  if (runs.length === 0) return null;
  const short = ctx.quotas.sell(order.sessionId, order.id, runs);
  if (!short) return null;
  const { run } = short;
  return (
    `Paiement reçu après la fin de la retenue des places (${SEAT_HOLD_MINUTES} minutes) : plus de place ` +
    `sur le trajet ${run.sens.toLowerCase()} (course ${run.code} du ${run.day}).`
  );
}
