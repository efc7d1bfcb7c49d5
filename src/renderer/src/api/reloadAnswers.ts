// What the back office answers, checked before the screens use it (the guide: every input from the
// network is checked for type, size and characters). A malformed card or period is a failure shown with
// the SPEC's text; a malformed product, line, stop or route is left out, the rest still served. React
// escapes text, so these checks are about shapes and sizes, not markup.
import {
  ISO_DAY_PATTERN,
  PERIOD_TYPES,
  type CardContract,
  type CardHolder,
  type SellableProduct,
  type TypePeriode,
  type ValidityPeriod,
} from '@shared/reload';
import type { Itinerary, Line, PhysicalStop, RouteStop } from '@shared/topology';

/** Longest name shown (a product, a stop, a line); longer is not a name but a broken answer. */
const MAX_TEXT = 200;
/** Most entries taken from one list: a card, a catalogue or a network is never larger. */
const MAX_ITEMS = 500;

export type Fields = Record<string, unknown>;

export const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;
export const isDay = (value: unknown): value is string =>
  typeof value === 'string' && ISO_DAY_PATTERN.test(value);
export const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1_000_000;
export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1_000_000;
const isTextOrNull = (value: unknown) => value === null || value === undefined || isText(value);

/** The entries of a list that pass `check`, within MAX_ITEMS; [] for anything that is not a list. */
export function listOf<T>(value: unknown, check: (item: unknown) => item is T): T[] {
  return Array.isArray(value) ? value.slice(0, MAX_ITEMS).filter(check) : [];
}

function isContract(value: unknown): value is CardContract {
  if (!isObject(value)) return false;
  return (
    isText(value.nomProduit) &&
    (value.typeTitre === 1 || value.typeTitre === 2) &&
    isDay(value.ddv) &&
    isDay(value.dfv) &&
    (value.soldeJetons === null || value.soldeJetons === undefined || isCount(value.soldeJetons)) &&
    isTextOrNull(value.codeLigne) &&
    isTextOrNull(value.codeArretOrigine) &&
    isTextOrNull(value.codeArretDestination)
  );
}

/** The card as the screens read it, or null when the answer is not a card. */
export function cardHolderOf(value: unknown): CardHolder | null {
  if (!isObject(value) || !isText(value.numero) || !isText(value.numeroAffiche) || !isText(value.etat))
    return null;
  const client = isObject(value.client) ? value.client : {};
  const contrats = listOf(value.contrats, isContract).map((c): CardContract => ({
    nomProduit: c.nomProduit,
    codeLigne: c.codeLigne ?? null,
    codeArretOrigine: c.codeArretOrigine ?? null,
    codeArretDestination: c.codeArretDestination ?? null,
    soldeJetons: c.soldeJetons ?? null,
    typeTitre: c.typeTitre,
    ddv: c.ddv,
    dfv: c.dfv,
  }));
  return {
    numero: value.numero,
    numeroAffiche: value.numeroAffiche,
    etat: value.etat,
    client: { dateNaissance: isDay(client.dateNaissance) ? client.dateNaissance : null },
    contrats,
  };
}

const isPeriod = (value: unknown): value is TypePeriode =>
  typeof value === 'string' && (PERIOD_TYPES as readonly string[]).includes(value);

function isProduct(value: unknown): value is SellableProduct {
  if (!isObject(value)) return false;
  return (
    isCount(value.id) &&
    isText(value.codeProduit) &&
    isText(value.label) &&
    typeof value.price === 'number' &&
    Number.isFinite(value.price) &&
    (value.typeTitre === 1 || value.typeTitre === 2) &&
    typeof value.typeValidite === 'number' &&
    Number.isInteger(value.typeValidite) &&
    isPeriod(value.typePeriode) &&
    isCount(value.nbPeriode) &&
    isDay(value.ddv) &&
    isDay(value.ddvMin) &&
    isDay(value.ddvMax) &&
    isDay(value.dfv) &&
    typeof value.ddvModifiable === 'boolean' &&
    (value.prixDdv === null || value.prixDdv === undefined || isAmount(value.prixDdv))
  );
}

/** The well-formed products of the answer, with only the back office's fields (no client state). */
export function sellableProductsOf(value: unknown): SellableProduct[] {
  return listOf(value, isProduct).map((p) => ({
    id: p.id,
    codeProduit: p.codeProduit,
    label: p.label,
    price: p.price,
    typeTitre: p.typeTitre,
    typeValidite: p.typeValidite,
    typePeriode: p.typePeriode,
    nbPeriode: p.nbPeriode,
    ddv: p.ddv,
    ddvMin: p.ddvMin,
    ddvMax: p.ddvMax,
    dfv: p.dfv,
    ddvModifiable: p.ddvModifiable,
    prixDdv: p.prixDdv ?? null,
  }));
}

/** A recalculated period, or null: a start after its end, or a price that is not one, is no answer. */
export function validityPeriodOf(value: unknown): ValidityPeriod | null {
  if (!isObject(value) || !isDay(value.ddv) || !isDay(value.dfv) || !isAmount(value.prixDdv)) return null;
  if (value.dfv < value.ddv) return null;
  return { ddv: value.ddv, dfv: value.dfv, prixDdv: value.prixDdv };
}

const isLine = (value: unknown): value is Line =>
  isObject(value) && isText(value.code) && isText(value.libelle);
const isStop = (value: unknown): value is PhysicalStop =>
  isObject(value) && isText(value.code) && isText(value.libelle) && isTextOrNull(value.codeCommercial);
const isRouteStop = (value: unknown): value is RouteStop =>
  isObject(value) && isText(value.codeArret) && isCount(value.ordre);
const isItinerary = (value: unknown): value is Itinerary =>
  isObject(value) && isText(value.codeLigne) && Array.isArray(value.arrets);

/** The network's lines, stops and routes, each entry checked. */
export const linesOf = (value: unknown): Line[] => listOf(value, isLine);
export const stopsOf = (value: unknown): PhysicalStop[] => listOf(value, isStop);
export const itinerariesOf = (value: unknown): Itinerary[] =>
  listOf(value, isItinerary).map((route) => ({
    codeLigne: route.codeLigne,
    arrets: listOf(route.arrets, isRouteStop),
  }));
