// How long a client may take to send a request, and how many connections one address may hold open, on
// each listener: a client sending one header line every 2 s kept its connection as long as it liked
// (Node's 60 s for the headers, no limit for the whole request under Fastify).

export interface HttpLimits {
  /** From a connection's first byte (or the request's), until its headers are all in. */
  headersTimeoutMs?: number;
  /** Until the whole request, body included, is in; answers may take longer (never limited). */
  requestTimeoutMs?: number;
  /** How often Node looks for connections over those limits (the overshoot, at most). */
  timeoutCheckMs?: number;
  /** Open connections per client address, on each listener; the next ones get a 503 and are closed. */
  maxConnectionsPerClient?: number;
}

/**
 * 30 s for a request, as issue 23 asks: ample for every request of the portal, the kiosks and the
 * providers, but the largest body the back office takes (a document of a card request, up to 10 Mio in
 * base64: 14 Mo) needs an upload of 3.75 Mbit/s to arrive in time (docs/http-edges.md). 256
 * connections: a browser keeps at most 6 per site and an Electron kiosk about as many, so dozens of
 * kiosks or browsers behind one address (a station's NAT; every local client is 127.0.0.1) still fit,
 * while one client cannot hold all of the emulator's file descriptors.
 */
export const DEFAULT_HTTP_LIMITS: Readonly<Required<HttpLimits>> = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  timeoutCheckMs: 1_000,
  maxConnectionsPerClient: 256,
};

const MAX_TIMEOUT_MS = 600_000;
const MAX_CONNECTIONS = 100_000;

function checkedInteger(name: string, value: number, max: number): number {
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(
      `Options HTTP invalides : ${name} doit être un entier entre 1 et ${max} (reçu : ${value}).`,
    );
  return value;
}

/** The limits with their defaults, checked: a bad value stops the server before it listens. */
export function checkedHttpLimits(limits: HttpLimits = {}): Required<HttpLimits> {
  const all = { ...DEFAULT_HTTP_LIMITS, ...limits };
  checkedInteger('headersTimeoutMs', all.headersTimeoutMs, MAX_TIMEOUT_MS);
  checkedInteger('requestTimeoutMs', all.requestTimeoutMs, MAX_TIMEOUT_MS);
  checkedInteger('timeoutCheckMs', all.timeoutCheckMs, MAX_TIMEOUT_MS);
  checkedInteger('maxConnectionsPerClient', all.maxConnectionsPerClient, MAX_CONNECTIONS);
  // Node refuses it too, in English.
  if (all.headersTimeoutMs > all.requestTimeoutMs)
    throw new Error(
      `Options HTTP invalides : headersTimeoutMs (${all.headersTimeoutMs}) doit être au plus requestTimeoutMs (${all.requestTimeoutMs}).`,
    );
  return all;
}
