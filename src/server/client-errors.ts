// What Node's HTTP server refuses before Fastify sees a request: its parser's errors (a Content-Length
// with a Transfer-Encoding, a malformed header line, headers over the limit), its timeouts, and an Expect
// it cannot meet. Node and Fastify answer those in English without nosniff; here in French JSON.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { rawRefusal, refusal } from './answer-headers';

/** Node's default, given explicitly: the figure the 431 answer states. */
export const MAX_HEADER_BYTES = 16 * 1024;

const REFUSED = 'Requête refusée : ';
const CONTENT_LENGTH = `${REFUSED}Content-Length est invalide, répété ou envoyé avec Transfer-Encoding.`;

/** By the code of Node's error (llhttp's HPE_… for the parser's). */
const BY_CODE: Record<string, readonly [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, `${REFUSED}elle est arrivée trop lentement.`],
  HPE_HEADER_OVERFLOW: [431, `${REFUSED}ses en-têtes dépassent 16 Kio.`],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, `${REFUSED}les extensions d’un bloc du corps dépassent 16 Kio.`],
  // A Content-Length with a Transfer-Encoding is one or the other, by the order they come in.
  HPE_INVALID_TRANSFER_ENCODING: [
    400,
    `${REFUSED}Transfer-Encoding est invalide ou envoyé avec Content-Length.`,
  ],
  HPE_INVALID_CONTENT_LENGTH: [400, CONTENT_LENGTH],
  HPE_UNEXPECTED_CONTENT_LENGTH: [400, CONTENT_LENGTH],
  HPE_INVALID_HEADER_TOKEN: [400, `${REFUSED}une ligne d’en-tête est mal formée.`],
};
const MALFORMED = [400, `${REFUSED}ce n’est pas une requête HTTP/1.1 valide.`] as const;

/** Fastify's `clientErrorHandler`: answers, then closes the connection. */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, messageError] = BY_CODE[error.code] ?? MALFORMED;
  this.log.debug({ err: error }, messageError);
  // As Node does: never an answer in the middle of one already begun on this connection (pipelining).
  const current = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (!socket.writable || current?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(rawRefusal(status, { messageError }), () => socket.destroy());
}

/** The server's 'checkExpectation' listener: an Expect other than 100-continue (Node's own 417 is empty). */
export function refuseExpectation(request: IncomingMessage, response: ServerResponse): void {
  const expectation = String(request.headers.expect).slice(0, 100);
  const { headers, json } = refusal({
    messageError: `${REFUSED}l’attente « ${expectation} » n’est pas prise en charge.`,
  });
  response.writeHead(417, headers).end(json);
}
