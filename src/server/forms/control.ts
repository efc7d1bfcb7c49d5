// Emulator control API of the form service (mounted only with `control`, like the faults): read and
// empty the outbox, and make a request's link expire without moving the server's clock (tokens would
// expire too).
import type { FastifyInstance } from 'fastify';
import { EMULATOR_CONTROL_PREFIX } from '../../shared/http';
import { REQUEST_NOT_FOUND } from './requests';
import type { FormsService } from './service';

export const OUTBOX_CONTROL_PATH = `${EMULATOR_CONTROL_PREFIX}/outbox`;

export function registerFormsControl(app: FastifyInstance, service: FormsService): void {
  app.get(OUTBOX_CONTROL_PATH, async () => service.outbox.list());
  app.delete(OUTBOX_CONTROL_PATH, async (_request, reply) => {
    service.outbox.clear();
    return reply.code(204).send();
  });
  app.post(`${EMULATOR_CONTROL_PREFIX}/demandes/:guid/expire`, async (request, reply) => {
    const expired = service.requests.expire((request.params as { guid: string }).guid);
    if (!expired) return reply.code(404).send({ messageError: REQUEST_NOT_FOUND });
    return { guid: expired.guid, dateCreation: expired.dateCreation };
  });
}
