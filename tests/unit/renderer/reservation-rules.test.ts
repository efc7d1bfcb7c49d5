// The reservation screens' own rules (SPEC §2 "Reservation", §5, §9; issue 13 decision 6): the stops the
// combo boxes offer and find, what the search lacks, the trips of a day, the return run's checks, the cart
// items; and the back office's answers checked before use.
import { describe, expect, it } from 'vitest';
import { priced } from '@shared/reservation-rules';
import type { Leg } from '@shared/reservation';
import { catalogueOf, coursesOf, quotasOf } from '../../../src/renderer/src/features/reservation/answers';
import { addDays, lastSaleDay } from '../../../src/renderer/src/features/reservation/clock';
import {
  destinationOptions,
  isSaleDay,
  matchingStops,
  needsReturn,
  placesByRun,
  pricedProducts,
  reservationItems,
  returnProblem,
  searchMissing,
  stopOptions,
  tripsOf,
  type Search,
} from '../../../src/renderer/src/features/reservation/reservationRules';
import {
  catalogue,
  enfant,
  itineraries,
  jeune,
  outwardCourses,
  outwardQuotas,
  plein,
  senior,
  stops,
  TOMORROW,
} from './reservation-fixtures';

const labels = (options: { libelle: string }[]) => options.map((o) => o.libelle);

describe('stops', () => {
  const options = stopOptions(itineraries, stops);

  it('offers every stop a route serves, once, by label (never one no route calls at)', () => {
    expect(labels(options)).toEqual([
      'Blois – Gare routière',
      'Blois – Place de la Résistance',
      'Blois – Vienne',
      'Cheverny – Château',
      'Naveil – Mairie',
      'Romorantin-Lanthenay – Gare routière',
      'Vendôme – Gare routière',
    ]);
    expect(stopOptions(itineraries, [...stops, stops[0]!])).toHaveLength(options.length);
  });

  it('offers as destinations the stops sharing a line with the origin, the origin left out', () => {
    expect(labels(destinationOptions(options, itineraries, 'CHV-CHAT'))).toEqual([
      'Blois – Gare routière',
      'Blois – Vienne',
      'Romorantin-Lanthenay – Gare routière',
    ]);
    // Vendôme is on L1 and L5: both lines' stops.
    expect(labels(destinationOptions(options, itineraries, 'VEN-GARE'))).toEqual([
      'Blois – Gare routière',
      'Blois – Place de la Résistance',
      'Naveil – Mairie',
    ]);
    expect(destinationOptions(options, itineraries, null)).toEqual(options);
  });

  it('finds nothing before the first character, then by label whatever the case, accents or dashes', () => {
    expect(matchingStops(options, '')).toEqual([]);
    expect(matchingStops(options, '   ')).toEqual([]);
    expect(labels(matchingStops(options, 'v'))).toEqual([
      'Blois – Vienne',
      'Cheverny – Château',
      'Naveil – Mairie',
      'Vendôme – Gare routière',
    ]);
    expect(labels(matchingStops(options, 'VENDOME'))).toEqual(['Vendôme – Gare routière']);
    expect(labels(matchingStops(options, 'blois - gare'))).toEqual(['Blois – Gare routière']);
    expect(labels(matchingStops(options, 'résistance'))).toEqual(['Blois – Place de la Résistance']);
    expect(matchingStops(options, 'Paris')).toEqual([]);
  });
});

describe('search', () => {
  const names = { date: 'Date', origin: 'Départ', destination: 'Arrivée' };

  it('names what the reserve tab still lacks, in the order of its fields', () => {
    expect(searchMissing({ date: null, origin: null, destination: null }, names)).toEqual([
      'Date',
      'Départ',
      'Arrivée',
    ]);
    expect(searchMissing({ date: TOMORROW, origin: 'BLO-GARE', destination: null }, names)).toEqual([
      'Arrivée',
    ]);
    expect(searchMissing({ date: TOMORROW, origin: 'BLO-GARE', destination: 'CHV-CHAT' }, names)).toEqual([]);
  });

  it('sells from today to the 89th day after it', () => {
    expect(lastSaleDay('2026-11-25')).toBe('2027-02-22');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isSaleDay('2026-11-25', '2026-11-25', '2027-02-22')).toBe(true);
    expect(isSaleDay('2027-02-22', '2026-11-25', '2027-02-22')).toBe(true);
    expect(isSaleDay('2026-11-24', '2026-11-25', '2027-02-22')).toBe(false);
    expect(isSaleDay('2027-02-23', '2026-11-25', '2027-02-22')).toBe(false);
    expect(isSaleDay(null, '2026-11-25', '2027-02-22')).toBe(false);
  });
});

