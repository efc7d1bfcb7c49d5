// The kiosk's exporter end to end: OpenTelemetry's own SDK and OTLP/HTTP exporters, run by main's
// telemetry against the real emulator listening on a port, and what /emulateur/bornes then shows. This
// is the check that what the official SDK sends is what our receiver takes; and that a collector away
// is said once in the app's log, never thrown into the app.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { JournalEntry } from '../../../../src/main/payment/journal-state';
import { applyEntry, emptyJournalState } from '../../../../src/main/payment/journal-state';
import { decideReadiness } from '../../../../src/main/readiness';
import {
  createOutcomeTally,
  startKioskTelemetry,
  type KioskTelemetry,
  type KioskTelemetryOptions,
} from '../../../../src/main/telemetry';
import { factsOf } from '../../server/fleet-helpers';
import { server } from '../../server/helpers';
import { DEVICE_ID, DEVICE_SECRET } from '../../server/terminal-helpers';

const STARTED = Date.parse('2026-11-28T00:02:00Z');
/** 03:05 in Paris, 2 h 03 min after the kiosk started. */
const REPORTED = Date.parse('2026-11-28T02:05:00Z');

let app: FastifyInstance | undefined;
let telemetry: KioskTelemetry | undefined;
afterEach(async () => {
  await telemetry?.shutdown();
  telemetry = undefined;
  await app?.close();
  app = undefined;
});

async function emulator(): Promise<string> {
  app = await server({ devices: { [DEVICE_ID]: DEVICE_SECRET }, now: () => new Date(REPORTED + 10_000) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

const payment = (key: string, status?: 'approved' | 'declined' | 'unknown'): JournalEntry[] => {
  const request = {
    orderId: `C-${key}`,
    amountCents: 230,
    currency: 'EUR' as const,
    label: '',
    idempotencyKey: key,
  };
  const attempt: JournalEntry = { type: 'attempt', at: '2026-11-28T01:00:00Z', key, request };
  if (!status) return [attempt];
  const report = {
    deviceId: DEVICE_ID,
    orderId: `C-${key}`,
    amountCents: 230,
    currency: 'EUR' as const,
    idempotencyKey: key,
    status,
    reference: '',
    signedAt: '2026-11-28T01:01:00Z',
    signature: `sig-${key}`,
  };
  return [attempt, { type: 'outcome', at: report.signedAt, key, result: { status }, report }];
};

function kiosk(endpoint: string, log: string[]): KioskTelemetryOptions {
  const journal = emptyJournalState();
  const tally = createOutcomeTally();
  const entries = [
    ...payment('a', 'approved'),
    ...payment('b', 'approved'),
    ...payment('c', 'declined'),
    ...payment('d', 'unknown'),
    ...payment('e'),
  ];
  for (const entry of entries) {
    applyEntry(journal, entry);
    tally.record(entry);
  }
  let clock = STARTED;
  return {
    endpoint,
    intervalMs: 60_000,
    deviceId: DEVICE_ID,
    appVersion: '1.4.0',
    configVersion: '2026-11-20',
    abilities: () =>
      decideReadiness({
        printer: { known: true, paper: 'near-end', coverOpen: false, offline: false },
        terminal: 'unreachable',
        backOfficeLastSuccessAt: REPORTED,
        now: REPORTED,
      }),
    journal: () => journal,
    tally,
    log: (message) => log.push(message),
    now: () => {
      // Started at STARTED; every later reading is the report's time.
      const now = clock;
      clock = REPORTED;
      return now;
    },
  };
}

describe('the kiosk’s OpenTelemetry exporter', () => {
  it('reports to the emulator, which shows the kiosk’s row: paper, terminal, payments, versions, errors', async () => {
    const base = await emulator();
    const log: string[] = [];
    telemetry = startKioskTelemetry(kiosk(`${base}/`, log));
    telemetry.error('Imprimante : capot ouvert.');
    telemetry.abilitiesChanged(kiosk(base, []).abilities());
    await telemetry.flush();

    const body = (await app!.inject({ method: 'GET', url: '/emulateur/bornes' })).body;
    const cells = [...body.matchAll(/<td>(.*?)<\/td>/g)].map((m) => m[1]);
    expect(cells).toEqual([
      '28/11/2026 03:05',
      'Bientôt épuisé',
      'Injoignable',
      '1',
      '1.4.0 (configuration 2026-11-20)',
      'Active',
    ]);
    expect(factsOf(body)).toEqual({
      Ventes: '2',
      'Paiements refusés': '1',
      'Paiements en attente': '1',
      Erreurs: '1',
      'En marche depuis': '2 h 03 min',
      'Intervalle des rapports': '60 s',
    });
    // The WARN record of the state change is taken and not listed: only errors are.
    expect(body).toContain('<li>28/11/2026 03:05 : Imprimante : capot ouvert.</li>');
    expect(body.match(/<li>/g)).toHaveLength(1);
    expect(log).toEqual([]);
  });

  it('says once that the collector cannot be reached, never throws, and says when it is back', async () => {
    const base = await emulator();
    const port = new URL(base).port;
    await app!.close();
    app = undefined;
    const log: string[] = [];
    // The exporter retries a refused connection until its timeout: a short one keeps the test short.
    telemetry = startKioskTelemetry({ ...kiosk(base, log), exportTimeoutMs: 500 });
    telemetry.error('Terminal injoignable.');
    await expect(telemetry.flush()).resolves.toBeUndefined();
    await telemetry.flush();
    // Metrics and logs go out side by side: either may tell first.
    expect([...log].sort()).toEqual([
      `Télémétrie : envoi des journaux impossible vers http://127.0.0.1:${port}/v1/logs (connect ECONNREFUSED 127.0.0.1:${port}) ; nouvel essai au prochain rapport.`,
      `Télémétrie : envoi des métriques impossible vers http://127.0.0.1:${port}/v1/metrics (connect ECONNREFUSED 127.0.0.1:${port}) ; nouvel essai au prochain rapport.`,
    ]);

    app = await server({ devices: { [DEVICE_ID]: DEVICE_SECRET }, now: () => new Date(REPORTED + 10_000) });
    await app.listen({ host: '127.0.0.1', port: Number(port) });
    telemetry.error('Terminal toujours injoignable.');
    await telemetry.flush();
    expect(log.slice(2).sort()).toEqual([
      `Télémétrie : envoi des journaux rétabli vers http://127.0.0.1:${port}/v1/logs.`,
      `Télémétrie : envoi des métriques rétabli vers http://127.0.0.1:${port}/v1/metrics.`,
    ]);
    const body = (await app.inject({ method: 'GET', url: '/emulateur/bornes' })).body;
    expect(factsOf(body).Erreurs).toBe('2');
  }, 20_000);
});
