// The providers' control API (mounted only with `control`, from startServer's option as on the back
// office): the back office's fault injection on the providers' listener, behind the mobile-ticket CORS
// guard (a faulted answer keeps the portal's CORS header, a preflight is never faulted, a foreign page
// is refused first), a `down` rule that drops the connection, a foreign Origin refused; and a whole
// purchase over real HTTP.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PayboxParameters } from '../../../src/shared/payment';
import { startServer, type StartedServer } from '../../../src/server/listen';
import {
  API,
  apiCall,
  initBody,
  MAILS,
  mobileProviders,
  PORTAL,
  PROVIDERS_HOST,
  tokenFor,
} from './mobile-ticket-helpers';
import { payOverHttp } from './purchase-helpers';

let providers: FastifyInstance | undefined;
let started: StartedServer | undefined;
afterEach(async () => {
  await providers?.close();
  await started?.close();
  providers = started = undefined;
});

const FAULTS = '/__emulator/faults';
const addFault = (app: FastifyInstance, rule: object) =>
  app.inject({ method: 'POST', url: FAULTS, payload: rule, headers: { host: PROVIDERS_HOST } });

describe('faults on the providers’ listener', () => {
  it('answer the rule’s status with the portal’s CORS header, then the route again', async () => {
    const app = (providers = await mobileProviders({ control: true }));
    const token = await tokenFor(app, MAILS.confirmed);
    const rule = {
      path: `${API}/produit/getProduits`,
      status: 503,
      body: { messageError: 'Maintenance' },
      times: 1,
    };
    expect((await addFault(app, rule)).statusCode).toBe(201);
    const faulted = await apiCall(app, 'GET', '/produit/getProduits', undefined, { token });
    expect(faulted.statusCode).toBe(503);
    expect(faulted.json()).toEqual({ messageError: 'Maintenance' });
    expect(faulted.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(faulted.headers.vary).toBe('Origin');
    expect((await apiCall(app, 'GET', '/produit/getProduits', undefined, { token })).statusCode).toBe(200);
  });

  it('never fault a preflight, nor spend a rule on a foreign page', async () => {
    const app = (providers = await mobileProviders({ control: true }));
    await addFault(app, { path: `${API}/token/authenticate`, status: 500, times: 1 });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `${API}/token/authenticate`,
      headers: { host: PROVIDERS_HOST, origin: PORTAL, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toBe(
      'Content-Type, X-Requested-With, X-Authorization',
    );
    const foreign = await apiCall(
      app,
      'POST',
      '/token/authenticate',
      {},
      {
        headers: { origin: 'https://site-pirate.example' },
      },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ messageError: 'Origine non autorisée : https://site-pirate.example.' });
    // The rule is still there for the portal's call.
    const faulted = await apiCall(app, 'POST', '/token/authenticate', {});
    expect(faulted.statusCode).toBe(500);
    expect(faulted.json()).toEqual({ messageError: 'Panne simulée par l’émulateur.' });
    expect(faulted.headers['access-control-allow-origin']).toBe(PORTAL);
  });

  it('apply to the card provider’s pages too, and are listed and cleared like the back office’s', async () => {
    const app = (providers = await mobileProviders({ control: true }));
    await addFault(app, { method: 'POST', path: '/fournisseur/paiement-carte', status: 502 });
    expect((await app.inject({ method: 'GET', url: FAULTS })).json()).toEqual([
      { method: 'POST', path: '/fournisseur/paiement-carte', status: 502 },
    ]);
    const page = await app.inject({ method: 'POST', url: '/fournisseur/paiement-carte', payload: {} });
    expect(page.statusCode).toBe(502);
    expect((await app.inject({ method: 'DELETE', url: FAULTS })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: FAULTS })).json()).toEqual([]);
    const refused = await addFault(app, { path: 'sans-barre', status: 500 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ messageError: 'Le champ « path » doit commencer par « / ».' });
  });

  it('refuse a control call from a foreign page', async () => {
    const app = (providers = await mobileProviders({ control: true }));
    for (const [method, url] of [
      ['POST', FAULTS],
      ['DELETE', FAULTS],
      ['POST', '/__emulator/billettique-mobile/jetons/expiration'],
    ] as const) {
      const refused = await app.inject({
        method,
        url,
        headers: { host: PROVIDERS_HOST, origin: PORTAL },
        ...(method === 'POST' && url === FAULTS ? { payload: { path: '/x', status: 500 } } : {}),
      });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({
        messageError: `Requête refusée : origine « ${PORTAL} » non autorisée.`,
      });
    }
    expect((await app.inject({ method: 'GET', url: FAULTS })).json()).toEqual([]);
    const own = await app.inject({
      method: 'DELETE',
      url: FAULTS,
      headers: { host: PROVIDERS_HOST, origin: `http://${PROVIDERS_HOST}` },
    });
    expect(own.statusCode).toBe(204);
  });

  it('do not exist unless enabled', async () => {
    const app = (providers = await mobileProviders());
    expect((await addFault(app, { path: '/x', status: 500 })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: FAULTS })).statusCode).toBe(404);
  });
});

