// Issue 23 item 1, « a seat is sold once »: a saved reservation order holds its seats (both legs, every
// passenger) for 15 minutes of the emulator's clock; others see them taken; cancel, abort, a refused card,
// a new order of the same session and the end of the 15 minutes give them back; a payment sells them. A
// payment that comes after its hold ended, the run full meanwhile, makes no ticket: the order is to
// refund, its summary says so, and the control API lists it. A modification counts held seats too.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OrderSummary } from '../../../src/shared/payment';
import type { Course } from '../../../src/shared/reservation';
import { legOf } from '../../../src/shared/reservation-rules';
import { DEMO_TICKETS } from '../../../src/server/reservation/demo';
import { visitor, type Visitor } from './helpers';
import { ADDRESS, VPC } from './purchase-helpers';
import { kiosk, notifyPaid, savedOrder, walletApproval } from './reload-helpers';
import {
  addItems,
  IN_2_DAYS,
  item,
  modify,
  NOW,
  ONE_PLACE,
  ordersOf,
  placesOf,
  quotasOf,
  RESERVATION_FLAGS,
  resServer,
  roundTrip,
  summaryOf,
  TODAY,
  TOMORROW,
} from './reservation-helpers';
import { postOutcome, report, signed } from './terminal-helpers';

const NO_PLACE = 'Plus de place disponible sur le trajet aller.';
const MINUTE = 60_000;

let app: FastifyInstance;
let clock: Date;
afterEach(() => app?.close());

/** A back office whose clock the test moves, with its control API. */
async function start(): Promise<Visitor> {
  clock = NOW;
  app = await resServer({ now: () => clock, control: true });
  return visitor(app);
}

const later = (minutes: number, seconds = 0) => {
  clock = new Date(clock.getTime() + minutes * MINUTE + seconds * 1000);
};

const lastSeat = item({ ...ONE_PLACE, quantite: 1 });

/** A visitor whose cart holds the run's last seat (nothing held yet: there is no order). */
async function withLastSeat(): Promise<Visitor> {
  const v = await visitor(app);
  expect((await addItems(v, [lastSeat])).statusCode).toBe(200);
  return v;
}

/** POST /vente/api/save of the session's reservation cart, with an address; the raw answer. */
async function save(v: Visitor) {
  expect((await v.post('/vente/api/shippingAdress/save', { address: ADDRESS })).statusCode).toBe(200);
  return v.post('/vente/api/save', { ...RESERVATION_FLAGS, paymentMode: 'CB' });
}

/** Another visitor cannot put the last seat in its cart. */
async function cartRefused() {
  const answer = await addItems(await visitor(app), [lastSeat]);
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toEqual({ messageError: NO_PLACE });
}

/** Places of the last-seat run as a visitor without any order sees them. */
const lastSeatPlaces = async () => placesOf(await visitor(app), TOMORROW, ONE_PLACE.codeCourse);

const refunds = async () => (await app.inject({ method: 'GET', url: '/__emulator/remboursements' })).json();

const refused = async (v: Visitor) => {
  const answer = await save(v);
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toEqual({ messageError: NO_PLACE });
  expect((await summaryOf(v)).found).toBe(false);
};

