// The rolling timetable (SPEC §3 "Trip"): the runs of the seed on any day, as the back office sends them,
// and the window the portal may search and book: today in Paris and the 89 days after it. A run is a
// pure function of its code and day, so an order made yesterday still finds its run today.
import type { Course, Leg } from '../../shared/reservation';
import { legOf, localDateTime, nextDay } from '../../shared/reservation-rules';
import { runSeedOf, runSeeds, stopsOf, type RunSeed } from './runs';

/** SPEC: the next 90 days, today included. */
export const TIMETABLE_DAYS = 90;

/** `day` moved by `days` calendar days (no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const previousDay = (day: string): string => addDays(day, -1);

export const isSunday = (day: string): boolean => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;

/** The Paris local date-time `minutes` after `time` on `day` (past midnight: the next day). */
function after(day: string, time: string, minutes: number): string {
  const [hours, mins] = time.split(':').map(Number) as [number, number];
  const total = hours * 60 + mins + minutes;
  const clock = `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  let at = day;
  for (let d = 0; d < Math.floor(total / 1440); d += 1) at = nextDay(at);
  return localDateTime(at, clock);
}

export const runsOn = (run: RunSeed, day: string): boolean => run.sundays || !isSunday(day);

function courseOf(run: RunSeed, day: string): Course {
  const stops = stopsOf(run);
  const etapes = stops.map((stop, index) => {
    const time = after(day, run.departure, stop.minutes).slice(11, 16);
    return { codeArret: stop.code, ordre: index + 1, heureArrivee: time, heureDepart: time };
  });
  return {
    code: run.code,
    date: day,
    etapes,
    codeLigne: run.line.code,
    libelleLigne: run.line.libelle,
    dateDepart: after(day, run.departure, 0),
    dateArrivee: after(day, run.departure, stops[stops.length - 1]!.minutes),
  };
}

/** The run `code` on `day`, or null when there is no such run or it does not run that day. */
export function courseOn(code: string, day: string): Course | null {
  const run = runSeedOf(code);
  return run && runsOn(run, day) ? courseOf(run, day) : null;
}

/** Every run starting on `day`, by departure from its first stop. */
export function coursesOn(day: string): Course[] {
  return runSeeds
    .filter((run) => runsOn(run, day))
    .map((run) => courseOf(run, day))
    .sort((a, b) => a.dateDepart.localeCompare(b.dateDepart) || a.code.localeCompare(b.code));
}

/** Days the portal may search: today and the next 89. */
export const inWindow = (day: string, today: string): boolean =>
  day >= today && day <= addDays(today, TIMETABLE_DAYS - 1);

/** Runs of `day` calling at `origin` and later at `destination`, each with its leg, by boarding time. */
export function legsBetween(
  day: string,
  origin: string,
  destination: string,
): { course: Course; leg: Leg }[] {
  return coursesOn(day)
    .flatMap((course) => {
      const leg = legOf(course, origin, destination);
      return leg ? [{ course, leg }] : [];
    })
    .sort(
      (a, b) =>
        a.leg.dateDepart.localeCompare(b.leg.dateDepart) || a.course.code.localeCompare(b.course.code),
    );
}

/**
 * The run `code` whose leg from `origin` to `destination` boards at `dateDepart` (and, when given,
 * alights at `dateArrivee`): a leg after midnight belongs to the run of the day before. Null otherwise.
 */
export function findLeg(
  code: string,
  origin: string,
  destination: string,
  dateDepart: string,
  dateArrivee?: string,
): { course: Course; leg: Leg } | null {
  const day = dateDepart.slice(0, 10);
  for (const runDay of [day, previousDay(day)]) {
    const course = courseOn(code, runDay);
    const leg = course ? legOf(course, origin, destination) : null;
    if (
      course &&
      leg &&
      leg.dateDepart === dateDepart &&
      (dateArrivee === undefined || leg.dateArrivee === dateArrivee)
    )
      return { course, leg };
  }
  return null;
}

/** A Paris local date-time moved by `minutes` on the wall clock. */
export function addMinutesLocal(dateTime: string, minutes: number): string {
  return new Date(Date.parse(`${dateTime}Z`) + minutes * 60_000).toISOString().slice(0, 19);
}
