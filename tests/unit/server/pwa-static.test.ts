// Issue 16 "PWA": the emulator serves the web portal's service worker and manifest as a browser needs
// them (never a stale worker from the HTTP cache, the manifest's own media type), and the portal's CSP
// names where both may come from. Issue 23 item 5: the worker answers with the shell what the server
// answers with the shell, and leaves the server's own pages to it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { EMULATOR_CONTROL_PREFIX, TOKEN_PATH } from '../../../src/shared/http';
import { PORTAL_ROUTE_PATTERNS } from '../../../src/shared/portal-routes';
import { MANIFEST_URL, SW_URL } from '../../../src/shared/pwa';
import { NAVIGATE_FALLBACK_ALLOWLIST } from '../../../src/shared/pwa-navigation';
import { FLEET_PAGE_PATH } from '../../../src/server/fleet/page';
import { OUTBOX_PAGE_PATH } from '../../../src/server/forms/outbox-page';
import { server } from './helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const SHELL = '<!doctype html><html lang="fr"><title>Portail</title></html>';

function builtPortal(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-pwa-'));
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'index.html'), SHELL);
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

describe("the worker's shell and the server agree on what is the portal", () => {
  /** Whether the service worker answers a navigation there with its cached shell. */
  const workerShell = (path: string) => NAVIGATE_FALLBACK_ALLOWLIST.some((r) => r.test(path));
  const visit = (path: string) => app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });

  it('every page of the route table: the server sends the shell too', async () => {
    app = await server({ webRoot: builtPortal() });
    for (const pattern of PORTAL_ROUTE_PATTERNS) {
      const path = pattern.replace(':guid', '6f1c2a9e-1b7d-4c55-9a51-3f0e2b7c8d90');
      expect(workerShell(path), path).toBe(true);
      expect((await visit(path)).body, path).toBe(SHELL);
    }
  });

  it("the emulator's own pages (the mailbox first): the server answers them, the worker leaves them to it", async () => {
    app = await server({ webRoot: builtPortal(), control: true });
    for (const path of [
      OUTBOX_PAGE_PATH,
      FLEET_PAGE_PATH,
      `${EMULATOR_CONTROL_PREFIX}/outbox`,
      TOKEN_PATH,
      '/externe/plan-du-reseau.html',
      '/content/images/carte-ligeo.svg',
      SW_URL,
      MANIFEST_URL,
    ]) {
      const response = await visit(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).not.toBe(SHELL);
      expect(workerShell(path), path).toBe(false);
    }
    expect((await visit(OUTBOX_PAGE_PATH)).body).toContain('<h1>Courriels envoyés</h1>');
  });
});
