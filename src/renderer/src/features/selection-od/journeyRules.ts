// The origin-destination journey's rules: which stops each select offers, the card's journey to start
// from, and the cart items of the chosen titles (SPEC §7 "cart/articles", issue 12 contract §2).
import type { CardHolder, SellableProduct, SellableQuery } from '@shared/reload';
import type { TripCartItem } from '@shared/shop';
import type { Itinerary, Line, PhysicalStop } from '@shared/topology';
import { isOdContract, chosenQuantity } from '../rechargement';
import { lineLabel, stopsOfLine, type NamedStop } from '../topology';
import type { Journey } from './selectionOdSlice';

export interface Topology {
  lines: readonly Line[];
  itineraries: readonly Itinerary[];
  stops: readonly PhysicalStop[];
}

export interface CompleteJourney {
  line: string;
  origin: string;
  destination: string;
}

/** The line's stops in order, but the one chosen in the other select. */
export const stopChoices = (stops: readonly NamedStop[], other: string | null) =>
  stops.filter((stop) => stop.code !== other);

export const isComplete = (journey: Journey): journey is CompleteJourney =>
  Boolean(journey.line && journey.origin && journey.destination);

/** The journey of the card's origin-destination title, when the topology still knows it; else empty. */
export function cardJourney(card: CardHolder, topology: Topology): Journey {
  const empty = { line: null, origin: null, destination: null };
  const contract = card.contrats.find(isOdContract);
  if (!contract || !topology.lines.some((l) => l.code === contract.codeLigne)) return empty;
  const codes = stopsOfLine(contract.codeLigne, topology.itineraries, topology.stops).map((s) => s.code);
  const { codeArretOrigine: origin, codeArretDestination: destination } = contract;
  if (!origin || !destination || origin === destination) return empty;
  if (!codes.includes(origin) || !codes.includes(destination)) return empty;
  return { line: contract.codeLigne, origin, destination };
}

/** The products query of a complete journey; a top-up adds the card (and the birth date it was found with). */
export function journeyQuery(
  journey: CompleteJourney,
  card: { numero: string; birthDate: string | null } | null,
): SellableQuery {
  const query: SellableQuery = {
    ligne: journey.line,
    origine: journey.origin,
    destination: journey.destination,
  };
  if (card) {
    query.numSupport = card.numero;
    if (card.birthDate) query.dateNaissance = card.birthDate;
  }
  return query;
}

/** One item per chosen title; the back office names line and stops from its own topology, ours go along. */
export function tripItems(
  products: readonly SellableProduct[],
  journey: CompleteJourney,
  topology: Topology,
  card: string | null,
): TripCartItem[] {
  const stops = stopsOfLine(journey.line, topology.itineraries, topology.stops);
  const stopLabel = (code: string) => stops.find((s) => s.code === code)?.libelle ?? code;
  return products
    .filter((product) => chosenQuantity(product) > 0)
    .map((product) => ({
      type: card ? 'RECHARGEMENT_ABONNE_OD' : 'TICKET_OD',
      codeProduitReservation: product.codeProduit,
      quantite: chosenQuantity(product),
      codeLigne: journey.line,
      codeOrigine: journey.origin,
      codeDestination: journey.destination,
      libelleLigne: lineLabel(journey.line, topology.lines),
      libelleOrigine: stopLabel(journey.origin),
      libelleDestination: stopLabel(journey.destination),
      ddv: product.ddv,
      ...(card ? { numSupport: card } : {}),
    }));
}
