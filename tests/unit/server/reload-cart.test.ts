// Contract §1 "Cart": reload titles (POST /vente/api/cart/article, type RECHARGEMENT) and origin-destination
// items (POST /vente/api/cart/articles, TICKET_OD and RECHARGEMENT_ABONNE_OD), priced and dated by the
// back office; every refusal is a French 400 (or the 404 of an unknown title) that changes no cart.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Cart, CartFlags } from '../../../src/shared/shop';
import { visitor, type Visitor } from './helpers';
import {
  BORN,
  CARDS,
  lookup,
  odItem,
  RELOAD_FLAGS,
  reloadArticle,
  reloadServer,
  TICKET_OD_FLAGS,
  TOP_UP_FLAGS,
  topUpItem,
} from './reload-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

async function start(): Promise<Visitor> {
  app = await reloadServer();
  return visitor(app);
}

const cartOf = async (v: Visitor, flags: CartFlags) =>
  (await v.post('/vente/api/cart', flags)).json() as Cart;
const add = (v: Visitor, body: object) => v.post('/vente/api/cart/article', body);
const addItems = (v: Visitor, items: object[]) => v.post('/vente/api/cart/articles', items);

/** The call is refused with this status and text, and the cart is as it was. */
async function refused(
  v: Visitor,
  flags: CartFlags,
  call: () => Promise<{ statusCode: number; json: () => unknown }>,
  message: string,
  status = 400,
) {
  const before = await cartOf(v, flags);
  const response = await call();
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ messageError: message });
  expect(await cartOf(v, flags)).toEqual(before);
}

