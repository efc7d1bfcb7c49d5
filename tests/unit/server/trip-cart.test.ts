// RESERVATION items of POST /vente/api/cart/articles (brief §6): the back office checks the run, its
// times, the product, the return leg and the places, computes price, dates and labels itself, and a bad
// list adds nothing.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Cart } from '../../../src/shared/shop';
import { visitor, type Visitor } from './helpers';
import {
  addItems,
  AFTER_WINDOW,
  FULL,
  IN_2_DAYS,
  item,
  NO_QUOTA,
  ONE_PLACE,
  placesOf,
  RESERVATION_FLAGS,
  resServer,
  returnLeg,
  roundTrip,
  TODAY,
  TOMORROW,
} from './reservation-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

async function start(): Promise<Visitor> {
  app = await resServer();
  return visitor(app);
}

const cartOf = async (v: Visitor) => (await v.post('/vente/api/cart', RESERVATION_FLAGS)).json() as Cart;

async function added(v: Visitor, items: object[]): Promise<Cart> {
  const response = await addItems(v, items);
  expect(response.json()).not.toHaveProperty('messageError');
  expect(response.statusCode).toBe(200);
  return response.json() as Cart;
}

/** The list is refused with `message`, and the cart is as it was. */
async function refused(v: Visitor, items: object[], message: string): Promise<void> {
  const before = await cartOf(v);
  const response = await addItems(v, items);
  expect(response.json()).toEqual({ messageError: message });
  expect(response.statusCode).toBe(400);
  expect(await cartOf(v)).toEqual(before);
}

describe('reserved seats in the cart', () => {
  it('keeps a one-way line priced, dated and named by the back office, whatever the client sent', async () => {
    const v = await start();
    const cart = await added(v, [item(), item({ codeProduitReservation: 'RES-ENFANT', quantite: 0 })]);
    expect(cart.products).toEqual([
      {
        id: expect.any(Number),
        label: 'Plein tarif',
        quantity: 2,
        totalPrice: 17,
        montantTva: 0.77,
        typeTitre: 1,
        typeValidite: 2,
        libelleOrigine: 'Blois – Gare routière',
        libelleDestination: 'Vendôme – Gare routière',
        libelleLigne: 'Ligne 1 Blois – Vendôme',
        dateDepart: `${TOMORROW}T09:06:00`,
        dateArrivee: `${TOMORROW}T09:56:00`,
        allerRetour: false,
        dateDepartRetour: null,
        dateArriveeRetour: null,
        libelleLigneRetour: null,
        codeProduit: 'RES-PLEIN',
        codeLigne: 'L1',
        codeOrigine: 'BLO-GARE',
        codeDestination: 'VEN-GARE',
        codeCourse: 'L1-A-0900',
        codeCourseRetour: null,
        codeLigneRetour: null,
      },
    ]);
    expect(cart).toMatchObject({ totalPrice: 17, shippingPrice: 0, productsQuantity: 2 });
  });

  it('takes a one-way item whose return fields came as null, as a client clearing them sends', async () => {
    const v = await start();
    const nulls = {
      codeCourseRetour: null,
      codeLigneRetour: null,
      libelleLigneRetour: null,
      dateDepartRetour: null,
      dateArriveeRetour: null,
    };
    const cart = await added(v, [item(nulls)]);
    expect(cart.products).toEqual([
      expect.objectContaining({ label: 'Plein tarif', quantity: 2, totalPrice: 17 }),
    ]);
  });

  it('keeps the return leg of a round-trip product, at double price', async () => {
    const v = await start();
    const cart = await added(v, [roundTrip({ quantite: 1 })]);
    expect(cart.products[0]).toMatchObject({
      label: 'Plein tarif aller-retour',
      quantity: 1,
      totalPrice: 17,
      montantTva: 1.54,
      allerRetour: true,
      dateDepart: `${TOMORROW}T09:06:00`,
      dateArrivee: `${TOMORROW}T09:56:00`,
      dateDepartRetour: `${TOMORROW}T16:30:00`,
      dateArriveeRetour: `${TOMORROW}T17:20:00`,
      libelleLigneRetour: 'Ligne 1 Blois – Vendôme',
      codeCourseRetour: 'L1-R-1630',
      codeLigneRetour: 'L1',
    });
  });

  it('takes a list of profiles on one run: 2 adults and 1 youth on a round trip, a one-way child', async () => {
    const v = await start();
    const cart = await added(v, [
      roundTrip({ quantite: 2 }),
      roundTrip({ codeProduitReservation: 'RES-JEUNE-AR', quantite: 1 }),
      item({ codeProduitReservation: 'RES-ENFANT', quantite: 1 }),
    ]);
    expect(cart.products.map((l) => [l.label, l.quantity, l.totalPrice])).toEqual([
      ['Plein tarif aller-retour', 2, 34],
      ['Tarif jeune aller-retour', 1, 10.2],
      ['Tarif enfant (4 à 11 ans)', 1, 4.25],
    ]);
    expect(cart.totalPrice).toBe(48.45);
  });

  it('prices a trip from dateNouvPrix on at the new price', async () => {
    const v = await start();
    const cart = await added(v, [
      item({
        codeProduitReservation: 'RES-SENIOR',
        quantite: 1,
        dateDepart: '2026-12-24T09:06:00',
        dateArrivee: '2026-12-24T09:56:00',
      }),
      item({
        codeProduitReservation: 'RES-SENIOR',
        quantite: 1,
        dateDepart: '2026-12-25T09:06:00',
        dateArrivee: '2026-12-25T09:56:00',
      }),
    ]);
    expect(cart.products.map((l) => l.totalPrice)).toEqual([5.95, 6.38]);
  });

  it('takes a leg boarding after midnight on the run of the day before', async () => {
    const v = await start();
    const cart = await added(v, [
      item({
        codeLigne: 'L2',
        codeCourse: 'L2-A-2340',
        codeOrigine: 'CHV-CHAT',
        codeDestination: 'ROM-GARE',
        dateDepart: '2026-11-27T00:11:00',
        dateArrivee: '2026-11-27T00:46:00',
        quantite: 1,
      }),
    ]);
    expect(cart.products[0]).toMatchObject({ totalPrice: 9.2, dateDepart: '2026-11-27T00:11:00' });
  });

  it('takes a return line name of 200 characters, and keeps the line’s own name', async () => {
    const v = await start();
    const cart = await added(v, [roundTrip({ quantite: 1, libelleLigneRetour: 'x'.repeat(200) })]);
    expect(cart.products[0]).toMatchObject({ libelleLigneRetour: 'Ligne 1 Blois – Vendôme', totalPrice: 17 });
  });

  it('refuses a run leaving this very minute, and takes it one minute before', async () => {
    // Tomorrow 09:06 in Paris, when the 09:00 run leaves Blois station.
    let clock = new Date(`${TOMORROW}T08:05:00Z`);
    app = await resServer({ now: () => clock });
    const v = await visitor(app);
    await added(v, [item({ quantite: 1 })]);
    clock = new Date(`${TOMORROW}T08:06:00Z`);
    await refused(v, [item({ quantite: 1 })], 'Ce trajet est déjà parti.');
  });
});

