// Issue 23 item 4, « HTTP edges »: a client sending one header line every 2 s kept its connection for the
// whole test (Node's 60 s for the headers, no limit for the whole request under Fastify). Both listeners
// now close a connection whose headers or whole request come too slowly, with a French 408, and admit a
// bounded number of open connections per client address. Over raw sockets, with short limits given as
// options: what is asserted is that the connection was answered and closed, never how long it took.
import { request, Agent } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../../src/server';
import { startServer, type StartedServer } from '../../../src/server/listen';
import { connectRaw, exchange, type RawConnection, type RawResponse } from './raw-http';

let started: StartedServer | undefined;
const held: RawConnection[] = [];
afterEach(async () => {
  for (const connection of held.splice(0)) connection.destroy();
  await started?.close();
  started = undefined;
});

/** Short limits, so a test waits tenths of a second where a server waits seconds. */
const SHORT = { headersTimeoutMs: 200, requestTimeoutMs: 400, timeoutCheckMs: 25 };
/** How long a test keeps trickling before it concludes the server never closes: far above SHORT. */
const PATIENCE_STEPS = 120;
const STEP_MS = 25;

const LISTENERS = ['back office', 'providers'] as const;
type Listener = (typeof LISTENERS)[number];
const portOf = (listener: Listener) =>
  Number(new URL(listener === 'back office' ? started!.url : started!.providersUrl).port);

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Writes one part every STEP_MS until the server closes or the patience runs out. */
async function trickle(connection: RawConnection, part: (step: number) => string): Promise<void> {
  for (let step = 0; step < PATIENCE_STEPS && !connection.ended; step++) {
    connection.write(part(step));
    await pause(STEP_MS);
  }
}

