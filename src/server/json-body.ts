// The back office speaks JSON only: application/json in UTF-8 (charset optional). text/plain, Fastify's
// other default, is removed, since a cross-site form can post it without a preflight: it gets the
// French 415 of every unsupported type. A body carrying a key that could reach an object's prototype is
// refused with a message naming that key, instead of the "invalid JSON" Fastify's parser would give.
import type { FastifyInstance } from 'fastify';
import { RequestRefused } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a POST without a body even when it is labelled JSON (an axios post without
     * data may keep its Content-Type): the body is then undefined. */
    emptyBody?: boolean;
  }
}

/** Same code as Fastify's own refusals, so the error handler explains them the same way. */
function fastifyError(code: string, statusCode: number): Error {
  return Object.assign(new Error(code), { code, statusCode });
}

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;

/** The first key of the value that could reach a prototype (secure-json-parse's rule), or null. */
export function forbiddenKey(value: unknown): string | null {
  let level: object[] = value && typeof value === 'object' ? [value] : [];
  while (level.length > 0) {
    const next: object[] = [];
    for (const node of level) {
      if (Object.hasOwn(node, '__proto__')) return '__proto__';
      const ctor: unknown = (node as Record<string, unknown>).constructor;
      if (
        Object.hasOwn(node, 'constructor') &&
        ctor &&
        typeof ctor === 'object' &&
        Object.hasOwn(ctor, 'prototype')
      )
        return 'constructor.prototype';
      // One by one: spreading a large array into push() would overflow the call stack.
      for (const child of Object.values(node)) if (child && typeof child === 'object') next.push(child);
    }
    level = next;
  }
  return null;
}

export function registerJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415), undefined);
      return;
    }
    const text = body as string;
    if (text.length === 0) {
      if (request.routeOptions.config.emptyBody === true) {
        done(null, undefined);
        return;
      }
      done(fastifyError('FST_ERR_CTP_EMPTY_JSON_BODY', 400), undefined);
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      done(fastifyError('FST_ERR_CTP_INVALID_JSON_BODY', 400), undefined);
      return;
    }
    const key = forbiddenKey(value);
    if (key) {
      done(
        new RequestRefused(`Le corps de la requête contient une clé interdite : « ${key} ».`, 400),
        undefined,
      );
      return;
    }
    done(null, value);
  });
}
