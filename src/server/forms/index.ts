// The form service of the back office (SPEC §7 "Access requests") with its outbox page, and its
// control routes when the emulator's control API is on.
import type { FastifyInstance } from 'fastify';
import type { ResolvedOptions } from '../options';
import { registerFormsControl } from './control';
import { registerDocumentRoute } from './document-route';
import { registerFormRoutes } from './form-routes';
import { registerOutboxPage } from './outbox-page';
import { registerRequestRoutes } from './request-routes';
import { createFormsService, type FormsService } from './service';

export function registerForms(app: FastifyInstance, options: ResolvedOptions): FormsService {
  const service = createFormsService(options);
  registerFormRoutes(app, service.captcha);
  registerRequestRoutes(app, service);
  registerDocumentRoute(app, service);
  registerOutboxPage(app, service.outbox);
  if (options.control) registerFormsControl(app, service);
  return service;
}
