// The network's topology (SPEC §3 "Stop", "Route", "Line"; §7 "Reservation and topology"), read by the
// origin-destination screens and, later, by reservations: lines, each line's ordered stops, the stops.

/** GET /topologie/api/topologie/ligne */
export interface Line {
  code: string;
  libelle: string;
}

/** GET /topologie/api/topologie/arretsPhysiques: a physical stop and the commercial stop it belongs to. */
export interface PhysicalStop {
  code: string;
  codeCommercial: string;
  libelle: string;
}

/** A stop of a line's route, by its physical stop code, in travel order (1, 2, …). */
export interface RouteStop {
  codeArret: string;
  ordre: number;
}

/** GET /topologie/api/topologie/itineraire: one route per line. */
export interface Itinerary {
  codeLigne: string;
  arrets: RouteStop[];
}

export const TOPOLOGY_PATHS = {
  lines: '/topologie/api/topologie/ligne',
  itineraries: '/topologie/api/topologie/itineraire',
  stops: '/topologie/api/topologie/arretsPhysiques',
} as const;
