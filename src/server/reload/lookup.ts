// Card lookup rules (contract §1 "GET /commerce/api/support", SPEC §5 "Card lookup"): the number's shape,
// the birth date of a personalised card, and the card states that forbid a sale. An unknown number and a
// wrong birth date get the same 404, so the answer never tells which one was wrong.
import { CARD_NUMBER_MAX, CARD_STATES, type CardHolder } from '../../shared/reload';
import { BadRequest, NotFound } from '../validation';
import type { CardRegistry } from './cards';
import { isRealDay } from './days';

export const CARD_NOT_FOUND =
  'La carte n’existe pas ou la date de naissance saisie ne correspond pas à celle du propriétaire.';
export const CARD_SUSPENDED = 'Cette carte est en liste noire, elle ne peut pas être utilisée.';
export const CARD_DELETED = 'Carte supprimée.';
export const CARD_NUMBER_REQUIRED = 'Veuillez saisir un numéro de carte';
export const CARD_NUMBER_DIGITS = 'Le numéro de carte ne doit contenir que des chiffres.';
export const CARD_NUMBER_LENGTH = `Le numéro de carte compte au plus ${CARD_NUMBER_MAX} chiffres.`;
export const BIRTH_DATE_INVALID = 'La date de naissance n’est pas valide.';

/** A card number as a query or a body gives it: digits only, 1 to 12 of them. */
export function cardNumberOf(value: unknown): string {
  if (value === undefined || value === null || value === '') throw new BadRequest(CARD_NUMBER_REQUIRED);
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new BadRequest(CARD_NUMBER_DIGITS);
  if (value.length > CARD_NUMBER_MAX) throw new BadRequest(CARD_NUMBER_LENGTH);
  return value;
}

/** An optional birth date: absent, or a day that exists. */
export function birthDateOf(value: unknown): string | null {
  if (value === undefined) return null;
  if (!isRealDay(value)) throw new BadRequest(BIRTH_DATE_INVALID);
  return value;
}

/** The card, when it exists and, if personalised, the birth date is its holder's; else the 404. */
export function verifiedHolder(
  cards: CardRegistry,
  numero: string,
  birthDate: string | null,
  today: string,
): CardHolder {
  const holder = cards.holder(numero, today);
  if (!holder) throw new NotFound(CARD_NOT_FOUND);
  const born = holder.client.dateNaissance;
  if (born !== null && born !== birthDate) throw new NotFound(CARD_NOT_FOUND);
  return holder;
}

/** Refuses a blacklisted or deleted card: nothing is sold for it. */
export function checkUsable(holder: CardHolder): void {
  if (holder.etat === CARD_STATES.suspended) throw new BadRequest(CARD_SUSPENDED);
  if (holder.etat === CARD_STATES.deleted) throw new BadRequest(CARD_DELETED);
}
