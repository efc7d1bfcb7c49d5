// The seats a reservation cart line holds: its outbound leg and, for a round trip, its return leg (from
// the destination back to the origin), each on its run and the run's day, found again in the timetable
// from the codes and times the back office put on the line.
import type { Leg } from '../../shared/reservation';
import type { CartLine } from '../../shared/shop';
import type { OrderLine, Seat } from '../state/orders';
import type { RunSeats } from './seat-holds';
import { findLeg } from './timetable';

export interface LineLeg {
  sens: Seat['sens'];
  leg: Leg;
  /** The run's day. */
  dateCourse: string;
  codeOrigine: string;
  codeDestination: string;
}

function legOfLine(
  sens: Seat['sens'],
  code: string | null | undefined,
  origin: string,
  destination: string,
  dateDepart: string | null | undefined,
): LineLeg[] {
  if (!code || !dateDepart) return [];
  const found = findLeg(code, origin, destination, dateDepart);
  return found
    ? [
        {
          sens,
          leg: found.leg,
          dateCourse: found.course.date,
          codeOrigine: origin,
          codeDestination: destination,
        },
      ]
    : [];
}

/** The line's legs: none for a line that is not a reserved trip. */
export function legsOfLine(line: CartLine): LineLeg[] {
  if (!line.codeOrigine || !line.codeDestination) return [];
  return [
    ...legOfLine('Aller', line.codeCourse, line.codeOrigine, line.codeDestination, line.dateDepart),
    ...legOfLine(
      'Retour',
      line.codeCourseRetour,
      line.codeDestination,
      line.codeOrigine,
      line.dateDepartRetour,
    ),
  ];
}

/** Adds `seats` on a run and day to `runs` (one entry per run and day, in the order first met). */
function addSeats(runs: RunSeats[], code: string, day: string, seats: number, sens: Seat['sens']): void {
  const run = runs.find((r) => r.code === code && r.day === day);
  if (run) run.seats += seats;
  else runs.push({ code, day, seats, sens });
}

/** Seats the cart's lines take, by run and day: each passenger on the outbound, each round-trip
 * passenger on the return. */
export function cartSeats(lines: Iterable<CartLine>): RunSeats[] {
  const runs: RunSeats[] = [];
  for (const line of lines)
    for (const { sens, leg, dateCourse } of legsOfLine(line))
      addSeats(runs, leg.codeCourse, dateCourse, line.quantity, sens);
  return runs;
}

/** Seats an order's tickets take (one each), by run and day. */
export function orderSeats(lines: readonly OrderLine[]): RunSeats[] {
  const runs: RunSeats[] = [];
  for (const { seat } of lines) if (seat) addSeats(runs, seat.codeCourse, seat.dateCourse, 1, seat.sens);
  return runs;
}
