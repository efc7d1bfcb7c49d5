// Issue 23 item 4, « HTTP edges »: what Node's HTTP parser refuses before Fastify sees a request (a
// Content-Length with a Transfer-Encoding, a malformed header line, 20 KB of headers, an unknown Expect,
// a missing or repeated Host) is answered like every other refusal, in French JSON with nosniff; and every
// JSON answer of both listeners carries the JSON policy. Sent byte for byte over a socket, to both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../../../src/server/listen';
import { TRANSACTIONS_PATHS } from '../../../src/server/providers/transactions/api';
import { exchange, type RawResponse } from './raw-http';

let started: StartedServer;
beforeAll(async () => {
  started = await startServer({ port: 0 });
});
afterAll(() => started.close());

const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";

const LISTENERS = ['back office', 'providers'] as const;
const portOf = (listener: (typeof LISTENERS)[number]) =>
  Number(new URL(listener === 'back office' ? started.url : started.providersUrl).port);

/** A refusal as every answer of the emulator gives it: French JSON, nosniff, the JSON policy. */
function expectRefusal(answer: RawResponse | null, status: number, messageError: string) {
  expect(answer, 'the server answered before closing').not.toBeNull();
  expect(answer!.status).toBe(status);
  expect(answer!.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer!.headers['x-content-type-options']).toBe('nosniff');
  expect(answer!.headers['content-security-policy']).toBe(JSON_POLICY);
  expect(answer!.json()).toEqual({ messageError });
  // Answered and nothing else: no route ran, so no cookie was handed out.
  expect(answer!.headers['set-cookie']).toBeUndefined();
}

describe('refusals of Node’s HTTP parser, in French', () => {
  it.each(LISTENERS)(
    '%s: Content-Length with Transfer-Encoding, or either one malformed, is a French 400',
    async (listener) => {
      const port = portOf(listener);
      const post = (headers: string) =>
        exchange(
          port,
          `POST /api/jwttoken/generate HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${headers}\r\n0\r\n\r\n`,
        );
      const transferEncoding =
        'Requête refusée : Transfer-Encoding est invalide ou envoyé avec Content-Length.';
      const contentLength =
        'Requête refusée : Content-Length est invalide, répété ou envoyé avec Transfer-Encoding.';
      // Node's parser names the second of the two it meets.
      expectRefusal(await post('Content-Length: 5\r\nTransfer-Encoding: chunked\r\n'), 400, transferEncoding);
      expectRefusal(await post('Transfer-Encoding: chunked\r\nContent-Length: 5\r\n'), 400, contentLength);
      expectRefusal(await post('Transfer-Encoding: gzip\r\n'), 400, transferEncoding);
      expectRefusal(await post('Content-Length: 5\r\nContent-Length: 6\r\n'), 400, contentLength);
    },
  );

  it.each(LISTENERS)('%s: a malformed header line is a French 400', async (listener) => {
    const port = portOf(listener);
    const answer = await exchange(
      port,
      `GET /api/jwttoken/generate HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nce n'est pas un en-tete\r\n\r\n`,
    );
    expectRefusal(answer, 400, 'Requête refusée : une ligne d’en-tête est mal formée.');
  });

  it.each(LISTENERS)('%s: 20 KB of headers is a French 431, 15 KB is served', async (listener) => {
    const port = portOf(listener);
    const answer = await exchange(
      port,
      `GET /api/jwttoken/generate HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Grand: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expectRefusal(answer, 431, 'Requête refusée : ses en-têtes dépassent 16 Kio.');
    const under = await exchange(
      port,
      `GET /inconnue.json HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Grand: ${'a'.repeat(15 * 1024)}\r\nConnection: close\r\n\r\n`,
    );
    expect(under!.status).toBe(404);
  });

  it.each(LISTENERS)('%s: 20 KB of chunk extensions is a French 413', async (listener) => {
    const port = portOf(listener);
    const answer = await exchange(
      port,
      `POST /inconnue HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Transfer-Encoding: chunked\r\n\r\n2;x=${'a'.repeat(20 * 1024)}\r\n{}\r\n0\r\n\r\n`,
    );
    expectRefusal(answer, 413, 'Requête refusée : les extensions d’un bloc du corps dépassent 16 Kio.');
  });

  it.each(LISTENERS)('%s: what is not HTTP/1.1 at all is a French 400', async (listener) => {
    const port = portOf(listener);
    const answer = await exchange(port, 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n');
    expectRefusal(answer, 400, 'Requête refusée : ce n’est pas une requête HTTP/1.1 valide.');
  });

  it.each(LISTENERS)('%s: an Expect other than 100-continue is a French 417', async (listener) => {
    const port = portOf(listener);
    const answer = await exchange(
      port,
      `GET /api/jwttoken/generate HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nExpect: le-beau-temps\r\n` +
        'Connection: close\r\n\r\n',
    );
    expectRefusal(answer, 417, 'Requête refusée : l’attente « le-beau-temps » n’est pas prise en charge.');
  });
});

describe('the Host header (RFC 9112: exactly one)', () => {
  it.each(LISTENERS)('%s: two Host lines are a French 400, even the same name twice', async (listener) => {
    const port = portOf(listener);
    for (const second of ['evil.example', `127.0.0.1:${port}`]) {
      const answer = await exchange(
        port,
        `GET /api/jwttoken/generate HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nHost: ${second}\r\n` +
          'Connection: close\r\n\r\n',
      );
      expectRefusal(answer, 400, 'Requête refusée : l’en-tête Host est envoyé plusieurs fois.');
      expect(answer!.body).not.toContain('id_token');
    }
  });

  it.each(LISTENERS)('%s: no Host line is a French 400', async (listener) => {
    const port = portOf(listener);
    const answer = await exchange(port, 'GET /api/jwttoken/generate HTTP/1.1\r\nConnection: close\r\n\r\n');
    expectRefusal(answer, 400, 'Requête refusée : l’en-tête Host manque.');
  });

  it('one Host line is served', async () => {
    const port = Number(new URL(started.url).port);
    const answer = await exchange(
      port,
      `GET /api/jwttoken/generate HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer!.status).toBe(200);
    expect(answer!.body).toContain('id_token');
  });
});

