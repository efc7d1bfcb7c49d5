// The rules of the modify tab and of the modification page (SPEC §5 "Reservation", §9): the ticket number
// (digits only, at most 40, required), the departure day and the new day (required, today or later), the
// e-mail asked when the order is not a web one, and the article a ticket number designates. The texts are
// the customer's language's (`t`).
import {
  TICKET_NUMBER_MAX,
  TICKET_NUMBER_PATTERN,
  WEB_ORDER_TYPE,
  type ReservationArticle,
  type ReservationOrder,
} from '@shared/reservation';
import { isModificationDayValid, modificationEmailError } from '@shared/reservation-rules';
import type { Catalog } from '../../../i18n/catalog';
import type { frModification } from '../../../i18n/fr/reservationModification';

type ModificationText = Catalog<typeof frModification>;

/** Spaces a customer types or pastes between groups of digits ('1234 5678') are not part of the number. */
export const normaliseTicketNumber = (value: string): string => value.replace(/\s+/g, '');

export function ticketNumberError(value: string, t: ModificationText): string | null {
  if (value === '') return t.ticketRequired;
  if (!/^\d+$/.test(value)) return t.ticketDigits;
  if (value.length > TICKET_NUMBER_MAX) return t.ticketTooLong;
  return null;
}

/** A text read from a QR code or a scanner is a ticket number only when it is one, as it is. */
export const isTicketNumber = (text: string): boolean => TICKET_NUMBER_PATTERN.test(text);

/** The departure day of the modify tab: required (SPEC §5); a past day is a departed ticket, told with
 * SPEC §8's warning (issue 26 §4). */
export function departureDayError(day: string | null, today: string, t: ModificationText): string | null {
  if (day === null) return t.departureRequired;
  return isModificationDayValid(day, today) ? null : t.departurePast;
}

/** The new day of a modification: required, today or later (SPEC §5, today counts as now). */
export function newDayError(day: string | null, today: string, t: ModificationText): string | null {
  if (day === null) return t.newDateRequired;
  return isModificationDayValid(day, today) ? null : t.newDatePast;
}

/** SPEC §2: the e-mail is asked unless the order was made on the web (type RESERVATION). */
export const needsEmail = (order: Pick<ReservationOrder, 'typeCommande'>): boolean =>
  order.typeCommande !== WEB_ORDER_TYPE;

export function emailError(
  order: Pick<ReservationOrder, 'typeCommande'>,
  email: string,
  t: ModificationText,
): string | null {
  return needsEmail(order) ? modificationEmailError(email, t.emailErrors) : null;
}

/** The article of an order that holds the ticket (its number as support, or on its ticket). */
export function articleOfTicket(order: ReservationOrder, numero: string): ReservationArticle | null {
  return order.articles.find((a) => a.numSupport === numero || a.ticket?.numero === numero) ?? null;
}

/** SPEC §9: the modified reservation's prices are in cents. */
export const euros = (cents: number): number => cents / 100;