describe('reload cart (type RECHARGEMENT)', () => {
  it('adds a month for a card looked up in this session, priced and dated by the back office', async () => {
    const v = await start();
    await lookup(v, CARDS.reload);
    const response = await add(v, reloadArticle(101, 1, '2026-12-17'));
    expect(response.statusCode).toBe(200);
    const cart = response.json() as Cart;
    expect(cart).toEqual({
      products: [
        {
          id: 101,
          label: 'Abonnement mensuel Ligéo',
          quantity: 1,
          totalPrice: 45,
          montantTva: 4.09,
          ddv: '2026-12-01',
          dfv: '2026-12-31',
          typeTitre: 1,
          typeValidite: 3,
          numSupport: CARDS.reload,
          codeProduit: 'ABO-MOIS',
        },
      ],
      totalPrice: 45,
      shippingPrice: 0,
      productsQuantity: 1,
      email: null,
    });
    expect(await cartOf(v, RELOAD_FLAGS)).toEqual(cart);
  });

  it('prorates the yearly title to the day chosen, and takes the default start when none is sent', async () => {
    const v = await start();
    await lookup(v, CARDS.reload);
    const cart = (await add(v, reloadArticle(104))).json() as Cart;
    expect(cart.products[0]).toMatchObject({
      ddv: '2026-11-25',
      dfv: '2026-12-31',
      totalPrice: 42.58,
      montantTva: 3.87,
    });
  });

  it('keeps a carnet in one line up to 10', async () => {
    const v = await start();
    await lookup(v, CARDS.reload);
    expect(((await add(v, reloadArticle(106, 3))).json() as Cart).products[0]).toMatchObject({
      quantity: 3,
      totalPrice: 39,
      montantTva: 1.18,
    });
    const full = (await add(v, reloadArticle(106, 7, '2026-11-25'))).json() as Cart;
    expect(full.products).toHaveLength(1);
    expect(full.products[0]).toMatchObject({ quantity: 10, totalPrice: 130 });
    expect(full.totalPrice).toBe(130);
    await refused(
      v,
      RELOAD_FLAGS,
      () => add(v, reloadArticle(106, 1)),
      'Ce titre est limité à 10 par panier ; votre panier en contient déjà 10.',
    );
  });

  it('card 2 needs the looked-up birth date: a failed lookup verifies nothing', async () => {
    const v = await start();
    expect((await lookup(v, CARDS.personalised)).statusCode).toBe(404);
    await refused(
      v,
      RELOAD_FLAGS,
      () => add(v, reloadArticle(101, 1, undefined, CARDS.personalised)),
      'Veuillez d’abord rechercher cette carte.',
    );
    await lookup(v, CARDS.personalised, BORN);
    expect((await add(v, reloadArticle(101, 1, undefined, CARDS.personalised))).statusCode).toBe(200);
  });

  it('a card looked up in another session is not verified in this one', async () => {
    const v = await start();
    const other = await visitor(app);
    await lookup(other, CARDS.reload);
    await refused(
      v,
      RELOAD_FLAGS,
      () => add(v, reloadArticle(101)),
      'Veuillez d’abord rechercher cette carte.',
    );
  });

  it('holds titles of one card only, and a single-unit title once', async () => {
    const v = await start();
    await lookup(v, CARDS.reload);
    await lookup(v, CARDS.od);
    await add(v, reloadArticle(101, 1, '2026-11-01'));
    await refused(
      v,
      RELOAD_FLAGS,
      () => add(v, reloadArticle(106, 1, undefined, CARDS.od)),
      'Votre panier contient déjà des titres pour une autre carte.',
    );
    await refused(
      v,
      RELOAD_FLAGS,
      () => add(v, reloadArticle(101, 1, '2026-12-01')),
      'Ce titre est déjà dans votre panier.',
    );
    // Another title for the same card is fine.
    expect(((await add(v, reloadArticle(103))).json() as Cart).products.map((p) => p.id)).toEqual([101, 103]);
  });

  it.each([
    [
      'no card number',
      { type: 'RECHARGEMENT', idProduit: 101, quantite: 1 },
      'Veuillez saisir un numéro de carte',
    ],
    [
      'a card number as a number',
      { ...reloadArticle(101), numSupport: 100000000001 },
      'Le numéro de carte ne doit contenir que des chiffres.',
    ],
    [
      'a card number too long',
      reloadArticle(101, 1, undefined, '1000000000011'),
      'Le numéro de carte compte au plus 12 chiffres.',
    ],
    [
      'an id as text',
      { ...reloadArticle(101), idProduit: '101' },
      'Le champ « idProduit » doit être un entier.',
    ],
    ['a fractional quantity', reloadArticle(106, 1.5), 'Le champ « quantite » doit être un entier.'],
    ['two of a single-unit title', reloadArticle(101, 2), 'Ce titre se prend à l’unité : quantité 1.'],
    ['none of a title', reloadArticle(101, 0), 'Ce titre se prend à l’unité : quantité 1.'],
    ['11 of a carnet', reloadArticle(106, 11), 'La quantité doit être comprise entre 1 et 10.'],
    ['a negative quantity', reloadArticle(107, -1), 'La quantité doit être comprise entre 1 et 10.'],
    ['a post-paid title', reloadArticle(108), 'Ce titre n’est pas en vente.'],
    ['a title of unknown validity type', reloadArticle(109), 'Ce titre n’est pas en vente.'],
    ['a title priced 0', reloadArticle(110), 'Ce titre n’est pas en vente.'],
    ['an OD title', reloadArticle(211), 'Ce titre n’est pas vendu sur cette carte.'],
    [
      'a start before the window',
      reloadArticle(101, 1, '2026-10-01'),
      'La date de début de validité doit être comprise entre le 01/11/2026 et le 01/01/2027.',
    ],
    [
      'another start for a fixed one',
      reloadArticle(105, 1, '2026-11-26'),
      'La date de début de validité de ce titre n’est pas modifiable.',
    ],
    [
      'a start that is no day',
      reloadArticle(102, 1, '2026-02-30'),
      'La date de début de validité n’est pas une date valide (aaaa-mm-jj).',
    ],
    [
      'a start as a number',
      { ...reloadArticle(102), ddv: 20261130 },
      'La date de début de validité n’est pas une date valide (aaaa-mm-jj).',
    ],
  ])('refuses %s', async (_name, body, message) => {
    const v = await start();
    await lookup(v, CARDS.reload);
    await add(v, reloadArticle(107, 2));
    await refused(v, RELOAD_FLAGS, () => add(v, body), message);
  });

  it('an unknown title is a 404, a title not sold on the card a 400', async () => {
    const v = await start();
    await lookup(v, CARDS.od);
    await refused(
      v,
      RELOAD_FLAGS,
      () => add(v, reloadArticle(999, 1, undefined, CARDS.od)),
      'Ce titre n’existe pas.',
      404,
    );
    await refused(
      v,
      RELOAD_FLAGS,
      () => add(v, reloadArticle(102, 1, undefined, CARDS.od)),
      'Ce titre n’est pas vendu sur cette carte.',
    );
  });

  it('refuses blacklisted and deleted cards even once looked up', async () => {
    const v = await start();
    expect((await lookup(v, CARDS.suspended)).statusCode).toBe(200);
    expect((await lookup(v, CARDS.deleted)).statusCode).toBe(200);
    await refused(
      v,
      RELOAD_FLAGS,
      () => add(v, reloadArticle(101, 1, undefined, CARDS.suspended)),
      'Cette carte est en liste noire, elle ne peut pas être utilisée.',
    );
    await refused(
      v,
      RELOAD_FLAGS,
      () => add(v, reloadArticle(101, 1, undefined, CARDS.deleted)),
      'Carte supprimée.',
    );
  });

  it('still refuses other item types, and still takes shop goods', async () => {
    const v = await start();
    await refused(
      v,
      RELOAD_FLAGS,
      () => add(v, { type: 'TICKET_OD', idProduit: 201, quantite: 1 }),
      'Seuls les produits de la boutique (type VPC) et les rechargements de carte (type RECHARGEMENT) s’ajoutent ici.',
    );
    expect((await add(v, { type: 'VPC', idProduit: 101, quantite: 1 })).statusCode).toBe(200);
    expect(await cartOf(v, RELOAD_FLAGS)).toMatchObject({ products: [] });
  });
});

