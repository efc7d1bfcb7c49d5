// Clear JSON errors in French: bad JSON, unknown routes, and no stack traces on failures.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../shared/http';

const BAD_JSON: ErrorBody = { messageError: 'Le corps de la requête n’est pas un JSON valide.' };
const INTERNAL: ErrorBody = { messageError: 'Erreur interne de l’émulateur du back office.' };

/** Body-parsing failures, by Fastify error code: each gets its own French explanation. */
function parsingError(error: FastifyError, request: FastifyRequest): ErrorBody | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { messageError: 'Le corps de la requête est trop volumineux.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        messageError: `Type de contenu non pris en charge : ${request.headers['content-type'] ?? 'absent'}.`,
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { messageError: 'Le corps JSON de la requête est vide.' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { messageError: 'La longueur annoncée du corps de la requête est fausse.' };
    default:
      return error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError ? BAD_JSON : null;
  }
}

export function registerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const parsing = parsingError(error, request);
    if (parsing) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      return reply.code(status).send(parsing);
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
