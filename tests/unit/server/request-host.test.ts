// DNS rebinding: a foreign page whose name resolves to 127.0.0.1 calls the emulator as a same-origin
// caller, its Origin equal to its Host, which the Origin check accepts. The listeners of startServer
// answer only to the Host names they really have; the answer is a French 421 and nothing runs.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../../../src/server/listen';
import { hostnameOf, listenerHostnames } from '../../../src/server/request-host';

let started: StartedServer;
beforeAll(async () => {
  started = await startServer({ port: 0 });
});
afterAll(() => started.close());

/** A GET with the Host header a rebinding page's browser would send (fetch cannot set it). */
function get(base: string, path: string, host: string) {
  const url = new URL(path, base);
  return new Promise<{ status: number; body: string; nosniff: unknown }>((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, headers: { host } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body, nosniff: res.headers['x-content-type-options'] }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('Host names the listeners answer to', () => {
  it.each([
    ['evil.example'],
    ['evil.example:5180'],
    ['127.0.0.1.evil.example'],
    ['localhost.evil.example'],
    ['127.0.0.1@evil.example'],
  ])('the back office refuses Host %j with a French 421 before any route', async (host) => {
    const answer = await get(started.url, '/api/jwttoken/generate', host);
    expect(answer.status).toBe(421);
    expect(JSON.parse(answer.body)).toEqual({
      messageError: `Hôte de la requête refusé : « ${host} ».`,
    });
    expect(answer.body).not.toContain('id_token');
    expect(answer.nosniff).toBe('nosniff');
  });

  it('the providers refuse a foreign Host too', async () => {
    const answer = await get(started.providersUrl, '/externe/page.css', 'evil.example');
    expect(answer.status).toBe(421);
  });

  it.each(['127.0.0.1', 'localhost', 'LOCALHOST', '[::1]'])(
    'a loopback name (%s), with its port, is served',
    async (name) => {
      const port = new URL(started.url).port;
      const answer = await get(started.url, '/api/jwttoken/generate', `${name}:${port}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('id_token');
    },
  );
});

describe('hostnameOf', () => {
  it.each([
    ['127.0.0.1:5180', '127.0.0.1'],
    ['LocalHost', 'localhost'],
    ['[::1]:5180', '[::1]'],
    ['bo.exemple.fr', 'bo.exemple.fr'],
  ])('%j is the host name %j', (host, name) => {
    expect(hostnameOf(host)).toBe(name);
  });

  it.each([undefined, '', 'a@b', 'a/b', 'a b', 'a:port', `${'a'.repeat(256)}`, 'h:123456'])(
    '%j is no Host value',
    (host) => {
      expect(hostnameOf(host)).toBeNull();
    },
  );
});

describe('listenerHostnames', () => {
  it('the loopback names, plus the listener’s own host', () => {
    expect(listenerHostnames('127.0.0.1')).toEqual(['127.0.0.1', 'localhost', '[::1]']);
    expect(listenerHostnames('::1')).toEqual(['127.0.0.1', 'localhost', '[::1]']);
    expect(listenerHostnames('borne-01.local')).toEqual([
      '127.0.0.1',
      'localhost',
      '[::1]',
      'borne-01.local',
    ]);
  });
});
