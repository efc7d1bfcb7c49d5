// Clear JSON errors in French: bad JSON, unknown routes, and no stack traces on failures.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../shared/http';

const BAD_JSON: ErrorBody = { messageError: 'Le corps de la requête n’est pas un JSON valide.' };
const INTERNAL: ErrorBody = { messageError: 'Erreur interne de l’émulateur du back office.' };

export function registerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError) {
      return reply.code(error.statusCode && error.statusCode !== 500 ? error.statusCode : 400).send(
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? {
              messageError: `Type de contenu non pris en charge : ${request.headers['content-type'] ?? 'absent'}.`,
            }
          : BAD_JSON,
      );
    }
    if (error.validation)
      return reply.code(400).send({ messageError: `Requête invalide : ${error.message}` });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send(INTERNAL);
    }
    return reply.code(status).send({ messageError: error.message });
  });
}

export function notFoundJson(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return reply
    .code(404)
    .send({ messageError: `Ressource introuvable : ${request.method} ${path}` } satisfies ErrorBody);
}
