// The reservation rules of SPEC §5 "Reservation" and §9, one place for the emulator and the portal:
// which products are sold, their price on a day, the leg of a run between two stops (return-time rule),
// its duration, the places left, the quantities a quota allows and the return leg's checks.
import type { CatalogueProduct, Course, Leg, PricedProduct, Quota } from './reservation';

// ---- Paris local date-times (`yyyy-MM-ddTHH:mm:ss`) -------------------------------------------------

/** The day after `day` (`yyyy-MM-dd`), by the calendar (no time zone involved). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export const localDateTime = (day: string, time: string): string => `${day}T${time}:00`;

/** Minutes between two Paris local date-times (wall clock; a change of hour is ignored, as on a timetable). */
export function minutesBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}Z`) - Date.parse(`${from}Z`)) / 60_000);
}

/** The Paris local date-time of an instant, `yyyy-MM-ddTHH:mm:ss`. */
export function parisLocalDateTime(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

// ---- Legs, duration -----------------------------------------------------------------------------------

/** SPEC §9 return-time rule: a time of day earlier than the one before it is on the next day. */
export function rollsOver(before: string, after: string): boolean {
  return after < before;
}

/**
 * The leg of a run from one stop to another: boarding time at the origin, alighting time at the
 * destination, each on the day it falls (a run past midnight moves to the next day). Null when the run
 * does not call at both stops in that order.
 */
export function legOf(course: Course, origin: string, destination: string): Leg | null {
  const etapes = [...course.etapes].sort((a, b) => a.ordre - b.ordre);
  const from = etapes.findIndex((e) => e.codeArret === origin);
  const to = etapes.findIndex((e) => e.codeArret === destination);
  if (from < 0 || to <= from) return null;
  // Walk the run's times from its first stop so each one is placed on its own day.
  let day = course.date;
  let previous = etapes[0]!.heureDepart;
  let dateDepart = '';
  let dateArrivee = '';
  for (let i = 0; i <= to; i += 1) {
    const etape = etapes[i]!;
    for (const [time, isDeparture] of [
      [etape.heureArrivee, false],
      [etape.heureDepart, true],
    ] as const) {
      if (rollsOver(previous, time)) day = nextDay(day);
      previous = time;
      if (i === from && isDeparture) dateDepart = localDateTime(day, time);
      if (i === to && !isDeparture) dateArrivee = localDateTime(day, time);
    }
  }
  return {
    codeCourse: course.code,
    codeLigne: course.codeLigne,
    libelleLigne: course.libelleLigne,
    dateDepart,
    dateArrivee,
  };
}

export const legMinutes = (leg: Pick<Leg, 'dateDepart' | 'dateArrivee'>): number =>
  minutesBetween(leg.dateDepart, leg.dateArrivee);

/** SPEC §9: '45 min' below an hour, else '1 h 05'. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h ${String(rest).padStart(2, '0')}`;
}

/** SPEC §9: only legs leaving after now are offered; the day's earlier ones are alternatives. */
export function splitByNow<T extends { leg: Leg }>(items: T[], now: string): { offered: T[]; earlier: T[] } {
  return {
    offered: items.filter((item) => item.leg.dateDepart > now),
    earlier: items.filter((item) => item.leg.dateDepart <= now),
  };
}

// ---- Places --------------------------------------------------------------------------------------------

/** SPEC §9: quota minus reservations; a run without a known quota has none (default quota 0). */
export function placesLeft(quota: Quota | undefined): number {
  if (!quota) return 0;
  return Math.max(0, quota.nbQuota - quota.nbReservations);
}

export function placesText(places: number): string {
  if (places <= 0) return 'Plus de place disponible.';
  return places === 1 ? '1 place disponible' : `${places} places disponibles`;
}

/** The most of one product the quota still allows, given the quantities chosen for the others. */
export function maxQuantity(places: number, quantities: Record<string, number>, code: string): number {
  const others = Object.entries(quantities).reduce((sum, [c, q]) => (c === code ? sum : sum + q), 0);
  return Math.max(0, places - others);
}

export const totalQuantity = (quantities: Record<string, number>): number =>
  Object.values(quantities).reduce((sum, q) => sum + q, 0);

// ---- Products ------------------------------------------------------------------------------------------

const oneDayWithQr = (p: CatalogueProduct) =>
  p.typePeriode === 'J' && p.nbPeriode === 1 && p.impressionQrCode;

/** SPEC §5: a reservation product is rolling-at-sale (2), one day, printed with a QR code. */
export const isReservationProduct = (p: CatalogueProduct): boolean => p.typeValidite === 2 && oneDayWithQr(p);

/** SPEC §5: a product sold without reservation is a counted title (2) or rolling-at-validation (5), one
 * day, printed with a QR code. */
export const isNoReservationProduct = (p: CatalogueProduct): boolean =>
  (p.typeTitre === 2 || p.typeValidite === 5) && oneDayWithQr(p);