describe('trips', () => {
  it('gives each run its leg between the two stops, by departure, with its places (none without a quota)', () => {
    const trips = tripsOf(
      outwardCourses(TOMORROW).reverse(),
      'BLO-GARE',
      'CHV-CHAT',
      placesByRun(outwardQuotas),
    );
    expect(trips.map((t) => [t.leg.codeCourse, t.leg.dateDepart, t.leg.dateArrivee, t.places])).toEqual([
      ['L2-A-0700', '2026-11-26T07:00:00', '2026-11-26T07:35:00', 25],
      ['L2-A-1200', '2026-11-26T12:00:00', '2026-11-26T12:35:00', 1],
      ['L2-A-1500', '2026-11-26T15:00:00', '2026-11-26T15:35:00', 0],
      ['L2-A-1800', '2026-11-26T18:00:00', '2026-11-26T18:35:00', 40],
      // Past midnight: arrives the next day.
      ['L2-A-2340', '2026-11-26T23:40:00', '2026-11-27T00:15:00', 0],
    ]);
  });

  it('leaves out runs that do not call at both stops in that order', () => {
    expect(tripsOf(outwardCourses(TOMORROW), 'CHV-CHAT', 'BLO-GARE', {})).toEqual([]);
    expect(tripsOf(outwardCourses(TOMORROW), 'BLO-GARE', 'VEN-GARE', {})).toEqual([]);
  });

  it('keeps the places left, never below zero', () => {
    expect(placesByRun([{ codeCourse: 'X', nbQuota: 2, nbReservations: 5 }])).toEqual({ X: 0 });
  });
});

const leg = (codeCourse: string, dateDepart: string, dateArrivee: string, codeLigne = 'L2'): Leg => ({
  codeCourse,
  codeLigne,
  libelleLigne: codeLigne === 'L2' ? 'Ligne 2 Blois – Romorantin-Lanthenay' : 'Ligne 1 Blois – Vendôme',
  dateDepart,
  dateArrivee,
});

describe('return run (SPEC §5)', () => {
  const outbound = leg('L2-A-1200', '2026-11-26T12:00:00', '2026-11-26T12:35:00');

  it('must be on the same line, leave after the outbound arrives, and seat every round-trip passenger', () => {
    const at = (dateDepart: string, places: number, line = 'L2') => ({
      leg: leg('R', dateDepart, dateDepart, line),
      day: dateDepart.slice(0, 10),
      places,
    });
    expect(returnProblem(outbound, at('2026-11-26T19:30:00', 3), 3)).toBeNull();
    expect(returnProblem(outbound, at('2026-11-27T07:00:00', 1), 1)).toBeNull();
    expect(returnProblem(outbound, at('2026-11-26T19:30:00', 3, 'L1'), 3)).toBe('line');
    expect(returnProblem(outbound, at('2026-11-26T12:35:00', 30), 3)).toBe('beforeArrival');
    expect(returnProblem(outbound, at('2026-11-26T10:00:00', 30), 3)).toBe('beforeArrival');
    expect(returnProblem(outbound, at('2026-11-26T19:30:00', 2), 3)).toBe('places');
    expect(returnProblem(outbound, at('2026-11-26T19:30:00', 0), 0)).toBe('places');
  });

  it('is asked only when a chosen product is sold as a round trip', () => {
    expect(needsReturn(pricedProducts([plein, senior], { day: TOMORROW }, { 'RES-SENIOR': 2 }))).toBe(false);
    expect(needsReturn(pricedProducts([plein, senior], { day: TOMORROW }, { 'RES-PLEIN': 1 }))).toBe(true);
    expect(needsReturn(pricedProducts([plein, senior], { day: TOMORROW }, {}))).toBe(false);
  });

  it('prices each product for the run’s day (new prices from dateNouvPrix)', () => {
    expect(pricedProducts([jeune], { day: '2026-12-24' }, {})[0]).toMatchObject({ prix: 10, prixHT: 9.1 });
    expect(pricedProducts([jeune], { day: '2026-12-25' }, { 'RES-JEUNE': 2 })[0]).toMatchObject({
      prix: 11,
      prixHT: 10,
      quantite: 2,
    });
  });
});

