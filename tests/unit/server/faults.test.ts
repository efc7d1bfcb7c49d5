import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { server, tokenOf } from './helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const addFault = (rule: unknown) =>
  app.inject({ method: 'POST', url: '/__emulator/faults', payload: rule as object });

describe('fault injection', () => {
  it('answers a given status and body instead of the route, even for the token route', async () => {
    app = await server({ control: true });
    expect(
      (await addFault({ path: '/api/jwttoken/generate', status: 503, body: { messageError: 'Maintenance' } }))
        .statusCode,
    ).toBe(201);
    const response = await app.inject({ method: 'GET', url: '/api/jwttoken/generate' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ messageError: 'Maintenance' });
  });

  it('matches the method when given, and ignores the query string', async () => {
    app = await server({ control: true });
    await addFault({ method: 'post', path: '/api/jwttoken/generate', status: 500 });
    expect((await app.inject({ method: 'GET', url: '/api/jwttoken/generate?x=1' })).statusCode).toBe(200);
    await addFault({ path: '/api/jwttoken/generate', status: 418 });
    expect((await app.inject({ method: 'GET', url: '/api/jwttoken/generate?x=1' })).statusCode).toBe(418);
  });

  it('delays then lets the real route answer', async () => {
    app = await server({ control: true });
    await addFault({ path: '/api/jwttoken/generate', delayMs: 60 });
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/jwttoken/generate' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(response.json()).toHaveProperty('id_token');
  });

  it('stops after `times` hits, and DELETE clears every rule', async () => {
    app = await server({ control: true });
    const authorization = `Bearer ${await tokenOf(app)}`;
    await addFault({ path: '/api/modules/list', status: 500, times: 2 });
    const hit = () => app.inject({ method: 'GET', url: '/api/modules/list', headers: { authorization } });
    expect([(await hit()).statusCode, (await hit()).statusCode, (await hit()).statusCode]).toEqual([
      500, 500, 200,
    ]);
    await addFault({ path: '/api/modules/list', status: 500 });
    expect((await app.inject({ method: 'GET', url: '/__emulator/faults' })).json()).toHaveLength(1);
    expect((await app.inject({ method: 'DELETE', url: '/__emulator/faults' })).statusCode).toBe(204);
    expect((await hit()).statusCode).toBe(200);
  });

  it('down drops the connection without an answer', async () => {
    app = await server({ control: true });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    await addFault({ path: '/api/jwttoken/generate', down: true });
    await expect(fetch(`http://127.0.0.1:${port}/api/jwttoken/generate`)).rejects.toThrow();
  });

  it('refuses a malformed rule in French', async () => {
    app = await server({ control: true });
    for (const [rule, message] of [
      [{ status: 500 }, 'Le champ « path » doit commencer par « / ».'],
      [{ path: '/api/x', status: 99 }, 'Le champ « status » doit être un code HTTP entre 100 et 599.'],
      [{ path: '/api/x' }, 'La règle doit donner « status », « delayMs » ou « down ».'],
      [{ path: '/api/x', delayMs: -1 }, 'Le champ « delayMs » doit être un entier entre 0 et 120000.'],
      [{ path: '/api/x', down: 'oui' }, 'Le champ « down » doit être un booléen.'],
      [{ path: '/api/x', status: 500, times: 0 }, 'Le champ « times » doit être un entier positif.'],
    ] as const) {
      const response = await addFault(rule);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ messageError: message });
    }
    expect((await app.inject({ method: 'GET', url: '/__emulator/faults' })).json()).toEqual([]);
  });

  it('does not exist unless enabled', async () => {
    app = await server();
    expect((await addFault({ path: '/api/jwttoken/generate', status: 500 })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/jwttoken/generate' })).statusCode).toBe(200);
  });
});