describe('a saved order holds its seats', () => {
  it('holds both legs of every passenger: others see them taken, the holder does not', async () => {
    const v = await start();
    const observer = await visitor(app);
    const runs = ['L1-A-0900', 'L1-R-1630'];
    const before = await quotasOf(observer, TOMORROW, ...runs);
    expect((await addItems(v, [roundTrip({ quantite: 2 }), item({ quantite: 1 })])).statusCode).toBe(200);
    await savedOrder(v, RESERVATION_FLAGS);
    const held = await quotasOf(observer, TOMORROW, ...runs);
    expect(
      held.map((q) => q.nbReservations - before.find((b) => b.codeCourse === q.codeCourse)!.nbReservations),
    ).toEqual([3, 2]);
    // Its own view leaves its hold out: the next order of this session replaces it.
    expect(await quotasOf(v, TOMORROW, ...runs)).toEqual(before);
  });

  it('the second order for the last seat is refused before paying, and changes nothing', async () => {
    await start();
    const first = await withLastSeat();
    const second = await withLastSeat();
    const order = await savedOrder(first, RESERVATION_FLAGS);
    await refused(second);
    // A cart filled now is refused too: the seat is not a place any more.
    await cartRefused();
    expect((await notifyPaid(app, order)).json()).toEqual({ status: 'PAID' });
    expect(await quotasOf(first, TOMORROW, ONE_PLACE.codeCourse)).toEqual([
      { codeCourse: ONE_PLACE.codeCourse, nbQuota: 20, nbReservations: 20 },
    ]);
    expect(await refunds()).toEqual([]);
  });

  it('a shop order made afterwards by the same session leaves the reservation’s seats held', async () => {
    await start();
    const first = await withLastSeat();
    const order = await savedOrder(first, RESERVATION_FLAGS);
    // The same session buys goods next: that order holds no seat and gives none back (the reservation
    // may still be paid from a page left open).
    await first.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 1 });
    const shop = await first.post('/vente/api/save', { ...VPC, paymentMode: 'CB' });
    expect(shop.json()).toMatchObject({ status: 'CREATED' });
    await cartRefused();
    expect((await notifyPaid(app, order)).json()).toEqual({ status: 'PAID' });
  });

  it('a run the return leg fills: refused as « retour »', async () => {
    const v = await start();
    // Vendôme → Blois on line 1, back on the 12:15 run from Blois, which keeps one place.
    const courses = (
      await v.get(`/topologie/api/coursesOD?codeOrigine=BLO-GARE&codeDestination=VEN-GARE&date=${TOMORROW}`)
    ).json() as Course[];
    const back = legOf(
      courses.find((c) => c.code === ONE_PLACE.codeCourse)!,
      'BLO-GARE',
      'VEN-GARE',
    )!;
    const trip = {
      codeOrigine: 'VEN-GARE',
      codeDestination: 'BLO-GARE',
      codeProduitReservation: 'RES-PLEIN-AR',
      codeCourse: 'L1-R-0645',
      dateDepart: `${TOMORROW}T06:45:00`,
      dateArrivee: `${TOMORROW}T07:35:00`,
      codeCourseRetour: back.codeCourse,
      codeLigneRetour: 'L1',
      libelleLigneRetour: 'L1',
      dateDepartRetour: back.dateDepart,
      dateArriveeRetour: back.dateArrivee,
      quantite: 1,
    };
    const holder = await withLastSeat();
    const roundTripper = await visitor(app);
    expect((await addItems(roundTripper, [item(trip)])).statusCode).toBe(200);
    await savedOrder(holder, RESERVATION_FLAGS);
    const answer = await save(roundTripper);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ messageError: 'Plus de place disponible sur le trajet retour.' });
  });
});

describe('what a hold counts', () => {
  it('only its run’s day: the same run the day after keeps its place', async () => {
    await start();
    await savedOrder(await withLastSeat(), RESERVATION_FLAGS);
    const later = { dateDepart: `${IN_2_DAYS}T12:21:00`, dateArrivee: `${IN_2_DAYS}T13:11:00` };
    const v = await visitor(app);
    expect((await addItems(v, [item({ ...ONE_PLACE, ...later, quantite: 1 })])).statusCode).toBe(200);
    expect(await placesOf(v, IN_2_DAYS, ONE_PLACE.codeCourse)).toBe(1);
  });

  it('only at an add for its run: a cart whose seat another order now holds still takes other runs', async () => {
    await start();
    const late = await withLastSeat();
    await savedOrder(await withLastSeat(), RESERVATION_FLAGS);
    // An add checks the runs it adds seats on; the held run is refused when the cart makes its order.
    expect((await addItems(late, [item({ quantite: 1 })])).statusCode).toBe(200);
    await refused(late);
  });

  it('a cart whose run left meanwhile makes no order', async () => {
    const v = await start();
    // Line 4's 10:10 run leaves Vineuil at 10:22 today, ten minutes after NOW.
    const soon = item({
      codeLigne: 'L4',
      codeCourse: 'L4-A-1010',
      codeOrigine: 'VIN-CENT',
      codeDestination: 'SCD-MAIR',
      dateDepart: `${TODAY}T10:22:00`,
      dateArrivee: `${TODAY}T10:28:00`,
      quantite: 1,
    });
    expect((await addItems(v, [soon])).statusCode).toBe(200);
    later(10);
    const answer = await save(v);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ messageError: 'Ce trajet est déjà parti.' });
    expect((await summaryOf(v)).found).toBe(false);
  });
});

