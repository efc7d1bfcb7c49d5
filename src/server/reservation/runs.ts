// Seed of the reservation timetable: which runs each line makes, in which direction, at what time they
// leave their first stop, and on which days. Running times between stops come from the topology
// (fixtures/topology.ts). Codes are stable from day to day: a quota is for a code on a date.
import { seedLines, type SeedLine, type TimedStop } from '../fixtures/topology';

/** 'A' follows the line's route in order (aller), 'R' runs it backwards (retour). */
export type Direction = 'A' | 'R';

export interface RunSeed {
  code: string;
  line: SeedLine;
  direction: Direction;
  /** Leaves its first stop at this Paris time, `HH:mm`. */
  departure: string;
  /** False for a line that does not run on Sundays. */
  sundays: boolean;
}

/** Departures from the first stop, by line and direction. Line 3 does not run on Sundays; the 23:40 run of
 * line 2 reaches Romorantin after midnight. */
const DEPARTURES: Record<string, { A: string[]; R: string[]; sundays: boolean }> = {
  L1: {
    A: ['06:10', '07:30', '09:00', '12:15', '14:00', '17:30', '19:00'],
    R: ['06:45', '08:15', '12:00', '16:30', '18:10', '21:00'],
    sundays: true,
  },
  L2: {
    A: ['06:00', '08:30', '11:00', '16:00', '18:30', '23:40'],
    R: ['06:20', '09:45', '13:00', '17:15', '20:00'],
    sundays: true,
  },
  L3: { A: ['07:00', '12:30', '17:45'], R: ['07:55', '13:30', '18:45'], sundays: false },
  L4: { A: ['06:40', '10:10', '15:20', '22:30'], R: ['07:30', '11:15', '16:30'], sundays: true },
};

export const runCode = (line: string, direction: Direction, departure: string): string =>
  `${line}-${direction}-${departure.replace(':', '')}`;

export const runSeeds: RunSeed[] = seedLines.flatMap((line) => {
  const departures = DEPARTURES[line.code];
  // The school line is booked by the schools: it has no run to reserve.
  if (!departures || !line.soldOnline) return [];
  return (['A', 'R'] as const).flatMap((direction) =>
    departures[direction].map((departure) => ({
      code: runCode(line.code, direction, departure),
      line,
      direction,
      departure,
      sundays: departures.sundays,
    })),
  );
});

export const runSeedOf = (code: string): RunSeed | undefined => runSeeds.find((run) => run.code === code);

/** The stops a run calls at, in its order, with minutes from its first stop. */
export function stopsOf(run: RunSeed): TimedStop[] {
  if (run.direction === 'A') return run.line.route;
  const total = run.line.route[run.line.route.length - 1]!.minutes;
  return [...run.line.route].reverse().map((stop) => ({ code: stop.code, minutes: total - stop.minutes }));
}

/** Quotas seeded on every day a run runs (docs/demo-data-trips.md « Réservation »): line 1's 12:15 run towards
 * Vendôme keeps exactly 1 place, its 17:30 run none, and its 19:00 run has no quota record at all. */
export const ONE_PLACE_RUN = runCode('L1', 'A', '12:15');
export const FULL_RUN = runCode('L1', 'A', '17:30');
export const NO_QUOTA_RUN = runCode('L1', 'A', '19:00');