describe('places', () => {
  it('a run with 1 place takes 1 passenger, not 2, nor a second one later in the same cart', async () => {
    const v = await start();
    const onePlace = (quantite: number) => item({ ...ONE_PLACE, quantite });
    await refused(v, [onePlace(2)], 'Places insuffisantes sur le trajet aller : 1 place disponible.');
    await refused(
      v,
      [onePlace(1), item({ ...ONE_PLACE, codeProduitReservation: 'RES-JEUNE', quantite: 1 })],
      'Places insuffisantes sur le trajet aller : 1 place disponible.',
    );
    await added(v, [onePlace(1)]);
    await refused(v, [onePlace(1)], 'Places insuffisantes sur le trajet aller : 1 place disponible.');
  });

  it('counts the seats of a run on each day apart: the 1-place run tomorrow and in 2 days takes one each', async () => {
    const v = await start();
    const cart = await added(v, [
      item({ ...ONE_PLACE, quantite: 1 }),
      item({
        ...ONE_PLACE,
        dateDepart: `${IN_2_DAYS}T12:21:00`,
        dateArrivee: `${IN_2_DAYS}T13:11:00`,
        quantite: 1,
      }),
    ]);
    expect(cart.products.map((l) => l.dateDepart)).toEqual([ONE_PLACE.dateDepart, `${IN_2_DAYS}T12:21:00`]);
  });

  it('a full run and a run without quota record take nobody', async () => {
    const v = await start();
    await refused(v, [item({ ...FULL, quantite: 1 })], 'Plus de place disponible sur le trajet aller.');
    await refused(v, [item({ ...NO_QUOTA, quantite: 1 })], 'Plus de place disponible sur le trajet aller.');
  });

  it('the return run must have a seat for every round-trip passenger of the cart', async () => {
    const v = await start();
    const left = await placesOf(v, TOMORROW, 'L1-R-1630');
    const outbound = [
      { codeCourse: 'L1-A-0610', dateDepart: `${TOMORROW}T06:16:00`, dateArrivee: `${TOMORROW}T07:06:00` },
      { codeCourse: 'L1-A-0730', dateDepart: `${TOMORROW}T07:36:00`, dateArrivee: `${TOMORROW}T08:26:00` },
      { codeCourse: 'L1-A-0900', dateDepart: `${TOMORROW}T09:06:00`, dateArrivee: `${TOMORROW}T09:56:00` },
      { codeCourse: 'L1-A-1400', dateDepart: `${TOMORROW}T14:06:00`, dateArrivee: `${TOMORROW}T14:56:00` },
    ];
    expect(left).toBeLessThan(40);
    await refused(
      v,
      outbound.map((run) => roundTrip({ ...run, quantite: 10 })),
      `Places insuffisantes sur le trajet retour : ${left} places disponibles.`,
    );
    await added(
      v,
      outbound.slice(0, 3).map((run) => roundTrip({ ...run, quantite: 10 })),
    );
  });
});

