// SPEC §5 "Reservation" and §9 as the emulator and the portal both apply them (src/shared/reservation-rules):
// the return-time rule placing each stop time on its day, durations, places and quantities under a quota,
// the product filter and prices, the return leg's checks and the modification's rules.
import { describe, expect, it } from 'vitest';
import type { CatalogueProduct, Course, Leg, Quota } from '../../../src/shared/reservation';
import {
  formatDuration,
  hasDeparted,
  isModificationDayValid,
  isNoReservationProduct,
  isReservationProduct,
  isReturnDayValid,
  isReturnLegValid,
  legMinutes,
  legOf,
  maxQuantity,
  minutesBetween,
  modificationEmailError,
  nextDay,
  orderAmounts,
  parisLocalDateTime,
  placesLeft,
  placesText,
  priced,
  returnPassengers,
  rollsOver,
  sellableProducts,
  splitByNow,
  totalQuantity,
  tripFares,
} from '../../../src/shared/reservation-rules';

/** A run of line 2 leaving Blois at 23:40 and reaching Romorantin after midnight. */
const lateRun: Course = {
  code: 'L2-A-2340',
  date: '2026-12-31',
  codeLigne: 'L2',
  libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
  dateDepart: '2026-12-31T23:40:00',
  dateArrivee: '2027-01-01T00:46:00',
  // Given out of order on purpose: the rank decides, not the list.
  etapes: [
    { codeArret: 'CHV-CHAT', ordre: 3, heureArrivee: '00:05', heureDepart: '00:06' },
    { codeArret: 'BLO-GARE', ordre: 1, heureArrivee: '23:40', heureDepart: '23:40' },
    { codeArret: 'VIN-CENT', ordre: 2, heureArrivee: '23:52', heureDepart: '23:53' },
    { codeArret: 'ROM-GARE', ordre: 4, heureArrivee: '00:46', heureDepart: '00:46' },
  ],
};

const leg = (dateDepart: string, dateArrivee: string, extra: Partial<Leg> = {}): Leg => ({
  codeCourse: 'L1-A-0900',
  codeLigne: 'L1',
  libelleLigne: 'Ligne 1 Blois – Vendôme',
  dateDepart,
  dateArrivee,
  ...extra,
});

const product = (extra: Partial<CatalogueProduct> = {}): CatalogueProduct => ({
  id: 1,
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
  ...extra,
});

describe('calendar days and Paris wall-clock times', () => {
  it('moves to the next day across months, years and 29 February', () => {
    expect(nextDay('2026-11-25')).toBe('2026-11-26');
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2027-02-28')).toBe('2027-03-01');
  });

  it('counts minutes on the wall clock, across midnight', () => {
    expect(minutesBetween('2026-12-31T23:40:00', '2027-01-01T00:46:00')).toBe(66);
    expect(minutesBetween('2026-11-25T09:06:00', '2026-11-25T09:56:00')).toBe(50);
  });

  it('reads an instant in Paris, winter (UTC+1) and summer (UTC+2)', () => {
    expect(parisLocalDateTime(new Date('2026-11-25T09:12:30Z'))).toBe('2026-11-25T10:12:30');
    expect(parisLocalDateTime(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15T00:30:00');
  });
});

describe('SPEC §9 return-time rule and legs', () => {
  it('a time earlier than the one before it is on the next day', () => {
    expect(rollsOver('23:53', '00:05')).toBe(true);
    expect(rollsOver('09:06', '09:56')).toBe(false);
    expect(rollsOver('09:06', '09:06')).toBe(false);
  });

  it('a leg boarding before midnight and alighting after it arrives the next day', () => {
    expect(legOf(lateRun, 'BLO-GARE', 'CHV-CHAT')).toEqual({
      codeCourse: 'L2-A-2340',
      codeLigne: 'L2',
      libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
      dateDepart: '2026-12-31T23:40:00',
      dateArrivee: '2027-01-01T00:05:00',
    });
  });

  it('a leg wholly after midnight boards and alights the next day', () => {
    const late = legOf(lateRun, 'CHV-CHAT', 'ROM-GARE')!;
    expect([late.dateDepart, late.dateArrivee]).toEqual(['2027-01-01T00:06:00', '2027-01-01T00:46:00']);
    expect(legMinutes(late)).toBe(40);
  });

  it('a leg before midnight stays on the run’s day', () => {
    const early = legOf(lateRun, 'BLO-GARE', 'VIN-CENT')!;
    expect([early.dateDepart, early.dateArrivee]).toEqual(['2026-12-31T23:40:00', '2026-12-31T23:52:00']);
  });

  it('no leg against the run’s direction, to the same stop, or through a stop it does not serve', () => {
    expect(legOf(lateRun, 'CHV-CHAT', 'BLO-GARE')).toBeNull();
    expect(legOf(lateRun, 'VIN-CENT', 'VIN-CENT')).toBeNull();
    expect(legOf(lateRun, 'BLO-GARE', 'VEN-GARE')).toBeNull();
    expect(legOf(lateRun, 'VEN-GARE', 'CHV-CHAT')).toBeNull();
  });
});

describe('SPEC §9 duration', () => {
  it('minutes below an hour, hours and minutes from 60 on', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(59)).toBe('59 min');
    expect(formatDuration(60)).toBe('1 h 00');
    expect(formatDuration(66)).toBe('1 h 06');
    expect(formatDuration(125)).toBe('2 h 05');
  });
});

