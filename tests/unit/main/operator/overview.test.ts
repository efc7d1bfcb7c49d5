import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDeviceConfig } from '../../../../src/main/config/load';
import {
  configurationFingerprint,
  freeDiskBytes,
  readOverview,
  type OverviewSources,
} from '../../../../src/main/operator/overview';
import { scanJournal, stateOfLines } from '../../../../src/main/payment/journal-rotation';
import type { PrinterStatus } from '../../../../src/main/printer/status';
import { decideReadiness, type TerminalState } from '../../../../src/main/readiness';
import { createRecentErrors } from '../../../../src/main/recent-errors';
import { paymentLines, text } from '../payment/journal-fixtures';
import { START } from './fakes';

const NEAR_END: PrinterStatus = { known: true, paper: 'near-end', coverOpen: false, offline: false };

function readinessOf(printer: PrinterStatus, terminal: TerminalState, backOffice: number | null) {
  return {
    inputs: () => ({ printer, terminal }),
    current: () => decideReadiness({ printer, terminal, backOfficeLastSuccessAt: backOffice, now: START }),
  };
}

/** Two paid and delivered, one awaiting its outcome, one unknown whose report is still to deliver. */
function journal() {
  const at = '2026-11-27T13:00:00.000Z';
  const lines = [
    ...paymentLines('k-1', at, 'approved').lines,
    ...paymentLines('k-2', at, 'declined').lines,
    ...paymentLines('k-3', at, 'approved', { awaiting: true }).lines,
    ...paymentLines('k-4', at, 'unknown', { answer: 'none' }).lines,
  ];
  return stateOfLines(scanJournal(text(lines)));
}

function sources(overrides: Partial<OverviewSources> = {}): OverviewSources {
  const errors = createRecentErrors(() => START - 60_000);
  errors.add('Réconciliation impossible : terminal injoignable');
  return {
    readiness: readinessOf(NEAR_END, 'reachable', START - 30_000),
    backOfficeLastSuccessAt: () => START - 30_000,
    journal,
    freeDiskBytes: async () => 12_345_678_912,
    appVersion: '0.1.0',
    configuration: () => ({ fingerprint: '0123456789ab', configVersion: '2026.11-gare' }),
    startedAt: START - 3_723_400,
    now: () => START,
    lastErrors: () => errors.list(),
    ...overrides,
  };
}

describe('operator overview', () => {
  it('gathers the devices, the journal, the disk, the versions, the uptime and the last errors', async () => {
    await expect(readOverview(sources())).resolves.toEqual({
      terminal: 'reachable',
      printer: { answered: true, paper: 'near-end', coverOpen: false, offline: false },
      backOfficeLastSuccessAt: new Date(START - 30_000).toISOString(),
      warnings: ["Papier bientôt épuisé : remplacez le rouleau de l'imprimante."],
      journal: { pending: 1, unknown: 1, undeliveredReports: 1 },
      freeDiskBytes: 12_345_678_912,
      versions: { app: '0.1.0', configuration: '0123456789ab', configVersion: '2026.11-gare' },
      uptimeSeconds: 3723,
      lastErrors: [
        {
          at: new Date(START - 60_000).toISOString(),
          message: 'Réconciliation impossible : terminal injoignable',
        },
      ],
      // The one the operator may settle: not the one still awaiting its outcome.
      unknownPayments: [
        { key: 'k-4', orderId: '4', amountCents: 1250, attemptedAt: '2026-11-27T13:00:00.000Z' },
      ],
    });
  });

  it('a printer that did not answer and a back office never reached read as such, never as fine', async () => {
    const silent: PrinterStatus = { known: false, offline: true, reason: 'silent' };
    const overview = await readOverview(
      sources({ readiness: readinessOf(silent, 'unreachable', null), backOfficeLastSuccessAt: () => null }),
    );
    expect(overview).toMatchObject({
      terminal: 'unreachable',
      printer: { answered: false, paper: null, coverOpen: false, offline: true },
      backOfficeLastSuccessAt: null,
    });
    expect(overview.warnings).toEqual([
      "L'imprimante ne répond pas.",
      'Terminal de paiement injoignable : la borne est hors service.',
      'Aucun appel réussi au back office depuis le démarrage.',
    ]);
  });

  it('reads the free space of a real folder, and null for one that does not exist', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'operateur-disque-'));
    try {
      const free = await freeDiskBytes(dir);
      expect(free).toBeGreaterThan(0);
      await expect(freeDiskBytes(join(dir, 'absent'))).resolves.toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('fingerprints the configuration without its secrets: a new device secret keeps it, a setting changes it', () => {
    const config = (stored: Record<string, unknown>, secret: string) => {
      const loaded = loadDeviceConfig({
        stored: { layer: stored, errors: [] },
        env: {},
        argv: [],
        hostname: 'borne-01',
        randomSecret: () => secret,
      });
      if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
      return loaded.config;
    };
    const first = configurationFingerprint(config({ mode: 'kiosk' }, 'a'.repeat(40)));
    expect(first).toMatch(/^[0-9a-f]{12}$/);
    expect(configurationFingerprint(config({ mode: 'kiosk' }, 'b'.repeat(40)))).toBe(first);
    expect(
      configurationFingerprint(config({ mode: 'kiosk', idleTimeoutMs: 120_000 }, 'a'.repeat(40))),
    ).not.toBe(first);
  });
});

describe('recent errors', () => {
  it('keeps the last ten, newest first, each cut at 300 characters', () => {
    let time = START;
    const errors = createRecentErrors(() => time);
    for (let i = 1; i <= 12; i++) {
      time += 1000;
      errors.add(`erreur ${i}`);
    }
    errors.add('x'.repeat(400));
    const list = errors.list();
    expect(list).toHaveLength(10);
    expect(list[0]!.message).toBe(`${'x'.repeat(300)}…`);
    expect(list.slice(1, 3).map((line) => line.message)).toEqual(['erreur 12', 'erreur 11']);
    expect(list[9]!.message).toBe('erreur 4');
  });
});
