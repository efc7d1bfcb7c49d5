// The demo kiosk's origin is an HTTP listener of its own: it keeps the emulator's limits on slow clients
// and on connections per address, as the back office's listeners do (src/server/http-limits.ts).
import { connect, type Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { createDemoServer } from '../../../src/demo-kiosk/server';
import type { KioskHandlers } from '../../../src/main/ipc';

let close: (() => Promise<void>) | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await close?.();
});

async function start(http: Parameters<typeof createDemoServer>[0]['http']) {
  const server = createDemoServer({
    rendererDir: '/nonexistent',
    port: 0,
    backofficeUrl: 'http://127.0.0.1:9/',
    emulatorOrigin: 'http://127.0.0.1:9',
    deviceId: 'BORNE-DEMO-01',
    handlers: () => ({}) as KioskHandlers,
    http,
  });
  close = server.close;
  return Number(new URL(await server.listen()).port);
}

/** A raw connection that sends `text` and collects what comes back until the server closes it. */
function open(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(text));
    sockets.push(socket);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer));
  });
}

it('closes a connection whose headers never end', async () => {
  const port = await start({ headersTimeoutMs: 300, requestTimeoutMs: 600, timeoutCheckMs: 100 });
  const started = Date.now();
  const answer = await open(port, `GET /home HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Lent: 1\r\n`);
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(answer).toContain('Requête refusée : elle est arrivée trop lentement.');
  expect(Date.now() - started).toBeLessThan(3_000);
});

it('answers 503 to the connection past the cap of one address', async () => {
  const port = await start({ maxConnectionsPerClient: 2 });
  const held = [0, 1].map(
    () =>
      new Promise<void>((resolve) => {
        const socket = connect({ host: '127.0.0.1', port }, () => resolve());
        sockets.push(socket);
        socket.on('error', () => undefined);
      }),
  );
  await Promise.all(held);
  const answer = await open(port, `GET /home HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  expect(answer).toMatch(/^HTTP\/1\.1 503 /);
});