describe('SPEC §9 runs after now, the day’s earlier ones apart', () => {
  it('splits on the boarding time; a run leaving this very minute is gone', () => {
    const items = ['08:00', '10:12', '10:13', '18:30'].map((time) => ({
      leg: leg(`2026-11-25T${time}:00`, `2026-11-25T23:00:00`),
    }));
    const { offered, earlier } = splitByNow(items, '2026-11-25T10:12:00');
    expect(offered.map((i) => i.leg.dateDepart.slice(11, 16))).toEqual(['10:13', '18:30']);
    expect(earlier.map((i) => i.leg.dateDepart.slice(11, 16))).toEqual(['08:00', '10:12']);
  });
});

describe('SPEC §9 places and quotas', () => {
  const quota = (nbQuota: number, nbReservations: number): Quota => ({
    codeCourse: 'L1-A-0900',
    nbQuota,
    nbReservations,
  });

  it('places left are the quota minus the reservations; no record means 0; never below 0', () => {
    expect(placesLeft(quota(40, 8))).toBe(32);
    expect(placesLeft(quota(20, 19))).toBe(1);
    expect(placesLeft(quota(20, 20))).toBe(0);
    expect(placesLeft(quota(20, 23))).toBe(0);
    expect(placesLeft(undefined)).toBe(0);
  });

  it('says the places as SPEC §2 writes them', () => {
    expect(placesText(0)).toBe('Plus de place disponible.');
    expect(placesText(-2)).toBe('Plus de place disponible.');
    expect(placesText(1)).toBe('1 place disponible');
    expect(placesText(32)).toBe('32 places disponibles');
  });

  it('each profile may take what the other profiles leave of the places', () => {
    const chosen = { 'RES-PLEIN': 2, 'RES-JEUNE': 1, 'RES-SENIOR': 0 };
    expect(totalQuantity(chosen)).toBe(3);
    expect(maxQuantity(5, chosen, 'RES-PLEIN')).toBe(4);
    expect(maxQuantity(5, chosen, 'RES-SENIOR')).toBe(2);
    expect(maxQuantity(3, chosen, 'RES-SENIOR')).toBe(0);
    expect(maxQuantity(1, chosen, 'RES-SENIOR')).toBe(0);
    expect(maxQuantity(1, {}, 'RES-PLEIN')).toBe(1);
  });
});

