// Issue 23 item 1 over real HTTP (startServer, both listeners): 20 visitors race for the last seat of a
// run. Each cart takes it (nothing is held before an order exists); the 20 orders are saved at once: one
// holds the seat, 19 are refused before anyone pays. The one pays on the card provider's page, whose
// notification reaches the back office over HTTP: one ticket, and the run ends at its quota.
import { afterEach, expect, it } from 'vitest';
import type { OrderSummary, PayboxParameters } from '../../../src/shared/payment';
import type { Quota } from '../../../src/shared/reservation';
import { startServer, type StartedServer } from '../../../src/server/listen';
import { httpVisitor } from './http-visitor';
import { ADDRESS, payOverHttp } from './purchase-helpers';
import { item, NOW, ONE_PLACE, RESERVATION_FLAGS, TOMORROW } from './reservation-helpers';

const SESSIONS = 20;
const NO_PLACE = 'Plus de place disponible sur le trajet aller.';

let started: StartedServer | undefined;
afterEach(async () => {
  await started?.close();
  started = undefined;
});

it('20 sessions race for the last seat: 1 ticket, 19 refusals before paying, the run at its quota', async () => {
  started = await startServer({ port: 0, now: () => NOW });
  const visitors = await Promise.all(Array.from({ length: SESSIONS }, () => httpVisitor(started!.url)));
  for (const v of visitors) {
    const added = await v.send('POST', '/vente/api/cart/articles', [item({ ...ONE_PLACE, quantite: 1 })]);
    expect(added.status).toBe(200);
    expect(await v.post('/vente/api/shippingAdress/save', { address: ADDRESS })).toEqual({ valid: true });
  }

  const saves = await Promise.all(
    visitors.map((v) => v.send('POST', '/vente/api/save', { ...RESERVATION_FLAGS, paymentMode: 'CB' })),
  );
  const bodies = await Promise.all(saves.map((answer) => answer.json() as Promise<unknown>));
  const winners = visitors.filter((_, i) => saves[i]!.status === 200);
  expect(winners).toHaveLength(1);
  const refusals = bodies.filter((_, i) => saves[i]!.status === 400);
  expect(refusals).toEqual(Array(SESSIONS - 1).fill({ messageError: NO_PLACE }));
  for (const v of visitors.filter((w) => w !== winners[0]))
    expect(((await v.get('/vente/api/order/summary')) as { found: boolean }).found).toBe(false);

  const winner = winners[0]!;
  const { id } = bodies[saves.findIndex((answer) => answer.status === 200)] as { id: number };
  await winner.post('/paiement/api/payment/init', { ...RESERVATION_FLAGS, paymentMode: 'CB' });
  const parameters = (await winner.post('/paiement/api/paybox/parameters', {
    orderId: id,
  })) as PayboxParameters;
  await winner.put('/paiement/api/payment/pending');
  const decision = await payOverHttp(parameters);
  expect(decision.status).toBe(303);
  expect(decision.headers.get('location')).toBe(parameters.retourClientValide);

  const summary = (await winner.get('/vente/api/order/summary')) as OrderSummary;
  expect(summary.success).toBe(true);
  expect(summary.order.orderItems.map((line) => line.numTicket)).toEqual([
    expect.stringMatching(/^[1-9]\d{15}$/),
  ]);
  const quotas = (await winner.get(
    `/commerce/api/quota?date=${TOMORROW}&codeCourses=${ONE_PLACE.codeCourse}`,
  )) as Quota[];
  expect(quotas).toEqual([{ codeCourse: ONE_PLACE.codeCourse, nbQuota: 20, nbReservations: 20 }]);
});
