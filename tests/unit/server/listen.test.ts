// startServer over real HTTP: the back office and the providers' stand-ins on two loopback ports,
// started and closed together, the preferences pointing at the providers, and a card payment whose
// notification the provider really sends to the back office. Plus the ports of npm start / serve.
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Preferences } from '../../../src/shared/backoffice';
import type { PayboxParameters } from '../../../src/shared/payment';
import { startServer, type StartedServer } from '../../../src/server/listen';
import { DEMO_ONBOARD_CARDS, demoCardExpiry } from '../../../src/server/onboard/demo-cards';
import { TRANSACTIONS_PATHS } from '../../../src/server/providers/transactions/api';
import {
  COMMANDES_VALIDEUR_CB_PATH,
  type CardValidatorOrder,
  type SmactTransaction,
} from '../../../src/shared/onboard-payments';
import { portFromEnv, providersPortFromEnv } from '../../../scripts/paths';
import { httpVisitor } from './http-visitor';
import { ADDRESS, INIT_VPC, payOverHttp, VPC } from './purchase-helpers';

let started: StartedServer | undefined;
afterEach(async () => {
  await started?.close();
  started = undefined;
});

const portOf = (url: string) => Number(new URL(url).port);

async function isListening(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

describe('startServer', () => {
  it('listens on two loopback ports, free ones when port is 0, and the preferences point at the second', async () => {
    started = await startServer({ port: 0 });
    expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(started.providersUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(portOf(started.providersUrl)).not.toBe(portOf(started.url));

    const v = await httpVisitor(started.url);
    const preferences = (await v.get('/api/preferences')) as Preferences;
    const providers = new URL(started.providersUrl).origin;
    expect(preferences.paymentProviderUrl).toBe(`${providers}/fournisseur/paiement-carte`);
    expect(preferences.walletProviderUrl).toBe(`${providers}/fournisseur/portefeuille`);
    expect(preferences.mobileTicketUrl).toBe(`${providers}/fournisseur/billettique-mobile/api`);
    expect(preferences.allowedOrigins).toEqual([new URL(started.url).origin, providers]);
    const transactions = await fetch(
      new URL('/fournisseur/transactions-cb/index.html', started.providersUrl),
    );
    expect(transactions.status).toBe(200);
  });

  it('shares one contactless clearing: the provider’s taps are the ones the back office binds orders to', async () => {
    started = await startServer({ port: 0 });
    const found = await fetch(new URL(TRANSACTIONS_PATHS.search, started.providersUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        numeroCarte: DEMO_ONBOARD_CARDS.withTrips,
        expiration: demoCardExpiry(new Date()),
      }),
    });
    const { transactions } = (await found.json()) as { transactions: SmactTransaction[] };
    expect(transactions).toHaveLength(11);
    const v = await httpVisitor(started.url);
    const query = transactions.map((t) => `idTransSec=${t.idTransSec}`).join('&');
    const orders = (await v.get(`${COMMANDES_VALIDEUR_CB_PATH}?${query}`)) as CardValidatorOrder[];
    expect(new Set(orders.map((o) => o.numTransaction))).toEqual(
      new Set(transactions.map((t) => t.idTransSec)),
    );
  });

  it('pays by card through the providers’ listener, which notifies the back office over HTTP', async () => {
    started = await startServer({ port: 0 });
    const v = await httpVisitor(started.url);
    await v.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 2 });
    await v.post('/vente/api/shippingAdress/save', { address: ADDRESS });
    const { id } = (await v.post('/vente/api/save', { ...VPC, paymentMode: 'CB' })) as { id: number };
    await v.post('/paiement/api/payment/init', { ...INIT_VPC, paymentMode: 'CB' });
    const parameters = (await v.post('/paiement/api/paybox/parameters', { orderId: id })) as PayboxParameters;
    expect(new URL(parameters.url).origin).toBe(new URL(started.providersUrl).origin);
    await v.put('/paiement/api/payment/pending');

    const decision = await payOverHttp(parameters);
    expect(decision.status).toBe(303);
    expect(decision.headers.get('location')).toBe(parameters.retourClientValide);
    // Settled by the provider's notification before the browser is sent back.
    expect(
      await v.post('/paiement/api/payment/wait', {
        urlParameters: { payerId: null, paymentId: null, token: null },
      }),
    ).toEqual({ finished: true, error: false });
  });

  it('lets a caller add a route before it listens (the bench’s floor page), answered with the portal’s headers', async () => {
    started = await startServer({
      port: 0,
      async beforeListen(server) {
        server.get('/bench-floor/home-like', (_request, reply) =>
          reply.type('text/html; charset=utf-8').send('<!doctype html><title>Plancher</title>'),
        );
      },
    });
    const answer = await fetch(new URL('/bench-floor/home-like', started.url));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('<!doctype html><title>Plancher</title>');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('closes the providers’ listener when what a caller adds fails', async () => {
    // A port known to be free, so the test can tell it was listened on and then closed.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const providersPort = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    await expect(
      startServer({
        port: 0,
        providersPort,
        beforeListen: () => Promise.reject(new Error('Plancher absent')),
      }),
    ).rejects.toThrow('Plancher absent');
    expect(await isListening(`http://127.0.0.1:${providersPort}/`)).toBe(false);
  });

  it('closes both listeners together', async () => {
    const both = await startServer({ port: 0 });
    await both.server.close();
    expect(await isListening(both.url)).toBe(false);
    expect(await isListening(both.providersUrl)).toBe(false);
  });

  it('fails with EADDRINUSE when either port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    try {
      await expect(startServer({ port: 0, providersPort: taken })).rejects.toThrow(/EADDRINUSE/);
      await expect(startServer({ port: taken, providersPort: 0 })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      blocker.close();
    }
  });
});

describe('ports of npm start and npm run serve', () => {
  it('PROVIDERS_PORT defaults to PORT + 1, and stays 0 (a free port) with PORT=0', () => {
    expect(providersPortFromEnv(portFromEnv({}), {})).toBe(5181);
    expect(providersPortFromEnv(portFromEnv({ PORT: '5310' }), { PORT: '5310' })).toBe(5311);
    expect(providersPortFromEnv(0, {})).toBe(0);
    expect(providersPortFromEnv(5180, { PROVIDERS_PORT: '7000' })).toBe(7000);
  });

  it('says in French what is wrong with a port', () => {
    expect(() => providersPortFromEnv(5180, { PROVIDERS_PORT: 'abc' })).toThrow(
      'PROVIDERS_PORT invalide : « abc » (attendu : un entier entre 0 et 65535)',
    );
    expect(() => providersPortFromEnv(5180, { PROVIDERS_PORT: '70000' })).toThrow('PROVIDERS_PORT invalide');
    expect(() => providersPortFromEnv(5180, { PROVIDERS_PORT: '5180' })).toThrow(
      'PROVIDERS_PORT invalide : « 5180 » (c’est déjà le port du back office)',
    );
    expect(() => providersPortFromEnv(65535, {})).toThrow('PORT vaut 65535 : donnez aussi PROVIDERS_PORT');
    // An empty or hexadecimal PORT is not silently a random or another port.
    expect(() => portFromEnv({ PORT: '' })).toThrow('PORT invalide : «  »');
    expect(() => portFromEnv({ PORT: '0x10' })).toThrow('PORT invalide');
  });
});
