// Reservation ticket numbers: whoever knows one may change the reservation (SPEC §4 "Modification"), so
// they are drawn at random by the system's cryptographic generator, 16 digits, never twice.
import { randomInt } from 'node:crypto';

export const TICKET_DIGITS = 16;

export class TicketNumbers {
  private issued = new Set<string>();

  /** Marks numbers as taken (the demo tickets' fixed numbers). */
  reserve(numero: string): void {
    this.issued.add(numero);
  }

  /** A new number: 16 digits, not starting with 0 (a reader may strip it), unused so far. */
  next(): string {
    for (;;) {
      // randomInt draws below 2^48: two halves of 8 digits.
      const numero = `${randomInt(10_000_000, 100_000_000)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
      if (!this.issued.has(numero)) {
        this.issued.add(numero);
        return numero;
      }
    }
  }
}