describe('held seats go back', () => {
  for (const [how, end] of [
    ['cancel', (v: Visitor) => v.post('/paiement/api/payment/cancel')],
    ['abort', (v: Visitor) => v.put('/paiement/api/payment/abort')],
  ] as const)
    it(`on ${how}`, async () => {
      await start();
      const holder = await withLastSeat();
      await savedOrder(holder, RESERVATION_FLAGS);
      expect(await lastSeatPlaces()).toBe(0);
      expect((await end(holder)).statusCode).toBe(200);
      expect(await lastSeatPlaces()).toBe(1);
      expect((await save(await withLastSeat())).statusCode).toBe(200);
    });

  it('only the ended order’s: another order cancelled leaves the last seat held', async () => {
    await start();
    await savedOrder(await withLastSeat(), RESERVATION_FLAGS);
    const other = await visitor(app);
    expect((await addItems(other, [item({ quantite: 1 })])).statusCode).toBe(200);
    await savedOrder(other, RESERVATION_FLAGS);
    expect((await other.post('/paiement/api/payment/cancel')).statusCode).toBe(200);
    expect(await lastSeatPlaces()).toBe(0);
    await cartRefused();
  });

  it('on a card the bank refuses', async () => {
    await start();
    const holder = await withLastSeat();
    const order = await savedOrder(holder, RESERVATION_FLAGS);
    expect((await notifyPaid(app, order, false)).json()).toEqual({ status: 'REFUSED' });
    expect(await lastSeatPlaces()).toBe(1);
  });

  it('on a new order of the same session, which replaces the first', async () => {
    await start();
    const holder = await withLastSeat();
    const first = await savedOrder(holder, RESERVATION_FLAGS);
    // The session's own hold is no obstacle to its next order, which takes it over.
    const second = await savedOrder(holder, RESERVATION_FLAGS);
    expect(second.id).not.toBe(first.id);
    expect(await lastSeatPlaces()).toBe(0);
    await cartRefused();
    // The first order, paid from a page still open, finds its seat held by the second: to refund.
    expect((await notifyPaid(app, first)).json()).toEqual({ status: 'TO_REFUND' });
    expect((await notifyPaid(app, second)).json()).toEqual({ status: 'PAID' });
    expect(await lastSeatPlaces()).toBe(0);
    expect((await refunds()).map((r: { id: number }) => r.id)).toEqual([first.id]);
  });

  it('after 15 minutes of the clock, not before', async () => {
    await start();
    const holder = await withLastSeat();
    await savedOrder(holder, RESERVATION_FLAGS);
    later(14, 59);
    expect(await lastSeatPlaces()).toBe(0);
    later(0, 1);
    expect(await lastSeatPlaces()).toBe(1);
    expect((await save(await withLastSeat())).statusCode).toBe(200);
  });

  it('all at once through the control API, which says how many', async () => {
    await start();
    await savedOrder(await withLastSeat(), RESERVATION_FLAGS);
    const expire = () => app.inject({ method: 'POST', url: '/__emulator/places-retenues/expiration' });
    expect((await expire()).json()).toEqual({ expired: 1 });
    expect(await lastSeatPlaces()).toBe(1);
    expect((await expire()).json()).toEqual({ expired: 0 });
  });
});

