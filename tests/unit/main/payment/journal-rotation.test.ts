// Journal rotation: settled payments leave the live file for dated archives (lines unchanged), open ones
// stay, the live file stays bounded, and a crash at any file operation loses nothing and writes nothing
// twice (checked by cutting the process at every call in turn, then opening again).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodeJournalFileSystem, type JournalFileSystem } from '../../../../src/main/payment/journal-fs';
import {
  openPaymentJournal,
  type PaymentJournal,
  type PaymentJournalOptions,
} from '../../../../src/main/payment/journal';
import type { TerminalRequest } from '../../../../src/main/payment/driver';
import type { JournalEntry } from '../../../../src/main/payment/journal-state';
import { createPaymentService } from '../../../../src/main/payment/service';
import { crashingFileSystem, journalFolder, paymentLines, text } from './journal-fixtures';

const NOW = new Date('2026-03-05T12:00:00.000Z');

// Settled and more than a day old: archived, by the day each payment started.
const A = paymentLines('k-101', '2026-03-01T12:00:00.000Z', 'approved');
const B = paymentLines('k-102', '2026-03-02T12:00:00.000Z', 'declined');
const C = paymentLines('k-103', '2026-03-02T13:00:00.000Z', 'approved', { answer: 'rejected' });
// Kept: awaiting an outcome, unknown, not yet delivered, settled less than a day ago.
const D = paymentLines('k-104', '2026-03-01T14:00:00.000Z', 'approved', { awaiting: true });
const E = paymentLines('k-105', '2026-03-02T15:00:00.000Z', 'unknown');
const F = paymentLines('k-106', '2026-03-03T12:00:00.000Z', 'approved', { answer: 'none' });
const G = paymentLines('k-107', '2026-03-05T11:00:00.000Z', 'approved');

const ALL = [A, D, B, C, E, F, G].flatMap((p) => p.lines);
const KEPT = [D, E, F, G].flatMap((p) => p.lines);
const ARCHIVES = {
  'paiements-2026-03-01.journal': A.lines,
  'paiements-2026-03-02.journal': [...B.lines, ...C.lines],
};

const journals: PaymentJournal[] = [];
async function open(path: string, options: Partial<PaymentJournalOptions> = {}) {
  const journal = await openPaymentJournal({ path, log: vi.fn(), now: () => NOW, ...options });
  journals.push(journal);
  return journal;
}
afterEach(async () => {
  await Promise.all(journals.splice(0).map((journal) => journal.close().catch(() => undefined)));
});

/** Every file of the folder but the live one, with its lines. */
function archivesIn(dir: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const name of readdirSync(dir).sort()) {
    if (name === 'paiements.journal') continue;
    found[name] = readFileSync(join(dir, name), 'utf8').split('\n').slice(0, -1);
  }
  return found;
}

const liveLines = (path: string) => readFileSync(path, 'utf8').split('\n').slice(0, -1);