describe('startServer’s providers', () => {
  it('mount the control API with `control`, and a `down` rule drops the connection', async () => {
    started = await startServer({ port: 0, control: true });
    const base = started.providersUrl;
    const origin = new URL(started.url).origin;
    const rule = await fetch(new URL(FAULTS, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: `${API}/produit/getProduits`, down: true, times: 1 }),
    });
    expect(rule.status).toBe(201);
    const call = () =>
      fetch(new URL(`${API.slice(1)}/produit/getProduits`, base), {
        headers: { origin, 'x-requested-with': 'XMLHttpRequest' },
      });
    await expect(call()).rejects.toThrow();
    // Then the route answers (no token: 401 with the portal's CORS header).
    const after = await call();
    expect(after.status).toBe(401);
    expect(after.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('sell a ticket over HTTP: login, payment, card page, notification in process, ticket listed', async () => {
    started = await startServer({ port: 0 });
    const api = new URL(`${API.slice(1)}/`, started.providersUrl);
    const portal = new URL(started.url).origin;
    const call = async (path: string, body?: object, token?: string) => {
      const response = await fetch(new URL(path.slice(1), api), {
        method: body ? 'POST' : 'GET',
        headers: {
          origin: portal,
          'x-requested-with': 'XMLHttpRequest',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { 'x-authorization': `Bearer ${token}` } : {}),
        },
        body: body && JSON.stringify(body),
      });
      expect(response.headers.get('access-control-allow-origin')).toBe(portal);
      return response.json();
    };
    const { token } = (await call('/token/authenticate', {
      mail: MAILS.confirmed,
      password: 'Ligeo-2026',
      supportNumero: 'navigateur-1',
    })) as { token: string };
    const init = (await call('/paiement/init/paybox', initBody([{ id: 2003, quantite: 2 }], 800), token)) as {
      payboxPaymentParameters: PayboxParameters;
    };
    const parameters = init.payboxPaymentParameters;
    expect(parameters.retourClientValide).toBe(`${portal}/recapitulatif`);
    const decision = await payOverHttp(parameters);
    expect(decision.status).toBe(303);
    expect(decision.headers.get('location')).toBe(`${portal}/recapitulatif`);
    const { billets } = (await call('/billets', undefined, token)) as { billets: { label: string }[] };
    expect(billets.map((b) => b.label)).toEqual(['Pass 24 heures Blois', 'Pass 24 heures Blois']);
  });

  it('have no control API without `control`', async () => {
    started = await startServer({ port: 0 });
    const response = await fetch(new URL(FAULTS, started.providersUrl));
    expect(response.status).toBe(404);
  });
});
