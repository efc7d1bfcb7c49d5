// The demo reservations (docs/demo-data-trips.md « Réservation »), GET /vente/api/commandesReservation (404,
// [], one order, several) and the modification of a ticket (brief §10): the answer's shape, the old ticket
// refused afterwards, the seat moved, every refusal, and the new ticket as the session's order.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ReservationOrder } from '../../../src/shared/reservation';
import { DEMO_DAY_PATH } from '../../../src/server/reservation/control';
import { DEMO_TICKETS } from '../../../src/server/reservation/demo';
import { visitor, type Visitor } from './helpers';
import { drawnModules, qrCells } from './pdf-qr';
import { pdfText } from './purchase-helpers';
import {
  FULL,
  IN_2_DAYS,
  IN_3_DAYS,
  modify,
  NO_QUOTA,
  ONE_PLACE,
  ordersOf,
  placesOf,
  resServer,
  summaryOf,
  TODAY,
  TOMORROW,
  YESTERDAY,
} from './reservation-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

async function start(): Promise<Visitor> {
  app = await resServer();
  return visitor(app);
}

const ALREADY_MODIFIED =
  'Cette réservation a déjà été modifiée. Veuillez saisir le numéro de ticket de la réservation modifiée.';
const AFTER_DEPARTURE = 'La modification n’est plus permise après l’heure de départ.';

async function orders(v: Visitor, numero: string, day: string): Promise<ReservationOrder[]> {
  const response = await ordersOf(v, numero, day);
  expect(response.statusCode).toBe(200);
  return response.json() as ReservationOrder[];
}

/** Line 1's 14:00 run tomorrow, between the web demo ticket's stops. */
const TO_1400 = {
  codeCourse: 'L1-A-1400',
  dateDepart: `${TOMORROW}T14:06:00`,
  dateArrivee: `${TOMORROW}T14:56:00`,
  email: null,
};

const webOrder = async (v: Visitor) => (await orders(v, DEMO_TICKETS.web, TOMORROW))[0]!;