describe('SPEC §5 product filter', () => {
  it('a reservation product is rolling at sale (2), one day, printed with its QR code', () => {
    expect(isReservationProduct(product())).toBe(true);
    expect(isReservationProduct(product({ typeValidite: 3 }))).toBe(false);
    expect(isReservationProduct(product({ typePeriode: 'S' }))).toBe(false);
    expect(isReservationProduct(product({ nbPeriode: 2 }))).toBe(false);
    expect(isReservationProduct(product({ impressionQrCode: false }))).toBe(false);
  });

  it('a product without reservation is a counted title (2) or rolling at validation (5), one day, with QR', () => {
    expect(isNoReservationProduct(product({ typeValidite: 1, typeTitre: 2 }))).toBe(true);
    expect(isNoReservationProduct(product({ typeValidite: 5 }))).toBe(true);
    expect(isNoReservationProduct(product({ typeValidite: 1, typeTitre: 1 }))).toBe(false);
    expect(isNoReservationProduct(product({ typeValidite: 5, typePeriode: 'M' }))).toBe(false);
    expect(isNoReservationProduct(product({ typeTitre: 2, impressionQrCode: false }))).toBe(false);
  });

  it('keeps only the products meeting one constraint, in the agency’s order, then by label', () => {
    const products = [
      product({ code: 'RES-SENIOR', label: 'Tarif senior' }),
      product({ code: 'ABO-MOIS', label: 'Abonnement mensuel', typeValidite: 3, typePeriode: 'M' }),
      product({ code: 'RES-ENFANT', label: 'Tarif enfant' }),
      product({ code: 'RES-PLEIN', label: 'Plein tarif' }),
      product({ code: 'RES-SANS-QR', label: 'Billet papier', impressionQrCode: false }),
      product({ code: 'RES-JEUNE', label: 'Tarif jeune' }),
    ];
    const order = [
      { code: 'RES-JEUNE', ordre: 2 },
      { code: 'RES-PLEIN', ordre: 1 },
    ];
    expect(sellableProducts(products, order).map((p) => p.code)).toEqual([
      'RES-PLEIN',
      'RES-JEUNE',
      'RES-ENFANT',
      'RES-SENIOR',
    ]);
    expect(sellableProducts([])).toEqual([]);
  });
});

describe('SPEC §9 prices', () => {
  const senior = product({
    code: 'RES-SENIOR',
    prixVteTtc: 5.95,
    prixVteHt: 5.41,
    dateNouvPrix: '2026-12-25',
    nouvPrixTtc: 6.38,
    nouvPrixHt: 5.8,
  });

  it('the new price from dateNouvPrix on, the old one before', () => {
    expect(priced(senior, '2026-12-24')).toMatchObject({ prix: 5.95, prixHT: 5.41, quantite: 0 });
    expect(priced(senior, '2026-12-25', 2)).toMatchObject({ prix: 6.38, prixHT: 5.8, quantite: 2 });
    // A new price without its amount excluding tax keeps the old one.
    expect(priced({ ...senior, nouvPrixHt: null }, '2026-12-25').prixHT).toBe(5.41);
    // A date without a new price changes nothing.
    expect(priced({ ...senior, nouvPrixTtc: null }, '2026-12-25').prix).toBe(5.95);
  });

  it('a round-trip product costs twice the price', () => {
    const roundTrip = product({ venteAllerRetour: true, prixVteTtc: 8.5, prixVteHt: 7.73 });
    expect(priced(roundTrip, '2026-11-26')).toMatchObject({ prix: 17, prixHT: 15.46 });
  });

  it('a trip’s fares: the full fare of one trip, and the lowest price with its profile; nothing without products', () => {
    const plein = product({ code: 'RES-PLEIN', label: 'Plein tarif', prixVteTtc: 8.5 });
    // A round trip costs twice its one-trip fare: counted per trip for the full fare.
    const pleinAr = product({
      code: 'RES-PLEIN-AR',
      label: 'Plein tarif aller-retour',
      prixVteTtc: 8.5,
      venteAllerRetour: true,
    });
    const solidaire = product({ code: 'RES-SOLIDAIRE', label: 'Tarif solidaire', prixVteTtc: 2.55 });
    expect(tripFares([pleinAr, senior, solidaire, plein], '2026-12-30')).toEqual({
      full: 8.5,
      lowest: { price: 2.55, label: 'Tarif solidaire' },
    });
    // The senior fare's new price from dateNouvPrix on.
    expect(tripFares([senior], '2026-12-30')).toEqual({
      full: 6.38,
      lowest: { price: 6.38, label: senior.label },
    });
    expect(tripFares([senior], '2026-12-24')).toEqual({
      full: 5.95,
      lowest: { price: 5.95, label: senior.label },
    });
    // Of two products at the lowest price, the first in the offered order names it.
    const enfant = product({ code: 'RES-ENFANT', label: 'Tarif enfant', prixVteTtc: 2.55 });
    expect(tripFares([plein, enfant, solidaire], '2026-12-30')?.lowest.label).toBe('Tarif enfant');
    expect(tripFares([], '2026-12-30')).toBeNull();
  });

  it('the order’s price and VAT for the chosen quantities, to the cent', () => {
    const day = '2026-11-26';
    const chosen = [
      priced(product({ venteAllerRetour: true, prixVteTtc: 8.5, prixVteHt: 7.73 }), day, 2),
      priced(product({ code: 'RES-JEUNE', prixVteTtc: 5.1, prixVteHt: 4.64 }), day, 1),
      priced(senior, day, 0),
    ];
    // 2 × 17,00 + 5,10 = 39,10 ; excluding tax 2 × 15,46 + 4,64 = 35,56.
    expect(orderAmounts(chosen)).toEqual({ ttc: 39.1, tva: 3.54 });
    expect(orderAmounts([])).toEqual({ ttc: 0, tva: 0 });
  });
});

