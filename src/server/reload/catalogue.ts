// Seed of the sellable titles (contract §1 "Reload products", "OD products"): what a card can be
// reloaded with, and the origin-destination titles whose price depends on the trip. Start-of-validity
// windows are computed from today, so the seed never goes stale.
import { addDays, addMonths, addYears, startOfMonth, startOfWeek, startOfYear } from 'date-fns';
import type { SellableProduct, TypeTitre } from '../../shared/reload';
import type { Od } from '../topology/od';
import { dayOf, toDate } from './days';
import { validityOf, type ValidityRule } from './validity';

/** How the start of validity may be chosen, from today: bounds and default. */
type Window = 'today' | 'month' | 'week' | 'year' | 'next60' | 'next30';

interface Title extends Omit<ValidityRule, 'price'> {
  id: number;
  codeProduit: string;
  label: string;
  typeTitre: TypeTitre;
  ddvModifiable: boolean;
  window: Window;
  /** Trips one unit puts on a card (counted-down titles); null for a subscription. */
  trips: number | null;
}

/** A reload title: its price, in euros including 10 % VAT, for a whole run of nbPeriode periods. */
export interface ReloadTitle extends Title {
  kind: 'reload';
  price: number;
}

/** An origin-destination title: sold as a ticket, or loaded onto a card (RECHARGEMENT_ABONNE_OD); its
 * price is a number of single fares of the trip. */
export interface OdTitle extends Title {
  kind: 'od';
  mode: 'ticket' | 'card';
  fares: number;
}

export type SellableTitle = ReloadTitle | OdTitle;

const round2 = (value: number) => Math.round(value * 100) / 100;

const reload = (title: Omit<ReloadTitle, 'kind'>): ReloadTitle => ({ kind: 'reload', ...title });
const od = (title: Omit<OdTitle, 'kind'>): OdTitle => ({ kind: 'od', ...title });

export const reloadTitles: ReloadTitle[] = [
  reload({
    id: 101,
    codeProduit: 'ABO-MOIS',
    label: 'Abonnement mensuel Ligéo',
    price: 45,
    typeTitre: 1,
    typeValidite: 3,
    typePeriode: 'M',
    nbPeriode: 1,
    ddvModifiable: true,
    window: 'month',
    trips: null,
  }),
  reload({
    id: 102,
    codeProduit: 'ABO-MOIS-GLISSANT',
    label: 'Abonnement 1 mois glissant',
    price: 49,
    typeTitre: 1,
    typeValidite: 4,
    typePeriode: 'M',
    nbPeriode: 1,
    ddvModifiable: true,
    window: 'next60',
    trips: null,
  }),
  reload({
    id: 103,
    codeProduit: 'ABO-SEMAINE',
    label: 'Abonnement hebdomadaire',
    price: 14,
    typeTitre: 1,
    typeValidite: 3,
    typePeriode: 'S',
    nbPeriode: 1,
    ddvModifiable: true,
    window: 'week',
    trips: null,
  }),
  reload({
    id: 104,
    codeProduit: 'ABO-ANNUEL',
    label: 'Abonnement annuel Ligéo',
    price: 420,
    typeTitre: 1,
    typeValidite: 6,
    typePeriode: 'A',
    nbPeriode: 1,
    ddvModifiable: true,
    window: 'year',
    trips: null,
  }),
  reload({
    id: 105,
    codeProduit: 'ABO-30J',
    label: 'Abonnement 30 jours',
    price: 42,
    typeTitre: 1,
    typeValidite: 2,
    typePeriode: 'J',
    nbPeriode: 30,
    ddvModifiable: false,
    window: 'today',
    trips: null,
  }),
  reload({
    id: 106,
    codeProduit: 'CARNET-10',
    label: 'Carnet 10 voyages',
    price: 13,
    typeTitre: 2,
    typeValidite: 1,
    typePeriode: 'J',
    nbPeriode: 1,
    ddvModifiable: false,
    window: 'today',
    trips: 10,
  }),
  reload({
    id: 107,
    codeProduit: 'PASS-JOUR',
    label: 'Pass 1 jour',
    price: 4,
    typeTitre: 2,
    typeValidite: 5,
    typePeriode: 'J',
    nbPeriode: 1,
    ddvModifiable: false,
    window: 'today',
    trips: 1,
  }),
  // Listed by the back office, never sold online: post-paid (7) and an unknown validity type (0).
  reload({
    id: 108,
    codeProduit: 'ABO-LIBERTE',
    label: 'Abonnement Liberté (post-paiement)',
    price: 2,
    typeTitre: 1,
    typeValidite: 7,
    typePeriode: 'M',
    nbPeriode: 1,
    ddvModifiable: false,
    window: 'today',
    trips: null,
  }),
  reload({
    id: 109,
    codeProduit: 'TITRE-EVENEMENT',
    label: 'Titre événementiel',
    price: 5,
    typeTitre: 2,
    typeValidite: 0,
    typePeriode: 'J',
    nbPeriode: 1,
    ddvModifiable: false,
    window: 'today',
    trips: 1,
  }),
  // Priced 0: the back office sends it, the portal discards it (SPEC §5) and the cart refuses it.
  reload({
    id: 110,
    codeProduit: 'DUPLICATA',
    label: 'Duplicata de carte',
    price: 0,
    typeTitre: 2,
    typeValidite: 1,
    typePeriode: 'J',
    nbPeriode: 1,
    ddvModifiable: false,
    window: 'today',
    trips: null,
  }),
];

