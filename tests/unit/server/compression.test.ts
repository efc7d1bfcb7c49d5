// Issue 27 §7: the portal's files leave as the build's brotli or gzip copy, by the client's Accept-Encoding,
// with the original's type and the page's security headers; JSON answers are compressed above a
// kilobyte, not under it; what a client did not ask for is never sent compressed.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { JSON_COMPRESSION_THRESHOLD } from '../../../src/server/compression';
import { TOPOLOGY_PATHS } from '../../../src/shared/topology';
import { server, visitor } from './helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const SHELL = `<!doctype html><html lang="fr"><head><title>Portail</title></head><body>${'<p>Accueil</p>'.repeat(50)}</body></html>`;
const ENTRY = `console.log(${JSON.stringify('portail '.repeat(400))});`;
const SMALL = 'export const a = 1;';

/** A built portal as scripts/compressed-copies.ts leaves it: index.html and the entry with both copies,
 * a tiny chunk with none (compressed, it would grow). */
function builtPortal(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-compressed-'));
  mkdirSync(join(dir, 'assets'));
  const withCopies = (path: string, text: string) => {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  };
  withCopies('index.html', SHELL);
  withCopies('assets/index-abc123.js', ENTRY);
  writeFileSync(join(dir, 'assets', 'small-def456.js'), SMALL);
  return dir;
}

const get = (url: string, acceptEncoding?: string, accept = '*/*') =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? { accept } : { accept, 'accept-encoding': acceptEncoding },
  });

/** The body as the client reads it, undoing the encoding the answer says. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.body;
}

describe("the portal's files", () => {
  it('brotli when accepted, with the type, length and long cache of the original, and Vary', async () => {
    app = await server({ webRoot: builtPortal() });
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(ENTRY.length / 10);
    expect(decoded(response)).toBe(ENTRY);
  });

  it('gzip for a client without brotli; the original for one that accepts nothing', async () => {
    app = await server({ webRoot: builtPortal() });
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(ENTRY);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY);
    expect(Number(plain.headers['content-length'])).toBe(ENTRY.length);
    // Each encoding is its own representation: a cache must never answer one with another's tag.
    expect(plain.headers['etag']).not.toBe(gzip.headers['etag']);
  });

  it('a file without copies leaves as it is, whatever the client accepts', async () => {
    app = await server({ webRoot: builtPortal() });
    const response = await get('/assets/small-def456.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SMALL);
  });

  it("every route of the app gets index.html's copy with its type and the page's security headers", async () => {
    app = await server({ webRoot: builtPortal() });
    for (const url of ['/', '/home', '/rechargement/infos?carte=1']) {
      const response = await get(url, 'br', 'text/html');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['vary'], url).toMatch(/accept-encoding/i);
      expect(String(response.headers['content-security-policy']), url).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(decoded(response), url).toBe(SHELL);
    }
    const head = await app.inject({
      method: 'HEAD',
      url: '/home',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body).toBe('');
  });

  it('a hostile or odd Accept-Encoding gets a readable answer, never an error', async () => {
    app = await server({ webRoot: builtPortal() });
    for (const value of [
      '',
      'deflate',
      'identity',
      '*',
      'br;q=0, gzip;q=0',
      'br;q=0, gzip',
      'br;q=abc',
      ';;;,,==',
      'x-gzip',
      'compress, zstd',
      `${'a'.repeat(2000)}, gzip`,
      'BR',
    ]) {
      for (const url of ['/assets/index-abc123.js', '/home']) {
        const response = await get(url, value, 'text/html');
        expect(response.statusCode, `${url} ${value}`).toBe(200);
        expect(decoded(response), `${url} ${value}`).toBe(url === '/home' ? SHELL : ENTRY);
        expect(['br', 'gzip', undefined], value).toContain(response.headers['content-encoding']);
      }
    }
    // A client that refuses brotli is never sent brotli.
    expect((await get('/assets/index-abc123.js', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });
});

describe('JSON answers', () => {
  it('compressed above the threshold, for a client that accepts it, with Vary', async () => {
    app = await server();
    const plain = await (await visitor(app)).get(TOPOLOGY_PATHS.stops);
    expect(plain.body.length).toBeGreaterThan(JSON_COMPRESSION_THRESHOLD);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const response = await app.inject({
        method: 'GET',
        url: TOPOLOGY_PATHS.stops,
        headers: { ...(await authorized()), 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.rawPayload.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decoded(response))).toEqual(plain.json());
    }
  });

  it('left plain under the threshold', async () => {
    app = await server();
    const response = await app.inject({
      method: 'GET',
      url: TOPOLOGY_PATHS.lines,
      headers: { ...(await authorized()), 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(JSON_COMPRESSION_THRESHOLD);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(expect.any(Array));
  });

  it('the token route stays plain whatever its size: it is the bearer secret (BREACH)', async () => {
    app = await server();
    const response = await get('/api/jwttoken/generate', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toBeUndefined();
  });
});

async function authorized(): Promise<Record<string, string>> {
  const token = await app.inject({ method: 'GET', url: '/api/jwttoken/generate' });
  return { authorization: `Bearer ${(token.json() as { id_token: string }).id_token}` };
}
