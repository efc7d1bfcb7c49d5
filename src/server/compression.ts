// Issue 27 §7: the back office's JSON answers leave compressed (brotli, else gzip) when the client accepts it
// and they are worth it; the portal's files are already compressed by the build (static.ts sends the .br
// and .gz copies), so only JSON is compressed here, never a PDF, a page or a file.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { TOKEN_PATH } from '../shared/http';
import { isBackofficePath, isControlPath } from './paths';

/** Under about a kilobyte, compressing saves less than it costs (and a TCP packet carries it anyway). */
export const JSON_COMPRESSION_THRESHOLD = 1024;

/**
 * Answers never compressed (BREACH: a compressed answer's length tells an observer whether a guess
 * matched a secret in the same answer, when they can put text of their own into it). Every answer with
 * session data needs the bearer token, which a page of another site cannot make the browser send, and the
 * CSRF cookie's value is never in a body; these carry a secret beside what the customer typed or the
 * network gave, so they stay plain all the same (all are under the threshold today):
 * - the token route: the bearer token itself;
 * - the card and wallet parameters: the provider's signature (PBX_HMAC) and the wallet's checkout token,
 *   beside the customer's e-mail and name.
 */
export const UNCOMPRESSED_PATHS: readonly string[] = [
  TOKEN_PATH,
  '/paiement/api/paybox/parameters',
  '/paiement/api/paypal/parameters',
];

/** Whether a route's answers may leave compressed: the back office's and the control API's (JSON, and
 * PDFs that mime-db says are not worth it); never the portal's files (their copies), nor the emulator's
 * pages. */
function compressible(url: string): boolean {
  return (isBackofficePath(url) || isControlPath(url)) && !UNCOMPRESSED_PATHS.includes(url);
}

/** Before any route: @fastify/compress picks its routes as they are declared. */
export async function registerJsonCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (compressible(route.url)) route.compress = {};
  });
  await app.register(fastifyCompress, {
    // Only the routes given `compress` above (its type test falls back on mime-db, which would take
    // JavaScript and HTML too).
    global: false,
    threshold: JSON_COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json(?:;|$)/,
    // Bodies sent to the back office stay as they are read today (a compressed body is no way around
    // bodyLimit, and no client of the contract sends one).
    globalDecompression: false,
  });
}
