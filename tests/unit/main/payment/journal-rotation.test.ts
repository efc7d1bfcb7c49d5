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
import { planRotation, scanJournal, stateOfLines } from '../../../../src/main/payment/journal-rotation';
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

/** The disk, full for the archives whose name holds `name` while `failing()`: an append to one of them
 * writes its first 100 bytes, then fails. */
function fullDiskFor(name: string, failing: () => boolean): JournalFileSystem {
  return {
    ...nodeJournalFileSystem,
    open: async (file, mode) => {
      const opened = await nodeJournalFileSystem.open(file, mode);
      if (!failing() || !file.includes(name)) return opened;
      return {
        ...opened,
        append: async (data) => {
          await opened.append(data.slice(0, 100));
          throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        },
      };
    },
  };
}

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

  const open1 = (n: number) =>
    JSON.parse(
      paymentLines(`k-${300 + n}`, NOW.toISOString(), 'approved', { awaiting: true }).lines[0]!,
    ) as JournalEntry;
  const archiveOf = (dir: string, day: string) => existsSync(join(dir, `paiements-${day}.journal`));

  it('after a rotation, counts from what it kept: the next one comes at twice the open lines that stayed', async () => {
    const { dir, path } = journalFolder();
    const journal = await open(path, { rotation: { maxLines: 4 } });
    // 4 lines, nothing settled: the bound becomes 8. A's last lines and two more open payments make 8: A
    // leaves, five open lines stay, the bound becomes 10.
    for (const entry of [open1(1), open1(2), open1(3), ...entriesOf(A), open1(4), open1(5)])
      await journal.append(entry);
    await journal.replay();
    expect(archiveOf(dir, '2026-03-01')).toBe(true);
    expect(liveLines(path)).toHaveLength(5);
    // B's three lines: 8 lines, under the bound of 10; two more reach it and B leaves.
    for (const entry of entriesOf(B)) await journal.append(entry);
    await journal.replay();
    expect(archiveOf(dir, '2026-03-02')).toBe(false);
    await journal.append(open1(6));
    await journal.replay();
    expect(archiveOf(dir, '2026-03-02')).toBe(false);
    await journal.append(open1(7));
    await journal.replay();
    expect(archivesIn(dir)['paiements-2026-03-02.journal']).toEqual(B.lines);
    expect(liveLines(path)).toHaveLength(7);
  });

  it('a rotation started by a write that fails is logged and tried again maxLines lines later, not at every write', async () => {
    const { dir, path } = journalFolder();
    let failArchive = true;
    const fs = fullDiskFor('paiements-2026-', () => failArchive);
    const log = vi.fn();
    const journal = await open(path, { rotation: { maxLines: 4 }, fs, log });
    // A's three lines and an open payment: 4 lines, the rotation fails.
    for (const entry of [...entriesOf(A), open1(1)]) await journal.append(entry);
    await journal.replay();
    expect(log).toHaveBeenCalledWith(
      'Journal des paiements : rotation impossible, nouvel essai plus tard',
      expect.objectContaining({ code: 'ENOSPC' }),
    );
    expect(archivesIn(dir)).toEqual({});
    // The live file: the four lines and the failed rotation's announcement. The next try comes 4 lines
    // later: the 6th and 7th lines try nothing, the 8th rotates, and A leaves.
    expect(liveLines(path)).toHaveLength(5);
    failArchive = false;
    for (const entry of [open1(2), open1(3)]) {
      await journal.append(entry);
      await journal.replay();
      expect(archiveOf(dir, '2026-03-01')).toBe(false);
    }
    await journal.append(open1(4));
    await journal.replay();
    expect(archivesIn(dir)).toEqual({ 'paiements-2026-03-01.journal': A.lines });
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
    const fs = fullDiskFor('paiements-2026-03-02', () => failArchive);
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

describe('what a rotation reads and plans', () => {
  const rotation = (archives: unknown, at: unknown = NOW.toISOString()) =>
    JSON.stringify({ type: 'rotation', at, archives });

  it('reads an announcement only when whole: a time, and archive sizes that are whole numbers ≥ 0', () => {
    const good = rotation({ 'paiements-2026-03-01.journal': 0, 'paiements-2026-03-02.journal': 7 });
    const bad = [
      rotation({}, 1),
      rotation(null),
      rotation(5),
      rotation({ 'paiements-2026-03-01.journal': 1.5 }),
      rotation({ 'paiements-2026-03-01.journal': -1 }),
      rotation({ 'paiements-2026-03-01.journal': 0, 'paiements-2026-03-02.journal': -1 }),
    ];
    // A line of blanks is no line at all; the others keep their line number (from 1).
    const lines = scanJournal(text([good, '   ', ...bad]));
    expect(lines.map((line) => line.kind)).toEqual(['intent', ...bad.map(() => 'unreadable')]);
    expect(lines[0]).toEqual({
      kind: 'intent',
      raw: good,
      intent: { type: 'rotation', at: NOW.toISOString(), archives: JSON.parse(good).archives },
    });
    expect(lines.slice(1).map((line) => (line.kind === 'unreadable' ? line.number : 0))).toEqual([
      3, 4, 5, 6, 7, 8,
    ]);
    // An announcement is no torn line.
    expect(stateOfLines(lines).skippedLines).toBe(6);
  });

  /** A payment's lines with their times replaced, in the order given. */
  const timed = (payment: { lines: string[] }, ...ats: string[]) =>
    payment.lines.map((line, index) => JSON.stringify({ ...JSON.parse(line), at: ats[index] }));
  const plan = (lines: string[], now = NOW, keepMs = 24 * 60 * 60 * 1000) => {
    const read = scanJournal(text(lines));
    return planRotation(read, stateOfLines(read), now, keepMs);
  };
  const DAY1 = '2026-03-01T12:00:00.000Z';
  const DAY2 = '2026-03-02T12:00:00.000Z';
  const DAY3 = '2026-03-03T12:00:00.000Z';

  it('archives a payment under the day of its earliest line, whatever the order of its lines', () => {
    const P = timed(paymentLines('k-301', DAY1, 'approved'), DAY1, DAY3, DAY2);
    const Q = timed(paymentLines('k-302', DAY1, 'approved'), DAY2, DAY3, DAY1);
    expect(plan([...P, ...Q])).toEqual({
      kept: [],
      archived: new Map([['2026-03-01', [...P, ...Q]]]),
      archivedPayments: 2,
    });
  });

  it('keeps a payment whose latest line is recent, even written before older ones', () => {
    const recent = '2026-03-05T11:00:00.000Z';
    const P = timed(paymentLines('k-303', DAY1, 'approved'), DAY1, recent, DAY2);
    expect(plan(P)).toEqual({ kept: P, archived: new Map(), archivedPayments: 0 });
  });

  it('keeps a payment with a time not in ISO form: its age cannot be told', () => {
    const P = timed(paymentLines('k-304', DAY1, 'approved'), '2026-03-01 12:00:00', DAY1, DAY1);
    expect(plan(P)).toEqual({ kept: P, archived: new Map(), archivedPayments: 0 });
  });

  it('keeps a payment whose reconciled or operator-settled report is still to deliver', () => {
    for (const type of ['reconciled', 'settled'] as const) {
      const [attempt, outcome] = paymentLines('k-305', DAY1, 'approved', { answer: 'none' }).lines;
      const P = [attempt!, JSON.stringify({ ...JSON.parse(outcome!), type, note: 'vu au terminal' })];
      expect(plan(P), type).toEqual({ kept: P, archived: new Map(), archivedPayments: 0 });
    }
  });

  it('archives a payment settled exactly the retention time ago', () => {
    const P = paymentLines('k-306', DAY1, 'approved').lines;
    const last = Date.parse(JSON.parse(P[2]!).at);
    expect(plan(P, new Date(last + 60_000), 60_000).archivedPayments).toBe(1);
    expect(plan(P, new Date(last + 59_999), 60_000).archivedPayments).toBe(0);
  });

  it('archives a lone acknowledgement whose payment has already left', () => {
    const delivered = paymentLines('k-307', DAY1, 'approved').lines[2]!;
    expect(plan([delivered])).toEqual({
      kept: [],
      archived: new Map([['2026-03-01', [delivered]]]),
      archivedPayments: 1,
    });
  });
});

describe('what a rotation does on the disk', () => {
  const interrupted = JSON.stringify({ type: 'rotation', at: NOW.toISOString(), archives: {} });

  it('finishes an interrupted rotation with nothing to archive quietly: the announcement goes', async () => {
    const { dir, path } = journalFolder();
    writeFileSync(path, text([...G.lines, interrupted]));
    const log = vi.fn();
    const journal = await open(path, { log });
    expect(liveLines(path)).toEqual(G.lines);
    expect(archivesIn(dir)).toEqual({});
    expect(log).not.toHaveBeenCalled();
    expect(await journal.rotate()).toEqual({
      archivedPayments: 0,
      archivedLines: 0,
      archives: [],
      keptLines: 3,
    });
  });

  it('takes a torn line to today’s archive when it finishes an interrupted rotation, and says so', async () => {
    const { dir, path } = journalFolder();
    const torn = '{"type":"outcome","at":"2026-03-05T10:00:01.000Z","key":"k-9","result":{"sta';
    writeFileSync(path, text([...G.lines, torn, interrupted]));
    const log = vi.fn();
    await open(path, { log });
    expect(liveLines(path)).toEqual(G.lines);
    expect(archivesIn(dir)).toEqual({ 'paiements-2026-03-05.journal': [torn] });
    expect(log).toHaveBeenCalledWith(
      'Journal des paiements : 0 paiement(s) réglé(s) archivé(s) (1 ligne(s)) dans paiements-2026-03-05.journal',
    );
  });

  it('rotates on demand: what it moved, to which archives (full paths), what stayed', async () => {
    const { dir, path } = journalFolder();
    writeFileSync(path, text(ALL));
    let now = new Date('2026-03-01T11:00:00.000Z');
    const journal = await open(path, { now: () => now });
    now = NOW;
    expect(await journal.rotate()).toEqual({
      archivedPayments: 3,
      archivedLines: 9,
      archives: [join(dir, 'paiements-2026-03-01.journal'), join(dir, 'paiements-2026-03-02.journal')],
      keptLines: KEPT.length,
    });
  });

  it('makes the folder durable after creating an archive, not after growing one', async () => {
    const syncs = async (existing: string[]) => {
      const { dir, path } = journalFolder();
      for (const name of existing) writeFileSync(join(dir, name), text(['{"déjà":"archivé"}']));
      writeFileSync(path, text(ALL));
      const syncDirectory = vi.fn(nodeJournalFileSystem.syncDirectory);
      await open(path, { fs: { ...nodeJournalFileSystem, syncDirectory } });
      return syncDirectory.mock.calls.length;
    };
    // The new archive's name, then the renamed live file's.
    expect(await syncs(['paiements-2026-03-01.journal'])).toBe(2);
    // Only the renamed live file's.
    expect(await syncs(['paiements-2026-03-01.journal', 'paiements-2026-03-02.journal'])).toBe(1);
  });
});

describe('an interrupted rotation undone', () => {
  const announcing = (archives: Record<string, number>) =>
    JSON.stringify({ type: 'rotation', at: NOW.toISOString(), archives });
  const OLD = '{"déjà":"archivé"}\n';
  const OLD_BYTES = Buffer.byteLength(OLD);

  it('cuts an archive back to its announced size, copies of live lines only, and says so', async () => {
    const { dir, path } = journalFolder();
    const archive = join(dir, 'paiements-2026-03-01.journal');
    writeFileSync(archive, `${OLD}${text(G.lines)}`);
    writeFileSync(path, text([...G.lines, announcing({ 'paiements-2026-03-01.journal': OLD_BYTES })]));
    const log = vi.fn();
    await open(path, { log });
    expect(readFileSync(archive, 'utf8')).toBe(OLD);
    expect(liveLines(path)).toEqual(G.lines);
    expect(log).toHaveBeenCalledWith(
      `Journal des paiements : rotation interrompue, archive paiements-2026-03-01.journal ramenée à ${OLD_BYTES} octets`,
    );
  });

  it('leaves an archive alone at its announced size, or when its tail is not only live lines', async () => {
    const { dir, path } = journalFolder();
    const same = join(dir, 'paiements-2026-03-01.journal');
    const odd = join(dir, 'paiements-2026-03-02.journal');
    writeFileSync(same, OLD);
    writeFileSync(odd, `${OLD}${G.lines[0]}\n{"autre":`);
    const announced = {
      'paiements-2026-03-01.journal': OLD_BYTES,
      'paiements-2026-03-02.journal': OLD_BYTES,
    };
    writeFileSync(path, text([...G.lines, announcing(announced)]));
    const log = vi.fn();
    await open(path, { log });
    expect(readFileSync(same, 'utf8')).toBe(OLD);
    expect(readFileSync(odd, 'utf8')).toBe(`${OLD}${G.lines[0]}\n{"autre":`);
    expect(log.mock.calls).toEqual([
      [
        `Journal des paiements : archive paiements-2026-03-02.journal laissée telle quelle (fin inattendue après ${OLD_BYTES} octets)`,
      ],
    ]);
  });

  it('never cuts a file that is not one of its archives, even one holding copies of live lines', async () => {
    const { dir, path } = journalFolder();
    writeFileSync(join(dir, 'notes.txt'), text([G.lines[0]!]));
    writeFileSync(path, text([...G.lines, announcing({ 'notes.txt': 0 })]));
    await open(path);
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe(text([G.lines[0]!]));
  });
});

describe('a rotation’s live file', () => {
  it('is left empty when every payment leaves', async () => {
    const { dir, path } = journalFolder();
    writeFileSync(path, text([...A.lines, ...B.lines]));
    await open(path);
    expect(readFileSync(path, 'utf8')).toBe('');
    expect(Object.keys(archivesIn(dir))).toEqual([
      'paiements-2026-03-01.journal',
      'paiements-2026-03-02.journal',
    ]);
  });

  it('uses the real clock when given none: payments of March are long settled', async () => {
    const { path } = journalFolder();
    writeFileSync(path, text(ALL));
    await open(path, { now: undefined });
    expect(liveLines(path)).toEqual([D, E, F].flatMap((p) => p.lines));
  });

  it('logs a torn line with its first 200 characters', async () => {
    const { path } = journalFolder();
    const torn = `{"type":"outcome","at":"2026-03-05T10:00:01.000Z","key":"k-9","note":"${'x'.repeat(300)}`;
    writeFileSync(path, text([...G.lines, torn]));
    const log = vi.fn();
    await open(path, { log });
    expect(log).toHaveBeenCalledWith(
      'Journal des paiements : ligne 4 illisible ignorée (écriture interrompue ?)',
      torn.slice(0, 200),
    );
  });

  it('rotates as soon as the live file holds exactly maxBytes bytes', async () => {
    const { dir, path } = journalFolder();
    const bytes = Buffer.byteLength(text(A.lines));
    const journal = await open(path, { rotation: { maxLines: 1_000, maxBytes: bytes } });
    for (const line of A.lines) await journal.append(JSON.parse(line) as JournalEntry);
    await journal.replay();
    expect(archivesIn(dir)).toEqual({ 'paiements-2026-03-01.journal': A.lines });
  });
});

describe('a rotation committed', () => {
  it('keeps its archives when the live file cannot be opened again after the rename', async () => {
    const { dir, path } = journalFolder();
    writeFileSync(path, text(ALL));
    let liveOpens = 0;
    const fs: JournalFileSystem = {
      ...nodeJournalFileSystem,
      open: async (file, mode) => {
        // The second opening of the live file is the one after the rename.
        if (file === path && (liveOpens += 1) === 2) throw new Error('EMFILE: too many open files');
        return nodeJournalFileSystem.open(file, mode);
      },
    };
    const log = vi.fn();
    const journal = await open(path, { fs, log });
    expect(log).toHaveBeenCalledWith(
      'Journal des paiements : rotation au démarrage impossible (paiements.journal)',
      new Error('EMFILE: too many open files'),
    );
    // The rename committed the rotation: the archived lines are nowhere else, they stay.
    expect(liveLines(path)).toEqual(KEPT);
    expect(archivesIn(dir)).toEqual(ARCHIVES);
    await journal.append(JSON.parse(D.lines[0]!) as JournalEntry);
    expect(liveLines(path)).toEqual([...KEPT, D.lines[0]]);
  });
});