function expectRefusal(answer: RawResponse | null, status: number, messageError: string) {
  expect(answer, 'the server answered before closing').not.toBeNull();
  expect(answer!.status).toBe(status);
  expect(answer!.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer!.headers['x-content-type-options']).toBe('nosniff');
  expect(answer!.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(answer!.headers.connection).toBe('close');
  expect(answer!.json()).toEqual({ messageError });
}

/** A complete request: the status of its answer (503 when refused, 404 when served). */
const served = async (port: number) =>
  (
    await exchange(
      port,
      `GET /inconnue.json HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    )
  )?.status;

const TOO_SLOW = 'Requête refusée : elle est arrivée trop lentement.';

describe('slow clients (slowloris)', () => {
  it.each(LISTENERS)('%s: headers sent one line at a time are cut with a French 408', async (listener) => {
    started = await startServer({ port: 0, http: SHORT });
    const port = portOf(listener);
    const connection = await connectRaw(port);
    held.push(connection);
    connection.write(`GET /api/jwttoken/generate HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
    await trickle(connection, (step) => `X-Lent-${step}: a\r\n`);
    expect(connection.ended, 'the server kept a connection whose headers never ended').toBe(true);
    expectRefusal(await connection.answer, 408, TOO_SLOW);
  });

  it.each(LISTENERS)('%s: a connection that sends nothing is closed too', async (listener) => {
    started = await startServer({ port: 0, http: SHORT });
    const connection = await connectRaw(portOf(listener));
    held.push(connection);
    await trickle(connection, () => '');
    expect(connection.ended, 'the server kept a silent connection').toBe(true);
    expectRefusal(await connection.answer, 408, TOO_SLOW);
  });

  it.each(LISTENERS)('%s: a body sent one byte at a time is cut with a French 408', async (listener) => {
    started = await startServer({ port: 0, http: SHORT });
    const port = portOf(listener);
    const connection = await connectRaw(port);
    held.push(connection);
    // Headers at once: only the whole-request limit can end this one.
    connection.write(
      `POST /inconnue HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        'Content-Length: 1000\r\n\r\n',
    );
    await trickle(connection, () => ' ');
    expect(connection.ended, 'the server kept a connection whose body never ended').toBe(true);
    expectRefusal(await connection.answer, 408, TOO_SLOW);
  });

  it('an idle kept-alive connection is not cut by the headers limit: its next request is served', async () => {
    started = await startServer({ port: 0, http: SHORT });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = request(new URL('/api/jwttoken/generate', started!.url), { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      // Idle between two requests for longer than the headers limit (a browser's pooled connection).
      await pause(2 * SHORT.headersTimeoutMs);
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  it('an answer that takes longer than the request limit is not cut (the limits are on what the client sends)', async () => {
    started = await startServer({ port: 0, http: SHORT, control: true });
    const fault = await fetch(new URL('/__emulator/faults', started.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/jwttoken/generate', delayMs: 2 * SHORT.requestTimeoutMs, times: 1 }),
    });
    expect(fault.status).toBe(201);
    const slow = await fetch(new URL('/api/jwttoken/generate', started.url));
    expect(slow.status).toBe(200);
    expect(await slow.json()).toHaveProperty('id_token');
  });
});

describe('open connections per client address', () => {
  const tooMany = (max: number) =>
    `Trop de connexions ouvertes depuis votre adresse (${max} au plus) : réessayez dans un instant.`;

  it.each(LISTENERS)(
    '%s: over the cap, a French 503 and the connection closed; a closed one frees its place',
    async (listener) => {
      started = await startServer({ port: 0, http: { maxConnectionsPerClient: 3 } });
      const port = portOf(listener);
      for (let i = 0; i < 3; i++) held.push(await connectRaw(port));

      const refused = await connectRaw(port);
      held.push(refused);
      expectRefusal(await refused.answer, 503, tooMany(3));
      // A refused connection takes no place: the next one is refused too, with a request or without.
      expect(await served(port)).toBe(503);

      held[0]!.destroy();
      // Counted down when it closes (the server learns it a moment after the client).
      await vi.waitFor(async () => expect(await served(port)).toBe(404), { timeout: 3000, interval: 25 });
      // Served connections closed after their answer free their place as well.
      expect(await served(port)).toBe(404);
    },
  );

  it('the back office and the providers count their own connections', async () => {
    started = await startServer({ port: 0, http: { maxConnectionsPerClient: 2 } });
    for (let i = 0; i < 2; i++) held.push(await connectRaw(portOf('back office')));
    expect(await served(portOf('back office'))).toBe(503);
    expect(await served(portOf('providers'))).toBe(404);
  });
});

describe('the limits', () => {
  it('default to 10 s for the headers, 30 s for the whole request, 256 connections', async () => {
    started = await startServer({ port: 0 });
    for (const app of [started.server, started.providers]) {
      expect(app.server.headersTimeout).toBe(10_000);
      expect(app.server.requestTimeout).toBe(30_000);
    }
    // Checked against the defaults: a 257th connection is refused, a 256th is not.
    const port = portOf('providers');
    for (let i = 0; i < 255; i++) held.push(await connectRaw(port));
    expect(await served(port)).toBe(404);
    held.push(await connectRaw(port));
    expect(await served(port)).toBe(503);
  });

  it.each([
    [{ headersTimeoutMs: 0 }, 'headersTimeoutMs doit être un entier entre 1 et 600000 (reçu : 0).'],
    [{ requestTimeoutMs: 1.5 }, 'requestTimeoutMs doit être un entier entre 1 et 600000 (reçu : 1.5).'],
    [{ timeoutCheckMs: -1 }, 'timeoutCheckMs doit être un entier entre 1 et 600000 (reçu : -1).'],
    [
      { maxConnectionsPerClient: 0 },
      'maxConnectionsPerClient doit être un entier entre 1 et 100000 (reçu : 0).',
    ],
    [
      { headersTimeoutMs: 5000, requestTimeoutMs: 1000 },
      'headersTimeoutMs (5000) doit être au plus requestTimeoutMs (1000).',
    ],
  ])('refuses %j in French, before listening', async (http, message) => {
    await expect(buildServer({ http })).rejects.toThrow(`Options HTTP invalides : ${message}`);
    await expect(startServer({ port: 0, http })).rejects.toThrow(`Options HTTP invalides : ${message}`);
  });
});
