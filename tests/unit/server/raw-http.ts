// Requests sent byte for byte over a socket: fastify.inject parses the URL with WHATWG URL first, which
// resolves dot segments and rewrites some characters, so the tests of encoded paths would not reach the
// server as an attacker sends them. Also what a client's HTTP stack never sends: malformed requests, and
// connections written to at a test's own pace (slow headers, slow bodies) or held open.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  json(): unknown;
}

/** Starts the server on a free loopback port (once) and returns that port. */
export async function listening(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** Chunk sizes count bytes: decoded on the buffer, before UTF-8. */
function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let rest = body;
  for (;;) {
    const end = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.subarray(0, end).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(rest.subarray(end + 2, end + 2 + size));
    rest = rest.subarray(end + 2 + size + 2);
  }
}

/** One HTTP answer read from the bytes a server sent (status line, headers, body by its framing). */
export function parseResponse(answer: Buffer): RawResponse {
  const split = answer.indexOf('\r\n\r\n');
  const [statusLine = '', ...headerLines] = answer.subarray(0, split).toString('latin1').split('\r\n');
  const parsed: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    parsed[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rawBody = answer.subarray(split + 4);
  const length = parsed['content-length'];
  const framed =
    parsed['transfer-encoding'] === 'chunked'
      ? dechunk(rawBody)
      : length === undefined
        ? rawBody
        : rawBody.subarray(0, Number(length));
  const responseBody = framed.toString('utf8');
  return {
    status: Number(statusLine.split(' ')[1]),
    headers: parsed,
    body: responseBody,
    json: () => JSON.parse(responseBody) as unknown,
  };
}

/** A connection held open by the test, written to at its own pace. */
export interface RawConnection {
  write(text: string): void;
  /** Whether the server has closed its side (its answer, if any, is then all in). */
  readonly ended: boolean;
  /** Resolves once the server closed the connection: its first answer, or null when it sent none. */
  readonly answer: Promise<RawResponse | null>;
  destroy(): void;
}

/** Opens a loopback connection to `port` and resolves once connected. */
export function connectRaw(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let ended = false;
    let settle: (answer: RawResponse | null) => void = () => undefined;
    const answer = new Promise<RawResponse | null>((done) => (settle = done));
    const socket = connect(port, '127.0.0.1', () =>
      resolve({
        write: (text) => {
          // A server that closed meanwhile resets further writes: that is its answer, not a failure.
          if (!socket.destroyed) socket.write(text);
        },
        get ended() {
          return ended;
        },
        answer,
        destroy: () => socket.destroy(),
      }),
    );
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => (ended = true));
    socket.on('error', (error) => (socket.connecting ? reject(error) : undefined));
    socket.on('close', () => {
      ended = true;
      const all = Buffer.concat(chunks);
      settle(all.length > 0 ? parseResponse(all) : null);
    });
  });
}

/** Sends these bytes exactly as given and reads what the server answers until it closes. */
export async function exchange(port: number, request: string): Promise<RawResponse | null> {
  const connection = await connectRaw(port);
  connection.write(request);
  return connection.answer;
}

/** Sends `METHOD target HTTP/1.1` exactly as given, with these headers and body. */
export async function raw(
  app: FastifyInstance,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<RawResponse> {
  const port = await listening(app);
  const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body || method !== 'GET') lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  const answer = await exchange(port, `${lines.join('\r\n')}\r\n\r\n${body}`);
  if (!answer) throw new Error(`No answer to ${method} ${target}`);
  return answer;
}
