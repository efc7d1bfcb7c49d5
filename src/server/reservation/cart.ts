// RESERVATION items of POST /vente/api/cart/articles (SPEC §7, brief §6): a profile's seats on a run
// between two stops, with a return run for a product sold as a round trip. The back office recomputes
// everything from its own timetable, catalogue and quotas: the client's times must be the run's, its
// labels are replaced by the topology's, and the price is the catalogue's for the trip's day.
import { placesText, priced } from '../../shared/reservation-rules';
import type { CartLine } from '../../shared/shop';
import { checkLabels } from '../reload/od-cart';
import { OD_INCOMPLETE, odOf, type Od } from '../topology/od';
import { BadRequest, integer } from '../validation';
import { sellableProduct } from './catalogue';
import type { ReservationContext } from './context';
import { dateTimeField, PRODUCT_CODE, runCodeField } from './fields';
import type { Shortage } from './quotas';
import { runKey } from './seat-holds';
import { cartSeats, legsOfLine } from './seats';
import { findLeg, inWindow } from './timetable';

export const MAX_PASSENGERS = 10;
export const NOT_SOLD = 'Ce produit n’est pas vendu pour ce trajet.';
export const UNKNOWN_RUN = 'Ce trajet n’existe pas : la course ne dessert pas ces arrêts à ces horaires.';
export const UNKNOWN_RETURN_RUN =
  'Ce trajet retour n’existe pas : la course ne dessert pas ces arrêts à ces horaires.';
export const DEPARTED = 'Ce trajet est déjà parti.';
export const OUT_OF_WINDOW = 'Ce trajet n’est pas encore ouvert à la réservation.';
export const RETURN_REQUIRED = 'Ce produit se vend en aller-retour : indiquez le trajet retour.';
export const RETURN_FORBIDDEN = 'Ce produit se vend en aller simple : aucun trajet retour n’est attendu.';
export const RETURN_OTHER_LINE = 'Le trajet retour doit être sur la même ligne que l’aller.';
export const RETURN_TOO_EARLY = 'Le trajet retour doit partir après l’arrivée de l’aller.';

const RETURN_FIELDS = [
  'codeCourseRetour',
  'codeLigneRetour',
  'libelleLigneRetour',
  'dateDepartRetour',
  'dateArriveeRetour',
] as const;
const given = (value: unknown) => value !== undefined && value !== null;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The run and leg a client names, checked against the timetable, open for booking and not departed. */
function legNamed(
  ctx: ReservationContext,
  trip: Od,
  code: unknown,
  dateDepart: unknown,
  dateArrivee: unknown,
  back: boolean,
) {
  const suffix = back ? 'Retour' : '';
  const run = runCodeField(code, `codeCourse${suffix}`);
  const from = dateTimeField(dateDepart, `dateDepart${suffix}`);
  const to = dateTimeField(dateArrivee, `dateArrivee${suffix}`);
  const [origin, destination] = back ? [trip.destination, trip.origin] : [trip.origin, trip.destination];
  const found = findLeg(run, origin.code, destination.code, from, to);
  if (!found || found.course.codeLigne !== trip.line.code)
    throw new BadRequest(back ? UNKNOWN_RETURN_RUN : UNKNOWN_RUN);
  if (found.leg.dateDepart <= ctx.now()) throw new BadRequest(DEPARTED);
  if (!inWindow(found.course.date, ctx.today())) throw new BadRequest(OUT_OF_WINDOW);
  return found;
}