describe('demo reservations and GET /vente/api/commandesReservation', () => {
  it('a web ticket for tomorrow: one order of type RESERVATION', async () => {
    const v = await start();
    expect(await orders(v, DEMO_TICKETS.web, TOMORROW)).toEqual([
      {
        id: 901,
        typeCommande: 'RESERVATION',
        articles: [
          {
            id: expect.any(Number),
            numSupport: DEMO_TICKETS.web,
            libelle: 'Plein tarif',
            libelleOrigine: 'Blois – Gare routière',
            libelleDestination: 'Vendôme – Gare routière',
            codeArretOrigine: 'BLO-GARE',
            codeArretDestination: 'VEN-GARE',
            codeLigne: 'L1',
            libelleLigne: 'Ligne 1 Blois – Vendôme',
            dateDepart: `${TOMORROW}T09:06:00`,
            dateArrivee: `${TOMORROW}T09:56:00`,
            prixTTC: 850,
            prixHT: 773,
            ticket: { numero: DEMO_TICKETS.web },
          },
        ],
      },
    ]);
  });

  it('a counter ticket (GUICHET) in 3 days, a departed ticket today', async () => {
    const v = await start();
    const [counter] = await orders(v, DEMO_TICKETS.counter, IN_3_DAYS);
    expect(counter).toMatchObject({ id: 902, typeCommande: 'GUICHET' });
    expect(counter!.articles[0]).toMatchObject({
      libelle: 'Tarif senior (65 ans et plus)',
      codeLigne: 'L2',
      dateDepart: `${IN_3_DAYS}T08:30:00`,
      dateArrivee: `${IN_3_DAYS}T09:01:00`,
      prixTTC: 644,
    });
    const [departed] = await orders(v, DEMO_TICKETS.departed, TODAY);
    // Five minutes before the emulator started (10:12 in Paris).
    expect(departed!.articles[0]).toMatchObject({
      dateDepart: `${TODAY}T10:07:00`,
      dateArrivee: `${TODAY}T10:34:00`,
    });
  });

  it('the departed ticket never departs before today 00:00, even just after midnight', async () => {
    app = await resServer({ now: () => new Date('2026-11-24T23:02:00Z') });
    const v = await visitor(app);
    const [departed] = await orders(v, DEMO_TICKETS.departed, TODAY);
    expect(departed!.articles[0]!.dateDepart).toBe(`${TODAY}T00:00:00`);
  });

  it('an already modified ticket: its old number gives 2 orders, its new number 1', async () => {
    const v = await start();
    const old = await orders(v, DEMO_TICKETS.modifiedOld, TOMORROW);
    expect(old.map((o) => o.id)).toEqual([903, 904]);
    expect(old[1]!.articles.map((a) => a.numSupport)).toEqual([
      DEMO_TICKETS.modifiedOld,
      DEMO_TICKETS.modifiedNew,
    ]);
    expect(old[1]!.articles[1]).toMatchObject({
      dateDepart: `${IN_2_DAYS}T15:20:00`,
      ticket: { numero: DEMO_TICKETS.modifiedNew },
    });
    expect((await orders(v, DEMO_TICKETS.modifiedNew, IN_2_DAYS)).map((o) => o.id)).toEqual([904]);
  });

  it('404 when no ticket has the number, [] when none of its articles departs that day', async () => {
    const v = await start();
    const unknown = await ordersOf(v, '1234567890123456', TOMORROW);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      messageError: 'Ticket non trouvé. Veuillez vérifier le numéro de ticket saisi.',
    });
    expect(await orders(v, DEMO_TICKETS.web, TODAY)).toEqual([]);
    expect(await orders(v, DEMO_TICKETS.modifiedNew, TOMORROW)).toEqual([]);
  });

  it.each([
    [
      'no ticket number',
      `dateDepartArticle=${TOMORROW}`,
      'Le numéro de ticket (« numSupport ») compte de 1 à 40 chiffres.',
    ],
    [
      'an empty ticket number',
      `numSupport=&dateDepartArticle=${TOMORROW}`,
      'Le numéro de ticket (« numSupport ») compte de 1 à 40 chiffres.',
    ],
    [
      'letters',
      `numSupport=41A3&dateDepartArticle=${TOMORROW}`,
      'Le numéro de ticket (« numSupport ») compte de 1 à 40 chiffres.',
    ],
    [
      '41 digits',
      `numSupport=${'1'.repeat(41)}&dateDepartArticle=${TOMORROW}`,
      'Le numéro de ticket (« numSupport ») compte de 1 à 40 chiffres.',
    ],
    [
      'no day',
      `numSupport=${DEMO_TICKETS.web}`,
      'Le champ « dateDepartArticle » doit être une date aaaa-mm-jj.',
    ],
    [
      'a malformed day',
      `numSupport=${DEMO_TICKETS.web}&dateDepartArticle=26-11-2026`,
      'Le champ « dateDepartArticle » doit être une date aaaa-mm-jj.',
    ],
    [
      'a repeated number',
      `numSupport=1&numSupport=2&dateDepartArticle=${TOMORROW}`,
      'Le paramètre « numSupport » ne doit être donné qu’une fois.',
    ],
    [
      'an unknown parameter',
      `numSupport=1&dateDepartArticle=${TOMORROW}&email=a@b.fr`,
      'Paramètre inconnu : « email ».',
    ],
  ])('refuses %s with a French 400', async (_name, query, message) => {
    const v = await start();
    const response = await v.get(`/vente/api/commandesReservation?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messageError: message });
  });
});

describe('POST …/modificationReservation', () => {
  it('answers a new order holding the old article then the new one, with a new random ticket number', async () => {
    const v = await start();
    const original = await webOrder(v);
    const response = await modify(v, original, 0, TO_1400);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as ReservationOrder;
    expect(answer.id).toBeGreaterThanOrEqual(10_001);
    expect(answer.typeCommande).toBe('RESERVATION');
    expect(answer.articles).toHaveLength(2);
    expect(answer.articles[0]).toEqual(original.articles[0]);
    const numero = answer.articles[1]!.numSupport;
    expect(numero).toMatch(/^[1-9]\d{15}$/);
    expect(answer.articles[1]).toEqual({
      ...original.articles[0],
      id: expect.any(Number),
      numSupport: numero,
      dateDepart: `${TOMORROW}T14:06:00`,
      dateArrivee: `${TOMORROW}T14:56:00`,
      ticket: { numero },
    });
    expect(answer.articles[1]!.id).not.toBe(original.articles[0]!.id);
    // The old ticket now gives both orders; the new one only the modification.
    expect((await orders(v, DEMO_TICKETS.web, TOMORROW)).map((o) => o.id)).toEqual([901, answer.id]);
    expect(await orders(v, numero, TOMORROW)).toEqual([answer]);
  });

  it('moves only a seat its session found by ticket number: another visitor counting ids gets a 404 and changes nothing', async () => {
    const owner = await start();
    const original = await webOrder(owner);
    const before = await placesOf(owner, TOMORROW, 'L1-A-1400');
    const stranger = await visitor(app);
    const response = await modify(stranger, original, 0, TO_1400);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ messageError: 'Cette commande de réservation n’existe pas.' });
    expect(await orders(owner, DEMO_TICKETS.web, TOMORROW)).toHaveLength(1);
    expect(await placesOf(owner, TOMORROW, 'L1-A-1400')).toBe(before);
    // Once it has typed the number (and the day), the same visitor may.
    await orders(stranger, DEMO_TICKETS.web, TOMORROW);
    expect((await modify(stranger, original, 0, TO_1400)).statusCode).toBe(200);
  });

  it('lets the session change its new ticket again without looking it up', async () => {
    const v = await start();
    const answer = (await modify(v, await webOrder(v), 0, TO_1400)).json() as ReservationOrder;
    const again = await modify(v, answer, 1, {
      ...TO_1400,
      codeCourse: 'L1-A-0730',
      dateDepart: `${TOMORROW}T07:36:00`,
      dateArrivee: `${TOMORROW}T08:26:00`,
    });
    expect(again.statusCode).toBe(200);
  });

  it('moves the seat: one place back on the old run, one taken on the new', async () => {
    const v = await start();
    const before = [await placesOf(v, TOMORROW, 'L1-A-0900'), await placesOf(v, TOMORROW, 'L1-A-1400')];
    expect((await modify(v, await webOrder(v), 0, TO_1400)).statusCode).toBe(200);
    expect([await placesOf(v, TOMORROW, 'L1-A-0900'), await placesOf(v, TOMORROW, 'L1-A-1400')]).toEqual([
      before[0]! + 1,
      before[1]! - 1,
    ]);
  });

  it('refuses the old ticket afterwards, from either order; the new ticket can be changed again', async () => {
    const v = await start();
    const original = await webOrder(v);
    const answer = (await modify(v, original, 0, TO_1400)).json() as ReservationOrder;
    for (const [order, index] of [
      [original, 0],
      [answer, 0],
    ] as const) {
      const again = await modify(v, order, index, {
        ...TO_1400,
        codeCourse: 'L1-A-0730',
        dateDepart: `${TOMORROW}T07:36:00`,
        dateArrivee: `${TOMORROW}T08:26:00`,
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ messageError: ALREADY_MODIFIED });
    }
    const next = await modify(v, answer, 1, {
      ...TO_1400,
      codeCourse: 'L1-A-0730',
      dateDepart: `${TOMORROW}T07:36:00`,
      dateArrivee: `${TOMORROW}T08:26:00`,
    });
    expect(next.statusCode).toBe(200);
    // The demo's already modified ticket, too.
    const [, demoModification] = await orders(v, DEMO_TICKETS.modifiedOld, TOMORROW);
    const demo = await modify(v, demoModification!, 0, {
      codeCourse: 'L4-A-1520',
      dateDepart: `${TOMORROW}T15:20:00`,
      dateArrivee: `${TOMORROW}T16:03:00`,
      email: null,
    });
    expect(demo.json()).toEqual({ messageError: ALREADY_MODIFIED });
  });

  it('makes the modification the session’s order: summary, ticket PDF with its QR code, receipt', async () => {
    const v = await start();
    const answer = (await modify(v, await webOrder(v), 0, TO_1400)).json() as ReservationOrder;
    const numero = answer.articles[1]!.numSupport;
    const summary = await summaryOf(v);
    expect(summary).toMatchObject({ success: true, found: true, vpc: false });
    expect(summary.order).toMatchObject({ id: answer.id, totalPrice: 0, shippingPrice: 0 });
    expect(summary.order.orderItems).toEqual([
      {
        label: 'Plein tarif',
        quantity: 1,
        totalPrice: 0,
        taxAmount: 0,
        numTicket: numero,
        libelleLigne: 'Ligne 1 Blois – Vendôme',
        libelleOrigine: 'Blois – Gare routière',
        libelleDestination: 'Vendôme – Gare routière',
        dateDepart: `${TOMORROW}T14:06:00`,
        dateArrivee: `${TOMORROW}T14:56:00`,
        // The modified seat keeps its leg.
        sens: 'Aller',
      },
    ]);
    const ticket = await v.get(`/vente/api/order/summary/ticket/${numero}/pdf`);
    expect(ticket.statusCode).toBe(200);
    expect(drawnModules(ticket.rawPayload).cells).toEqual(qrCells(`${numero};${TOMORROW}`));
    expect(pdfText(ticket.rawPayload).replace(/\s+/g, ' ')).toContain('Départ : 26/11/2026 à 14:06');
    const receipt = await v.get('/vente/api/order/summary/pdf');
    expect(receipt.statusCode).toBe(200);
    expect(pdfText(receipt.rawPayload).replace(/\s+/g, ' ')).toContain(`Billet n° ${numero}`);
    // Another visitor's session does not get it.
    const other = await visitor(app);
    expect((await other.get(`/vente/api/order/summary/ticket/${numero}/pdf`)).statusCode).toBe(404);
  });

  it('may move the ticket to another day, or to a run with 1 place', async () => {
    const v = await start();
    const response = await modify(v, await webOrder(v), 0, {
      ...ONE_PLACE,
      codeCourse: ONE_PLACE.codeCourse,
      dateDepart: ONE_PLACE.dateDepart.replace(TOMORROW, '2026-12-02'),
      dateArrivee: ONE_PLACE.dateArrivee.replace(TOMORROW, '2026-12-02'),
      email: null,
    });
    expect(response.statusCode).toBe(200);
    expect(await placesOf(v, '2026-12-02', ONE_PLACE.codeCourse)).toBe(0);
  });

  it('refuses after the old ticket’s departure', async () => {
    const v = await start();
    const [departed] = await orders(v, DEMO_TICKETS.departed, TODAY);
    const response = await modify(v, departed!, 0, {
      codeCourse: 'L2-A-1600',
      dateDepart: `${TOMORROW}T16:00:00`,
      dateArrivee: `${TOMORROW}T16:27:00`,
      email: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messageError: AFTER_DEPARTURE });
  });

  describe('the e-mail rule (SPEC §5): asked only when the order is not of type RESERVATION', () => {
    const toL2 = (email: unknown) => ({
      codeCourse: 'L2-A-1100',
      dateDepart: `${IN_3_DAYS}T11:00:00`,
      dateArrivee: `${IN_3_DAYS}T11:31:00`,
      email,
    });

    it.each([
      ['no e-mail', null, 'Veuillez saisir une adresse e-mail.'],
      ['an empty e-mail', '', 'Veuillez saisir une adresse e-mail.'],
      ['an e-mail without domain', 'zoe@exemple', 'L’adresse e-mail n’est pas valide.'],
      [
        'an e-mail of 121 characters',
        `${'a'.repeat(110)}@exemple.fr`,
        'L’adresse e-mail n’est pas valide (maximum 120 caractères).',
      ],
    ])('a counter order refuses %s', async (_name, email, message) => {
      const v = await start();
      const [counter] = await orders(v, DEMO_TICKETS.counter, IN_3_DAYS);
      const response = await modify(v, counter!, 0, toL2(email));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ messageError: message });
      expect(await orders(v, DEMO_TICKETS.counter, IN_3_DAYS)).toHaveLength(1);
    });

    it('a counter order with an e-mail is modified, the new order of the same type', async () => {
      const v = await start();
      const [counter] = await orders(v, DEMO_TICKETS.counter, IN_3_DAYS);
      const response = await modify(v, counter!, 0, toL2('zoe@exemple.fr'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ typeCommande: 'GUICHET' });
    });

    it('a web order takes no e-mail', async () => {
      const v = await start();
      const response = await modify(v, await webOrder(v), 0, { ...TO_1400, email: 'zoe@exemple.fr' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        messageError: 'Aucune adresse e-mail n’est demandée pour une réservation faite sur le web.',
      });
    });
  });

  it.each([
    [
      'a full run',
      { codeCourse: FULL.codeCourse, dateDepart: FULL.dateDepart, dateArrivee: FULL.dateArrivee },
      'Plus de place disponible sur ce trajet.',
    ],
    [
      'a run without quota',
      { codeCourse: NO_QUOTA.codeCourse, dateDepart: NO_QUOTA.dateDepart, dateArrivee: NO_QUOTA.dateArrivee },
      'Plus de place disponible sur ce trajet.',
    ],
    [
      'a run between other stops',
      { codeCourse: 'L2-A-1100', dateDepart: `${TOMORROW}T11:00:00`, dateArrivee: `${TOMORROW}T11:31:00` },
      'Ce trajet ne relie pas les arrêts de votre billet à ces horaires.',
    ],
    [
      'times that are not the run’s',
      { codeCourse: 'L1-A-1400', dateDepart: `${TOMORROW}T14:00:00`, dateArrivee: `${TOMORROW}T14:56:00` },
      'Ce trajet ne relie pas les arrêts de votre billet à ces horaires.',
    ],
    [
      'a past day',
      { codeCourse: 'L1-A-1400', dateDepart: `${YESTERDAY}T14:06:00`, dateArrivee: `${YESTERDAY}T14:56:00` },
      'Le nouveau trajet est déjà parti : choisissez un départ à venir.',
    ],
    [
      'a run gone today',
      { codeCourse: 'L1-A-0730', dateDepart: `${TODAY}T07:36:00`, dateArrivee: `${TODAY}T08:26:00` },
      'Le nouveau trajet est déjà parti : choisissez un départ à venir.',
    ],
    [
      'a day beyond the 90 days',
      { codeCourse: 'L1-A-1400', dateDepart: '2027-02-23T14:06:00', dateArrivee: '2027-02-23T14:56:00' },
      'Ce trajet n’est pas encore ouvert à la réservation.',
    ],
    [
      'the same run',
      { codeCourse: 'L1-A-0900', dateDepart: `${TOMORROW}T09:06:00`, dateArrivee: `${TOMORROW}T09:56:00` },
      'Votre billet est déjà sur ce trajet.',
    ],
  ])('refuses %s, changing nothing', async (_name, run, message) => {
    const v = await start();
    const before = [await placesOf(v, TOMORROW, 'L1-A-0900'), await placesOf(v, TOMORROW, FULL.codeCourse)];
    const response = await modify(v, await webOrder(v), 0, { ...run, email: null });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messageError: message });
    expect(await orders(v, DEMO_TICKETS.web, TOMORROW)).toHaveLength(1);
    expect([await placesOf(v, TOMORROW, 'L1-A-0900'), await placesOf(v, TOMORROW, FULL.codeCourse)]).toEqual(
      before,
    );
  });

  it.each([
    ['a body that is not an object', [TO_1400], 'Le corps de la requête doit être un objet JSON.'],
    ['an unknown field', { ...TO_1400, prix: 0 }, 'Champ inconnu : « prix ».'],
    [
      'no run',
      { ...TO_1400, codeCourse: undefined },
      'Le champ « codeCourse » n’est pas un code de course valide.',
    ],
    [
      'a run code too long',
      { ...TO_1400, codeCourse: 'L'.repeat(31) },
      'Le champ « codeCourse » n’est pas un code de course valide.',
    ],
    [
      'a day without time',
      { ...TO_1400, dateDepart: TOMORROW },
      'Le champ « dateDepart » doit être une date et heure aaaa-mm-jjThh:mm:ss.',
    ],
    [
      'an arrival at 24:00',
      { ...TO_1400, dateArrivee: `${TOMORROW}T24:00:00` },
      'Le champ « dateArrivee » doit être une date et heure aaaa-mm-jjThh:mm:ss.',
    ],
    [
      'an e-mail that is a number',
      { ...TO_1400, email: 12 },
      'Le champ « email » doit être un texte ou null.',
    ],
  ])('refuses %s with a French 400', async (_name, body, message) => {
    const v = await start();
    const original = await webOrder(v);
    const article = original.articles[0]!;
    const response = await v.post(
      `/vente/api/commandesReservation/${original.id}/article/${article.id}/modificationReservation`,
      body as object,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messageError: message });
    expect(await orders(v, DEMO_TICKETS.web, TOMORROW)).toHaveLength(1);
  });

  it('answers the same 404 for an unknown order and any wrong pair of ids, 400 for a malformed id', async () => {
    const v = await start();
    const web = await webOrder(v);
    const [counter] = await orders(v, DEMO_TICKETS.counter, IN_3_DAYS);
    const post = (orderId: string | number, articleId: string | number) =>
      v.post(
        `/vente/api/commandesReservation/${orderId}/article/${articleId}/modificationReservation`,
        TO_1400,
      );
    const unknownOrder = await post(999_999, web.articles[0]!.id);
    expect(unknownOrder.statusCode).toBe(404);
    expect(unknownOrder.json()).toEqual({ messageError: 'Cette commande de réservation n’existe pas.' });
    // Issue 23: a wrong order/article pair must not tell which article ids belong to which order.
    for (const [orderId, articleId] of [
      [web.id, counter!.articles[0]!.id],
      [counter!.id, web.articles[0]!.id],
      [web.id, 999_999],
    ]) {
      const wrongPair = await post(orderId!, articleId!);
      expect(wrongPair.statusCode, `${orderId}/${articleId}`).toBe(404);
      expect(wrongPair.json()).toEqual(unknownOrder.json());
    }
    const malformed = await post('0', web.articles[0]!.id);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      messageError: 'L’identifiant « orderId » doit être un entier positif.',
    });
    const query = await v.post(
      `/vente/api/commandesReservation/${web.id}/article/${web.articles[0]!.id}/modificationReservation?x=1`,
      TO_1400,
    );
    expect(query.json()).toEqual({ messageError: 'Paramètre inconnu : « x ».' });
  });
});

describe('the demo reservations across midnight', () => {
  it('keep the days of the emulator’s start, which the control API says, when Paris changes day', async () => {
    // 23:59 in Paris on Wednesday 25/11/2026; two minutes later it is Thursday.
    let clock = new Date('2026-11-25T22:59:00.000Z');
    app = await resServer({ now: () => clock, control: true });
    const v = await visitor(app);
    clock = new Date('2026-11-25T23:01:00.000Z');
    const answer = await app.inject({ method: 'GET', url: DEMO_DAY_PATH });
    expect(answer.json()).toEqual({ jour: TODAY });
    expect(await orders(v, DEMO_TICKETS.web, TOMORROW)).toHaveLength(1);
    expect(await orders(v, DEMO_TICKETS.counter, IN_3_DAYS)).toHaveLength(1);
  });

  it('has no day to say without the control API', async () => {
    app = await resServer();
    expect((await app.inject({ method: 'GET', url: DEMO_DAY_PATH })).statusCode).toBe(404);
  });
});
