// What every request goes through first, before the fault injection and the guards: the nosniff header
// on every answer, the refusal of request targets the router could read another way than the guards,
// and the one JSON body parser.
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../shared/http';
import { registerJsonBody } from './json-body';
import { targetRefusal } from './request-target';

export function registerRequestChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // Set first, so it rides on every answer: JSON, files, pages, errors and 404s.
    reply.header('X-Content-Type-Options', 'nosniff');
    const refusal = targetRefusal(request.url);
    if (refusal) return reply.code(400).send({ messageError: refusal } satisfies ErrorBody);
  });
  registerJsonBody(app);
}
