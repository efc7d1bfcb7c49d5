// An origin-destination trip as a query or a body names it: a line and two of its stops, all three or
// none. Every refusal is a 400 in French; the fare counts the stops between origin and destination.
import type { PhysicalStop } from '../../shared/topology';
import { lineOf, ordreOf, stopOf, type SeedLine } from '../fixtures/topology';
import { BadRequest } from '../validation';

export interface Od {
  line: SeedLine;
  origin: PhysicalStop;
  destination: PhysicalStop;
  /** Stops travelled: |ordre(destination) − ordre(origine)|. */
  distance: number;
}

export interface OdFields {
  ligne?: unknown;
  origine?: unknown;
  destination?: unknown;
}

const LINE_CODE = /^[A-Z0-9]{1,10}$/;
const STOP_CODE = /^[A-Z0-9-]{1,20}$/;

export const OD_INCOMPLETE = 'Indiquez la ligne, l’arrêt de départ et l’arrêt d’arrivée.';

const given = (value: unknown) => value !== undefined && value !== null;

function stopOn(line: SeedLine, value: unknown, which: 'de départ' | 'd’arrivée'): [PhysicalStop, number] {
  if (typeof value !== 'string' || !STOP_CODE.test(value))
    throw new BadRequest(`Le code de l’arrêt ${which} n’est pas valide.`);
  const stop = stopOf(value);
  if (!stop) throw new BadRequest(`L’arrêt ${which} n’existe pas.`);
  const ordre = ordreOf(line, value);
  if (ordre === null) throw new BadRequest(`L’arrêt ${which} n’est pas desservi par cette ligne.`);
  return [stop, ordre];
}

/** The trip the fields name, or null when none of the three is given. */
export function odOf(fields: OdFields): Od | null {
  const values = [fields.ligne, fields.origine, fields.destination];
  if (values.every((v) => !given(v))) return null;
  if (!values.every(given)) throw new BadRequest(OD_INCOMPLETE);
  if (typeof fields.ligne !== 'string' || !LINE_CODE.test(fields.ligne))
    throw new BadRequest('Le code de ligne n’est pas valide.');
  const line = lineOf(fields.ligne);
  if (!line) throw new BadRequest('Cette ligne n’existe pas.');
  const [origin, from] = stopOn(line, fields.origine, 'de départ');
  const [destination, to] = stopOn(line, fields.destination, 'd’arrivée');
  if (origin.code === destination.code)
    throw new BadRequest('L’arrêt d’arrivée doit être différent de l’arrêt de départ.');
  return { line, origin, destination, distance: Math.abs(to - from) };
}
