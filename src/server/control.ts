// Emulator-only control API, mounted only when enabled: never part of the operator's back office.
import type { FastifyInstance } from 'fastify';
import { EMULATOR_CONTROL_PREFIX } from '../shared/http';
import { invalidRule, type FaultRule, type FaultTable } from './faults';
import type { AttemptThrottle } from './throttle';

/** Forgets the failures the look-ups' throttle counted (e2e runs share one server and one address). */
export const LOOKUP_RESET_PATH = `${EMULATOR_CONTROL_PREFIX}/recherches`;

export function registerControl(app: FastifyInstance, faults: FaultTable): void {
  const path = `${EMULATOR_CONTROL_PREFIX}/faults`;
  app.get(path, async () => faults.list());
  app.post(path, async (request, reply) => {
    const reason = invalidRule(request.body);
    if (reason) return reply.code(400).send({ messageError: reason });
    faults.add(request.body as FaultRule);
    return reply.code(201).send(faults.list());
  });
  app.delete(path, async (_request, reply) => {
    faults.clear();
    return reply.code(204).send();
  });
}

export function registerLookupReset(app: FastifyInstance, throttle: AttemptThrottle): void {
  app.delete(LOOKUP_RESET_PATH, async (_request, reply) => {
    throttle.clear();
    return reply.code(204).send();
  });
}