describe('journal rotation at start-up', () => {
  it('moves settled payments older than a day to archives named after their day, lines unchanged', async () => {
    const { dir, path } = journalFolder();
    writeFileSync(path, text(ALL));
    const log = vi.fn();
    const journal = await open(path, { log });

    expect(liveLines(path)).toEqual(KEPT);
    expect(archivesIn(dir)).toEqual(ARCHIVES);
    const state = journal.state();
    expect([...state.payments.keys()]).toEqual(['k-104', 'k-105', 'k-106', 'k-107']);
    expect(state.payments.get('k-104')).toMatchObject({ awaitingOutcome: true });
    expect([...state.undelivered.values()].map((report) => report.idempotencyKey)).toEqual(['k-106']);
    expect(log).toHaveBeenCalledWith(
      'Journal des paiements : 3 paiement(s) réglé(s) archivé(s) (9 ligne(s)) dans paiements-2026-03-01.journal, paiements-2026-03-02.journal',
    );
  });

  it('keeps a payment approved less than a day ago: its key asked again gets its outcome, no new debit', async () => {
    const { path } = journalFolder();
    writeFileSync(path, text(ALL));
    const journal = await open(path);
    const pay = vi.fn();
    const service = createPaymentService({
      driver: { pay, reconcile: pay },
      journal,
      deviceId: 'borne-1',
      deviceSecret: 'secret',
      deliver: async () => undefined,
      log: vi.fn(),
    });
    const request = journal.state().payments.get('k-107')!.request;
    expect(await service.start({ ...request, saleKinds: ['origin-destination'] })).toMatchObject({
      status: 'approved',
    });
    expect(pay).not.toHaveBeenCalled();
  });

  it('appends to an existing archive of the same day, and leaves the live file alone when nothing is settled', async () => {
    const { dir, path } = journalFolder();
    writeFileSync(path, text(ALL));
    await (await open(path)).close();
    const H = paymentLines('k-108', '2026-03-02T16:00:00.000Z', 'cancelled');
    writeFileSync(path, text([...KEPT, ...H.lines]));
    await (await open(path)).close();
    expect(archivesIn(dir)).toEqual({
      ...ARCHIVES,
      'paiements-2026-03-02.journal': [...B.lines, ...C.lines, ...H.lines],
    });
    expect(liveLines(path)).toEqual(KEPT);

    // Two days later G is settled for long enough; D, E and F never leave on their own.
    const later = await open(path, { now: () => new Date('2026-03-07T12:00:00.000Z') });
    expect(liveLines(path)).toEqual([D, E, F].flatMap((p) => p.lines));
    expect(archivesIn(dir)['paiements-2026-03-05.journal']).toEqual(G.lines);
    await later.close();
    const before = readFileSync(path, 'utf8');
    await open(path, { now: () => new Date('2026-03-08T12:00:00.000Z') });
    expect(readFileSync(path, 'utf8')).toBe(before);
  });

  it('takes a torn line along to the archive of the day when payments leave', async () => {
    const { dir, path } = journalFolder();
    const torn = '{"type":"outcome","at":"2026-03-02T10:00:01.000Z","key":"k-9","result":{"sta';
    writeFileSync(path, text([...A.lines, torn, ...G.lines]));
    await open(path);
    expect(liveLines(path)).toEqual(G.lines);
    expect(archivesIn(dir)).toEqual({
      'paiements-2026-03-01.journal': A.lines,
      'paiements-2026-03-05.journal': [torn],
    });
  });

  it('reads the live file once at start-up: opening, rotation and reconciliation share one replay', async () => {
    const { path } = journalFolder();
    writeFileSync(path, text(ALL));
    const reads = vi.fn();
    const fs: JournalFileSystem = {
      ...nodeJournalFileSystem,
      read: (file) => {
        reads(file);
        return nodeJournalFileSystem.read(file);
      },
    };
    const journal = await open(path, { fs });
    const reconcile = vi.fn(async (_request: TerminalRequest) => ({ status: 'unknown' as const }));
    const service = createPaymentService({
      driver: { pay: vi.fn(), reconcile },
      journal,
      deviceId: 'borne-1',
      deviceSecret: 'secret',
      deliver: async () => undefined,
      deliveryWaitMs: 0,
      log: vi.fn(),
    });
    await service.reconcilePending();
    expect(reads).toHaveBeenCalledTimes(1);
    // The open ones were all looked at: D awaiting its outcome, E unknown.
    expect(reconcile.mock.calls.map(([request]) => request.idempotencyKey)).toEqual(['k-104', 'k-105']);
  });

  it('never rotates with rotation: false', async () => {
    const { dir, path } = journalFolder();
    writeFileSync(path, text(ALL));
    const journal = await open(path, { rotation: false });
    expect(await journal.rotate()).toMatchObject({ archivedPayments: 0 });
    expect(liveLines(path)).toEqual(ALL);
    expect(archivesIn(dir)).toEqual({});
  });
});

