// SPEC §7 "Access requests": create a request (captcha checked, link e-mailed), read it by its link's
// guid while the link is valid (24 h), and send the detailed form (status A_CONFIRMER → A_TRAITER).
import type { FastifyInstance } from 'fastify';
import type { AccessRequest } from '../../shared/access-requests';
import { forms } from '../fixtures/forms';
import { requestOrigin } from '../origin';
import { guarded } from '../validation';
import { CAPTCHA_REFUSED } from './captcha';
import { checkedCreation } from './creation';
import { confirmationMail, linkMail } from './mails';
import { checkedProcessing } from './processing';
import { REQUEST_NOT_FOUND, type StoredRequest } from './requests';
import { fillableRequest, isRefusal, markOpened, type FormsService } from './service';

/** A copy, so that later changes never alter an answer already handed out. */
const view = (request: StoredRequest): AccessRequest => structuredClone(request);

export function registerRequestRoutes(app: FastifyInstance, service: FormsService): void {
  app.post('/formulaire/api/demande', (request, reply) =>
    guarded(reply, async () => {
      const solved = await service.captcha.check((request.query as Record<string, unknown>).tokenCaptcha);
      if (!solved) return reply.code(400).send({ messageError: CAPTCHA_REFUSED });
      // A refused body leaves the captcha unused: the visitor corrects the form and sends again.
      const fresh = checkedCreation(request.body);
      if (!service.captcha.consume(solved)) return reply.code(400).send({ messageError: CAPTCHA_REFUSED });
      const created = service.requests.create(fresh);
      service.outbox.send(linkMail(created, requestOrigin(request)));
      // The link (guid) goes by e-mail only: whoever creates a request must own the address.
      const answer = view(created);
      delete answer.guid;
      return reply.code(201).send(answer);
    }),
  );

  app.get('/formulaire/api/demande/:guid', async (request, reply) => {
    const found = service.requests.live({ guid: (request.params as { guid: string }).guid });
    if (!found) return reply.code(404).send({ messageError: REQUEST_NOT_FOUND });
    markOpened(service, found.id, request.sessionId);
    return view(found);
  });

  app.put('/formulaire/api/demande/:id', (request, reply) =>
    guarded(reply, () => {
      const found = fillableRequest(service, (request.params as { id: string }).id, request.sessionId);
      if (isRefusal(found)) return reply.code(found.status).send(found.body);
      const form = forms.find((f) => f.id === found.formulaireId)!;
      const items = checkedProcessing(request.body, found, form, service.requests.documentsOf(found.id));
      const date = service.now().toISOString();
      found.donneesDeDemandes = items.map((item) => ({
        ...item,
        demandeId: found.id,
        dateCreation: date,
        dateModification: date,
      }));
      found.statut = 'A_TRAITER';
      found.dateModification = date;
      service.outbox.send(confirmationMail(found));
      return view(found);
    }),
  );
}
