// The bodies OpenTelemetry's own JS exporters sent (captured from @opentelemetry/sdk-metrics 2.12 with
// exporter-metrics-otlp-http 0.223, and sdk-logs with exporter-logs-otlp-http 0.223, exporting to the
// emulator with the names of src/shared/fleet-telemetry.ts): the receiver takes them whole, as they
// come, and the fleet page shows what they said. Counters come with one point per attribute set, the
// pending payments as an up-down counter (a non-monotonic sum), the uptime as a double.
import { readFileSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { factsOf, postLogs, postMetrics } from './fleet-helpers';
import { server } from './helpers';
import { DEVICE_ID, DEVICE_SECRET } from './terminal-helpers';

const exported = JSON.parse(readFileSync(new URL('./fleet-sdk-export.json', import.meta.url), 'utf8')) as {
  metrics: object;
  logs: object;
};

let app: FastifyInstance;
afterEach(() => app?.close());

it('takes what the SDK exporters send, and the page reads it', async () => {
  app = await server({
    devices: { [DEVICE_ID]: DEVICE_SECRET },
    now: () => new Date('2026-11-27T23:05:10Z'),
  });
  const metrics = await postMetrics(app, exported.metrics);
  expect(metrics.statusCode).toBe(200);
  expect(metrics.json()).toEqual({});
  const logs = await postLogs(app, exported.logs);
  expect(logs.statusCode).toBe(200);
  expect(logs.json()).toEqual({});

  const body = (await app.inject({ method: 'GET', url: '/emulateur/bornes' })).body;
  const cells = [...body.matchAll(/<td>(.*?)<\/td>/g)].map((m) => m[1]);
  expect(cells).toEqual([
    '28/11/2026 00:05',
    'Bientôt épuisé',
    'Injoignable',
    '2',
    '1.4.0 (configuration 2026-11-20)',
    'Active',
  ]);
  expect(factsOf(body)).toEqual({
    Ventes: '5',
    'Paiements refusés': 'Inconnu',
    'Paiements en attente': '1',
    Erreurs: '1',
    'En marche depuis': '2 h 03 min',
    'Intervalle des rapports': '60 s',
  });
  expect(body).toContain('<li>28/11/2026 00:05 : Imprimante : capot ouvert.</li>');
});
