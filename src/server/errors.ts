// Clear JSON errors in French: bad JSON, unknown routes, refused request targets, and no stack traces
// or library messages (English, e.g. @fastify/static's 'Forbidden') on failures.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../shared/http';
import { JSON_HEADERS } from './answer-headers';
import { routedPath, targetRefusal } from './request-target';

const BAD_JSON: ErrorBody = { messageError: 'Le corps de la requête n’est pas un JSON valide.' };
const INTERNAL: ErrorBody = { messageError: 'Erreur interne de l’émulateur du back office.' };

/** An error of ours whose message is already the French answer. */
export class RequestRefused extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

/** French answers for errors raised by Fastify or its plugins, whose own messages are English. */
const BY_STATUS: Record<number, string> = {
  400: 'Requête invalide.',
  403: 'Accès refusé.',
  405: 'Méthode non autorisée.',
  406: 'Format de réponse non disponible.',
  412: 'Condition préalable de la requête non remplie.',
  413: 'Le corps de la requête est trop volumineux.',
  414: 'L’adresse de la requête est trop longue.',
  416: 'La plage demandée n’est pas disponible.',
};

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
    if (error instanceof RequestRefused)
      return reply.code(error.statusCode).send({ messageError: error.message } satisfies ErrorBody);
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send(INTERNAL);
    }
    if (status === 404) return notFoundJson(request, reply);
    return reply
      .code(status)
      .send({ messageError: BY_STATUS[status] ?? 'Requête refusée.' } satisfies ErrorBody);
  });
}

/**
 * Errors Fastify raises before any hook runs (Fastify's `frameworkErrors` option): a target the router
 * cannot decode, an over-long parameter. Answered here in French, with the headers every JSON answer
 * carries (no onSend hook runs for them either).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(JSON_HEADERS);
  if (error.code === 'FST_ERR_BAD_URL')
    return reply
      .code(400)
      .send({ messageError: targetRefusal(request.url) ?? BY_STATUS[400]! } satisfies ErrorBody);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.code(414).send({ messageError: BY_STATUS[414]! } satisfies ErrorBody);
  request.log.error(error);
  return reply.code(500).send(INTERNAL);
}

export function notFoundJson(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({
    messageError: `Ressource introuvable : ${request.method} ${routedPath(request.url)}`,
  } satisfies ErrorBody);
}
