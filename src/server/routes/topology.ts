// SPEC §7 "Reservation and topology": the network's lines, physical stops and each line's route. They
// take no query parameter: any is refused, so a client never believes it filtered something.
import type { FastifyInstance } from 'fastify';
import { TOPOLOGY_PATHS } from '../../shared/topology';
import { itineraries, lines, stops } from '../fixtures/topology';
import { queryOf } from '../query';
import { guarded } from '../validation';

export function registerTopologyRoutes(app: FastifyInstance): void {
  const answers = [
    [TOPOLOGY_PATHS.lines, lines],
    [TOPOLOGY_PATHS.stops, stops],
    [TOPOLOGY_PATHS.itineraries, itineraries],
  ] as const;
  for (const [path, answer] of answers)
    app.get(path, (request, reply) =>
      guarded(reply, () => {
        queryOf(request, []);
        return answer;
      }),
    );
}
