// Card reload and origin-destination products (SPEC §3 "Card holder", "Sellable product", enumerations;
// §5 "Card lookup", "Reload and products"; §9). The back office and the portal read the same rules here,
// so a product the portal offers is one the emulator sells, with the same quantities and dates.

/** SPEC §9: a card number has at most 12 characters; ours are digits only. */
export const CARD_NUMBER_MAX = 12;
export const CARD_NUMBER_PATTERN = /^\d{1,12}$/;

/** A card number as typed or pasted: the printed number's groups are spaced ('1000 0000 0001'), so every
 * whitespace goes first, then the 12-character limit applies (a field's maxLength would cut the spaced
 * text before). Bounded whatever is pasted. */
export const cardNumberInput = (typed: string): string =>
  typed
    .slice(0, 4 * CARD_NUMBER_MAX)
    .replace(/\s+/g, '')
    .slice(0, CARD_NUMBER_MAX);

/** Dates of the reload contract: calendar days, `yyyy-MM-dd`, in Paris time. */
export const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** SPEC §3 "Card holder": SUSPENDU (blacklisted) and SUPPRIME (deleted); any other state is valid. */
export const CARD_STATES = { suspended: 'SUSPENDU', deleted: 'SUPPRIME', valid: 'VALIDE' } as const;

/** typeTitre: 1 abonnement (subscription), 2 à décompte (trips counted down). */
export type TypeTitre = 1 | 2;

/**
 * typeValidite: 1 simple, 2 glissant à la vente, 3 calendaire, 4 libre, 5 glissant à la validation,
 * 6 calendaire étendu, 7 post-paiement. The back office may send others: listed, never sold.
 */
export type TypeValidite = number;

/** typePeriode: day, week, month, year. */
export const PERIOD_TYPES = ['J', 'S', 'M', 'A'] as const;
export type TypePeriode = (typeof PERIOD_TYPES)[number];

export interface CardContract {
  nomProduit: string;
  /** Origin-destination contracts name their line and stops (codes of the topology); others null. */
  codeLigne: string | null;
  codeArretOrigine: string | null;
  codeArretDestination: string | null;
  /** Trips left on a counted-down title (typeTitre 2); null for a subscription. */
  soldeJetons: number | null;
  typeTitre: TypeTitre;
  /** Start and end of validity, yyyy-MM-dd; an end in 2099 means not used yet (SPEC §9). */
  ddv: string;
  dfv: string;
}

export interface CardHolder {
  numero: string;
  /** The number as printed on the card, e.g. "1000 0000 0001". */
  numeroAffiche: string;
  /** SUSPENDU, SUPPRIME, or any other value for a valid card (the emulator says VALIDE). */
  etat: string;
  /** A personalised card's holder; dateNaissance null on a card that is not personalised. */
  client: { dateNaissance: string | null };
  contrats: CardContract[];
}

export interface SellableProduct {
  id: number;
  codeProduit: string;
  label: string;
  /** Price including VAT, in euros, for the product's default period (ddv..dfv). */
  price: number;
  typeTitre: TypeTitre;
  typeValidite: TypeValidite;
  typePeriode: TypePeriode;
  nbPeriode: number;
  /** Default start of validity, its bounds and its end; yyyy-MM-dd. */
  ddv: string;
  ddvMin: string;
  ddvMax: string;
  dfv: string;
  ddvModifiable: boolean;
  /** Price for the chosen ddv once recalculated (periode_validite); null until then. */
  prixDdv: number | null;
  /** Client state (SPEC §3): set by the portal, never sent by the back office. */
  locked?: boolean;
  quantity?: number;
}

/** POST /vente/api/produit_vendable/{id}/periode_validite: body and answer. */
export interface ValidityRequest {
  ddv: string;
}
export interface ValidityPeriod {
  ddv: string;
  dfv: string;
  prixDdv: number;
}

/** Query of GET /vente/api/produit_vendable: a card (reload), a line and two stops (OD), or both. */
export interface SellableQuery {
  numSupport?: string;
  dateNaissance?: string;
  ligne?: string;
  origine?: string;
  destination?: string;
}

/** SPEC §9: validity types 1 to 6 are purchasable; 7 (post-paiement) and any other are only listed. */
export function isPurchasableType(typeValidite: number): boolean {
  return Number.isInteger(typeValidite) && typeValidite >= 1 && typeValidite <= 6;
}

/** SPEC §5: a product priced 0 or less is discarded (never shown). */
export function isShown(product: Pick<SellableProduct, 'price'>): boolean {
  return typeof product.price === 'number' && product.price > 0;
}

/**
 * SPEC §5: several of a product only for simple validity (1), and for rolling-at-validation (5) with a
 * period of one day; any other product is taken once.
 */
export function allowsSeveral(
  product: Pick<SellableProduct, 'typeValidite' | 'typePeriode' | 'nbPeriode'>,
): boolean {
  if (product.typeValidite === 1) return true;
  return product.typeValidite === 5 && product.typePeriode === 'J' && product.nbPeriode === 1;
}

/** SPEC §9: quantity choices 0 to 10 where several are allowed, else 0 or 1. */
export const MAX_QUANTITY = 10;
export function maxQuantity(
  product: Pick<SellableProduct, 'typeValidite' | 'typePeriode' | 'nbPeriode'>,
): number {
  if (!isPurchasableType(product.typeValidite)) return 0;
  return allowsSeveral(product) ? MAX_QUANTITY : 1;
}

/** How the start of validity is chosen (SPEC §4 "Top-up": week calendar, month or year selector, free
 * date). 'none' when the date is fixed. */
export type ValidityPicker = 'none' | 'date' | 'week' | 'month' | 'year';

/** Calendar validity: periods aligned on the calendar (weeks from Monday, months from the 1st). */
export const isCalendarValidity = (typeValidite: number) => typeValidite === 3 || typeValidite === 6;

/**
 * SPEC §9 "period types month, year, week are valid for modification", and §4's pickers: a free-validity
 * product (4) takes any day in a calendar; others by their period, week calendar, month or year selector.
 * A day-period product of another validity keeps its date. Nothing to pick when ddvMin equals ddvMax.
 */
export function validityPicker(
  product: Pick<SellableProduct, 'ddvModifiable' | 'typeValidite' | 'typePeriode' | 'ddvMin' | 'ddvMax'>,
): ValidityPicker {
  if (!product.ddvModifiable || !isPurchasableType(product.typeValidite)) return 'none';
  if (product.ddvMin >= product.ddvMax) return 'none';
  if (product.typeValidite === 4) return 'date';
  switch (product.typePeriode) {
    case 'S':
      return 'week';
    case 'M':
      return 'month';
    case 'A':
      return 'year';
    default:
      return 'none';
  }
}

/** SPEC §9: a ticket valid on its day of purchase is used on board within this many minutes. */
export const BOARDING_MINUTES = 30;

/** SPEC §9: a contract ending in 2099 has not been used yet ('Non consommé'). */
export const NOT_USED_YEAR = '2099';
export const isNotUsed = (dfv: string) => dfv.startsWith(NOT_USED_YEAR);
