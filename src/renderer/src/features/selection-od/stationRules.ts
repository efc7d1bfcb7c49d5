// The kiosk's destination-first journey (issue 24 item 1): from the kiosk's stop, every stop its lines
// reach, each with the lines serving the pair (the line is chosen for the customer when only one does).
import { STATION_PATTERN } from '@shared/device-config';
import type { DeviceInfo } from '@shared/kiosk-bridge';
import { searchable } from '../reservation';
import type { Topology } from './journeyRules';

export interface Destination {
  code: string;
  libelle: string;
  /** Codes of the lines serving the kiosk's stop and this one, in the topology's order. */
  lines: string[];
}

/** The kiosk's stop as the device said it: a stop code's shape, else none (the renderer trusts no input). */
export function stationOf(device: Pick<DeviceInfo, 'station'> | null): string | null {
  const station = device?.station;
  return typeof station === 'string' && STATION_PATTERN.test(station) ? station : null;
}

/** Whether the topology knows the stop (else the kiosk says so and keeps SPEC's steps). */
export const isKnownStop = (code: string, topology: Topology) => topology.stops.some((s) => s.code === code);

/**
 * Every stop reachable from `station` on one line, A to Z (French order), with its lines. `unsold`: lines
 * the back office sells nothing on, left out (nothing offered that sells nothing).
 */
export function destinationsFrom(
  station: string,
  topology: Topology,
  unsold: readonly string[] = [],
): Destination[] {
  const byStop = new Map<string, string[]>();
  for (const line of topology.lines) {
    if (unsold.includes(line.code)) continue;
    const route = topology.itineraries.find((i) => i.codeLigne === line.code)?.arrets ?? [];
    if (!route.some((stop) => stop.codeArret === station)) continue;
    for (const { codeArret } of route) {
      if (codeArret === station) continue;
      const lines = byStop.get(codeArret) ?? [];
      if (!lines.includes(line.code)) lines.push(line.code);
      byStop.set(codeArret, lines);
    }
  }
  const label = (code: string) => topology.stops.find((s) => s.code === code)?.libelle ?? code;
  return [...byStop]
    .map(([code, lines]) => ({ code, libelle: label(code), lines }))
    .sort((a, b) => a.libelle.localeCompare(b.libelle, 'fr'));
}

/** The A–Z filter: destinations with a word starting with what is typed (accents and case aside). */
export function filteredDestinations(destinations: readonly Destination[], typed: string): Destination[] {
  const wanted = searchable(typed);
  if (wanted === '') return [...destinations];
  return destinations.filter((d) =>
    searchable(d.libelle)
      .split(' ')
      .some((word) => word.startsWith(wanted)),
  );
}