describe('SPEC §5 return leg', () => {
  const outbound = leg('2026-11-26T09:06:00', '2026-11-26T09:56:00');

  it('counts the passengers whose product is sold as a round trip', () => {
    const day = '2026-11-26';
    const chosen = [
      priced(product({ code: 'RES-PLEIN-AR', venteAllerRetour: true }), day, 2),
      priced(product({ code: 'RES-JEUNE-AR', venteAllerRetour: true }), day, 1),
      priced(product({ code: 'RES-SOLIDAIRE' }), day, 4),
    ];
    expect(returnPassengers(chosen)).toBe(3);
  });

  it('the return day is on or after the outbound day, and set', () => {
    expect(isReturnDayValid('2026-11-26', '2026-11-26')).toBe(true);
    expect(isReturnDayValid('2026-11-30', '2026-11-26')).toBe(true);
    expect(isReturnDayValid('2026-11-25', '2026-11-26')).toBe(false);
    expect(isReturnDayValid(null, '2026-11-26')).toBe(false);
  });

  it('the return run is on the same line, leaves after the outbound arrives, with a seat each', () => {
    const back = leg('2026-11-26T16:30:00', '2026-11-26T17:20:00', { codeCourse: 'L1-R-1630' });
    expect(isReturnLegValid(outbound, back, 3, 3)).toBe(true);
    expect(isReturnLegValid(outbound, back, 2, 3)).toBe(false);
    expect(isReturnLegValid(outbound, { ...back, codeLigne: 'L3' }, 10, 3)).toBe(false);
    expect(isReturnLegValid(outbound, { ...back, dateDepart: '2026-11-26T09:56:00' }, 10, 3)).toBe(false);
    expect(isReturnLegValid(outbound, { ...back, dateDepart: '2026-11-26T09:57:00' }, 10, 3)).toBe(true);
  });
});

describe('SPEC §4/§5 modification', () => {
  it('a ticket can be changed only before its departure', () => {
    expect(hasDeparted('2026-11-25T10:12:00', '2026-11-25T10:12:00')).toBe(true);
    expect(hasDeparted('2026-11-25T10:11:00', '2026-11-25T10:12:00')).toBe(true);
    expect(hasDeparted('2026-11-25T10:13:00', '2026-11-25T10:12:00')).toBe(false);
  });

  it('the new day is today or later (today counts as now)', () => {
    expect(isModificationDayValid('2026-11-25', '2026-11-25')).toBe(true);
    expect(isModificationDayValid('2026-12-01', '2026-11-25')).toBe(true);
    expect(isModificationDayValid('2026-11-24', '2026-11-25')).toBe(false);
    expect(isModificationDayValid(null, '2026-11-25')).toBe(false);
  });

  it('the e-mail: required, at most 120 characters, a domain ending in 2 to 4 letters', () => {
    expect(modificationEmailError('')).toBe('Veuillez saisir une adresse e-mail.');
    expect(modificationEmailError('   ')).toBe('Veuillez saisir une adresse e-mail.');
    expect(modificationEmailError(`${'a'.repeat(111)}@exemple.fr`)).toBe(
      'L’adresse e-mail n’est pas valide (maximum 120 caractères).',
    );
    expect(modificationEmailError(`${'a'.repeat(109)}@exemple.fr`)).toBeNull();
    for (const wrong of [
      'marie',
      'marie@',
      '@exemple.fr',
      'marie@exemple',
      'marie@exemple.museum',
      'ma rie@exemple.fr',
    ])
      expect(modificationEmailError(wrong)).toBe('L’adresse e-mail n’est pas valide.');
    for (const right of ['marie.dupont@exemple.fr', "o'neil+ligeo@mail.exemple.info", 'A_B-1@x-y.co'])
      expect(modificationEmailError(right)).toBeNull();
  });
});
