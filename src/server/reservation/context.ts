// What the reservation routes share: the emulator's clock read in Paris, the seats of the runs, the
// back office's reservation orders and the ticket numbers issued so far.
import { parisLocalDateTime } from '../../shared/reservation-rules';
import { parisDay } from '../reload/days';
import { QuotaBook } from './quotas';
import { ReservationRegistry } from './registry';
import { TicketNumbers } from './ticket-numbers';

export interface ReservationContext {
  quotas: QuotaBook;
  registry: ReservationRegistry;
  numbers: TicketNumbers;
  /** The emulator's clock. */
  clock(): Date;
  /** The emulator's day in Paris, `yyyy-MM-dd`. */
  today(): string;
  /** The emulator's Paris wall-clock time, `yyyy-MM-ddTHH:mm:ss` (text order is time order). */
  now(): string;
}

export function reservationContext(clock: () => Date): ReservationContext {
  return {
    quotas: new QuotaBook(clock),
    registry: new ReservationRegistry(),
    numbers: new TicketNumbers(),
    clock,
    today: () => parisDay(clock()),
    now: () => parisLocalDateTime(clock()),
  };
}
