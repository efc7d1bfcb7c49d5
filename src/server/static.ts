// The built web renderer with single-page-app fallback, the emulator's images and stand-in pages,
// and the security headers of every HTML answer.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundJson } from './errors';
import { isBackofficePath, isControlPath, routedPath } from './paths';
import type { ResolvedOptions } from './options';
import { originsOf, preferencesFor } from './routes/config';

const NOT_BUILT = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Portail non construit</title></head>
<body><h1>Le portail web n’est pas construit</h1><p>Lancez <code>npm run build:web</code> puis rechargez la page.</p></body></html>`;

/**
 * The portal's policy. `allowedOrigins` may be framed (the contactless-transactions page...);
 * `providerOrigins` receive the card form (form-action, which also covers the redirects after it);
 * `apiOrigins` are called by the renderer itself (the mobile-ticket API, with XHR).
 */
export function contentSecurityPolicy(
  allowedOrigins: string[],
  providerOrigins: string[],
  apiOrigins: string[] = [],
): string {
  const list = (origins: string[]) => ["'self'", ...new Set(origins)].join(' ');
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "style-src 'self'",
    // WebAssembly may be compiled (the QR code reader, zxing, when the browser has no BarcodeDetector):
    // 'wasm-unsafe-eval' allows that and nothing else, never eval() or inline scripts.
    "script-src 'self' 'wasm-unsafe-eval'",
    `connect-src ${list(apiOrigins)}`,
    `frame-src ${list(allowedOrigins)}`,
    `form-action ${list(providerOrigins)}`,
    "frame-ancestors 'self'",
    // The web portal's service worker and manifest (issue 16 "PWA"), from the portal's origin only: what
    // default-src already gave them, said where a reader of the policy looks for it.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** The portal's policy for this client, from the preferences it is served (providers on their origin). */
function portalPolicy(request: FastifyRequest, providersUrl: string): string {
  const preferences = preferencesFor(originsOf(request, providersUrl));
  const origin = (url: string) => new URL(url).origin;
  return contentSecurityPolicy(
    preferences.allowedOrigins,
    [preferences.paymentProviderUrl, preferences.paymentProviderMobileUrl, preferences.walletProviderUrl].map(
      origin,
    ),
    [origin(preferences.mobileTicketUrl)],
  );
}

function securityHeaders(request: FastifyRequest, reply: FastifyReply, providersUrl: string): void {
  // A page with a policy of its own (/emulateur/borne frames the demo kiosk) keeps it.
  if (!reply.hasHeader('Content-Security-Policy'))
    reply.header('Content-Security-Policy', portalPolicy(request, providersUrl));
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'same-origin');
}

export async function registerStatic(app: FastifyInstance, options: ResolvedOptions): Promise<void> {
  const webIndex = options.webRoot ? join(options.webRoot, 'index.html') : null;
  const built = () => webIndex !== null && existsSync(webIndex);

  await app.register(fastifyStatic, {
    root: join(options.assetsDir, 'images'),
    prefix: '/content/images/',
    decorateReply: false,
  });
  // Stand-in for another site: the network's own website (the providers' pages have their own listener).
  await app.register(fastifyStatic, {
    root: join(options.assetsDir, 'pages', 'externe'),
    prefix: '/externe/',
    decorateReply: false,
  });
  if (options.webRoot) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      prefix: '/',
      wildcard: true,
      index: false,
      cacheControl: false,
      // The build's .br and .gz copies (scripts/compressed-copies.ts), by the client's Accept-Encoding; the
      // original when it accepts neither or a file has no smaller copy.
      preCompressed: true,
      setHeaders(res, path) {
        // A cache between the portal and its customers keeps each encoding apart.
        res.setHeader('Vary', 'Accept-Encoding');
        // Hashed bundles never change; index.html must always be fresh.
        res.setHeader(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html'))
      securityHeaders(request, reply, options.providersUrl);
    return payload;
  });

  app.setNotFoundHandler((request, reply) => {
    const path = routedPath(request.url);
    // A route of the single-page app: a GET outside the APIs, asked by a browser or without a file extension.
    // An API path in another letter case matches no route (the router is case sensitive) and is no page.
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isBackofficePath(path.toLowerCase()) &&
      !isControlPath(path.toLowerCase()) &&
      ((request.headers.accept ?? '').includes('text/html') || !lastSegment.includes('.'));
    if (!wantsPage) return notFoundJson(request, reply);
    return sendApp(reply);
  });
  // The site root is a route of the app too (the static plugin refuses directories).
  app.get('/', (_request, reply) => sendApp(reply));

  function sendApp(reply: FastifyReply) {
    reply.type('text/html; charset=utf-8');
    if (!built()) return reply.header('Cache-Control', 'no-cache').send(NOT_BUILT);
    return reply
      .sendFile('index.html', options.webRoot!, { cacheControl: false })
      .header('Cache-Control', 'no-cache');
  }
}