describe('OD tickets (TICKET_OD)', () => {
  it('makes a line per item, with the topology’s names whatever the client sent, quantity 0 dropped', async () => {
    const v = await start();
    const response = await addItems(v, [
      odItem({ libelleOrigine: 'Ailleurs', libelleLigne: 'Ligne inventée' }),
      odItem({ codeProduitReservation: 'OD-JOUR', quantite: 2 }),
      odItem({ codeProduitReservation: 'OD-DATE', quantite: 0 }),
    ]);
    expect(response.statusCode).toBe(200);
    const cart = response.json() as Cart;
    const trip = {
      libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
      libelleOrigine: 'Blois – Gare routière',
      libelleDestination: 'Cheverny – Château',
      codeLigne: 'L2',
      codeOrigine: 'BLO-GARE',
      codeDestination: 'CHV-CHAT',
    };
    expect(cart.products).toEqual([
      {
        id: expect.any(Number),
        label: 'Billet unitaire',
        quantity: 1,
        totalPrice: 3.2,
        montantTva: 0.29,
        ddv: '2026-11-25',
        dfv: '2026-11-25',
        typeTitre: 2,
        typeValidite: 1,
        numSupport: null,
        codeProduit: 'OD-UNITAIRE',
        ...trip,
      },
      {
        id: expect.any(Number),
        label: 'Pass journée origine-destination',
        quantity: 2,
        totalPrice: 16,
        montantTva: 0.73,
        ddv: '2026-11-25',
        dfv: '2026-11-25',
        typeTitre: 2,
        typeValidite: 5,
        numSupport: null,
        codeProduit: 'OD-JOUR',
        ...trip,
      },
    ]);
    expect(cart.totalPrice).toBe(19.2);
    expect(await cartOf(v, TICKET_OD_FLAGS)).toEqual(cart);
  });

  it('makes a line of each of two same tickets, and takes a card number sent as null', async () => {
    const v = await start();
    const cart = (await addItems(v, [odItem(), odItem({ numSupport: null })])).json() as Cart;
    expect(cart.products.map((line) => [line.codeProduit, line.quantity, line.totalPrice])).toEqual([
      ['OD-UNITAIRE', 1, 3.2],
      ['OD-UNITAIRE', 1, 3.2],
    ]);
  });

  it('dates a chosen-date ticket on the day chosen, within 30 days', async () => {
    const v = await start();
    const cart = (
      await addItems(v, [
        odItem({ codeProduitReservation: 'OD-DATE', ddv: '2026-12-25', codeDestination: 'ROM-GARE' }),
      ])
    ).json() as Cart;
    expect(cart.products[0]).toMatchObject({ ddv: '2026-12-25', dfv: '2026-12-25', totalPrice: 4.5 });
  });

  it.each([
    [
      'a top-up title',
      [odItem({ codeProduitReservation: 'OD-ABO-MOIS' })],
      'Ce titre n’est pas vendu pour ce trajet.',
    ],
    [
      'a reservation product',
      [odItem({ codeProduitReservation: 'RES-PLEIN' })],
      'Ce titre n’est pas vendu pour ce trajet.',
    ],
    [
      'the school line',
      [odItem({ codeLigne: 'L5', codeOrigine: 'VEN-GARE', codeDestination: 'THO-EGLI' })],
      'Ce titre n’est pas vendu pour ce trajet.',
    ],
    [
      'a malformed code',
      [odItem({ codeProduitReservation: 'od unitaire' })],
      'Le code du titre n’est pas valide.',
    ],
    [
      'a code that is a number',
      [odItem({ codeProduitReservation: 123 })],
      'Le code du titre n’est pas valide.',
    ],
    [
      'a quantity that is no integer',
      [odItem({ quantite: 1.5 })],
      'Le champ « quantite » doit être un entier.',
    ],
    [
      'a card number',
      [odItem({ numSupport: CARDS.reload })],
      'Un billet origine-destination ne se charge pas sur une carte.',
    ],
    [
      '11 single tickets',
      [odItem({ quantite: 11 })],
      'La quantité doit être comprise entre 0 et 10 pour ce titre.',
    ],
    [
      '2 chosen-date tickets in a line',
      [odItem({ codeProduitReservation: 'OD-DATE', quantite: 2 })],
      'La quantité doit être comprise entre 0 et 1 pour ce titre.',
    ],
    [
      'a negative quantity',
      [odItem({ quantite: -1 })],
      'La quantité doit être comprise entre 0 et 10 pour ce titre.',
    ],
    [
      'a date beyond 30 days',
      [odItem({ codeProduitReservation: 'OD-DATE', ddv: '2026-12-26' })],
      'La date de début de validité doit être comprise entre le 25/11/2026 et le 25/12/2026.',
    ],
    [
      'tomorrow for a single ticket',
      [odItem({ ddv: '2026-11-26' })],
      'La date de début de validité de ce titre n’est pas modifiable.',
    ],
    [
      'no trip at all',
      [odItem({ codeLigne: undefined, codeOrigine: undefined, codeDestination: undefined })],
      'Indiquez la ligne, l’arrêt de départ et l’arrêt d’arrivée.',
    ],
    [
      'no line',
      [odItem({ codeLigne: undefined })],
      'Indiquez la ligne, l’arrêt de départ et l’arrêt d’arrivée.',
    ],
    ['an unknown line', [odItem({ codeLigne: 'L7' })], 'Cette ligne n’existe pas.'],
    [
      'a stop off the line',
      [odItem({ codeDestination: 'MER-GARE' })],
      'L’arrêt d’arrivée n’est pas desservi par cette ligne.',
    ],
    [
      'the same stop twice',
      [odItem({ codeDestination: 'BLO-GARE' })],
      'L’arrêt d’arrivée doit être différent de l’arrêt de départ.',
    ],
    [
      'a label that is no text',
      [odItem({ libelleLigne: 2 })],
      'Le champ « libelleLigne » doit être un texte.',
    ],
    [
      'a huge label',
      [odItem({ libelleOrigine: 'x'.repeat(201) })],
      'Le champ « libelleOrigine » compte au plus 200 caractères.',
    ],
    [
      'a bad item after a good one',
      [odItem(), odItem({ codeOrigine: 'NUL-PART' })],
      'L’arrêt de départ n’existe pas.',
    ],
    [
      'a ticket with a reservation',
      [odItem(), { ...odItem(), type: 'RESERVATION', codeProduitReservation: 'RES-PLEIN' }],
      'Les articles doivent aller dans un seul panier.',
    ],
  ])('refuses %s', async (_name, items, message) => {
    const v = await start();
    await addItems(v, [odItem()]);
    await refused(v, TICKET_OD_FLAGS, () => addItems(v, items), message);
  });
});