describe('journal rotation past the bound', () => {
  const entriesOf = (...payments: { lines: string[] }[]) =>
    payments.flatMap((p) => p.lines.map((line) => JSON.parse(line) as JournalEntry));

  it('rotates once the live file holds maxLines lines, after the entry that passed it is safe', async () => {
    const { dir, path } = journalFolder();
    const journal = await open(path, { rotation: { maxLines: 10 } });
    for (const entry of entriesOf(A, B, C)) await journal.append(entry);
    expect(liveLines(path)).toHaveLength(9);
    expect(archivesIn(dir)).toEqual({});

    await journal.append(entriesOf(D)[0]!);
    // The next operation waits for the rotation the tenth line started.
    await journal.replay();
    expect(liveLines(path)).toEqual(D.lines);
    expect(archivesIn(dir)).toEqual(ARCHIVES);
    expect([...journal.state().payments.keys()]).toEqual(['k-104']);
    await journal.append(entriesOf(E)[0]!);
    expect(liveLines(path)).toEqual([...D.lines, E.lines[0]]);
  });

  it('rotates once the live file holds maxBytes bytes', async () => {
    const { dir, path } = journalFolder();
    const journal = await open(path, { rotation: { maxLines: 1_000, maxBytes: 2_000 } });
    const entries = entriesOf(A, B, C, D);
    let total = 0;
    const passing = entries.findIndex(
      (entry) => (total += Buffer.byteLength(`${JSON.stringify(entry)}\n`)) >= 2_000,
    );
    expect(passing).toBeGreaterThan(3);
    for (const [index, entry] of entries.entries()) {
      await journal.append(entry);
      await journal.replay();
      expect(existsSync(join(dir, 'paiements-2026-03-01.journal')), `ligne ${index + 1}`).toBe(
        index >= passing,
      );
    }
  });

  it('does not reread a live file full of open payments at every append: the bound doubles', async () => {
    const { path } = journalFolder();
    const reads = vi.fn();
    const fs: JournalFileSystem = {
      ...nodeJournalFileSystem,
      read: (file) => {
        reads(file);
        return nodeJournalFileSystem.read(file);
      },
    };
    const journal = await open(path, { rotation: { maxLines: 4 }, fs });
    for (let i = 0; i < 20; i += 1) {
      const key = `k-${200 + i}`;
      await journal.append(
        JSON.parse(paymentLines(key, NOW.toISOString(), 'approved', { awaiting: true }).lines[0]!),
      );
    }
    await journal.replay();
    // Open, rotations at 4, 8 and 16 lines (nothing to archive), the replay.
    expect(reads).toHaveBeenCalledTimes(5);
    expect(liveLines(path)).toHaveLength(20);
  });
});

