// Headers of the providers' own answers: nosniff and a strict policy of their own on every one (no
// script unless a page says so, and then only its own files; their stylesheet only), framed by nobody
// unless a page says who may frame it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface PagePolicy {
  /** Where the page's forms may post, redirects after the post included (the merchant's return pages). */
  forms?: readonly string[];
  /** Origins allowed to frame the page; none by default. */
  ancestors?: readonly string[];
  /** The page runs its own script files (never inline, never eval) and calls its own origin. */
  scripts?: boolean;
}

const sources = (list: readonly string[] | undefined) =>
  list && list.length > 0 ? [...new Set(list)].join(' ') : "'none'";

export function providerPagePolicy({ forms, ancestors, scripts }: PagePolicy = {}): string {
  return [
    "default-src 'none'",
    // Scripts write to the page through the DOM only (textContent): Trusted Types refuse any HTML sink.
    ...(scripts
      ? ["script-src 'self'", "connect-src 'self'", "require-trusted-types-for 'script'"]
      : ["script-src 'none'"]),
    "style-src 'self'",
    "img-src 'self'",
    `form-action ${sources(forms)}`,
    `frame-ancestors ${sources(ancestors)}`,
    "base-uri 'none'",
  ].join('; ');
}

/** The http(s) origins of these URLs (the signed return URLs a page's forms end on). */
export function httpOrigins(urls: readonly string[]): string[] {
  return urls.flatMap((url) => {
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? [parsed.origin] : [];
    } catch {
      return [];
    }
  });
}

/** Sends a French HTML page of a provider under its own policy. */
export function sendPage(reply: FastifyReply, html: string, policy: PagePolicy = {}, status = 200) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', providerPagePolicy(policy))
    .send(html);
}

/** `policyOf` gives the policy of answers that did not set one (static pages, errors). */
export function registerPageHeaders(
  app: FastifyInstance,
  policyOf: (request: FastifyRequest) => PagePolicy,
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    if (!reply.hasHeader('Content-Security-Policy'))
      reply.header('Content-Security-Policy', providerPagePolicy(policyOf(request)));
    return payload;
  });
}
