// Durable journal: flushed before each promise resolves, never rewritten, replayed after a crash
// (torn last line, attempt without outcome) and settled by reconcilePending exactly once.
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { TerminalOutcomeReport } from '../../../../src/shared/terminal-outcome';
import { createReportDelivery } from '../../../../src/main/payment/delivery';
import type { JournalEntry } from '../../../../src/main/payment/journal-state';
import { createPaymentService } from '../../../../src/main/payment/service';
import { signReport } from '../../../../src/main/payment/signature';
import { createSimulatorDriver } from '../../../../src/main/payment/simulator-driver';
import { openJournal, tempJournalPath } from './helpers';
import { REQUEST, SIGNED_AT as AT } from './service-setup';

const ATTEMPT: JournalEntry = { type: 'attempt', at: AT, key: 'k-1', request: REQUEST };

const lines = (path: string) => readFileSync(path, 'utf8').split('\n');

describe('journal appends', () => {
  it('puts every entry on the disk, flushed, before its promise resolves', async () => {
    const path = tempJournalPath();
    await mkdir(dirname(path), { recursive: true });
    const probe = await open(join(dirname(path), 'probe'), 'w');
    const datasync = vi.spyOn(Object.getPrototypeOf(probe) as { datasync(): Promise<void> }, 'datasync');
    await probe.close();
    try {
      const journal = await openJournal(path);
      const report = signReport(
        {
          deviceId: 'd',
          orderId: '10001',
          amountCents: 1250,
          currency: 'EUR',
          idempotencyKey: 'k-1',
          status: 'approved',
          reference: 'R',
          signedAt: AT,
        },
        's',
      );
      const entries: JournalEntry[] = [
        ATTEMPT,
        { type: 'outcome', at: AT, key: 'k-1', result: { status: 'approved', reference: 'R' }, report },
        { type: 'delivered', at: AT, key: 'k-1', signature: report.signature },
      ];
      for (const [index, entry] of entries.entries()) {
        await journal.append(entry);
        expect(lines(path)).toEqual([...entries.slice(0, index + 1).map((e) => JSON.stringify(e)), '']);
        expect(datasync).toHaveBeenCalledTimes(index + 1);
      }
      await journal.close();
    } finally {
      datasync.mockRestore();
    }
  });

  it('keeps the order of concurrent appends, one whole line each', async () => {
    const path = tempJournalPath();
    const journal = await openJournal(path);
    const entries = Array.from({ length: 20 }, (_v, i): JournalEntry => ({
      ...ATTEMPT,
      key: `k-${i}`,
      request: { ...REQUEST, idempotencyKey: `k-${i}` },
    }));
    await Promise.all(entries.map((entry) => journal.append(entry)));
    expect(lines(path)).toEqual([...entries.map((e) => JSON.stringify(e)), '']);
    expect(journal.state().payments.size).toBe(20);
  });

  it('refuses appends once closed', async () => {
    const journal = await openJournal();
    await journal.close();
    await expect(journal.append(ATTEMPT)).rejects.toThrow('Journal des paiements fermé');
  });
});