describe('the policy of JSON answers', () => {
  const get = (port: number, target: string, accept = 'application/json') =>
    exchange(
      port,
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: ${accept}\r\nConnection: close\r\n\r\n`,
    );

  it('every JSON answer of the back office: a route, a refusal, a 404, an undecodable path', async () => {
    const port = Number(new URL(started.url).port);
    for (const [target, status] of [
      ['/api/jwttoken/generate', 200],
      ['/api/preferences', 401],
      ['/inconnue.json', 404],
      ['/vpc/api/categorie%', 400],
      ['/x/../api/preferences', 400],
    ] as const) {
      const answer = await get(port, target);
      expect(answer!.status, target).toBe(status);
      expect(answer!.headers['content-type'], target).toBe('application/json; charset=utf-8');
      expect(answer!.headers['content-security-policy'], target).toBe(JSON_POLICY);
      expect(answer!.headers['x-content-type-options'], target).toBe('nosniff');
    }
  });

  it('every JSON answer of the providers, the contactless-transactions API included', async () => {
    const port = Number(new URL(started.providersUrl).port);
    const search = await exchange(
      port,
      `POST ${TRANSACTIONS_PATHS.search} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    );
    for (const [target, answer, status] of [
      ['/inconnue', await get(port, '/inconnue'), 404],
      [
        '/fournisseur/billettique-mobile/api/inconnue',
        await get(port, '/fournisseur/billettique-mobile/api/inconnue'),
        404,
      ],
      // A route of the pages framed by the portal: its JSON is not a page, framed by nobody.
      [TRANSACTIONS_PATHS.search, search, 400],
    ] as const) {
      expect(answer!.status, target).toBe(status);
      expect(answer!.headers['content-type'], target).toBe('application/json; charset=utf-8');
      expect(answer!.headers['content-security-policy'], target).toBe(JSON_POLICY);
    }
  });

  it('the HTML pages keep their own policies', async () => {
    const backoffice = await get(Number(new URL(started.url).port), '/home', 'text/html');
    expect(backoffice!.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(backoffice!.headers['content-security-policy']).toContain("default-src 'self'");
    const providers = await get(
      Number(new URL(started.providersUrl).port),
      '/fournisseur/transactions-cb/index.html',
      'text/html',
    );
    expect(providers!.headers['content-security-policy']).toContain("script-src 'self'");
    expect(providers!.headers['content-security-policy']).toMatch(
      /frame-ancestors http:\/\/127\.0\.0\.1:\d+ app:\/\/portail/,
    );
  });
});
