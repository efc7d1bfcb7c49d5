// Contract §1: birth years, card lookup, sellable titles (of a card, of a trip) and periode_validite,
// with a clock fixed on Wednesday 25/11/2026: exact answers, exact French refusals, nothing changed.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CardHolder, SellableProduct } from '../../../src/shared/reload';
import { visitor, type Visitor } from './helpers';
import { BORN, CARDS, lookup, NOT_FOUND, reloadServer } from './reload-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

async function start(options = {}): Promise<Visitor> {
  app = await reloadServer(options);
  return visitor(app);
}

const expectError = async (
  response: Promise<{ statusCode: number; json: () => unknown }>,
  status: number,
  message: string,
) => {
  const answer = await response;
  expect(answer.statusCode).toBe(status);
  expect(answer.json()).toEqual({ messageError: message });
};

const products = async (v: Visitor, query: string) => {
  const response = await v.get(`/vente/api/produit_vendable?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as SellableProduct[];
};

const OD_L2 = 'ligne=L2&origine=BLO-GARE&destination=CHV-CHAT';

describe('GET /api/customer/years/list', () => {
  it('lists 111 years from the Paris year down, 1990 included', async () => {
    const v = await start();
    const years = (await v.get('/api/customer/years/list')).json() as number[];
    expect(years).toHaveLength(111);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1916);
    expect(years).toContain(1990);
    expect(years.every((y, i) => i === 0 || y === years[i - 1]! - 1)).toBe(true);
  });

  it('takes the year of Paris on New Year’s Eve at 23:30 UTC', async () => {
    const v = await start({ now: () => new Date('2026-12-31T23:30:00Z') });
    expect(((await v.get('/api/customer/years/list')).json() as number[])[0]).toBe(2027);
  });

  it('refuses a query parameter', async () => {
    const v = await start();
    await expectError(v.get('/api/customer/years/list?annee=1990'), 400, 'Paramètre inconnu : « annee ».');
  });
});

describe('GET /commerce/api/support', () => {
  it('card 1: valid, not personalised, three contracts dated from today; birth date ignored', async () => {
    const v = await start();
    const expected: CardHolder = {
      numero: CARDS.reload,
      numeroAffiche: '1000 0000 0001',
      etat: 'VALIDE',
      client: { dateNaissance: null },
      contrats: [
        {
          nomProduit: 'Abonnement mensuel Ligéo',
          codeLigne: null,
          codeArretOrigine: null,
          codeArretDestination: null,
          soldeJetons: null,
          typeTitre: 1,
          ddv: '2026-11-01',
          dfv: '2026-11-30',
        },
        {
          nomProduit: 'Carnet 10 voyages',
          codeLigne: null,
          codeArretOrigine: null,
          codeArretDestination: null,
          soldeJetons: 4,
          typeTitre: 2,
          ddv: '2026-11-05',
          dfv: '2027-11-04',
        },
        {
          nomProduit: 'Pass 1 jour',
          codeLigne: null,
          codeArretOrigine: null,
          codeArretDestination: null,
          soldeJetons: 1,
          typeTitre: 2,
          ddv: '2026-11-22',
          dfv: '2099-12-31',
        },
      ],
    };
    const response = await lookup(v, CARDS.reload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
    expect((await lookup(v, CARDS.reload, '2000-01-01')).json()).toEqual(expected);
  });

  it('card 2 (personalised): found with its holder’s birth date only, else the same 404', async () => {
    const v = await start();
    const found = await lookup(v, CARDS.personalised, BORN);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      numeroAffiche: '1000 0000 0002',
      etat: 'VALIDE',
      client: { dateNaissance: '1990-05-14' },
      contrats: [
        { nomProduit: 'Abonnement annuel Ligéo', typeTitre: 1, ddv: '2026-01-01', dfv: '2026-12-31' },
      ],
    });
    await expectError(lookup(v, CARDS.personalised), 404, NOT_FOUND);
    await expectError(lookup(v, CARDS.personalised, '1990-05-15'), 404, NOT_FOUND);
  });

  it('an unknown card is the same 404', async () => {
    const v = await start();
    await expectError(lookup(v, '100000000007'), 404, NOT_FOUND);
    await expectError(lookup(v, '1'), 404, NOT_FOUND);
  });

  it('blacklisted and deleted cards are found, with their state and expired contract', async () => {
    const v = await start();
    expect((await lookup(v, CARDS.suspended)).json()).toMatchObject({
      etat: 'SUSPENDU',
      contrats: [{ nomProduit: 'Abonnement mensuel Ligéo', ddv: '2026-09-01', dfv: '2026-09-30' }],
    });
    expect((await lookup(v, CARDS.deleted)).json()).toMatchObject({
      etat: 'SUPPRIME',
      contrats: [{ nomProduit: 'Abonnement annuel Ligéo', ddv: '2025-01-01', dfv: '2025-12-31' }],
    });
  });

  it('card 5 has no contract, card 6 an OD subscription on line 2', async () => {
    const v = await start();
    expect((await lookup(v, CARDS.empty)).json()).toMatchObject({ etat: 'VALIDE', contrats: [] });
    expect(((await lookup(v, CARDS.od)).json() as CardHolder).contrats).toEqual([
      {
        nomProduit: 'Abonnement mensuel origine-destination',
        codeLigne: 'L2',
        codeArretOrigine: 'BLO-GARE',
        codeArretDestination: 'CHV-CHAT',
        soldeJetons: null,
        typeTitre: 1,
        ddv: '2026-11-01',
        dfv: '2026-11-30',
      },
    ]);
  });

  it('dates the seed from the clock: a month later, the contracts moved too', async () => {
    const v = await start({ now: () => new Date('2027-01-31T12:00:00Z') });
    expect(((await lookup(v, CARDS.reload)).json() as CardHolder).contrats[0]).toMatchObject({
      ddv: '2027-01-01',
      dfv: '2027-01-31',
    });
  });

  it.each([
    ['no card number', '', 'Veuillez saisir un numéro de carte'],
    ['an empty card number', 'cardNumber=', 'Veuillez saisir un numéro de carte'],
    ['letters', 'cardNumber=1000ABC', 'Le numéro de carte ne doit contenir que des chiffres.'],
    ['spaces', 'cardNumber=1000%200000%200001', 'Le numéro de carte ne doit contenir que des chiffres.'],
    ['a sign', 'cardNumber=-1', 'Le numéro de carte ne doit contenir que des chiffres.'],
    ['13 digits', 'cardNumber=1000000000010', 'Le numéro de carte compte au plus 12 chiffres.'],
    [
      'a repeated card number',
      'cardNumber=1&cardNumber=2',
      'Le paramètre « cardNumber » ne doit être donné qu’une fois.',
    ],
    [
      'a repeated birth date',
      `cardNumber=${CARDS.personalised}&birthDate=${BORN}&birthDate=${BORN}`,
      'Le paramètre « birthDate » ne doit être donné qu’une fois.',
    ],
    [
      'an empty birth date',
      `cardNumber=${CARDS.reload}&birthDate=`,
      'La date de naissance n’est pas valide.',
    ],
    [
      '31 February',
      `cardNumber=${CARDS.personalised}&birthDate=1990-02-31`,
      'La date de naissance n’est pas valide.',
    ],
    [
      'a French date',
      `cardNumber=${CARDS.personalised}&birthDate=14/05/1990`,
      'La date de naissance n’est pas valide.',
    ],
    [
      'an unknown parameter',
      `cardNumber=${CARDS.reload}&numSupport=1`,
      'Paramètre inconnu : « numSupport ».',
    ],
  ])('refuses %s with 400', async (_name, query, message) => {
    const v = await start();
    await expectError(v.get(`/commerce/api/support?${query}`), 400, message);
  });
});

describe('GET /vente/api/produit_vendable: reload titles of a card', () => {
  it('card 1: the full list, dates and price of each default start', async () => {
    const v = await start();
    const list = await products(v, `numSupport=${CARDS.reload}`);
    const row = (p: SellableProduct) => [
      p.id,
      p.codeProduit,
      p.price,
      p.typeTitre,
      p.typeValidite,
      p.typePeriode,
      p.nbPeriode,
      p.ddv,
      p.ddvMin,
      p.ddvMax,
      p.dfv,
      p.ddvModifiable,
      p.prixDdv,
    ];
    expect(list.map(row)).toEqual([
      [101, 'ABO-MOIS', 45, 1, 3, 'M', 1, '2026-11-01', '2026-11-01', '2027-01-01', '2026-11-30', true, null],
      [
        102,
        'ABO-MOIS-GLISSANT',
        49,
        1,
        4,
        'M',
        1,
        '2026-11-25',
        '2026-11-25',
        '2027-01-24',
        '2026-12-24',
        true,
        null,
      ],
      [
        103,
        'ABO-SEMAINE',
        14,
        1,
        3,
        'S',
        1,
        '2026-11-23',
        '2026-11-23',
        '2026-12-21',
        '2026-11-29',
        true,
        null,
      ],
      // Prorated: 37 days of 365.
      [
        104,
        'ABO-ANNUEL',
        42.58,
        1,
        6,
        'A',
        1,
        '2026-11-25',
        '2026-11-25',
        '2027-01-01',
        '2026-12-31',
        true,
        null,
      ],
      [
        105,
        'ABO-30J',
        42,
        1,
        2,
        'J',
        30,
        '2026-11-25',
        '2026-11-25',
        '2026-11-25',
        '2026-12-24',
        false,
        null,
      ],
      [
        106,
        'CARNET-10',
        13,
        2,
        1,
        'J',
        1,
        '2026-11-25',
        '2026-11-25',
        '2026-11-25',
        '2026-11-25',
        false,
        null,
      ],
      [
        107,
        'PASS-JOUR',
        4,
        2,
        5,
        'J',
        1,
        '2026-11-25',
        '2026-11-25',
        '2026-11-25',
        '2026-11-25',
        false,
        null,
      ],
      [
        108,
        'ABO-LIBERTE',
        2,
        1,
        7,
        'M',
        1,
        '2026-11-25',
        '2026-11-25',
        '2026-11-25',
        '2026-12-24',
        false,
        null,
      ],
      [
        109,
        'TITRE-EVENEMENT',
        5,
        2,
        0,
        'J',
        1,
        '2026-11-25',
        '2026-11-25',
        '2026-11-25',
        '2026-11-25',
        false,
        null,
      ],
      [
        110,
        'DUPLICATA',
        0,
        2,
        1,
        'J',
        1,
        '2026-11-25',
        '2026-11-25',
        '2026-11-25',
        '2026-11-25',
        false,
        null,
      ],
    ]);
    expect(list.map((p) => p.label)).toEqual([
      'Abonnement mensuel Ligéo',
      'Abonnement 1 mois glissant',
      'Abonnement hebdomadaire',
      'Abonnement annuel Ligéo',
      'Abonnement 30 jours',
      'Carnet 10 voyages',
      'Pass 1 jour',
      'Abonnement Liberté (post-paiement)',
      'Titre événementiel',
      'Duplicata de carte',
    ]);
  });

  it('card 2 with its holder’s birth date: four titles; without it, the 404', async () => {
    const v = await start();
    const list = await products(v, `numSupport=${CARDS.personalised}&dateNaissance=${BORN}`);
    expect(list.map((p) => p.codeProduit)).toEqual([
      'ABO-MOIS',
      'ABO-MOIS-GLISSANT',
      'ABO-SEMAINE',
      'CARNET-10',
    ]);
    await expectError(v.get(`/vente/api/produit_vendable?numSupport=${CARDS.personalised}`), 404, NOT_FOUND);
    await expectError(
      v.get(`/vente/api/produit_vendable?numSupport=${CARDS.personalised}&dateNaissance=1990-05-13`),
      404,
      NOT_FOUND,
    );
  });

  it('card 5: none; card 6: ABO-MOIS and CARNET-10', async () => {
    const v = await start();
    expect(await products(v, `numSupport=${CARDS.empty}`)).toEqual([]);
    expect((await products(v, `numSupport=${CARDS.od}`)).map((p) => p.id)).toEqual([101, 106]);
  });

  it('refuses blacklisted and deleted cards, and unknown ones', async () => {
    const v = await start();
    await expectError(
      v.get(`/vente/api/produit_vendable?numSupport=${CARDS.suspended}`),
      400,
      'Cette carte est en liste noire, elle ne peut pas être utilisée.',
    );
    await expectError(
      v.get(`/vente/api/produit_vendable?numSupport=${CARDS.deleted}`),
      400,
      'Carte supprimée.',
    );
    await expectError(v.get('/vente/api/produit_vendable?numSupport=999'), 404, NOT_FOUND);
  });
});

describe('GET /vente/api/produit_vendable: origin-destination titles', () => {
  it('tickets without a card, priced by the trip (5 stops: 3,20 €)', async () => {
    const v = await start();
    const list = await products(v, OD_L2);
    expect(
      list.map((p) => [
        p.id,
        p.codeProduit,
        p.label,
        p.price,
        p.typeTitre,
        p.typeValidite,
        p.ddvMin,
        p.ddvMax,
        p.dfv,
        p.ddvModifiable,
      ]),
    ).toEqual([
      [201, 'OD-UNITAIRE', 'Billet unitaire', 3.2, 2, 1, '2026-11-25', '2026-11-25', '2026-11-25', false],
      [202, 'OD-DATE', 'Billet à date choisie', 3.2, 2, 4, '2026-11-25', '2026-12-25', '2026-11-25', true],
      [
        203,
        'OD-JOUR',
        'Pass journée origine-destination',
        8,
        2,
        5,
        '2026-11-25',
        '2026-11-25',
        '2026-11-25',
        false,
      ],
    ]);
  });

  it('top-ups of a card: subscriptions and trips, multiples of the fare', async () => {
    const v = await start();
    const list = await products(v, `${OD_L2}&numSupport=${CARDS.od}`);
    expect(
      list.map((p) => [p.id, p.codeProduit, p.label, p.price, p.ddv, p.ddvMin, p.ddvMax, p.dfv]),
    ).toEqual([
      [
        211,
        'OD-ABO-MOIS',
        'Abonnement mensuel origine-destination',
        48,
        '2026-11-01',
        '2026-11-01',
        '2027-01-01',
        '2026-11-30',
      ],
      [
        212,
        'OD-ABO-SEMAINE',
        'Abonnement hebdomadaire origine-destination',
        16,
        '2026-11-23',
        '2026-11-23',
        '2026-12-21',
        '2026-11-29',
      ],
      [
        213,
        'OD-CARNET-10',
        '10 trajets origine-destination',
        25.6,
        '2026-11-25',
        '2026-11-25',
        '2026-11-25',
        '2026-11-25',
      ],
    ]);
    // Card 2 needs its holder's birth date here too; card 5 takes no OD title.
    await expectError(
      v.get(`/vente/api/produit_vendable?${OD_L2}&numSupport=${CARDS.personalised}`),
      404,
      NOT_FOUND,
    );
    expect(await products(v, `${OD_L2}&numSupport=${CARDS.personalised}&dateNaissance=${BORN}`)).toHaveLength(
      3,
    );
    expect(await products(v, `${OD_L2}&numSupport=${CARDS.empty}`)).toEqual([]);
    await expectError(
      v.get(`/vente/api/produit_vendable?${OD_L2}&numSupport=${CARDS.suspended}`),
      400,
      'Cette carte est en liste noire, elle ne peut pas être utilisée.',
    );
  });

  it.each([
    ['3 stops: 2,00 €', 'ligne=L1&origine=BLO-RESI&destination=FOS-EGLI', 2],
    ['4 stops: 3,20 €', 'ligne=L1&origine=BLO-RESI&destination=MAR-MAIR', 3.2],
    ['7 stops: 3,20 €', 'ligne=L1&origine=BLO-RESI&destination=SAL-PLAC', 3.2],
    ['8 stops: 4,50 €', 'ligne=L1&origine=BLO-RESI&destination=VLR-MAIR', 4.5],
    ['backwards, 8 stops: 4,50 €', 'ligne=L1&origine=VEN-GARE&destination=BLO-GARE', 4.5],
    ['1 stop: 2,00 €', 'ligne=L4&origine=MER-CENT&destination=MER-GARE', 2],
  ])('fares by distance: %s', async (_name, query, fare) => {
    const v = await start();
    const [single, , day] = await products(v, query);
    expect(single!.price).toBe(fare);
    expect(day!.price).toBe(Math.round(fare * 250) / 100);
  });

  it('the school line sells nothing online, in either mode', async () => {
    const v = await start();
    expect(await products(v, 'ligne=L5&origine=VEN-GARE&destination=THO-EGLI')).toEqual([]);
    expect(
      await products(v, `ligne=L5&origine=VEN-GARE&destination=THO-EGLI&numSupport=${CARDS.od}`),
    ).toEqual([]);
  });

  it.each([
    ['nothing', '', 'Indiquez un numéro de carte ou un trajet.'],
    ['a line alone', 'ligne=L2', 'Indiquez la ligne, l’arrêt de départ et l’arrêt d’arrivée.'],
    [
      'no destination',
      'ligne=L2&origine=BLO-GARE',
      'Indiquez la ligne, l’arrêt de départ et l’arrêt d’arrivée.',
    ],
    ['an empty line', 'ligne=&origine=BLO-GARE&destination=CHV-CHAT', 'Le code de ligne n’est pas valide.'],
    [
      'a line in lower case',
      'ligne=l2&origine=BLO-GARE&destination=CHV-CHAT',
      'Le code de ligne n’est pas valide.',
    ],
    ['an unknown line', 'ligne=L9&origine=BLO-GARE&destination=CHV-CHAT', 'Cette ligne n’existe pas.'],
    [
      'a malformed origin',
      'ligne=L2&origine=BLO%20GARE&destination=CHV-CHAT',
      'Le code de l’arrêt de départ n’est pas valide.',
    ],
    [
      'an unknown origin',
      'ligne=L2&origine=XXX-XXXX&destination=CHV-CHAT',
      'L’arrêt de départ n’existe pas.',
    ],
    [
      'an origin off the line',
      'ligne=L2&origine=VEN-GARE&destination=CHV-CHAT',
      'L’arrêt de départ n’est pas desservi par cette ligne.',
    ],
    [
      'a destination off the line',
      'ligne=L1&origine=BLO-GARE&destination=CHV-CHAT',
      'L’arrêt d’arrivée n’est pas desservi par cette ligne.',
    ],
    [
      'the same stop twice',
      'ligne=L2&origine=BLO-GARE&destination=BLO-GARE',
      'L’arrêt d’arrivée doit être différent de l’arrêt de départ.',
    ],
    ['a repeated line', `${OD_L2}&ligne=L1`, 'Le paramètre « ligne » ne doit être donné qu’une fois.'],
    [
      'a repeated card',
      `numSupport=${CARDS.reload}&numSupport=${CARDS.od}`,
      'Le paramètre « numSupport » ne doit être donné qu’une fois.',
    ],
    [
      'a birth date without a card',
      `${OD_L2}&dateNaissance=${BORN}`,
      'La date de naissance accompagne un numéro de carte.',
    ],
    [
      'a bad birth date',
      `numSupport=${CARDS.personalised}&dateNaissance=1990-5-14`,
      'La date de naissance n’est pas valide.',
    ],
    ['a card number with letters', 'numSupport=abc', 'Le numéro de carte ne doit contenir que des chiffres.'],
    ['an empty card number', 'numSupport=', 'Veuillez saisir un numéro de carte'],
    ['an unknown parameter', `${OD_L2}&vendableWeb=true`, 'Paramètre inconnu : « vendableWeb ».'],
  ])('refuses %s with 400', async (_name, query, message) => {
    const v = await start();
    await expectError(v.get(`/vente/api/produit_vendable?${query}`), 400, message);
  });
});

describe('POST /vente/api/produit_vendable/{id}/periode_validite', () => {
  const period = (v: Visitor, id: number | string, body: object) =>
    v.post(`/vente/api/produit_vendable/${id}/periode_validite`, body);

  it.each([
    ['a month snaps to the 1st', 101, '2026-12-17', { ddv: '2026-12-01', dfv: '2026-12-31', prixDdv: 45 }],
    ['the last month allowed', 101, '2027-01-01', { ddv: '2027-01-01', dfv: '2027-01-31', prixDdv: 45 }],
    [
      'a rolling month keeps its day',
      102,
      '2027-01-24',
      { ddv: '2027-01-24', dfv: '2027-02-23', prixDdv: 49 },
    ],
    ['a week snaps to Monday', 103, '2026-12-06', { ddv: '2026-11-30', dfv: '2026-12-06', prixDdv: 14 }],
    [
      'a year from today, prorated',
      104,
      '2026-11-25',
      { ddv: '2026-11-25', dfv: '2026-12-31', prixDdv: 42.58 },
    ],
    ['next year, whole', 104, '2027-01-01', { ddv: '2027-01-01', dfv: '2027-12-31', prixDdv: 420 }],
  ])('%s', async (_name, id, ddv, expected) => {
    const v = await start();
    const response = await period(v, id, { ddv });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
  });

  it('prices an OD title by the trip given with it', async () => {
    const v = await start();
    const od = { ligne: 'L2', origine: 'BLO-GARE', destination: 'CHV-CHAT' };
    expect((await period(v, 211, { ddv: '2026-12-10', ...od })).json()).toEqual({
      ddv: '2026-12-01',
      dfv: '2026-12-31',
      prixDdv: 48,
    });
    expect((await period(v, 202, { ddv: '2026-12-25', ...od, destination: 'ROM-GARE' })).json()).toEqual({
      ddv: '2026-12-25',
      dfv: '2026-12-25',
      prixDdv: 4.5,
    });
    await expectError(
      period(v, 211, { ddv: '2026-12-10' }),
      400,
      'Indiquez la ligne, l’arrêt de départ et l’arrêt d’arrivée.',
    );
    await expectError(
      period(v, 211, { ddv: '2026-12-10', ligne: 'L2', origine: 'BLO-GARE' }),
      400,
      'Indiquez la ligne, l’arrêt de départ et l’arrêt d’arrivée.',
    );
    await expectError(
      period(v, 211, { ddv: '2026-12-10', ...od, ligne: 'L5', origine: 'VEN-GARE', destination: 'THO-EGLI' }),
      400,
      'Ce titre n’est pas vendu pour ce trajet.',
    );
    await expectError(
      period(v, 211, { ddv: '2026-12-10', ...od, origine: 7 }),
      400,
      'Le code de l’arrêt de départ n’est pas valide.',
    );
  });

  it.each([
    [
      'a title id that is not a number',
      'abc',
      { ddv: '2026-12-01' },
      400,
      'L’identifiant du titre doit être un entier positif.',
    ],
    [
      'a title id of 0',
      '0',
      { ddv: '2026-12-01' },
      400,
      'L’identifiant du titre doit être un entier positif.',
    ],
    [
      'a negative title id',
      '-101',
      { ddv: '2026-12-01' },
      400,
      'L’identifiant du titre doit être un entier positif.',
    ],
    ['an unknown title', '999', { ddv: '2026-12-01' }, 404, 'Ce titre n’existe pas.'],
    ['a post-paid title', '108', { ddv: '2026-11-25' }, 400, 'Ce titre n’est pas en vente.'],
    [
      'a title of an unknown validity type',
      '109',
      { ddv: '2026-11-25' },
      400,
      'Ce titre n’est pas en vente.',
    ],
    [
      'a title whose start is fixed',
      '105',
      { ddv: '2026-11-25' },
      400,
      'La date de début de validité de ce titre n’est pas modifiable.',
    ],
    [
      'a carnet',
      '106',
      { ddv: '2026-11-25' },
      400,
      'La date de début de validité de ce titre n’est pas modifiable.',
    ],
    ['no ddv', '101', {}, 400, 'La date de début de validité n’est pas une date valide (aaaa-mm-jj).'],
    [
      'a ddv as a number',
      '101',
      { ddv: 20261201 },
      400,
      'La date de début de validité n’est pas une date valide (aaaa-mm-jj).',
    ],
    [
      '31 November',
      '101',
      { ddv: '2026-11-31' },
      400,
      'La date de début de validité n’est pas une date valide (aaaa-mm-jj).',
    ],
    [
      'a day before the window',
      '101',
      { ddv: '2026-10-31' },
      400,
      'La date de début de validité doit être comprise entre le 01/11/2026 et le 01/01/2027.',
    ],
    [
      'a day after the window',
      '101',
      { ddv: '2027-01-02' },
      400,
      'La date de début de validité doit être comprise entre le 01/11/2026 et le 01/01/2027.',
    ],
    [
      'yesterday for a rolling month',
      '102',
      { ddv: '2026-11-24' },
      400,
      'La date de début de validité doit être comprise entre le 25/11/2026 et le 24/01/2027.',
    ],
    [
      'a week past the fourth',
      '103',
      { ddv: '2026-12-22' },
      400,
      'La date de début de validité doit être comprise entre le 23/11/2026 et le 21/12/2026.',
    ],
  ])('refuses %s', async (_name, id, body, status, message) => {
    const v = await start();
    await expectError(period(v, id, body), status, message);
  });

  it('refuses a body that is not an object', async () => {
    const v = await start();
    await expectError(period(v, 101, ['2026-12-01']), 400, 'Le corps de la requête doit être un objet JSON.');
  });
});

describe('fault injection reaches the new routes', () => {
  it('answers the injected status on support and lines, then the real route', async () => {
    const v = await start({ control: true });
    for (const path of [
      '/commerce/api/support',
      '/topologie/api/topologie/ligne',
      '/vente/api/produit_vendable',
    ]) {
      const added = await app.inject({
        method: 'POST',
        url: '/__emulator/faults',
        payload: { path, status: 503, times: 1 },
      });
      expect(added.statusCode).toBe(201);
    }
    await expectError(lookup(v, CARDS.reload), 503, 'Panne simulée par l’émulateur.');
    expect((await lookup(v, CARDS.reload)).statusCode).toBe(200);
    await expectError(v.get('/topologie/api/topologie/ligne'), 503, 'Panne simulée par l’émulateur.');
    expect((await v.get('/topologie/api/topologie/ligne')).statusCode).toBe(200);
    await expectError(v.get(`/vente/api/produit_vendable?${OD_L2}`), 503, 'Panne simulée par l’émulateur.');
    expect((await v.get(`/vente/api/produit_vendable?${OD_L2}`)).statusCode).toBe(200);
  });
});
