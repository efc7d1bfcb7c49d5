// Topology service (SPEC §7 "Reservation and topology"): lines, their routes, the physical stops.
import { TOPOLOGY_PATHS, type Itinerary, type Line, type PhysicalStop } from '@shared/topology';
import { http } from './http';

export async function getLines(): Promise<Line[]> {
  return (await http().get<Line[]>(TOPOLOGY_PATHS.lines)).data;
}

export async function getItineraries(): Promise<Itinerary[]> {
  return (await http().get<Itinerary[]>(TOPOLOGY_PATHS.itineraries)).data;
}

export async function getStops(): Promise<PhysicalStop[]> {
  return (await http().get<PhysicalStop[]>(TOPOLOGY_PATHS.stops)).data;
}