/** The products the dialog offers: those meeting one of SPEC §5's two constraints, in the order the
 * agency gives (produitsVendablesReservation), unlisted ones after, by label. */
export function sellableProducts(
  products: CatalogueProduct[],
  order: { code: string; ordre: number }[] = [],
): CatalogueProduct[] {
  const rank = (p: CatalogueProduct) =>
    order.find((o) => o.code === p.code)?.ordre ?? Number.MAX_SAFE_INTEGER;
  return products
    .filter((p) => isReservationProduct(p) || isNoReservationProduct(p))
    .sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label, 'fr'));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A product's price for a trip on `day` (the new price from dateNouvPrix on), doubled for a round
 * trip (SPEC §9). */
export function priced(product: CatalogueProduct, day: string, quantite = 0): PricedProduct {
  const renewed =
    product.dateNouvPrix !== null && day >= product.dateNouvPrix && product.nouvPrixTtc !== null;
  const ttc = renewed ? product.nouvPrixTtc! : product.prixVteTtc;
  const ht = renewed ? (product.nouvPrixHt ?? product.prixVteHt) : product.prixVteHt;
  const times = product.venteAllerRetour ? 2 : 1;
  return { ...product, prix: round2(ttc * times), prixHT: round2(ht * times), quantite };
}

/** What a trip card says of its prices: the full fare of one trip, and the lowest price a passenger
 * pays with the profile it is for (issue 26: 'À partir de' alone showed the 30 % solidarity fare as if it
 * were the price). */
export interface TripFares {
  /** The highest fare of one trip that day; a round-trip product counts for one of its two trips. */
  full: number;
  /** The cheapest product of the day, the first of the offered order among equals. */
  lowest: { price: number; label: string };
}

export function tripFares(products: CatalogueProduct[], day: string): TripFares | null {
  if (products.length === 0) return null;
  const prices = products.map((p) => ({ product: p, prix: priced(p, day).prix }));
  const full = Math.max(
    ...prices.map(({ product, prix }) => (product.venteAllerRetour ? round2(prix / 2) : prix)),
  );
  const cheapest = prices.reduce((low, item) => (item.prix < low.prix ? item : low));
  return { full, lowest: { price: cheapest.prix, label: cheapest.product.label } };
}

/** The order's price and VAT for the chosen quantities. */
export function orderAmounts(products: PricedProduct[]): { ttc: number; tva: number } {
  const ttc = products.reduce((sum, p) => sum + p.prix * p.quantite, 0);
  const ht = products.reduce((sum, p) => sum + p.prixHT * p.quantite, 0);
  return { ttc: round2(ttc), tva: round2(ttc - ht) };
}

// ---- Return leg ------------------------------------------------------------------------------------------

/** Passengers whose product is sold as a round trip: they need a return seat. */
export const returnPassengers = (products: PricedProduct[]): number =>
  products.filter((p) => p.venteAllerRetour).reduce((sum, p) => sum + p.quantite, 0);

/** SPEC §5: the return day is on or after the outbound day. */
export const isReturnDayValid = (returnDay: string | null, outboundDay: string): boolean =>
  returnDay !== null && returnDay >= outboundDay;

/** SPEC §5: a return run is on the outbound's line, leaves after the outbound arrives, and has a seat
 * for every round-trip passenger. */
export function isReturnLegValid(outbound: Leg, back: Leg, places: number, passengers: number): boolean {
  return (
    back.codeLigne === outbound.codeLigne && back.dateDepart > outbound.dateArrivee && places >= passengers
  );
}

// ---- Modification ----------------------------------------------------------------------------------------

/** SPEC §4: a reservation may be changed only before its departure. */
export const hasDeparted = (dateDepart: string, now: string): boolean => dateDepart <= now;

/** SPEC §5: the new day of a modification is today or later (today counts as now). */
export const isModificationDayValid = (day: string | null, today: string): boolean =>
  day !== null && day >= today;

/** SPEC §5 modification e-mail: at most 120, local part of letters, digits and the usual symbols, a
 * domain ending with 2 to 4 letters. */
export const MODIFICATION_EMAIL_MAX = 120;
const MODIFICATION_EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

/** SPEC §5's wording; the renderer passes its English twin when the customer reads English. */
export const MODIFICATION_EMAIL_MESSAGES = {
  required: 'Veuillez saisir une adresse e-mail.',
  tooLong: 'L’adresse e-mail n’est pas valide (maximum 120 caractères).',
  invalid: 'L’adresse e-mail n’est pas valide.',
};

export function modificationEmailError(
  email: string,
  messages: Record<keyof typeof MODIFICATION_EMAIL_MESSAGES, string> = MODIFICATION_EMAIL_MESSAGES,
): string | null {
  if (email.trim() === '') return messages.required;
  if (email.length > MODIFICATION_EMAIL_MAX) return messages.tooLong;
  return MODIFICATION_EMAIL.test(email) ? null : messages.invalid;
}
