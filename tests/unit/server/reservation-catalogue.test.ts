// GET /commerce/api/produit (profile products of a line, some breaking SPEC §5, a new price from
// dateNouvPrix, round trips) and GET /commerce/api/quota (repeated codeCourses, runs without a record
// left out, 1 place / none / many), with their strict queries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CatalogueProduct } from '../../../src/shared/reservation';
import { priced, sellableProducts } from '../../../src/shared/reservation-rules';
import { visitor, type Visitor } from './helpers';
import {
  FULL,
  NO_QUOTA,
  ONE_PLACE,
  quotasOf,
  resServer,
  SUNDAY,
  TODAY,
  TOMORROW,
} from './reservation-helpers';

let app: FastifyInstance;
let v: Visitor;
beforeAll(async () => {
  app = await resServer();
  v = await visitor(app);
});
afterAll(() => app.close());

const products = async (query: string): Promise<CatalogueProduct[]> => {
  const response = await v.get(`/commerce/api/produit?${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { resultat: CatalogueProduct[] }).resultat;
};

describe('GET /commerce/api/produit', () => {
  it('lists the profile products of the line, and products the portal must filter out', async () => {
    const all = await products('ligne=L1&origine=BLO-GARE&destination=VEN-GARE&vendableWeb=true');
    expect(all.map((p) => p.code)).toEqual([
      'RES-PLEIN',
      'RES-PLEIN-AR',
      'RES-JEUNE',
      'RES-JEUNE-AR',
      'RES-SENIOR',
      'RES-SOLIDAIRE',
      'RES-ENFANT',
      'ABO-MOIS',
      'RES-SEMAINE',
      'RES-SANS-QR',
      'TITRE-LIBRE',
    ]);
    expect(all[0]).toEqual({
      id: 101,
      code: 'RES-PLEIN',
      label: 'Plein tarif',
      prixVteTtc: 8.5,
      prixVteHt: 7.73,
      dateNouvPrix: null,
      nouvPrixTtc: null,
      nouvPrixHt: null,
      typeValidite: 2,
      typePeriode: 'J',
      nbPeriode: 1,
      typeTitre: 1,
      impressionQrCode: true,
      venteAllerRetour: false,
    });
    // SPEC §5: the four last break a constraint each (validity, period, no QR code, free validity).
    expect(
      sellableProducts(all)
        .map((p) => p.code)
        .sort(),
    ).toEqual(
      [
        'RES-ENFANT',
        'RES-JEUNE',
        'RES-JEUNE-AR',
        'RES-PLEIN',
        'RES-PLEIN-AR',
        'RES-SENIOR',
        'RES-SOLIDAIRE',
      ].sort(),
    );
    expect(all.find((p) => p.code === 'ABO-MOIS')).toMatchObject({ typeValidite: 3, typePeriode: 'M' });
    expect(all.find((p) => p.code === 'RES-SANS-QR')).toMatchObject({ impressionQrCode: false });
  });

  it('sells round trips at double price, and the senior fare changes 30 days from today', async () => {
    const all = await products('ligne=L1&origine=BLO-GARE&destination=VEN-GARE&vendableWeb=true');
    const roundTrip = all.find((p) => p.code === 'RES-PLEIN-AR')!;
    expect(roundTrip.venteAllerRetour).toBe(true);
    expect(priced(roundTrip, TOMORROW)).toMatchObject({ prix: 17, prixHT: 15.46 });
    const senior = all.find((p) => p.code === 'RES-SENIOR')!;
    expect(senior).toMatchObject({
      prixVteTtc: 5.95,
      prixVteHt: 5.41,
      dateNouvPrix: '2026-12-25',
      nouvPrixTtc: 6.38,
      nouvPrixHt: 5.8,
    });
    expect(priced(senior, '2026-12-24').prix).toBe(5.95);
    expect(priced(senior, '2026-12-25').prix).toBe(6.38);
    expect(all.filter((p) => p.dateNouvPrix !== null)).toHaveLength(1);
  });

  it('prices each line by its own fare; the school line sells nothing', async () => {
    const l2 = await products('ligne=L2&origine=BLO-GARE&destination=ROM-GARE&vendableWeb=true');
    expect(l2.find((p) => p.code === 'RES-PLEIN')).toMatchObject({
      id: 201,
      prixVteTtc: 9.2,
      prixVteHt: 8.36,
    });
    expect(await products('ligne=L5&origine=VEN-GARE&destination=MTO-COLL&vendableWeb=true')).toEqual([]);
  });

  it.each([
    [
      'vendableWeb missing',
      'ligne=L1&origine=BLO-GARE&destination=VEN-GARE',
      'Le paramètre « vendableWeb » doit valoir « true ».',
    ],
    [
      'vendableWeb false',
      'ligne=L1&origine=BLO-GARE&destination=VEN-GARE&vendableWeb=false',
      'Le paramètre « vendableWeb » doit valoir « true ».',
    ],
    ['no trip', 'vendableWeb=true', 'Indiquez la ligne, l’arrêt de départ et l’arrêt d’arrivée.'],
    [
      'a missing destination',
      'ligne=L1&origine=BLO-GARE&vendableWeb=true',
      'Indiquez la ligne, l’arrêt de départ et l’arrêt d’arrivée.',
    ],
    [
      'an empty line',
      'ligne=&origine=BLO-GARE&destination=VEN-GARE&vendableWeb=true',
      'Le code de ligne n’est pas valide.',
    ],
    [
      'an unknown line',
      'ligne=L9&origine=BLO-GARE&destination=VEN-GARE&vendableWeb=true',
      'Cette ligne n’existe pas.',
    ],
    [
      'a stop off the line',
      'ligne=L1&origine=BLO-GARE&destination=MER-GARE&vendableWeb=true',
      'L’arrêt d’arrivée n’est pas desservi par cette ligne.',
    ],
    [
      'a repeated line',
      'ligne=L1&ligne=L2&origine=BLO-GARE&destination=VEN-GARE&vendableWeb=true',
      'Le paramètre « ligne » ne doit être donné qu’une fois.',
    ],
    [
      'an unknown parameter',
      'ligne=L1&origine=BLO-GARE&destination=VEN-GARE&vendableWeb=true&date=2026-11-26',
      'Paramètre inconnu : « date ».',
    ],
  ])('refuses %s with a French 400', async (_name, query, message) => {
    const response = await v.get(`/commerce/api/produit?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messageError: message });
  });
});

