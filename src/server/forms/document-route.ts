// SPEC §7 "Document upload": POST /formulaire/api/demande/{demandId}/document, one file field at a
// time while the request is A_CONFIRMER. Its own body limit, sized for the largest file taken (under
// 10 MB) in base64; a larger body or file gets 413 "Fichier trop volumineux", which the portal shows
// as is (SPEC §8).
import type { FastifyError, FastifyInstance } from 'fastify';
import { forms } from '../fixtures/forms';
import { guarded } from '../validation';
import { checkedUpload, FILE_TOO_LARGE, FileTooLarge, UPLOAD_BODY_LIMIT } from './documents';
import { fillableRequest, isRefusal, type FormsService } from './service';

export function registerDocumentRoute(app: FastifyInstance, service: FormsService): void {
  app.post('/formulaire/api/demande/:id/document', {
    bodyLimit: UPLOAD_BODY_LIMIT,
    errorHandler(error: FastifyError, _request, reply) {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.code(413).send({ messageError: FILE_TOO_LARGE });
      // Every other error goes on to the server's handler (French JSON errors).
      throw error;
    },
    handler: (request, reply) =>
      guarded(reply, () => {
        const found = fillableRequest(service, (request.params as { id: string }).id, request.sessionId);
        if (isRefusal(found)) return reply.code(found.status).send(found.body);
        const form = forms.find((f) => f.id === found.formulaireId)!;
        try {
          const upload = checkedUpload(request.body, form);
          return service.requests.attach(found.id, {
            champId: upload.field.id,
            label: upload.field.label,
            section: upload.section,
            contentType: upload.contentType,
            bytes: upload.bytes,
          });
        } catch (error) {
          if (error instanceof FileTooLarge) return reply.code(413).send({ messageError: FILE_TOO_LARGE });
          throw error;
        }
      }),
  });
}
