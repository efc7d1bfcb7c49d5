// Issue 16 "PWA": the emulator serves the web portal's service worker and manifest as a browser needs
// them (never a stale worker from the HTTP cache, the manifest's own media type), and the portal's CSP
// names where both may come from.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MANIFEST_URL, SW_URL } from '../../../src/shared/pwa';
import { server } from './helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

function builtPortal(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-pwa-'));
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="fr"><title>Portail</title></html>');
  writeFileSync(join(dir, SW_URL.slice(1)), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, MANIFEST_URL.slice(1)), '{"name":"Portail de vente en ligne","lang":"fr"}');
  writeFileSync(join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dir;
}

describe('the web portal as an app', () => {
  it('serves sw.js as JavaScript never kept by the HTTP cache, at the root (its scope: the whole portal)', async () => {
    app = await server({ webRoot: builtPortal() });
    const response = await app.inject({ method: 'GET', url: SW_URL });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('addEventListener("fetch"');
  });

  it('serves the manifest with its media type, and the icons', async () => {
    app = await server({ webRoot: builtPortal() });
    const manifest = await app.inject({ method: 'GET', url: MANIFEST_URL });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.json()).toEqual({ name: 'Portail de vente en ligne', lang: 'fr' });
    const icon = await app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it("the portal's CSP lets the worker and the manifest come from the portal's origin only", async () => {
    app = await server({ webRoot: builtPortal() });
    const page = await app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
    const directives = String(page.headers['content-security-policy']).split('; ');
    expect(directives).toContain("worker-src 'self'");
    expect(directives).toContain("manifest-src 'self'");
  });
});
