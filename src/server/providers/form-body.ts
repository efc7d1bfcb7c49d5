// HTML forms post application/x-www-form-urlencoded: parsed here with URLSearchParams (no extra
// dependency), only where `accepts` says so: on the back office, the provider's notification; on the
// providers' listener, the routes declared with `config: { formBody: true }` (their pages' forms).
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes HTML form bodies. */
    formBody?: boolean;
  }
}

/** For the providers' listener: the route the router matched declares it takes forms. */
export const routeTakesForms = (request: FastifyRequest) => request.routeOptions.config.formBody === true;

export function registerFormBody(app: FastifyInstance, accepts: (request: FastifyRequest) => boolean): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (!accepts(request)) {
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
