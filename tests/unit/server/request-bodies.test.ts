// Issue 10: the back office reads JSON bodies only. text/plain (which a cross-site form posts without a
// preflight) gets the same French 415 as any other type, and a body with a key that reaches a prototype is
// refused with a message naming that key, not one saying the JSON is invalid.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Cart } from '../../../src/shared/shop';
import { TERMINAL_OUTCOME_PATH } from '../../../src/shared/terminal-outcome';
import { cookieOf, server, tokenOf } from './helpers';
import { VPC } from './purchase-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

/** A visitor's bearer and CSRF pair, to send bodies with any content type. */
async function credentials() {
  const first = await app.inject({ method: 'GET', url: '/api/jwttoken/generate' });
  const csrf = cookieOf(first, 'XSRF-TOKEN')!;
  const headers = { authorization: `Bearer ${await tokenOf(app)}`, 'x-xsrf-token': csrf };
  const send = (method: 'POST' | 'PUT', url: string, contentType: string, payload: string) =>
    app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': contentType },
      cookies: { 'XSRF-TOKEN': csrf },
      payload,
    });
  const cart = async () =>
    (await send('POST', '/vente/api/cart', 'application/json', JSON.stringify(VPC))).json() as Cart;
  return { send, cart };
}

const ARTICLE = JSON.stringify({ type: 'VPC', idProduit: 101, quantite: 1 });
const unsupported = (type: string) => ({ messageError: `Type de contenu non pris en charge : ${type}.` });

describe('content types (issue 10)', () => {
  it.each(['text/plain', 'text/plain;charset=UTF-8', 'multipart/form-data; boundary=x', 'application/xml'])(
    'a JSON route refuses %s with a French 415 and changes nothing',
    async (type) => {
      app = await server();
      const { send, cart } = await credentials();
      const response = await send('POST', '/vente/api/cart/article', type, ARTICLE);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual(unsupported(type));
      expect((await cart()).products).toEqual([]);
    },
  );

  it('a route that reads no body refuses text/plain too', async () => {
    app = await server();
    const { send } = await credentials();
    const response = await send('PUT', '/paiement/api/payment/pending', 'text/plain', '');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(unsupported('text/plain'));
  });

  it.each([
    ['POST', '/formulaire/api/demande'],
    ['PUT', '/formulaire/api/demande/1'],
    ['POST', '/paiement/api/payment/init'],
    ['POST', '/vpc/api/products/list'],
  ] as const)('%s %s refuses text/plain too', async (method, url) => {
    app = await server();
    const { send } = await credentials();
    const response = await send(method, url, 'text/plain', '{}');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(unsupported('text/plain'));
  });

  it('the signed terminal outcome (no bearer) refuses text/plain too', async () => {
    app = await server();
    const response = await app.inject({
      method: 'POST',
      url: TERMINAL_OUTCOME_PATH,
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(unsupported('text/plain'));
  });

  it('the control API refuses text/plain and adds no rule', async () => {
    app = await server({ control: true });
    const response = await app.inject({
      method: 'POST',
      url: '/__emulator/faults',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ path: '/api/jwttoken/generate', status: 503 }),
    });
    expect(response.statusCode).toBe(415);
    expect((await app.inject({ method: 'GET', url: '/__emulator/faults' })).json()).toEqual([]);
  });

  it('takes application/json with or without a UTF-8 charset, and refuses another charset', async () => {
    app = await server();
    const { send, cart } = await credentials();
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON;charset=UTF-8',
    ]) {
      expect((await send('POST', '/vente/api/cart/article', type, ARTICLE)).statusCode, type).toBe(200);
    }
    const latin = 'application/json; charset=iso-8859-1';
    const refused = await send('POST', '/vente/api/cart/article', latin, ARTICLE);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual(unsupported(latin));
    expect((await cart()).products[0]!.quantity).toBe(3);
  });
});

describe('keys that reach a prototype (issue 10)', () => {
  const forbidden = (key: string) => ({
    messageError: `Le corps de la requête contient une clé interdite : « ${key} ».`,
  });

  it.each([
    ['{"__proto__": {"isAdmin": true}}', '__proto__'],
    ['{"type": "VPC", "idProduit": 101, "quantite": 1, "__proto__": {}}', '__proto__'],
    ['{"address": {"town": "Blois", "__proto__": {"x": 1}}}', '__proto__'],
    ['[{"a": [{"__proto__": null}]}]', '__proto__'],
    ['{"constructor": {"prototype": {"isAdmin": true}}}', 'constructor.prototype'],
    ['{"items": [{"constructor": {"prototype": {}}}]}', 'constructor.prototype'],
    // JSON escapes spell the same key.
    ['{"__pro\\u0074o__": {}}', '__proto__'],
  ])('%s is refused naming « %s », and changes nothing', async (payload, key) => {
    app = await server();
    const { send, cart } = await credentials();
    const response = await send('POST', '/vente/api/cart/article', 'application/json', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(forbidden(key));
    expect((await cart()).products).toEqual([]);
  });

  it('a key merely named constructor, without a prototype inside, is ordinary data', async () => {
    app = await server();
    const { send } = await credentials();
    const response = await send(
      'POST',
      '/vente/api/cart/article',
      'application/json',
      '{"type": "VPC", "idProduit": 101, "quantite": 1, "constructor": "x"}',
    );
    expect(response.statusCode).toBe(200);
  });

  it('a large body is scanned without overflowing the stack', async () => {
    app = await server();
    const { send } = await credentials();
    const payload = JSON.stringify(new Array<number>(300_000).fill(0));
    const response = await send('POST', '/vente/api/cart/article', 'application/json', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messageError: 'Le corps de la requête doit être un objet JSON.' });
  });

  it('malformed JSON still says so', async () => {
    app = await server();
    const { send } = await credentials();
    const response = await send('POST', '/vente/api/cart/article', 'application/json', '{"__proto__": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messageError: 'Le corps de la requête n’est pas un JSON valide.' });
  });
});