describe('GET /commerce/api/quota', () => {
  it('gives the quota of each run asked (repeated codeCourses), leaving out runs without a record', async () => {
    const quotas = await quotasOf(
      v,
      TOMORROW,
      'L1-A-0900',
      ONE_PLACE.codeCourse,
      FULL.codeCourse,
      NO_QUOTA.codeCourse,
      'L1-R-1630',
    );
    expect(quotas.map((q) => q.codeCourse)).toEqual(['L1-A-0900', 'L1-A-1215', 'L1-A-1730', 'L1-R-1630']);
    expect(quotas[1]).toEqual({ codeCourse: 'L1-A-1215', nbQuota: 20, nbReservations: 19 });
    expect(quotas[2]).toEqual({ codeCourse: 'L1-A-1730', nbQuota: 20, nbReservations: 20 });
    // Many places elsewhere: 40 seats, at most 8 sold (and the demo web ticket on the 09:00 run).
    for (const quota of [quotas[0]!, quotas[3]!]) {
      expect(quota.nbQuota).toBe(40);
      expect(quota.nbQuota - quota.nbReservations).toBeGreaterThanOrEqual(31);
    }
  });

  it('has the same special runs every day, seeded the same on every start', async () => {
    for (const day of [TODAY, SUNDAY, '2027-02-22']) {
      const quotas = await quotasOf(v, day, ONE_PLACE.codeCourse, FULL.codeCourse, NO_QUOTA.codeCourse);
      expect(quotas.map((q) => q.nbQuota - q.nbReservations)).toEqual([1, 0]);
    }
    const other = await resServer();
    const again = await quotasOf(await visitor(other), '2026-12-10', 'L2-A-1100', 'L3-R-1330');
    expect(again).toEqual(await quotasOf(v, '2026-12-10', 'L2-A-1100', 'L3-R-1330'));
    // Seeded from the run and the day: 8 and 1 seats sold of 40.
    expect(again).toEqual([
      { codeCourse: 'L2-A-1100', nbQuota: 40, nbReservations: 8 },
      { codeCourse: 'L3-R-1330', nbQuota: 40, nbReservations: 1 },
    ]);
    await other.close();
  });

  it('gives one record per run however often it is asked, none for unknown runs or days without the run', async () => {
    expect(await quotasOf(v, TOMORROW, 'L1-A-0900', 'L1-A-0900')).toHaveLength(1);
    expect(await quotasOf(v, TOMORROW, 'L9-A-0000')).toEqual([]);
    expect(await quotasOf(v, SUNDAY, 'L3-A-0700')).toEqual([]);
    expect(await quotasOf(v, '2026-11-28', 'L3-A-0700')).toHaveLength(1);
  });

  it.each([
    ['no run', `date=${TOMORROW}`, 'Indiquez au moins un code de course (« codeCourses »).'],
    ['no date', 'codeCourses=L1-A-0900', 'Le champ « date » doit être une date aaaa-mm-jj.'],
    ['an empty date', 'date=&codeCourses=L1-A-0900', 'Le champ « date » doit être une date aaaa-mm-jj.'],
    [
      'a repeated date',
      `date=${TOMORROW}&date=${TOMORROW}&codeCourses=L1-A-0900`,
      'Le paramètre « date » ne doit être donné qu’une fois.',
    ],
    [
      'an empty run code',
      `date=${TOMORROW}&codeCourses=`,
      'Le champ « codeCourses » n’est pas un code de course valide.',
    ],
    [
      'a malformed run code',
      `date=${TOMORROW}&codeCourses=L1-A-0900&codeCourses=%3Cscript%3E`,
      'Le champ « codeCourses » n’est pas un code de course valide.',
    ],
    [
      'codeCourses[] of another client',
      `date=${TOMORROW}&codeCourses[]=L1-A-0900`,
      'Paramètre inconnu : « codeCourses[] ».',
    ],
    [
      'an unknown parameter',
      `date=${TOMORROW}&codeCourses=L1-A-0900&ligne=L1`,
      'Paramètre inconnu : « ligne ».',
    ],
    [
      'more than 100 runs',
      `date=${TOMORROW}${'&codeCourses=L1-A-0900'.repeat(101)}`,
      'Au plus 100 codes de course par demande.',
    ],
  ])('refuses %s with a French 400', async (_name, query, message) => {
    const response = await v.get(`/commerce/api/quota?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messageError: message });
  });
});