describe('refusals (French 400, the cart unchanged)', () => {
  it.each([
    [
      'no trip at all',
      [item({ codeLigne: undefined, codeOrigine: undefined, codeDestination: undefined })],
      'Indiquez la ligne, l’arrêt de départ et l’arrêt d’arrivée.',
    ],
    [
      'an unknown product',
      [item({ codeProduitReservation: 'INCONNU' })],
      'Ce produit n’est pas vendu pour ce trajet.',
    ],
    [
      'a product breaking SPEC §5',
      [item({ codeProduitReservation: 'ABO-MOIS' })],
      'Ce produit n’est pas vendu pour ce trajet.',
    ],
    [
      'a malformed product code',
      [item({ codeProduitReservation: 'res plein' })],
      'Le code du produit n’est pas valide.',
    ],
    [
      'a product code that is not text',
      [item({ codeProduitReservation: 123 })],
      'Le code du produit n’est pas valide.',
    ],
    [
      'the school line',
      [item({ codeLigne: 'L5', codeOrigine: 'VEN-GARE', codeDestination: 'MTO-COLL' })],
      'Ce produit n’est pas vendu pour ce trajet.',
    ],
    ['a negative quantity', [item({ quantite: -1 })], 'La quantité doit être comprise entre 0 et 10.'],
    ['11 passengers', [item({ quantite: 11 })], 'La quantité doit être comprise entre 0 et 10.'],
    ['a quantity as text', [item({ quantite: '2' })], 'Le champ « quantite » doit être un entier.'],
    [
      'a malformed run code',
      [item({ codeCourse: 'l1 a' })],
      'Le champ « codeCourse » n’est pas un code de course valide.',
    ],
    [
      'no run',
      [item({ codeCourse: undefined })],
      'Le champ « codeCourse » n’est pas un code de course valide.',
    ],
    [
      'an unknown run',
      [item({ codeCourse: 'L1-A-0901' })],
      'Ce trajet n’existe pas : la course ne dessert pas ces arrêts à ces horaires.',
    ],
    [
      'a time that is not the run’s',
      [item({ dateDepart: `${TOMORROW}T09:07:00` })],
      'Ce trajet n’existe pas : la course ne dessert pas ces arrêts à ces horaires.',
    ],
    [
      'an arrival that is not the run’s',
      [item({ dateArrivee: `${TOMORROW}T10:56:00` })],
      'Ce trajet n’existe pas : la course ne dessert pas ces arrêts à ces horaires.',
    ],
    [
      'stops the other way round',
      [item({ codeOrigine: 'VEN-GARE', codeDestination: 'BLO-GARE' })],
      'Ce trajet n’existe pas : la course ne dessert pas ces arrêts à ces horaires.',
    ],
    [
      'a run of another line',
      [
        item({
          codeLigne: 'L2',
          codeDestination: 'VIN-CENT',
          codeCourse: 'L4-A-1010',
          dateDepart: `${TOMORROW}T10:10:00`,
          dateArrivee: `${TOMORROW}T10:22:00`,
        }),
      ],
      'Ce trajet n’existe pas : la course ne dessert pas ces arrêts à ces horaires.',
    ],
    [
      'a stop off the line',
      [item({ codeDestination: 'MER-GARE' })],
      'L’arrêt d’arrivée n’est pas desservi par cette ligne.',
    ],
    [
      'a run already gone',
      [item({ codeCourse: 'L1-A-0900', dateDepart: `${TODAY}T09:06:00`, dateArrivee: `${TODAY}T09:56:00` })],
      'Ce trajet est déjà parti.',
    ],
    [
      'a day beyond the 90 days',
      [item({ dateDepart: `${AFTER_WINDOW}T09:06:00`, dateArrivee: `${AFTER_WINDOW}T09:56:00` })],
      'Ce trajet n’est pas encore ouvert à la réservation.',
    ],
    [
      'a time with an offset',
      [item({ dateDepart: `${TOMORROW}T09:06:00+01:00` })],
      'Le champ « dateDepart » doit être une date et heure aaaa-mm-jjThh:mm:ss.',
    ],
    [
      'a return for a one-way product',
      [item(returnLeg())],
      'Ce produit se vend en aller simple : aucun trajet retour n’est attendu.',
    ],
    [
      'one return field for a one-way product',
      [item({ dateDepartRetour: `${TOMORROW}T16:30:00` })],
      'Ce produit se vend en aller simple : aucun trajet retour n’est attendu.',
    ],
    [
      'no return for a round-trip product',
      [item({ codeProduitReservation: 'RES-PLEIN-AR' })],
      'Ce produit se vend en aller-retour : indiquez le trajet retour.',
    ],
    [
      'a return on another line',
      [roundTrip({ codeLigneRetour: 'L2' })],
      'Le trajet retour doit être sur la même ligne que l’aller.',
    ],
    [
      'a return before the outbound arrives',
      [
        roundTrip(
          returnLeg({
            codeCourseRetour: 'L1-R-0815',
            dateDepartRetour: `${TOMORROW}T08:15:00`,
            dateArriveeRetour: `${TOMORROW}T09:05:00`,
          }),
        ),
      ],
      'Le trajet retour doit partir après l’arrivée de l’aller.',
    ],
    [
      // Line 1's 17:30 run reaches Villerable at 18:18, when the 18:10 run from Vendôme leaves it.
      'a return leaving as the outbound arrives',
      [
        roundTrip({
          codeOrigine: 'BLO-RESI',
          codeDestination: 'VLR-MAIR',
          codeCourse: 'L1-A-1730',
          dateDepart: `${TOMORROW}T17:30:00`,
          dateArrivee: `${TOMORROW}T18:18:00`,
          ...returnLeg({
            codeCourseRetour: 'L1-R-1810',
            dateDepartRetour: `${TOMORROW}T18:18:00`,
            dateArriveeRetour: `${TOMORROW}T19:06:00`,
          }),
        }),
      ],
      'Le trajet retour doit partir après l’arrivée de l’aller.',
    ],
    [
      'a return the other way round',
      [
        roundTrip({
          codeCourseRetour: 'L1-A-1400',
          dateDepartRetour: `${TOMORROW}T14:06:00`,
          dateArriveeRetour: `${TOMORROW}T14:56:00`,
        }),
      ],
      'Ce trajet retour n’existe pas : la course ne dessert pas ces arrêts à ces horaires.',
    ],
    [
      'a return with a bad time',
      [roundTrip({ dateArriveeRetour: 'demain' })],
      'Le champ « dateArriveeRetour » doit être une date et heure aaaa-mm-jjThh:mm:ss.',
    ],
    [
      'a return line name too long',
      [roundTrip({ libelleLigneRetour: 'x'.repeat(201) })],
      'Le champ « libelleLigneRetour » doit être un texte de 200 caractères au plus.',
    ],
    [
      'a return line name that is not text',
      [roundTrip({ libelleLigneRetour: 5 })],
      'Le champ « libelleLigneRetour » doit être un texte de 200 caractères au plus.',
    ],
    [
      'a stop name that is not text',
      [item({ libelleOrigine: 3 })],
      'Le champ « libelleOrigine » doit être un texte.',
    ],
    [
      'a bad item after a good one',
      [item(), item({ codeCourse: 'L1-A-0901' })],
      'Ce trajet n’existe pas : la course ne dessert pas ces arrêts à ces horaires.',
    ],
    [
      'items for two carts',
      [item(), item({ type: 'TICKET_OD', codeProduitReservation: 'OD-UNITAIRE' })],
      'Les articles doivent aller dans un seul panier.',
    ],
    [
      'a bad type',
      [item({ type: 'VPC' })],
      'Le type d’article doit être RESERVATION, TICKET_OD ou RECHARGEMENT_ABONNE_OD.',
    ],
    ['an empty list', [], 'Le corps doit être une liste d’articles non vide.'],
  ])('refuses %s', async (_name, items, message) => {
    const v = await start();
    await added(v, [item({ quantite: 1 })]);
    await refused(v, items as object[], message);
  });

  // Issue 10: every add makes new lines, so repeated adds once grew a cart without end.
  it('holds at most 20 lines per cart: one more is refused in French and changes nothing', async () => {
    const v = await start();
    const full = 'Le panier est plein : 20 lignes au plus.';
    const one = item({ quantite: 1 });
    await refused(
      v,
      Array.from({ length: 21 }, () => one),
      full,
    );
    for (let i = 0; i < 10; i++) await added(v, [one, one]);
    const before = await cartOf(v);
    expect(before.products).toHaveLength(20);
    expect(before.totalPrice).toBe(170);
    await refused(v, [one], full);
  });
});
