// Issue 23, as a property (fast-check): random interleavings of three visitors' add, save, pay (approved
// or refused, the current order or an older one), cancel and abort, with the emulator's clock moved so
// holds expire, on small quotas: a run with one place left, and a line-1 round trip whose runs big carts
// fill. After every step, a visitor without an order sees sold + held seats within each quota. At the
// end, every order a payment reached is either paid with its tickets on sale records, or to refund and
// listed by the control API, and the seats sold are exactly the paid tickets.
import { afterEach, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { OrderSummary } from '../../../src/shared/payment';
import type { Quota } from '../../../src/shared/reservation';
import { visitor, type Visitor } from './helpers';
import { ADDRESS } from './purchase-helpers';
import { notifyPaid } from './reload-helpers';
import {
  addItems,
  item,
  NOW,
  ONE_PLACE,
  ordersOf,
  quotasOf,
  RESERVATION_FLAGS,
  resServer,
  roundTrip,
  summaryOf,
  TOMORROW,
} from './reservation-helpers';

const VISITORS = 3;
/** The runs in play, by the boarding time of their tickets (the summary gives times, not runs). */
const RUNS: Record<string, string> = {
  [ONE_PLACE.dateDepart]: ONE_PLACE.codeCourse,
  [`${TOMORROW}T09:06:00`]: 'L1-A-0900',
  [`${TOMORROW}T16:30:00`]: 'L1-R-1630',
};
const CODES = Object.values(RUNS);

type Step =
  | { kind: 'add'; who: number; lastSeat: boolean; quantity: number }
  | { kind: 'save'; who: number }
  | { kind: 'cancel'; who: number }
  | { kind: 'abort'; who: number }
  | { kind: 'pay'; who: number; older: number; approved: boolean }
  | { kind: 'later'; minutes: number };

const who = fc.integer({ min: 0, max: VISITORS - 1 });
/** Adds, saves and payments come most often: races for seats need carts filled before orders are saved. */
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      who,
      lastSeat: fc.boolean(),
      quantity: fc.integer({ min: 1, max: 10 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('save' as const), who }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      who,
      older: fc.nat({ max: 3 }),
      approved: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('abort' as const), who }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('later' as const), minutes: fc.integer({ min: 1, max: 20 }) }),
  },
);

interface Saved {
  id: number;
  totalPrice: number;
  /** Each ticket's number and run. */
  tickets: { numero: string; run: string }[];
  /** The status the last notification answered. */
  status?: string;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const quotas = async (observer: Visitor): Promise<Map<string, Quota>> =>
  new Map((await quotasOf(observer, TOMORROW, ...CODES)).map((q) => [q.codeCourse, q]));

async function run(steps: Step[]): Promise<void> {
  let clock = NOW;
  app = await resServer({ now: () => clock, control: true, tokenTtlSeconds: 7 * 24 * 3600 });
  const visitors = await Promise.all(Array.from({ length: VISITORS }, () => visitor(app!)));
  for (const v of visitors) await v.post('/vente/api/shippingAdress/save', { address: ADDRESS });
  const observer = await visitor(app);
  const initial = await quotas(observer);
  const saved: Saved[][] = visitors.map(() => []);

  /** POST /vente/api/save: an order remembered with its tickets, a French 400, or an empty cart's ''. */
  const save = async (index: number) => {
    const v = visitors[index]!;
    const answer = await v.post('/vente/api/save', { ...RESERVATION_FLAGS, paymentMode: 'CB' });
    if (answer.statusCode !== 200 || answer.body === '') {
      expect([200, 400]).toContain(answer.statusCode);
      return;
    }
    const { id, totalPrice } = answer.json() as { id: number; totalPrice: number };
    const summary: OrderSummary = await summaryOf(v);
    const tickets = summary.order.orderItems.map((line) => ({
      numero: line.numTicket!,
      run: RUNS[line.dateDepart!]!,
    }));
    saved[index]!.push({ id, totalPrice, tickets });
  };

  for (const s of steps) {
    switch (s.kind) {
      case 'later':
        clock = new Date(clock.getTime() + s.minutes * 60_000);
        break;
      case 'add':
        await addItems(visitors[s.who]!, [
          s.lastSeat ? item({ ...ONE_PLACE, quantite: 1 }) : roundTrip({ quantite: s.quantity }),
        ]);
        break;
      case 'save':
        await save(s.who);
        break;
      case 'cancel':
        await visitors[s.who]!.post('/paiement/api/payment/cancel');
        break;
      case 'abort':
        await visitors[s.who]!.put('/paiement/api/payment/abort');
        break;
      case 'pay': {
        const orders = saved[s.who]!;
        const order = orders[orders.length - 1 - (s.older % Math.max(1, orders.length))];
        if (order) order.status = ((await notifyPaid(app, order, s.approved)).json() as Saved).status;
      }
    }
    for (const q of (await quotas(observer)).values())
      expect(q.nbReservations).toBeLessThanOrEqual(q.nbQuota);
  }

  // Every hold ends: what is left is sold, and it is exactly the paid tickets.
  await app.inject({ method: 'POST', url: '/__emulator/places-retenues/expiration' });
  const orders = saved.flat();
  const paid = orders.filter((order) => order.status === 'PAID');
  const sold = await quotas(observer);
  for (const code of CODES) {
    const tickets = paid.flatMap((order) => order.tickets).filter((ticket) => ticket.run === code);
    expect(sold.get(code)!.nbReservations).toBe(initial.get(code)!.nbReservations + tickets.length);
  }
  for (const ticket of paid.flatMap((order) => order.tickets))
    expect((await ordersOf(observer, ticket.numero, TOMORROW)).statusCode).toBe(200);
  const refunds = (await app.inject({ method: 'GET', url: '/__emulator/remboursements' })).json() as {
    id: number;
  }[];
  expect(refunds.map((refund) => refund.id).sort()).toEqual(
    orders
      .filter((order) => order.status === 'TO_REFUND')
      .map((order) => order.id)
      .sort(),
  );
  for (const order of orders.filter((o) => o.status === 'TO_REFUND'))
    expect((await ordersOf(observer, order.tickets[0]!.numero, TOMORROW)).statusCode).toBe(404);
  await app.close();
  app = undefined;
}

it('sold + held never exceed a quota; a paid order has its seats or is to refund', async () => {
  await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30, size: 'max' }), run), {
    numRuns: 40,
  });
}, 240_000);
