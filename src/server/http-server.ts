// Node's HTTP server under both listeners (the back office and the providers): how it is set up and what
// it answers itself, in French like every answer of the emulator.
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { answerClientError, MAX_HEADER_BYTES, refuseExpectation } from './client-errors';

/** Fastify's options for the Node server of a listener. */
export function httpServerOptions(): Pick<FastifyHttpOptions<Server>, 'http' | 'clientErrorHandler'> {
  return {
    http: {
      maxHeaderSize: MAX_HEADER_BYTES,
      // A missing Host gets Node's empty English 400 otherwise: request-checks.ts refuses it in French.
      requireHostHeader: false,
    },
    clientErrorHandler: answerClientError,
  };
}

/** What the server needs besides its options, before it listens. */
export function guardHttpServer(server: Server): void {
  server.on('checkExpectation', refuseExpectation);
}