describe('a payment after its hold ended', () => {
  it('takes the seats when they are still free', async () => {
    await start();
    const holder = await withLastSeat();
    const order = await savedOrder(holder, RESERVATION_FLAGS);
    later(20);
    expect((await notifyPaid(app, order)).json()).toEqual({ status: 'PAID' });
    expect((await summaryOf(holder)).success).toBe(true);
    expect(await lastSeatPlaces()).toBe(0);
  });

  it('the run full meanwhile: no ticket, an order to refund its summary and the control API tell', async () => {
    await start();
    const late = await withLastSeat();
    const order = await savedOrder(late, RESERVATION_FLAGS);
    const numero = (await summaryOf(late)).order.orderItems[0]!.numTicket!;
    later(16);
    const other = await withLastSeat();
    const otherOrder = await savedOrder(other, RESERVATION_FLAGS);
    expect((await notifyPaid(app, order)).json()).toEqual({ status: 'TO_REFUND' });
    const paidAt = clock.toISOString();
    // Again, a minute later: nothing more (the refund keeps the first payment's time). A late give-up
    // from the portal leaves it to refund too.
    later(1);
    expect((await notifyPaid(app, order)).json()).toEqual({ status: 'TO_REFUND' });
    expect((await late.post('/paiement/api/payment/cancel')).json()).toEqual({ status: 'TO_REFUND' });
    expect((await late.put('/paiement/api/payment/abort')).json()).toEqual({ status: 'TO_REFUND' });

    const wait = await late.post('/paiement/api/payment/wait', {
      urlParameters: { payerId: null, paymentId: null, token: null },
    });
    expect(wait.json()).toEqual({ finished: true, error: false });
    const summary = await summaryOf(late);
    expect(summary.success).toBe(false);
    expect(summary.found).toBe(true);
    expect(summary.order.orderItems.map((line) => line.numTicket)).toEqual([null]);
    expect(summary.remboursement).toEqual({
      montant: 8.5,
      portefeuille: false,
      message:
        'Votre paiement de 8,50\u00a0€ a bien été reçu, mais les places de ce trajet ont été vendues ' +
        'entre-temps : aucun billet n’a été émis. Ce montant vous sera remboursé sur votre carte d’ici ' +
        'quelques jours.',
    } satisfies OrderSummary['remboursement']);
    // No ticket, no receipt, no reservation order.
    expect((await late.get(`/vente/api/order/summary/ticket/${numero}/pdf`)).statusCode).toBe(404);
    expect((await late.get('/vente/api/order/summary/pdf')).statusCode).toBe(404);
    expect((await ordersOf(late, numero, TOMORROW)).statusCode).toBe(404);
    expect(await refunds()).toEqual([
      {
        id: order.id,
        amount: 8.5,
        date: paidAt,
        reason:
          'Paiement reçu après la fin de la retenue des places (15 minutes) : plus de place sur le ' +
          `trajet aller (course ${ONE_PLACE.codeCourse} du ${TOMORROW}).`,
      },
    ]);
    // The seat stays the other order's, which pays for it.
    expect((await notifyPaid(app, otherOrder)).json()).toEqual({ status: 'PAID' });
    // Notified twice (a provider's retry): sold once, still paid.
    expect((await notifyPaid(app, otherOrder)).json()).toEqual({ status: 'PAID' });
    expect(await quotasOf(other, TOMORROW, ONE_PLACE.codeCourse)).toEqual([
      { codeCourse: ONE_PLACE.codeCourse, nbQuota: 20, nbReservations: 20 },
    ]);
  });

  it('by the wallet: to refund to the PayPal account', async () => {
    await start();
    const late = await withLastSeat();
    const order = await savedOrder(late, RESERVATION_FLAGS, 'PAYPAL');
    const approval = await walletApproval(app, late, order.id);
    later(16);
    expect((await save(await withLastSeat())).statusCode).toBe(200);
    const wait = await late.post('/paiement/api/payment/wait', approval);
    expect(wait.json()).toEqual({ finished: true, error: false });
    const { remboursement } = await summaryOf(late);
    expect(remboursement?.portefeuille).toBe(true);
    expect(remboursement?.message).toContain('remboursé sur votre compte PayPal d’ici quelques jours.');
  });

  it('on the kiosk terminal: the outcome answers TO_REFUND', async () => {
    await start();
    const k = await kiosk(app);
    expect((await k.post('/vente/api/cart/articles', [lastSeat])).statusCode).toBe(200);
    await k.post('/vente/api/cart/email/save', { ...RESERVATION_FLAGS, email: 'zoe@exemple.fr' });
    const saved = (await k.post('/vente/api/save', { ...RESERVATION_FLAGS, paymentMode: 'TPE' })).json() as {
      id: number;
    };
    await k.post('/paiement/api/payment/init', { ...RESERVATION_FLAGS, paymentMode: 'TPE' });
    await k.put('/paiement/api/payment/pending');
    later(16);
    expect((await save(await withLastSeat())).statusCode).toBe(200);
    const outcome = signed(report(saved.id, { amountCents: 850 }));
    expect((await postOutcome(app, outcome)).json()).toEqual({ status: 'TO_REFUND' });
    expect((await refunds()).map((r: { id: number }) => r.id)).toEqual([saved.id]);
  });
});

describe('a modification counts held seats', () => {
  const TO_LAST_SEAT = {
    codeCourse: ONE_PLACE.codeCourse,
    dateDepart: ONE_PLACE.dateDepart,
    dateArrivee: ONE_PLACE.dateArrivee,
    email: null,
  };

  it('onto a run whose last place another order holds: refused, nothing changes; free again, done', async () => {
    const v = await start();
    const [web] = (await ordersOf(v, DEMO_TICKETS.web, TOMORROW)).json() as [Parameters<typeof modify>[1]];
    const holder = await withLastSeat();
    await savedOrder(holder, RESERVATION_FLAGS);
    const answer = await modify(v, web, 0, TO_LAST_SEAT);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ messageError: 'Plus de place disponible sur ce trajet.' });
    expect((await ordersOf(v, DEMO_TICKETS.web, TOMORROW)).json()).toEqual([web]);
    expect(await quotasOf(holder, TOMORROW, ONE_PLACE.codeCourse)).toEqual([
      { codeCourse: ONE_PLACE.codeCourse, nbQuota: 20, nbReservations: 19 },
    ]);
    later(15);
    expect((await modify(v, web, 0, TO_LAST_SEAT)).statusCode).toBe(200);
    expect(await lastSeatPlaces()).toBe(0);
  });
});
