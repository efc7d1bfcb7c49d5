// The reservation screens' own rules (SPEC §2 "Reservation", §4 "Reservation flow", §5): which stops the
// two combo boxes offer, what the search still lacks, the trips of a day between two stops, and the cart
// items of a confirmed reservation (issue 13 decision 6). The rules shared with the emulator are in
// @shared/reservation-rules.
import type { CatalogueProduct, Course, Leg, PricedProduct, Quota } from '@shared/reservation';
import { legOf, placesLeft, priced } from '@shared/reservation-rules';
import type { TripCartItem } from '@shared/shop';
import type { Itinerary, PhysicalStop } from '@shared/topology';

export interface StopOption {
  code: string;
  libelle: string;
}

/** What 'Valider' sends to 'Trajets disponibles': the day and the two stops, named. */
export interface Search {
  date: string;
  origin: StopOption;
  destination: StopOption;
}

/** A run between the searched stops: its leg, the day the run starts (its quota's and its prices' day,
 * which a leg boarding after midnight is not) and the places left on it that day. */
export interface Trip {
  leg: Leg;
  day: string;
  places: number;
}

// ---- Stops -------------------------------------------------------------------------------------------

const byLabel = (a: StopOption, b: StopOption) => a.libelle.localeCompare(b.libelle, 'fr');

/** Every stop some line serves, once, by label (a stop no route calls at cannot be travelled from). */
export function stopOptions(itineraries: readonly Itinerary[], stops: readonly PhysicalStop[]): StopOption[] {
  const served = new Set(itineraries.flatMap((i) => i.arrets.map((a) => a.codeArret)));
  const seen = new Set<string>();
  const options: StopOption[] = [];
  for (const stop of stops) {
    if (!served.has(stop.code) || seen.has(stop.code)) continue;
    seen.add(stop.code);
    options.push({ code: stop.code, libelle: stop.libelle });
  }
  return options.sort(byLabel);
}

/** The stops a coach takes the customer to from `origin`: those sharing a line with it (runs go both
 * ways along a route), but the origin itself. Every stop but it while no origin is chosen. */
export function destinationOptions(
  options: readonly StopOption[],
  itineraries: readonly Itinerary[],
  origin: string | null,
): StopOption[] {
  if (!origin) return [...options];
  const reachable = new Set(
    itineraries
      .filter((i) => i.arrets.some((a) => a.codeArret === origin))
      .flatMap((i) => i.arrets.map((a) => a.codeArret)),
  );
  return options.filter((o) => o.code !== origin && reachable.has(o.code));
}

/** Lower case, without accents or dashes, spaces collapsed: 'vendome' finds 'Vendôme – Gare routière'. */
export const searchable = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[-–—]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('fr');

/** SPEC §9 'Autocomplete min 1 char': nothing before the first typed character, else the stops whose
 * label contains what is typed. */
export function matchingStops(options: readonly StopOption[], typed: string): StopOption[] {
  const wanted = searchable(typed);
  if (wanted === '') return [];
  return options.filter((o) => searchable(o.libelle).includes(wanted));
}

// ---- Search ------------------------------------------------------------------------------------------

export interface SearchForm {
  date: string | null;
  origin: string | null;
  destination: string | null;
}

export const emptySearchForm: SearchForm = { date: null, origin: null, destination: null };

/** SPEC §5: the reserve tab is valid only with its date, origin and destination. */
export function searchMissing(
  form: SearchForm,
  labels: { date: string; origin: string; destination: string },
): string[] {
  const missing: string[] = [];
  if (!form.date) missing.push(labels.date);
  if (!form.origin) missing.push(labels.origin);
  if (!form.destination) missing.push(labels.destination);
  return missing;
}

/** The day is within the days on sale. */
export const isSaleDay = (day: string | null, today: string, last: string): day is string =>
  day !== null && day >= today && day <= last;

// ---- Trips -------------------------------------------------------------------------------------------

/** Places left per run code (SPEC §9: a run without a quota has none). */
export function placesByRun(quotas: readonly Quota[]): Record<string, number> {
  const places: Record<string, number> = {};
  for (const quota of quotas) places[quota.codeCourse] = placesLeft(quota);
  return places;
}

/** The runs' legs from `origin` to `destination`, by departure time; runs not calling at both in that
 * order are left out. */
export function tripsOf(
  courses: readonly Course[],
  origin: string,
  destination: string,
  places: Readonly<Record<string, number>>,
): Trip[] {
  const trips: Trip[] = [];
  for (const course of courses) {
    const leg = legOf(course, origin, destination);
    if (leg) trips.push({ leg, day: course.date, places: places[course.code] ?? 0 });
  }
  return trips.sort((a, b) => a.leg.dateDepart.localeCompare(b.leg.dateDepart));
}

/** The day a leg boards: a return is on it or later. */
export const legDay = (leg: Pick<Leg, 'dateDepart'>): string => leg.dateDepart.slice(0, 10);

/** The dialog's products for a trip: the line's, priced for the run's day (dateNouvPrix, as the back office
 * prices the cart line), with their chosen quantities. */
export function pricedProducts(
  products: readonly CatalogueProduct[],
  trip: Pick<Trip, 'day'>,
  quantities: Readonly<Record<string, number>>,
): PricedProduct[] {
  return products.map((p) => priced(p, trip.day, quantities[p.code] ?? 0));
}

/** SPEC §4: a return leg is asked when a chosen product is sold as a round trip. */
export const needsReturn = (products: readonly PricedProduct[]): boolean =>
  products.some((p) => p.venteAllerRetour && p.quantite > 0);

/** Why a return run cannot be chosen (SPEC §5), or null when it can. */
export function returnProblem(
  outbound: Leg,
  back: Trip,
  passengers: number,
): 'line' | 'beforeArrival' | 'places' | null {
  if (back.leg.codeLigne !== outbound.codeLigne) return 'line';
  if (back.leg.dateDepart <= outbound.dateArrivee) return 'beforeArrival';
  if (back.places < passengers || back.places <= 0) return 'places';
  return null;
}

/** Issue 13 decision 6: one RESERVATION item per product chosen; the return fields for the products sold
 * as a round trip, and for those only. */
export function reservationItems(
  products: readonly PricedProduct[],
  search: Search,
  outbound: Leg,
  back: Leg | null,
): TripCartItem[] {
  return products
    .filter((p) => p.quantite > 0)
    .map((p) => ({
      type: 'RESERVATION' as const,
      codeProduitReservation: p.code,
      quantite: p.quantite,
      codeOrigine: search.origin.code,
      codeDestination: search.destination.code,
      codeLigne: outbound.codeLigne,
      libelleOrigine: search.origin.libelle,
      libelleDestination: search.destination.libelle,
      libelleLigne: outbound.libelleLigne,
      codeCourse: outbound.codeCourse,
      dateDepart: outbound.dateDepart,
      dateArrivee: outbound.dateArrivee,
      ...(p.venteAllerRetour && back
        ? {
            codeCourseRetour: back.codeCourse,
            codeLigneRetour: back.codeLigne,
            libelleLigneRetour: back.libelleLigne,
            dateDepartRetour: back.dateDepart,
            dateArriveeRetour: back.dateArrivee,
          }
        : {}),
    }));
}
