// Node's HTTP server under both listeners (the back office and the providers): its limits, and what it
// answers itself, in French like every answer of the emulator.
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { answerClientError, MAX_HEADER_BYTES, refuseExpectation } from './client-errors';
import { capConnectionsPerClient } from './connection-cap';
import type { HttpLimits } from './http-limits';

/** Fastify's options for the Node server of a listener (a request too slow gets answerClientError's 408). */
export function httpServerOptions(
  limits: Required<HttpLimits>,
): Pick<FastifyHttpOptions<Server>, 'http' | 'requestTimeout' | 'clientErrorHandler'> {
  return {
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node checks it against headersTimeout when it builds the server; Fastify sets it again after.
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckMs,
      maxHeaderSize: MAX_HEADER_BYTES,
      // A missing Host gets Node's empty English 400 otherwise: request-checks.ts refuses it in French.
      requireHostHeader: false,
    },
    requestTimeout: limits.requestTimeoutMs,
    clientErrorHandler: answerClientError,
  };
}

/** What the server needs besides its options, before it listens. */
export function guardHttpServer(server: Server, limits: Required<HttpLimits>): void {
  capConnectionsPerClient(server, limits.maxConnectionsPerClient);
  server.on('checkExpectation', refuseExpectation);
}