describe('cart items (issue 13 decision 6)', () => {
  const search: Search = {
    date: TOMORROW,
    origin: { code: 'BLO-GARE', libelle: 'Blois – Gare routière' },
    destination: { code: 'CHV-CHAT', libelle: 'Cheverny – Château' },
  };
  const outbound = leg('L2-A-1200', '2026-11-26T12:00:00', '2026-11-26T12:35:00');
  const back = leg('L2-R-2030', '2026-11-28T20:30:00', '2026-11-28T21:00:00');
  const common = {
    type: 'RESERVATION',
    codeOrigine: 'BLO-GARE',
    codeDestination: 'CHV-CHAT',
    codeLigne: 'L2',
    libelleOrigine: 'Blois – Gare routière',
    libelleDestination: 'Cheverny – Château',
    libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
    codeCourse: 'L2-A-1200',
    dateDepart: '2026-11-26T12:00:00',
    dateArrivee: '2026-11-26T12:35:00',
  };

  it('gives one item per chosen product, the return fields to round-trip products only', () => {
    const products = [priced(plein, TOMORROW, 2), priced(senior, TOMORROW, 0), priced(enfant, TOMORROW, 1)];
    expect(reservationItems(products, search, outbound, back)).toEqual([
      {
        ...common,
        codeProduitReservation: 'RES-PLEIN',
        quantite: 2,
        codeCourseRetour: 'L2-R-2030',
        codeLigneRetour: 'L2',
        libelleLigneRetour: 'Ligne 2 Blois – Romorantin-Lanthenay',
        dateDepartRetour: '2026-11-28T20:30:00',
        dateArriveeRetour: '2026-11-28T21:00:00',
      },
      { ...common, codeProduitReservation: 'NORES-ENFANT', quantite: 1 },
    ]);
  });

  it('gives no return fields without a return run', () => {
    const items = reservationItems([priced(senior, TOMORROW, 3)], search, outbound, null);
    expect(items).toEqual([{ ...common, codeProduitReservation: 'RES-SENIOR', quantite: 3 }]);
  });
});

describe('answers checked before use', () => {
  it('keeps the well-formed runs with their known fields only', () => {
    const [good] = outwardCourses(TOMORROW);
    const answer = [
      { ...good, extra: 'ignoré', etapes: good!.etapes.map((e) => ({ ...e, secret: 1 })) },
      { ...good, code: '' },
      { ...good, date: '26/11/2026' },
      { ...good, dateDepart: '2026-11-26 07:00' },
      { ...good, etapes: [{ codeArret: 'BLO-GARE', ordre: 1, heureArrivee: '25:00', heureDepart: '07:00' }] },
      { ...good, etapes: 'aucune' },
      { ...good, libelleLigne: 'x'.repeat(201) },
      null,
      'course',
    ];
    expect(coursesOf(answer)).toEqual([good]);
    expect(coursesOf({ courses: [good] })).toEqual([]);
    expect(coursesOf(Array.from({ length: 600 }, () => good))).toHaveLength(500);
  });

  it('keeps the well-formed quotas', () => {
    expect(
      quotasOf([
        { codeCourse: 'A', nbQuota: 3, nbReservations: 1, autre: true },
        { codeCourse: 'B', nbQuota: -1, nbReservations: 0 },
        { codeCourse: 'C', nbQuota: 2.5, nbReservations: 0 },
        { codeCourse: 'D', nbQuota: '3', nbReservations: 0 },
      ]),
    ).toEqual([{ codeCourse: 'A', nbQuota: 3, nbReservations: 1 }]);
  });

  it('keeps the well-formed products priced above zero', () => {
    const answer = [
      ...catalogue.resultat,
      { ...plein, code: 'FREE', prixVteTtc: 0, prixVteHt: 0 },
      { ...plein, code: 'HT-ABOVE-TTC', prixVteHt: 9 },
      { ...plein, code: 'BAD-DAY', dateNouvPrix: 'bientôt' },
      { ...plein, code: 'BAD-FLAG', venteAllerRetour: 'oui' },
      { ...plein, code: 'BAD-PRICE', prixVteTtc: Number.NaN },
    ];
    expect(catalogueOf(answer).map((p) => p.code)).toEqual(catalogue.resultat.map((p) => p.code));
    expect(catalogueOf(null)).toEqual([]);
  });
});
