import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../src/server';
import { cookieOf, secret, server, tokenOf } from './helpers';
import { raw } from './raw-http';

let app: FastifyInstance;
afterEach(() => app?.close());

function webRoot(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="fr"><title>Portail</title></html>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("portail")');
  return dir;
}

describe('web portal', () => {
  it('answers every route of the app with index.html and its security headers', async () => {
    app = await server({ webRoot: webRoot() });
    for (const url of ['/', '/home', '/vpc/item', '/demandes/formulaire/abc?x=1']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Portail</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      // The providers' origin (127.0.0.1:5181 by default, as localhost for this client) may be framed,
      // receive the card form and be called by the renderer (mobile-ticket API).
      expect(csp).toContain("connect-src 'self' http://localhost:5181;");
      expect(csp).toContain("frame-src 'self' http://localhost http://localhost:5181;");
      expect(csp).toContain("form-action 'self' http://localhost:5181;");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers HEAD on a route of the app like GET, without a body', async () => {
    app = await server({ webRoot: webRoot() });
    const response = await app.inject({ method: 'HEAD', url: '/vpc/item', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('puts the security headers on the stand-in pages too', async () => {
    app = await server();
    const response = await app.inject({ method: 'GET', url: '/externe/mentions-legales.html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="fr">');
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('serves the hashed bundles with a long cache', async () => {
    app = await server({ webRoot: webRoot() });
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.body).toBe('console.log("portail")');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('does not fall back for API paths or missing files', async () => {
    app = await server({ webRoot: webRoot() });
    const authorization = `Bearer ${await tokenOf(app)}`;
    const api = await app.inject({
      method: 'GET',
      url: '/api/inconnue',
      headers: { accept: 'text/html', authorization },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ messageError: 'Ressource introuvable : GET /api/inconnue' });
    expect((await app.inject({ method: 'GET', url: '/assets/absent.js' })).statusCode).toBe(404);
  });

  it('says in French when the portal is not built', async () => {
    app = await server({ webRoot: join(tmpdir(), 'pas-de-portail-ici') });
    const response = await app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
    expect(response.body).toContain('npm run build:web');
  });
});

describe('errors', () => {
  it('a malformed JSON body gets 400 in French and changes nothing', async () => {
    app = await server({ control: true });
    const response = await app.inject({
      method: 'POST',
      url: '/__emulator/faults',
      headers: { 'content-type': 'application/json' },
      payload: '{"path": "/api/x", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messageError: 'Le corps de la requête n’est pas un JSON valide.' });
    expect((await app.inject({ method: 'GET', url: '/__emulator/faults' })).json()).toEqual([]);
  });

  it('an empty or oversized JSON body gets its own French message', async () => {
    app = await server({ control: true });
    const empty = await app.inject({
      method: 'POST',
      url: '/__emulator/faults',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ messageError: 'Le corps JSON de la requête est vide.' });
    const huge = await app.inject({
      method: 'POST',
      url: '/__emulator/faults',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ path: '/'.padEnd(13 * 1024 * 1024, 'x'), status: 500 }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ messageError: 'Le corps de la requête est trop volumineux.' });
  });

  it('a failing route gets a French 500 without the error details', async () => {
    app = await buildServer({ jwtSecret: secret });
    app.get('/panne', async () => {
      throw new Error('détail interne /srv/secret.ts:12');
    });
    const response = await app.inject({ method: 'GET', url: '/panne' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ messageError: 'Erreur interne de l’émulateur du back office.' });
    expect(response.body).not.toContain('secret');
  });

  it('an unknown non-GET route gets a JSON 404 naming it', async () => {
    app = await server();
    const response = await app.inject({ method: 'PATCH', url: '/quelque/part' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ messageError: 'Ressource introuvable : PATCH /quelque/part' });
  });
});

// Issue 10: @fastify/static's errors came out in English ('Forbidden', 'Bad Request').
describe('static-file errors in French', () => {
  it.each([
    ['/assets/', {}, 403, 'Accès refusé.'],
    [
      '/content/images/logo-ligeo.svg',
      { range: 'bytes=99999-' },
      416,
      'La plage demandée n’est pas disponible.',
    ],
    ['/assets/index-abc123.js', { range: 'bytes=5-1' }, 416, 'La plage demandée n’est pas disponible.'],
    [
      '/content/images/logo-ligeo.svg',
      { 'if-match': '"autre"' },
      412,
      'Condition préalable de la requête non remplie.',
    ],
  ] as const)('GET %s %j → %i in French', async (url, headers, status, message) => {
    app = await server({ webRoot: webRoot() });
    const response = await app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ messageError: message });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a missing file is a French 404 naming it', async () => {
    app = await server({ webRoot: webRoot() });
    const response = await app.inject({ method: 'GET', url: '/content/images/absente.svg' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      messageError: 'Ressource introuvable : GET /content/images/absente.svg',
    });
  });

  it('an English message of a library never reaches the client', async () => {
    app = await buildServer({ jwtSecret: secret });
    app.get('/bibliotheque', async () => {
      throw Object.assign(new Error('Forbidden'), { statusCode: 403 });
    });
    app.get('/autre', async () => {
      throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
    });
    expect((await app.inject({ method: 'GET', url: '/bibliotheque' })).json()).toEqual({
      messageError: 'Accès refusé.',
    });
    const other = await app.inject({ method: 'GET', url: '/autre' });
    expect(other.statusCode).toBe(418);
    expect(other.json()).toEqual({ messageError: 'Requête refusée.' });
  });
});

// Issue 10: only HTML answers carried nosniff; /assets/* and JSON did not.
describe('X-Content-Type-Options: nosniff on every answer', () => {
  it('JSON, files, images, pages, PDFs, errors and 404s', async () => {
    app = await server({ webRoot: webRoot(), control: true });
    const first = await app.inject({ method: 'GET', url: '/api/jwttoken/generate' });
    const csrf = cookieOf(first, 'XSRF-TOKEN')!;
    const authorization = `Bearer ${await tokenOf(app)}`;
    const withCredentials = {
      headers: { authorization, 'x-xsrf-token': csrf },
      cookies: { 'XSRF-TOKEN': csrf },
    };
    const answers = {
      token: first,
      json: await app.inject({ method: 'GET', url: '/vpc/api/categorie', ...withCredentials }),
      bundle: await app.inject({ method: 'GET', url: '/assets/index-abc123.js' }),
      image: await app.inject({ method: 'GET', url: '/content/images/logo-ligeo.svg' }),
      page: await app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } }),
      root: await app.inject({ method: 'GET', url: '/' }),
      standIn: await app.inject({ method: 'GET', url: '/externe/contact.html' }),
      outbox: await app.inject({ method: 'GET', url: '/emulateur/courriels' }),
      control: await app.inject({ method: 'GET', url: '/__emulator/faults' }),
      pdf404: await app.inject({ method: 'GET', url: '/vente/api/order/summary/pdf', ...withCredentials }),
      unauthorized: await app.inject({ method: 'GET', url: '/vpc/api/categorie' }),
      forbidden: await app.inject({ method: 'POST', url: '/vente/api/cart', payload: {} }),
      badJson: await app.inject({
        method: 'POST',
        url: '/__emulator/faults',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
      unsupported: await app.inject({
        method: 'POST',
        url: '/__emulator/faults',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      }),
      missingFile: await app.inject({ method: 'GET', url: '/assets/absent.js' }),
      unknownRoute: await app.inject({ method: 'PATCH', url: '/quelque/part' }),
      refusedPath: await app.inject({ method: 'GET', url: '/%76pc/api/categorie' }),
      undecodable: await raw(app, 'GET', '/%zz'),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
    }
    expect(answers.bundle.statusCode).toBe(200);
    expect(answers.image.statusCode).toBe(200);
  });

  it('a failing route too', async () => {
    app = await buildServer({ jwtSecret: secret });
    app.get('/panne', async () => {
      throw new Error('détail interne');
    });
    const response = await app.inject({ method: 'GET', url: '/panne' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
