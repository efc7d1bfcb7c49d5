// What every request goes through first, before the fault injection and the guards: the nosniff header
// on every answer, the refusal of a Host the listener does not answer to (DNS rebinding) and of request
// targets the router could read another way than the guards, and the one JSON body parser.
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../shared/http';
import { registerJsonBody } from './json-body';
import { hostnameOf } from './request-host';
import { targetRefusal } from './request-target';

/** `hostnames`: the Host names accepted (request-host.ts listenerHostnames); null accepts any, for an
 * app that never listens on a socket (fastify.inject in tests). */
export function registerRequestChecks(app: FastifyInstance, hostnames: readonly string[] | null): void {
  app.addHook('onRequest', async (request, reply) => {
    // Set first, so it rides on every answer: JSON, files, pages, errors and 404s.
    reply.header('X-Content-Type-Options', 'nosniff');
    if (hostnames) {
      const hostname = hostnameOf(request.headers.host);
      if (!hostname || !hostnames.includes(hostname))
        return reply.code(421).send({
          messageError: `Hôte de la requête refusé : « ${String(request.headers.host ?? '').slice(0, 100)} ».`,
        } satisfies ErrorBody);
    }
    const refusal = targetRefusal(request.url);
    if (refusal) return reply.code(400).send({ messageError: refusal } satisfies ErrorBody);
  });
  registerJsonBody(app);
}
