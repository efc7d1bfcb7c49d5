import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cookieOf, server, tokenOf } from './helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const FORBIDDEN = { messageError: 'Requête refusée : jeton de sécurité (CSRF) absent ou invalide.' };

async function setup() {
  app = await server();
  const first = await app.inject({ method: 'GET', url: '/api/jwttoken/generate' });
  const csrf = cookieOf(first, 'XSRF-TOKEN');
  const authorization = `Bearer ${await tokenOf(app)}`;
  return { csrf: csrf!, authorization };
}

describe('CSRF', () => {
  it('sets a readable XSRF-TOKEN cookie on a first visit, and not again once held', async () => {
    app = await server();
    const first = await app.inject({ method: 'GET', url: '/home' });
    const cookie = first.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Strict');
    const again = await app.inject({ method: 'GET', url: '/home', cookies: { 'XSRF-TOKEN': cookie!.value } });
    expect(cookieOf(again, 'XSRF-TOKEN')).toBeUndefined();
  });

  it('refuses a POST without the header, or with another value', async () => {
    const { csrf, authorization } = await setup();
    const without = await app.inject({
      method: 'POST',
      url: '/vente/api/cart',
      headers: { authorization },
      cookies: { 'XSRF-TOKEN': csrf },
      payload: {},
    });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual(FORBIDDEN);
    const wrong = await app.inject({
      method: 'PUT',
      url: '/paiement/api/payment/pending',
      headers: { authorization, 'x-xsrf-token': `${csrf}x` },
      cookies: { 'XSRF-TOKEN': csrf },
    });
    expect(wrong.statusCode).toBe(403);
    const noCookie = await app.inject({
      method: 'DELETE',
      url: '/api/x',
      headers: { authorization, 'x-xsrf-token': csrf },
    });
    expect(noCookie.statusCode).toBe(403);
  });

  it('lets a POST with the matching header through to the route', async () => {
    const { csrf, authorization } = await setup();
    const response = await app.inject({
      method: 'POST',
      url: '/api/inconnue',
      headers: { authorization, 'x-xsrf-token': csrf },
      cookies: { 'XSRF-TOKEN': csrf },
      payload: { a: 1 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ messageError: 'Ressource introuvable : POST /api/inconnue' });
  });

  it('checks CSRF before the bearer (a forged POST learns nothing else)', async () => {
    app = await server();
    expect((await app.inject({ method: 'POST', url: '/vente/api/cart', payload: {} })).statusCode).toBe(403);
  });

  it('GET needs no CSRF header', async () => {
    const { authorization } = await setup();
    expect(
      (await app.inject({ method: 'GET', url: '/api/modules/list', headers: { authorization } })).statusCode,
    ).toBe(200);
  });
});
