// The card lookup form's rules (SPEC §5 "Card lookup"): a card number of digits only, at most 12 once its
// spaces are gone, and an optional birth date sent as yyyy-MM-dd only when its three parts make a real
// date; any other is not sent, and never blocks the lookup (issue 26 §4).
import { CARD_NUMBER_PATTERN, cardNumberInput } from '@shared/reload';
import type { Catalog } from '../../i18n/catalog';
import type { frRechargement } from '../../i18n/fr/rechargement';

type LookupText = Catalog<typeof frRechargement.lookup>;

/** Where a found card leads: its contents and products, or the origin-destination top-up. */
export type LookupTarget = 'articles' | 'od';

export interface BirthDateParts {
  /** '1'..'31', '1'..'12' and a year of the server's list; null until chosen. */
  day: string | null;
  month: string | null;
  year: string | null;
}

export interface CardForm extends BirthDateParts {
  cardNumber: string;
}

export const emptyCardForm: CardForm = { cardNumber: '', day: null, month: null, year: null };

/** The number as printed has spaces ('1000 0000 0001'): a customer copying or pasting it brings them, we
 * drop them (any whitespace), then keep 12 characters. */
export const normaliseCardNumber = cardNumberInput;

export function cardNumberError(cardNumber: string, requiredText: string, t: LookupText): string | null {
  if (cardNumber === '') return requiredText;
  return CARD_NUMBER_PATTERN.test(cardNumber) ? null : t.cardNumberDigits;
}

/** The birth date sent, or none (incomplete, or no such day: 31 février). */
export type BirthDate = { kind: 'none' } | { kind: 'date'; value: string };

const inRange = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** SPEC §5: the birth date is used only when it is one; an incomplete one, or a day the calendar does not
 * have, is simply not sent. */
export function birthDateOf({ day, month, year }: BirthDateParts): BirthDate {
  if (!day || !month || !year) return { kind: 'none' };
  const d = Number(day);
  const m = Number(month);
  const y = Number(year);
  if (!inRange(d, 1, 31) || !inRange(m, 1, 12) || !inRange(y, 1000, 9999)) return { kind: 'none' };
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCDate() !== d || date.getUTCMonth() !== m - 1) return { kind: 'none' };
  const pad = (n: number) => String(n).padStart(2, '0');
  return { kind: 'date', value: `${y}-${pad(m)}-${pad(d)}` };
}

/** Only the number can stop a lookup: a birth date that is no date is not sent (SPEC §5). */
export interface CardFormErrors {
  cardNumber: string | null;
}

/** Each field's problem in the customer's language (`t`), or null. */
export function cardFormErrors(form: CardForm, t: LookupText): CardFormErrors {
  return {
    cardNumber: cardNumberError(form.cardNumber, t.cardNumberRequired, t),
  };
}

/** Birth years when the server's list could not be read: this year down to 110 years ago, as it sends. */
export function fallbackBirthYears(today: Date = new Date()): number[] {
  const current = today.getFullYear();
  return Array.from({ length: 111 }, (_, i) => current - i);
}