/** Checks one item and gives its cart line, or null for a quantity of 0 (checked, then dropped). */
export function reservationLine(
  ctx: ReservationContext,
  item: Record<string, unknown>,
): Omit<CartLine, 'id'> | null {
  const quantity = integer(item.quantite, 'quantite');
  if (quantity < 0 || quantity > MAX_PASSENGERS)
    throw new BadRequest(`La quantité doit être comprise entre 0 et ${MAX_PASSENGERS}.`);
  const code = item.codeProduitReservation;
  if (typeof code !== 'string' || !PRODUCT_CODE.test(code))
    throw new BadRequest('Le code du produit n’est pas valide.');
  const trip = odOf({ ligne: item.codeLigne, origine: item.codeOrigine, destination: item.codeDestination });
  if (!trip) throw new BadRequest(OD_INCOMPLETE);
  checkLabels(item);
  // The return line's name is the outbound's (same line): a client's is checked, never used.
  const returnLabel = item.libelleLigneRetour;
  if (given(returnLabel) && (typeof returnLabel !== 'string' || returnLabel.length > 200))
    throw new BadRequest('Le champ « libelleLigneRetour » doit être un texte de 200 caractères au plus.');
  const product = sellableProduct(trip.line.code, ctx.today(), code);
  if (!product) throw new BadRequest(NOT_SOLD);
  const outbound = legNamed(ctx, trip, item.codeCourse, item.dateDepart, item.dateArrivee, false);

  const returnGiven = RETURN_FIELDS.some((name) => given(item[name]));
  if (!product.venteAllerRetour && returnGiven) throw new BadRequest(RETURN_FORBIDDEN);
  if (product.venteAllerRetour && !returnGiven) throw new BadRequest(RETURN_REQUIRED);
  let back: ReturnType<typeof legNamed> | null = null;
  if (product.venteAllerRetour) {
    if (item.codeLigneRetour !== trip.line.code) throw new BadRequest(RETURN_OTHER_LINE);
    back = legNamed(ctx, trip, item.codeCourseRetour, item.dateDepartRetour, item.dateArriveeRetour, true);
    if (back.leg.dateDepart <= outbound.leg.dateArrivee) throw new BadRequest(RETURN_TOO_EARLY);
  }
  if (quantity === 0) return null;

  // The price of the day the customer searched (the run's day), doubled for a round trip.
  const price = priced(product, outbound.course.date);
  return {
    label: product.label,
    quantity,
    totalPrice: round2(price.prix * quantity),
    montantTva: round2(price.prix - price.prixHT),
    typeTitre: product.typeTitre,
    typeValidite: product.typeValidite,
    libelleOrigine: trip.origin.libelle,
    libelleDestination: trip.destination.libelle,
    libelleLigne: trip.line.libelle,
    dateDepart: outbound.leg.dateDepart,
    dateArrivee: outbound.leg.dateArrivee,
    allerRetour: product.venteAllerRetour,
    dateDepartRetour: back?.leg.dateDepart ?? null,
    dateArriveeRetour: back?.leg.dateArrivee ?? null,
    libelleLigneRetour: back ? trip.line.libelle : null,
    codeProduit: product.code,
    codeLigne: trip.line.code,
    codeOrigine: trip.origin.code,
    codeDestination: trip.destination.code,
    codeCourse: outbound.course.code,
    codeCourseRetour: back?.course.code ?? null,
    codeLigneRetour: back ? trip.line.code : null,
  };
}

/** SPEC's refusal of seats a run does not have (issue 23), naming the leg. */
export function seatsRefusal({ run, places }: Shortage): BadRequest {
  const sens = run.sens === 'Aller' ? 'aller' : 'retour';
  return new BadRequest(
    places <= 0
      ? `Plus de place disponible sur le trajet ${sens}.`
      : `Places insuffisantes sur le trajet ${sens} : ${placesText(places)}.`,
  );
}

/** Every run the new lines take seats on has enough places for all the cart's passengers on it (each
 * passenger on the outbound, each round-trip passenger on the return). Seats held by other visitors'
 * orders are not places; the session's own hold is, since its next order replaces it. */
export function checkPlaces(
  ctx: ReservationContext,
  cart: Iterable<CartLine>,
  added: CartLine[],
  sessionId: string,
): void {
  const touched = new Set(cartSeats(added).map(runKey));
  const runs = cartSeats(cart).filter((run) => touched.has(runKey(run)));
  const short = ctx.quotas.shortage(runs, sessionId);
  if (short) throw seatsRefusal(short);
}

/** Before an order is made of the cart: its runs have not left (their places are checked as they are
 * held, see sale.ts). */
export function checkNotDeparted(ctx: ReservationContext, lines: CartLine[]): void {
  for (const line of lines)
    for (const { leg } of legsOfLine(line)) if (leg.dateDepart <= ctx.now()) throw new BadRequest(DEPARTED);
}
