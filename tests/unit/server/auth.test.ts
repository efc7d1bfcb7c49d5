import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { secret, server, tokenOf } from './helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

describe('machine token (GET /api/jwttoken/generate)', () => {
  it('is a real HS256 JWT signed with the server key, with an expiry', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    app = await server({ now: () => now, tokenTtlSeconds: 600 });
    const token = await tokenOf(app);
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const { payload } = await jwtVerify(token, secret, { currentDate: now });
    expect(payload.sub).toBe('anonymous');
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.exp! - payload.iat!).toBe(600);
    expect(payload.iat).toBe(now.getTime() / 1000);
  });

  it('needs no bearer itself', async () => {
    app = await server();
    const response = await app.inject({ method: 'GET', url: '/api/jwttoken/generate' });
    expect(response.statusCode).toBe(200);
  });
});

describe('bearer guard', () => {
  const guarded = [
    '/api/preferences',
    '/api/modules/list',
    '/gatewaybackoffice/api/parametre/agence/personnalisation',
  ];

  it.each(guarded)('%s answers 401 in French without a bearer', async (url) => {
    app = await server();
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      messageError: 'Authentification requise : jeton absent, invalide ou expiré.',
    });
  });

  it('refuses a garbage or forged bearer', async () => {
    app = await server();
    const other = await server({ jwtSecret: new TextEncoder().encode('une-autre-cle-tout-aussi-longue-!!') });
    const forged = await tokenOf(other);
    await other.close();
    for (const authorization of ['Bearer n.importe.quoi', 'Bearer ', 'Basic abc', `Bearer ${forged}`]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/preferences',
        headers: { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
    }
  });

  it('accepts a valid bearer and refuses it once expired', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    app = await server({ now: () => now, tokenTtlSeconds: 60 });
    const authorization = `Bearer ${await tokenOf(app)}`;
    expect(
      (await app.inject({ method: 'GET', url: '/api/preferences', headers: { authorization } })).statusCode,
    ).toBe(200);
    now = new Date('2026-11-22T10:01:01Z');
    expect(
      (await app.inject({ method: 'GET', url: '/api/preferences', headers: { authorization } })).statusCode,
    ).toBe(401);
  });

  it('guards every back-office prefix, even unknown routes', async () => {
    app = await server();
    for (const url of [
      '/vente/api/cart',
      '/paiement/api/payment/list',
      '/formulaire/api/x',
      '/vpc/api/categorie',
      '/topologie/api/topologie/ligne',
      '/commerce/api/support',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
