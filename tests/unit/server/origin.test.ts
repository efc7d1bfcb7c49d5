// Issue 10: a non-GET back-office call that says where it comes from must come from the emulator's own
// origin (as the client reached it) or from the Electron app (app://portail, whose main process forwards
// the renderer's calls with their headers). Anything else is a French 403 that changes nothing; a call
// without Origin (server to server, curl) still meets the bearer and CSRF guards.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { APP_ORIGIN } from '../../../src/shared/http';
import type { Cart } from '../../../src/shared/shop';
import { cookieOf, server, tokenOf } from './helpers';
import { VPC } from './purchase-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const refused = (origin: string) => ({
  messageError: `Requête refusée : origine « ${origin} » non autorisée.`,
});

async function credentials() {
  const first = await app.inject({ method: 'GET', url: '/api/jwttoken/generate' });
  const csrf = cookieOf(first, 'XSRF-TOKEN')!;
  const base = { authorization: `Bearer ${await tokenOf(app)}`, 'x-xsrf-token': csrf };
  const cookies = { 'XSRF-TOKEN': csrf };
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { ...base, ...headers }, cookies, payload });
  const cart = async () => (await post('/vente/api/cart', VPC)).json() as Cart;
  return { post, cart, base, cookies };
}

const ARTICLE = { type: 'VPC', idProduit: 101, quantite: 1 };

describe('Origin of non-GET back-office calls (issue 10)', () => {
  it.each([
    'https://attaquant.example',
    'null',
    'http://localhost:5181',
    'https://localhost',
    'http://localhost.attaquant.example',
    'app://portail.attaquant.example',
    'app://autre',
  ])('%s is refused with a French 403 and the cart stays empty', async (origin) => {
    app = await server();
    const { post, cart } = await credentials();
    const response = await post('/vente/api/cart/article', ARTICLE, { origin });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused(origin));
    expect((await cart()).products).toEqual([]);
  });

  it('refuses a foreign origin before the CSRF check (a forged form learns nothing else)', async () => {
    app = await server();
    const response = await app.inject({
      method: 'POST',
      url: '/vente/api/cart/article',
      headers: { origin: 'https://attaquant.example' },
      payload: ARTICLE,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused('https://attaquant.example'));
  });

  it('accepts its own origin, as the client reached it, the app origin, and no origin', async () => {
    app = await server();
    const { post } = await credentials();
    // fastify.inject reaches the server as http://localhost:80, which browsers write http://localhost.
    const cases: Record<string, string>[] = [
      { origin: 'http://localhost' },
      { origin: 'http://127.0.0.1:5180', host: '127.0.0.1:5180' },
      { origin: APP_ORIGIN },
      {},
    ];
    for (const headers of cases) {
      const response = await post('/vente/api/cart/article', ARTICLE, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
    expect(APP_ORIGIN).toBe('app://portail');
  });

  it('leaves GET alone: reading needs no Origin check', async () => {
    app = await server();
    const { base, cookies } = await credentials();
    const response = await app.inject({
      method: 'GET',
      url: '/vpc/api/categorie',
      headers: { ...base, origin: 'https://attaquant.example' },
      cookies,
    });
    expect(response.statusCode).toBe(200);
  });

  it('guards the control API too: a foreign page cannot inject faults', async () => {
    app = await server({ control: true });
    const response = await app.inject({
      method: 'POST',
      url: '/__emulator/faults',
      headers: { origin: 'https://attaquant.example' },
      payload: { path: '/api/jwttoken/generate', status: 503 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused('https://attaquant.example'));
    expect((await app.inject({ method: 'GET', url: '/__emulator/faults' })).json()).toEqual([]);
  });
});