describe('journal rotation and crashes', () => {
  /** The folder as a rotation left it when the process died, then after the next opening. */
  async function crashAt(call: number, during: 'start-up' | 'rotate') {
    const { dir, path } = journalFolder();
    writeFileSync(path, text(ALL));
    const crashing = crashingFileSystem(during === 'start-up' ? call : Infinity);
    if (during === 'start-up') {
      await openPaymentJournal({ path, log: vi.fn(), now: () => NOW, fs: crashing.fs }).catch(
        () => undefined,
      );
    } else {
      // Opened when nothing was settled for a day yet; rotated (and cut) days later.
      let now = new Date('2026-03-01T11:00:00.000Z');
      const journal = await openPaymentJournal({ path, log: vi.fn(), now: () => now, fs: crashing.fs });
      expect(liveLines(path)).toEqual(ALL);
      now = NOW;
      crashing.arm(call);
      await journal.rotate().catch(() => undefined);
    }
    await crashing.release();
    return { dir, path, crashed: crashing.crashed };
  }

  function linesOnDisk(dir: string, path: string): string[] {
    const archived = Object.values(archivesIn(dir)).flat();
    return [...liveLines(path), ...archived];
  }

  for (const during of ['start-up', 'rotate'] as const) {
    it(`loses nothing and writes nothing twice, wherever the process dies (${during})`, async () => {
      let call = 1;
      for (; ; call += 1) {
        const { dir, path, crashed } = await crashAt(call, during);
        if (!crashed) break;
        // Right after the crash: every payment line is on the disk, in the live file or in an
        // archive, and a line written twice can only be an uncommitted archive copy.
        const afterCrash = linesOnDisk(dir, path).filter((line) => !line.startsWith('{"type":"rotation"'));
        for (const line of ALL) expect(afterCrash).toContain(line);

        // The next opening undoes the cut rotation and finishes the job: each line exactly once.
        const journal = await open(path);
        expect(liveLines(path), `crash at call ${call}`).toEqual(KEPT);
        expect(archivesIn(dir), `crash at call ${call}`).toEqual(ARCHIVES);
        expect(existsSync(`${path}.tmp`)).toBe(false);
        expect([...journal.state().payments.keys()]).toEqual(['k-104', 'k-105', 'k-106', 'k-107']);
      }
      // Every step of the rotation was a crash point (announce, archives, temporary file, rename...).
      expect(call).toBeGreaterThan(during === 'start-up' ? 20 : 15);
      // About 25 crash points, each opened twice: more than the default 5 s on a busy machine.
    }, 60_000);
  }

  it('a failed rotation takes its archive bytes back, the journal keeps working, the next one succeeds', async () => {
    const { dir, path } = journalFolder();
    writeFileSync(path, text(ALL));
    let failArchive = true;
    const fs: JournalFileSystem = {
      ...nodeJournalFileSystem,
      open: async (file, mode) => {
        const opened = await nodeJournalFileSystem.open(file, mode);
        if (!failArchive || !file.includes('paiements-2026-03-02')) return opened;
        return {
          ...opened,
          append: async (data) => {
            await opened.append(data.slice(0, 100));
            throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
          },
        };
      },
    };
    const log = vi.fn();
    const journal = await open(path, { fs, log });
    expect(log).toHaveBeenCalledWith(
      'Journal des paiements : rotation au démarrage impossible (paiements.journal)',
      expect.objectContaining({ code: 'ENOSPC' }),
    );
    // No archive keeps a partial copy; the live file is whole (plus the announcement of the rotation).
    expect(archivesIn(dir)).toEqual({});
    expect(liveLines(path).filter((line) => !line.startsWith('{"type":"rotation"'))).toEqual(ALL);
    expect([...journal.state().payments.keys()]).toHaveLength(7);

    const next = paymentLines('k-109', NOW.toISOString(), 'approved', { awaiting: true }).lines[0]!;
    await journal.append(JSON.parse(next) as JournalEntry);
    failArchive = false;
    expect(await journal.rotate()).toMatchObject({ archivedPayments: 3, archivedLines: 9, keptLines: 10 });
    expect(liveLines(path)).toEqual([...KEPT, next]);
    expect(archivesIn(dir)).toEqual(ARCHIVES);
  });

  it('cuts back only its own archives: an announcement naming another file is ignored', async () => {
    const { dir, path } = journalFolder();
    writeFileSync(join(dir, 'notes.txt'), 'à garder\n');
    writeFileSync(join(dir, 'paiements-2026-03-01.journal'), text(['{"déjà":"archivé"}']));
    const forged = JSON.stringify({
      type: 'rotation',
      at: NOW.toISOString(),
      archives: { 'notes.txt': 0, '../paiements.journal': 0, 'paiements-2026-03-01.journal': 0 },
    });
    writeFileSync(path, text([...G.lines, forged]));
    await open(path);
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('à garder\n');
    // Nor is an archived line ever removed: only copies of live lines are cut back.
    expect(readFileSync(join(dir, 'paiements-2026-03-01.journal'), 'utf8')).toBe('{"déjà":"archivé"}\n');
    expect(liveLines(path)).toEqual(G.lines);
  });
});