export const odTitles: OdTitle[] = [
  od({
    id: 201,
    codeProduit: 'OD-UNITAIRE',
    label: 'Billet unitaire',
    mode: 'ticket',
    fares: 1,
    typeTitre: 2,
    typeValidite: 1,
    typePeriode: 'J',
    nbPeriode: 1,
    ddvModifiable: false,
    window: 'today',
    trips: 1,
  }),
  od({
    id: 202,
    codeProduit: 'OD-DATE',
    label: 'Billet à date choisie',
    mode: 'ticket',
    fares: 1,
    typeTitre: 2,
    typeValidite: 4,
    typePeriode: 'J',
    nbPeriode: 1,
    ddvModifiable: true,
    window: 'next30',
    trips: 1,
  }),
  od({
    id: 203,
    codeProduit: 'OD-JOUR',
    label: 'Pass journée origine-destination',
    mode: 'ticket',
    fares: 2.5,
    typeTitre: 2,
    typeValidite: 5,
    typePeriode: 'J',
    nbPeriode: 1,
    ddvModifiable: false,
    window: 'today',
    trips: 1,
  }),
  od({
    id: 211,
    codeProduit: 'OD-ABO-MOIS',
    label: 'Abonnement mensuel origine-destination',
    mode: 'card',
    fares: 15,
    typeTitre: 1,
    typeValidite: 3,
    typePeriode: 'M',
    nbPeriode: 1,
    ddvModifiable: true,
    window: 'month',
    trips: null,
  }),
  od({
    id: 212,
    codeProduit: 'OD-ABO-SEMAINE',
    label: 'Abonnement hebdomadaire origine-destination',
    mode: 'card',
    fares: 5,
    typeTitre: 1,
    typeValidite: 3,
    typePeriode: 'S',
    nbPeriode: 1,
    ddvModifiable: true,
    window: 'week',
    trips: null,
  }),
  od({
    id: 213,
    codeProduit: 'OD-CARNET-10',
    label: '10 trajets origine-destination',
    mode: 'card',
    fares: 8,
    typeTitre: 2,
    typeValidite: 1,
    typePeriode: 'J',
    nbPeriode: 1,
    ddvModifiable: false,
    window: 'today',
    trips: 10,
  }),
];

export const titleById = (id: number): SellableTitle | undefined =>
  [...reloadTitles, ...odTitles].find((t) => t.id === id);

export const titleByCode = (code: string): SellableTitle | undefined =>
  [...reloadTitles, ...odTitles].find((t) => t.codeProduit === code);

/** Single fare of a trip by the stops it crosses on its line. */
export function singleFare(distance: number): number {
  if (distance <= 3) return 2;
  if (distance <= 7) return 3.2;
  return 4.5;
}

/** Price of a whole run of the title: its own, or its number of single fares of the trip. */
export function runPrice(title: SellableTitle, trip: Od | null): number {
  if (title.kind === 'reload') return title.price;
  if (!trip) throw new Error(`OD title ${title.codeProduit} priced without a trip`);
  return round2(singleFare(trip.distance) * title.fares);
}

export interface StartWindow {
  ddv: string;
  ddvMin: string;
  ddvMax: string;
}

/** Bounds and default of the start of validity, as of today. */
export function windowOf(title: SellableTitle, today: string): StartWindow {
  const day = toDate(today);
  const range = (min: Date, max: Date, ddv: Date = min) => ({
    ddv: dayOf(ddv),
    ddvMin: dayOf(min),
    ddvMax: dayOf(max),
  });
  switch (title.window) {
    case 'today':
      return range(day, day);
    case 'month':
      return range(startOfMonth(day), addMonths(startOfMonth(day), 2));
    case 'week': {
      const monday = startOfWeek(day, { weekStartsOn: 1 });
      return range(monday, addDays(monday, 28));
    }
    case 'year':
      return range(day, startOfYear(addYears(day, 1)));
    case 'next60':
      return range(day, addDays(day, 60));
    case 'next30':
      return range(day, addDays(day, 30));
  }
}

export const ruleOf = (title: SellableTitle, trip: Od | null): ValidityRule => ({
  typeValidite: title.typeValidite,
  typePeriode: title.typePeriode,
  nbPeriode: title.nbPeriode,
  price: runPrice(title, trip),
});

/** The title as the back office lists it: dates and price of its default start of validity. */
export function sellableOf(title: SellableTitle, today: string, trip: Od | null): SellableProduct {
  const window = windowOf(title, today);
  const period = validityOf(ruleOf(title, trip), window.ddv);
  return {
    id: title.id,
    codeProduit: title.codeProduit,
    label: title.label,
    price: period.prixDdv,
    typeTitre: title.typeTitre,
    typeValidite: title.typeValidite,
    typePeriode: title.typePeriode,
    nbPeriode: title.nbPeriode,
    ddv: period.ddv,
    ddvMin: window.ddvMin,
    ddvMax: window.ddvMax,
    dfv: period.dfv,
    ddvModifiable: title.ddvModifiable,
    prixDdv: null,
  };
}
