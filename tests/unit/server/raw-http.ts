// Requests sent byte for byte over a socket: fastify.inject parses the URL with WHATWG URL first, which
// resolves dot segments and rewrites some characters, so the tests of encoded paths would not reach the
// server as an attacker sends them.
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
  const answer = await new Promise<Buffer>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
  });
  const split = answer.indexOf('\r\n\r\n');
  const [statusLine = '', ...headerLines] = answer.subarray(0, split).toString('latin1').split('\r\n');
  const parsed: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    parsed[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rawBody = answer.subarray(split + 4);
  const responseBody = (parsed['transfer-encoding'] === 'chunked' ? dechunk(rawBody) : rawBody).toString(
    'utf8',
  );
  return {
    status: Number(statusLine.split(' ')[1]),
    headers: parsed,
    body: responseBody,
    json: () => JSON.parse(responseBody) as unknown,
  };
}