describe('OD top-ups (RECHARGEMENT_ABONNE_OD)', () => {
  it('puts a monthly OD subscription for card 6 in the rechargementOd cart', async () => {
    const v = await start();
    await lookup(v, CARDS.od);
    const cart = (await addItems(v, [topUpItem()])).json() as Cart;
    expect(cart.products).toEqual([
      {
        id: expect.any(Number),
        label: 'Abonnement mensuel origine-destination',
        quantity: 1,
        totalPrice: 48,
        montantTva: 4.36,
        ddv: '2026-12-01',
        dfv: '2026-12-31',
        typeTitre: 1,
        typeValidite: 3,
        numSupport: CARDS.od,
        codeProduit: 'OD-ABO-MOIS',
        libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
        libelleOrigine: 'Blois – Gare routière',
        libelleDestination: 'Cheverny – Château',
        codeLigne: 'L2',
        codeOrigine: 'BLO-GARE',
        codeDestination: 'CHV-CHAT',
      },
    ]);
    expect(await cartOf(v, TOP_UP_FLAGS)).toEqual(cart);
    expect((await cartOf(v, TICKET_OD_FLAGS)).products).toEqual([]);
  });

  it('keeps trips in one line up to 10, and a subscription once per trip', async () => {
    const v = await start();
    await lookup(v, CARDS.od);
    const carnet = topUpItem({ codeProduitReservation: 'OD-CARNET-10', ddv: null, quantite: 3 });
    await addItems(v, [topUpItem(), carnet]);
    const cart = (await addItems(v, [{ ...carnet, quantite: 7 }])).json() as Cart;
    expect(cart.products.map((p) => [p.codeProduit, p.quantity, p.totalPrice])).toEqual([
      ['OD-ABO-MOIS', 1, 48],
      ['OD-CARNET-10', 10, 256],
    ]);
    await refused(
      v,
      TOP_UP_FLAGS,
      () => addItems(v, [{ ...carnet, quantite: 1 }]),
      'Ce titre est limité à 10 par panier ; votre panier en contient déjà 10.',
    );
    await refused(
      v,
      TOP_UP_FLAGS,
      () => addItems(v, [topUpItem({ ddv: '2027-01-01' })]),
      'Ce titre est déjà dans votre panier.',
    );
    // The same subscription on another trip is another title.
    expect((await addItems(v, [topUpItem({ codeDestination: 'ROM-GARE' })])).statusCode).toBe(200);
  });

  it('refuses two of a subscription in one list', async () => {
    const v = await start();
    await lookup(v, CARDS.od);
    await refused(
      v,
      TOP_UP_FLAGS,
      () => addItems(v, [topUpItem(), topUpItem()]),
      'Ce titre est déjà dans votre panier.',
    );
  });

  it.each([
    ['no card', topUpItem({ numSupport: undefined }), 'Veuillez saisir un numéro de carte'],
    [
      'a card not looked up',
      topUpItem({ numSupport: CARDS.personalised }),
      'Veuillez d’abord rechercher cette carte.',
    ],
    [
      'another card than the cart’s',
      topUpItem({ numSupport: CARDS.reload }),
      'Votre panier contient déjà des titres pour une autre carte.',
    ],
    [
      'a card that takes no OD title',
      topUpItem({ numSupport: CARDS.empty }),
      'Ce titre n’est pas vendu pour ce trajet.',
    ],
    [
      'a blacklisted card',
      topUpItem({ numSupport: CARDS.suspended }),
      'Cette carte est en liste noire, elle ne peut pas être utilisée.',
    ],
    [
      'a ticket title',
      topUpItem({ codeProduitReservation: 'OD-UNITAIRE' }),
      'Ce titre n’est pas vendu pour ce trajet.',
    ],
    [
      'a week past the window',
      topUpItem({ codeProduitReservation: 'OD-ABO-SEMAINE', ddv: '2026-12-22' }),
      'La date de début de validité doit être comprise entre le 23/11/2026 et le 21/12/2026.',
    ],
  ])('refuses %s', async (_name, item, message) => {
    const v = await start();
    for (const card of [CARDS.od, CARDS.reload, CARDS.empty, CARDS.suspended]) await lookup(v, card);
    await addItems(v, [topUpItem({ codeProduitReservation: 'OD-ABO-SEMAINE', ddv: null })]);
    await refused(v, TOP_UP_FLAGS, () => addItems(v, [item]), message);
  });
});
