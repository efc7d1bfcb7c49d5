// The providers' stand-ins on their own listener (buildProviders), through inject: their pages' own
// headers, what they serve there, and the CORS policy of the mobile-ticket API for the portal's origins.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProviders } from '../../../src/server';
import { server } from './helpers';
import { providerSecret } from './purchase-helpers';

let providers: FastifyInstance;
afterEach(() => providers?.close());

const BACKOFFICE = 'http://127.0.0.1:5180';
const API = '/fournisseur/billettique-mobile/api';

async function start() {
  providers = await buildProviders({ providerSecret, backofficeUrl: `${BACKOFFICE}/` });
  await providers.ready();
}

/** A call as a browser on `origin` makes it to the providers reached at `host`. */
const call = (
  method: 'GET' | 'POST' | 'OPTIONS',
  url: string,
  headers: Record<string, string> = {},
  host = '127.0.0.1:5181',
) => providers.inject({ method, url, headers: { host, ...headers } });

const preflight = (origin: string, url = `${API}/token/authenticate`, host?: string) =>
  call(
    'OPTIONS',
    url,
    {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-requested-with,x-authorization',
    },
    host,
  );

describe('the providers’ pages', () => {
  it('serve the contactless-transactions page, framable by the portal only, with a strict policy', async () => {
    await start();
    for (const [host, portal] of [
      ['127.0.0.1:5181', 'http://127.0.0.1:5180'],
      ['localhost:5181', 'http://localhost:5180'],
    ]) {
      const page = await call('GET', '/fournisseur/transactions-cb/index.html', {}, host);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="fr">');
      expect(page.body).toContain('<h1>Vos paiements sans contact à bord</h1>');
      // Its own script file only (transactions-provider.test.ts): no inline script or style.
      expect(page.body).not.toMatch(/<script>|style=/);
      expect(page.headers['content-security-policy']).toBe(
        "default-src 'none'; script-src 'self'; connect-src 'self'; require-trusted-types-for 'script'; " +
          "style-src 'self'; img-src 'self'; form-action 'none'; " +
          `frame-ancestors ${portal} app://portail; base-uri 'none'`,
      );
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    }
    // The other pages run no script at all.
    const wallet = await call('GET', '/fournisseur/portefeuille');
    expect(wallet.headers['content-security-policy']).toContain("script-src 'none'");
    expect(wallet.headers['content-security-policy']).not.toContain('connect-src');
  });

  it('serve the stylesheet their pages link to, and nothing else of the network’s site', async () => {
    await start();
    const css = await call('GET', '/externe/page.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.headers['x-content-type-options']).toBe('nosniff');
    expect(css.body).toContain('Payment providers');
    const other = await call('GET', '/externe/mentions-legales.html');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      messageError: 'Ressource introuvable : GET /externe/mentions-legales.html',
    });
    // The icon a browser asks for on its own: an empty answer, not a 404.
    const icon = await call('GET', '/favicon.ico');
    expect(icon.statusCode).toBe(204);
    expect(icon.body).toBe('');
  });

  it('refuse a tampered card form with a French page nobody may frame', async () => {
    await start();
    const refused = await providers.inject({
      method: 'POST',
      url: '/fournisseur/paiement-carte',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'PBX_CMD=1&PBX_TOTAL=100&PBX_HMAC=ABC',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="fr">');
    expect(refused.body).toContain('Paramètres de paiement invalides : signature incorrecte.');
    expect(refused.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(refused.headers['content-security-policy']).toContain("form-action 'none'");
  });

  it('take form bodies only on their pages’ form routes (415 in French elsewhere)', async () => {
    await start();
    const posted = await providers.inject({
      method: 'POST',
      url: `${API}/token/authenticate`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
      payload: 'mail=a%40b.fr',
    });
    expect(posted.statusCode).toBe(415);
    expect(posted.json()).toEqual({
      messageError: 'Type de contenu non pris en charge : application/x-www-form-urlencoded.',
    });
  });

  it('are no longer served by the back office', async () => {
    const app = await server();
    try {
      const transactions = '/fournisseur/transactions-cb/index.html';
      expect((await app.inject({ method: 'GET', url: transactions })).statusCode).toBe(404);
      // A path without extension is a route of the web portal there, not the wallet's page.
      const wallet = await app.inject({ method: 'GET', url: '/fournisseur/portefeuille?token=EC-1' });
      expect(wallet.body).not.toContain('Approuver le paiement');
      const card = await app.inject({ method: 'POST', url: '/fournisseur/paiement-carte', payload: {} });
      expect(card.statusCode).toBe(404);
      // Nor does it take the browser's forms there any more: only the provider's notification.
      const form = await app.inject({
        method: 'POST',
        url: '/fournisseur/paiement-carte',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'PBX_CMD=1',
      });
      expect(form.statusCode).toBe(415);
      expect(form.json()).toEqual({
        messageError: 'Type de contenu non pris en charge : application/x-www-form-urlencoded.',
      });
    } finally {
      await app.close();
    }
  });

  it('answer unknown paths with a French 404 and the headers of every answer', async () => {
    await start();
    const response = await call('GET', '/inconnue');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ messageError: 'Ressource introuvable : GET /inconnue' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('the mobile-ticket API’s cross-origin policy', () => {
  it('answers the preflight of the web portal and of the Electron app', async () => {
    await start();
    for (const origin of [BACKOFFICE, 'app://portail']) {
      const response = await preflight(origin);
      expect(response.statusCode, origin).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-methods']).toBe('GET, POST, PUT, DELETE');
      expect(response.headers['access-control-allow-headers']).toBe(
        'Content-Type, X-Requested-With, X-Authorization',
      );
      expect(response.headers['access-control-max-age']).toBe('600');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(response.headers.vary).toBe('Origin');
      expect(response.body).toBe('');
    }
    // The portal reached as localhost calls the providers as localhost too.
    const local = await preflight('http://localhost:5180', `${API}/token/authenticate`, 'localhost:5181');
    expect(local.statusCode).toBe(204);
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:5180');
  });

  it('refuses any other origin, preflight or not, in French and without CORS headers', async () => {
    await start();
    const foreign = [
      'https://site-pirate.example',
      'null',
      'http://127.0.0.1:5181',
      'http://127.0.0.1:5180.site-pirate.example',
      'http://localhost:5180', // not the name this browser used for the providers
      'http://127.0.0.1:5182',
    ];
    for (const origin of foreign) {
      const refused = await preflight(origin);
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.json()).toEqual({ messageError: `Origine non autorisée : ${origin}.` });
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      const simple = await call('POST', `${API}/token/authenticate`, {
        origin,
        'content-type': 'text/plain',
      });
      expect(simple.statusCode, origin).toBe(403);
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('decides on the path the router matched; targets it could read two ways are refused first', async () => {
    await start();
    const pirate = 'https://site-pirate.example';
    for (const url of [
      '/fournisseur/billettique-mobile/api',
      '/fournisseur/billettique-mobile/api/',
      '/fournisseur/billettique-mobile/api/%C3%A9',
    ]) {
      expect((await preflight(pirate, url)).statusCode, url).toBe(403);
    }
    // As on the back office (request-target.ts): needless or separator escapes never reach a route.
    for (const [url, escape] of [
      ['/fournisseur/billettique-mobile/%61pi/token', '%61'],
      ['/fournisseur/billettique-mobile/api%2Ftoken', '%2F'],
      ['/fournisseur%2Fbillettique-mobile/api/token', '%2F'],
    ]) {
      const refused = await preflight(pirate, url!);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json()).toEqual({
        messageError: `Chemin de la requête refusé : l’encodage « ${escape} » est ambigu ou interdit.`,
      });
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
    // Not the API to the router either: nothing served, no CORS header.
    for (const url of [
      '/Fournisseur/billettique-mobile/api/token',
      '/fournisseur//billettique-mobile/api/token',
    ]) {
      const response = await preflight(pirate, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });

  it('answers the portal’s calls with its origin; without Origin (server to server), no CORS header', async () => {
    await start();
    const response = await providers.inject({
      method: 'POST',
      url: `${API}/token/authenticate`,
      headers: { host: '127.0.0.1:5181', origin: BACKOFFICE, 'x-requested-with': 'XMLHttpRequest' },
      payload: { mail: 'leo.martin@exemple.fr', password: 'secret', supportNumero: 'poste-1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ messageError: 'Adresse e-mail ou mot de passe incorrect.' });
    expect(response.headers['access-control-allow-origin']).toBe(BACKOFFICE);
    const direct = await call('GET', `${API}/produit/inconnu`);
    expect(direct.statusCode).toBe(404);
    expect(direct.json()).toEqual({ messageError: `Ressource introuvable : GET ${API}/produit/inconnu` });
    expect(direct.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives no CORS header outside the API, even to the portal', async () => {
    await start();
    const page = await preflight(BACKOFFICE, '/fournisseur/portefeuille');
    expect(page.statusCode).toBe(404);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });
});
