// The bank card a traveller tapped on board, as the contactless-transactions provider reads it: 13 to
// 19 digits that pass the Luhn check, an expiry MM/AA that is not past. The number itself is never
// kept: the clearing finds a card by a SHA-256 of number and expiry, and logs show the last 4 digits.
import { createHash } from 'node:crypto';
import { parisDay } from '../../shared/dates';

export const CARD_RULES = { minDigits: 13, maxDigits: 19, maxInputLength: 40 } as const;

export const CARD_NUMBER_FORMAT =
  'Le numéro de carte doit compter de 13 à 19 chiffres (les espaces sont permis).';
export const CARD_NUMBER_INVALID = 'Le numéro de carte n’est pas valide : vérifiez chaque chiffre.';
export const EXPIRY_FORMAT = 'La date d’expiration doit être au format MM/AA (par exemple 12/29).';
export const EXPIRY_PAST = 'Cette carte est expirée : saisissez une carte en cours de validité.';

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** The Luhn (mod 10) check every payment card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The digits of a card number typed with or without spaces; a French reason when it is not one. */
export function cardDigits(value: unknown): { digits: string } | { problem: string } {
  if (typeof value !== 'string' || value.length > CARD_RULES.maxInputLength || !/^[\d ]*$/.test(value))
    return { problem: CARD_NUMBER_FORMAT };
  const digits = value.replace(/ /g, '');
  if (digits.length < CARD_RULES.minDigits || digits.length > CARD_RULES.maxDigits)
    return { problem: CARD_NUMBER_FORMAT };
  return luhnValid(digits) ? { digits } : { problem: CARD_NUMBER_INVALID };
}

/** An expiry MM/AA still valid in the Paris month of `now` (a card is valid to the end of its month). */
export function cardExpiry(value: unknown, now: Date): { expiry: string } | { problem: string } {
  const match = typeof value === 'string' ? EXPIRY.exec(value) : null;
  if (!match) return { problem: EXPIRY_FORMAT };
  const [year, month] = parisDay(now).split('-').map(Number) as [number, number];
  const expires = (2000 + Number(match[2])) * 12 + Number(match[1]);
  return expires < year * 12 + month ? { problem: EXPIRY_PAST } : { expiry: match[0] };
}

/** How the clearing finds a card: neither the number nor the expiry is kept. */
export const cardKey = (digits: string, expiry: string): string =>
  createHash('sha256').update(`${digits}|${expiry}`).digest('hex');

/** The only form of a card number a log or a message may carry: its last 4 digits. */
export const maskedCard = (digits: string): string => `**** **** **** ${digits.slice(-4)}`;
