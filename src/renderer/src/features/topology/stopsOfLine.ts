// A line's stops in travel order, named from the physical stops (the code when a stop is unknown).
import type { Itinerary, Line, PhysicalStop } from '@shared/topology';

export interface NamedStop {
  code: string;
  libelle: string;
}

export function stopsOfLine(
  lineCode: string | null,
  itineraries: readonly Itinerary[],
  stops: readonly PhysicalStop[],
): NamedStop[] {
  const itinerary = itineraries.find((i) => i.codeLigne === lineCode);
  if (!itinerary) return [];
  return [...itinerary.arrets]
    .sort((a, b) => a.ordre - b.ordre)
    .map(({ codeArret }) => ({
      code: codeArret,
      libelle: stops.find((s) => s.code === codeArret)?.libelle ?? codeArret,
    }));
}

export const lineLabel = (code: string, lines: readonly Line[]) =>
  lines.find((l) => l.code === code)?.libelle ?? code;
