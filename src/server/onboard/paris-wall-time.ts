// The instant of a Paris wall-clock time: the clearing's demo taps happen at the hours a traveller
// boards (07:42 on a weekday), whatever the machine's own time zone and summer time.
import { PARIS } from '../../shared/dates';

/** Minutes Paris is ahead of UTC at this instant (60 in winter, 120 in summer). */
function parisOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: PARIS,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant Paris clocks show `time` (HH:mm) on `day` (yyyy-MM-dd). Times skipped by the spring
 * change (02:00–03:00 on its Sunday) land an hour off: the seed never uses them. */
export function parisWallInstant(day: string, time: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  // Twice: the offset at the first guess may be the other side of a change of time.
  const guess = wall - parisOffsetMinutes(new Date(wall)) * 60_000;
  return new Date(wall - parisOffsetMinutes(new Date(guess)) * 60_000);
}
