// SPEC §7 "Access requests", reading side: the visible forms, one form with its sorted sections, the
// choice lists, and the captcha challenge the request creation needs.
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_CHALLENGE_PATH } from '../../shared/access-requests';
import type { ErrorBody } from '../../shared/http';
import { formView, listOf, openForm, visibleForms } from './catalogue';
import type { Captcha } from './captcha';

const FORM_NOT_FOUND: ErrorBody = {
  messageError: 'Ce formulaire n’existe pas ou n’est pas ouvert aux demandes.',
};
const LIST_NOT_FOUND: ErrorBody = { messageError: 'Cette liste de choix n’existe pas.' };

/** A path parameter that is a positive integer, else null. */
export function idParameter(value: unknown): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

export function registerFormRoutes(app: FastifyInstance, captcha: Captcha): void {
  app.get('/formulaire/api/formulaires/byPage', async (request, reply) => {
    const { status } = request.query as Record<string, unknown>;
    if (status !== 'VISIBLE')
      return reply.code(400).send({ messageError: 'Le paramètre « status » doit valoir VISIBLE.' });
    return visibleForms();
  });

  app.get('/formulaire/api/formulaire/:id', async (request, reply) => {
    const id = idParameter((request.params as { id: string }).id);
    const form = id === null ? undefined : openForm(id);
    if (!form) return reply.code(404).send(FORM_NOT_FOUND);
    const { withSections } = request.query as Record<string, unknown>;
    return formView(form, withSections === 'true');
  });

  app.get('/formulaire/api/liste/:id', async (request, reply) => {
    const id = idParameter((request.params as { id: string }).id);
    const list = id === null ? undefined : listOf(id);
    return list ?? reply.code(404).send(LIST_NOT_FOUND);
  });

  app.get(CAPTCHA_CHALLENGE_PATH, async (_request, reply) =>
    // Each challenge works once: never from a cache.
    reply.header('Cache-Control', 'no-store').send(await captcha.challenge()),
  );
}
