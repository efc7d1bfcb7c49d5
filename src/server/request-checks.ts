// What every request goes through first, before the fault injection and the guards: the nosniff header
// on every answer and the JSON policy on every JSON one, the refusal of a missing or repeated Host and of
// a Host the listener does not answer to (DNS rebinding) and of request targets the router could read
// another way than the guards, and the one JSON body parser.
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../shared/http';
import { isJsonType, JSON_POLICY } from './answer-headers';
import { registerJsonBody } from './json-body';
import { hostLineCount, hostnameOf } from './request-host';
import { targetRefusal } from './request-target';

/** `hostnames`: the Host names accepted (request-host.ts listenerHostnames); null accepts any, for an
 * app that never listens on a socket (fastify.inject in tests). */
export function registerRequestChecks(app: FastifyInstance, hostnames: readonly string[] | null): void {
  app.addHook('onRequest', async (request, reply) => {
    // Set first, so it rides on every answer: JSON, files, pages, errors and 404s.
    reply.header('X-Content-Type-Options', 'nosniff');
    const hosts = hostLineCount(request.raw.rawHeaders);
    if (hosts !== 1)
      return reply.code(400).send({
        messageError: `Requête refusée : l’en-tête Host ${hosts === 0 ? 'manque' : 'est envoyé plusieurs fois'}.`,
      } satisfies ErrorBody);
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
  // Before the providers' page headers (registered later), which give a page policy to what has none.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isJsonType(reply.getHeader('content-type'))) reply.header('Content-Security-Policy', JSON_POLICY);
    return payload;
  });
  registerJsonBody(app);
}