describe('journal replay after a crash', () => {
  const TORN = '{"type":"outcome","at":"2026-03-02T10:00:01.000Z","key":"k-1","result":{"sta';

  it('skips a torn last line, seals it and never rewrites what was written', async () => {
    const path = tempJournalPath();
    await (await openJournal(path)).close();
    const before = `${JSON.stringify(ATTEMPT)}\n${TORN}`;
    writeFileSync(path, before);
    const log = vi.fn();
    const journal = await openJournal(path, log);
    const state = journal.state();
    expect(state.skippedLines).toBe(1);
    expect(state.payments.get('k-1')).toEqual({
      key: 'k-1',
      request: REQUEST,
      attempts: 1,
      awaitingOutcome: true,
      attemptedAt: ATTEMPT.at,
    });
    expect(log).toHaveBeenCalledWith(
      'Journal des paiements : ligne 2 illisible ignorée (écriture interrompue ?)',
      TORN,
    );

    const next: JournalEntry = { ...ATTEMPT, at: '2026-03-02T10:05:00.000Z' };
    await journal.append(next);
    const after = readFileSync(path, 'utf8');
    expect(after.startsWith(before)).toBe(true);
    expect(after).toBe(`${before}\n${JSON.stringify(next)}\n`);
    const replayed = await journal.replay();
    expect(replayed.skippedLines).toBe(1);
    expect(replayed.payments.get('k-1')?.attempts).toBe(2);
  });

  it('reconcilePending settles an attempt the terminal debited and delivers its signed report exactly once', async () => {
    const path = tempJournalPath();
    // Before the crash: the attempt was journaled, the terminal debited, the outcome line was torn.
    const terminal = createSimulatorDriver({ delayMs: 0 });
    await terminal.pay({ idempotencyKey: 'k-1', amountCents: 1250, currency: 'EUR', label: REQUEST.label });
    await (await openJournal(path)).close();
    writeFileSync(path, `${JSON.stringify(ATTEMPT)}\n${TORN}`);

    const fetch = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) => new Response('{"status":"PAYE"}'),
    );
    async function restart() {
      const journal = await openJournal(path);
      const delivery = createReportDelivery({
        backofficeUrl: 'http://127.0.0.1:5180',
        journal,
        fetch,
        log: vi.fn(),
      });
      const service = createPaymentService({
        driver: terminal,
        journal,
        deviceId: 'borne-1',
        deviceSecret: 'secret',
        deliver: delivery.deliver,
        now: () => new Date('2026-03-02T10:10:00.000Z'),
        log: vi.fn(),
      });
      return { journal, service };
    }

    const first = await restart();
    await first.service.reconcilePending();
    expect(fetch).toHaveBeenCalledTimes(1);
    const sent = JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(sent).toEqual(
      signReport(
        {
          deviceId: 'borne-1',
          orderId: '10001',
          amountCents: 1250,
          currency: 'EUR',
          idempotencyKey: 'k-1',
          status: 'approved',
          reference: 'SIM-000001',
          signedAt: '2026-03-02T10:10:00.000Z',
        },
        'secret',
      ),
    );
    expect(
      lines(path)
        .slice(2, 4)
        .map((line) => (JSON.parse(line) as JournalEntry).type),
    ).toEqual(['reconciled', 'delivered']);

    await first.service.reconcilePending();
    await first.journal.close();
    const second = await restart();
    await second.service.reconcilePending();
    expect(fetch).toHaveBeenCalledTimes(1);
    // The customer's retry gets the settled outcome; the card is not charged again.
    expect(await second.service.start(REQUEST)).toMatchObject({
      status: 'approved',
      reference: 'SIM-000001',
      signature: sent.signature,
    });
    expect(terminal.debitCount).toBe(1);
  });

  it('reports an attempt the terminal cannot tell about as unknown, once', async () => {
    const path = tempJournalPath();
    await (await openJournal(path)).close();
    writeFileSync(path, `${JSON.stringify(ATTEMPT)}\n`);
    const journal = await openJournal(path);
    const deliver = vi.fn(async (_report: TerminalOutcomeReport) => undefined);
    const service = createPaymentService({
      driver: createSimulatorDriver({ delayMs: 0 }),
      journal,
      deviceId: 'borne-1',
      deviceSecret: 's',
      deliver,
      log: vi.fn(),
    });
    await service.reconcilePending();
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(deliver).toHaveBeenCalledWith(
      expect.objectContaining({ idempotencyKey: 'k-1', status: 'unknown', reference: '' }),
    );
    expect(journal.state().payments.get('k-1')).toMatchObject({
      awaitingOutcome: false,
      result: { status: 'unknown' },
    });
    // Still unknown at the next start-up: nothing new to journal; the undelivered report is sent again.
    await service.reconcilePending();
    expect(lines(path).filter((l) => l.includes('"reconciled"'))).toHaveLength(1);
    expect(deliver).toHaveBeenCalledTimes(2);
  });
});
