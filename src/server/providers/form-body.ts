// HTML forms post application/x-www-form-urlencoded: parsed here with URLSearchParams (no extra
// dependency), and only for the provider stand-ins; the back office itself speaks JSON only.
import type { FastifyInstance } from 'fastify';
import { routedPath, takesFormBody } from '../paths';

export function registerFormBody(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (!takesFormBody(routedPath(request.url))) {
        // Same code as Fastify's own refusal, so the error handler explains it in French.
        const error = Object.assign(new Error('Unsupported Media Type'), {
          statusCode: 415,
          code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
        });
        done(error, undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
