// What our tickets' QR codes hold (issue 26 §4 "Scan and go"; SPEC gives no format): the ticket number
// and, for a reserved seat, the day it departs, as `numero;yyyy-MM-dd` ('4113000000000001;2026-12-03').
// Short, so the code stays small on a ticket; printable ASCII, so the kiosk's printer and a USB
// keyboard-wedge scanner carry it as it is. A ticket without a departure (origin-destination) holds its
// number alone, as before. Read back strictly: a text, at most TICKET_QR_MAX characters, these forms only,
// a day of the calendar; anything else is no ticket of ours.
import { TICKET_NUMBER_MAX, TICKET_NUMBER_PATTERN } from './reservation';

/** The number, ';' and the day. */
export const TICKET_QR_MAX = TICKET_NUMBER_MAX + 1 + 10;

export interface TicketQr {
  numero: string;
  /** `yyyy-MM-dd`, or null when the code holds the number alone. */
  day: string | null;
}

const PAYLOAD = new RegExp(`^(\\d{1,${TICKET_NUMBER_MAX}})(?:;(\\d{4})-(\\d{2})-(\\d{2}))?$`);

/** A day that exists (no 30 February), yyyy-MM-dd. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function parseTicketQr(text: unknown): TicketQr | null {
  if (typeof text !== 'string' || text.length > TICKET_QR_MAX) return null;
  const match = PAYLOAD.exec(text);
  if (!match) return null;
  const [, numero, year, month, day] = match;
  if (year === undefined) return { numero: numero!, day: null };
  if (!isCalendarDay(Number(year), Number(month), Number(day))) return null;
  return { numero: numero!, day: `${year}-${month}-${day}` };
}

/** The payload of ticket `numero` departing on `departure` (a day, or a local date-time whose day is
 * taken); the number alone when there is no departure day. */
export function ticketQrPayload(numero: string, departure: string | null | undefined): string {
  if (!TICKET_NUMBER_PATTERN.test(numero)) return numero;
  const payload = `${numero};${(departure ?? '').slice(0, 10)}`;
  return parseTicketQr(payload) ? payload : numero;
}
