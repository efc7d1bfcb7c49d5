// The seats a reservation cart line holds: its outbound leg and, for a round trip, its return leg (from
// the destination back to the origin), each on its run and the run's day, found again in the timetable
// from the codes and times the back office put on the line.
import type { Leg } from '../../shared/reservation';
import type { CartLine } from '../../shared/shop';
import type { Seat } from '../state/orders';
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

export const seatKey = (code: string, day: string): string => `${day}|${code}`;

/** Seats the lines take, by run and day. */
export function seatsNeeded(lines: Iterable<CartLine>): Map<string, number> {
  const needed = new Map<string, number>();
  for (const line of lines)
    for (const { leg, dateCourse } of legsOfLine(line)) {
      const key = seatKey(leg.codeCourse, dateCourse);
      needed.set(key, (needed.get(key) ?? 0) + line.quantity);
    }
  return needed;
}
