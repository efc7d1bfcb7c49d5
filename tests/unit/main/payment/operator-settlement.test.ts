// The operator's settlement of an unknown outcome (issue 25 §2): durable, signed, delivered, and taken
// once whatever runs at the same time (other settlements, the service's reconciliation).
import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  createPaymentService,
  createReportDelivery,
  type TerminalDriver,
  type TerminalResult,
} from '../../../../src/main/payment';
import { openPaymentJournal, type PaymentJournal } from '../../../../src/main/payment/journal';
import { parseEntry, type JournalEntry } from '../../../../src/main/payment/journal-state';
import { createOperatorSettlement, unknownPayments } from '../../../../src/main/payment/operator-settlement';
import { signReport } from '../../../../src/main/payment/signature';
import type { OperatorDecision } from '../../../../src/shared/operator-settlement';
import type { TerminalOutcomeReport } from '../../../../src/shared/terminal-outcome';
import { verifyTerminalOutcome } from '../../../../src/server/kiosk/outcome-signature';
import { openJournal, tempJournalPath } from './helpers';

const DEVICE = 'BORNE-01';
const SECRET = 'secret-de-la-borne';
const KEY = 'k-unknown-1';
const AT = '2026-12-01T09:15:00.000Z';
const NOW = new Date('2026-12-01T10:00:00.000Z');

/** A payment the terminal left without outcome: its attempt, then the signed `unknown` report. */
async function leaveUnknown(journal: PaymentJournal, key = KEY): Promise<void> {
  const request = {
    orderId: '10001',
    amountCents: 1250,
    currency: 'EUR' as const,
    label: 'Billet',
    idempotencyKey: key,
  };
  await journal.append({ type: 'attempt', at: AT, key, request });
  const report = signReport(
    {
      deviceId: DEVICE,
      orderId: '10001',
      amountCents: 1250,
      currency: 'EUR',
      idempotencyKey: key,
      status: 'unknown',
      reference: '',
      signedAt: AT,
    },
    SECRET,
  );
  await journal.append({ type: 'outcome', at: AT, key, result: { status: 'unknown' }, report });
}

function settlementOf(journal: PaymentJournal) {
  const deliver = vi.fn(async (_report: TerminalOutcomeReport) => undefined);
  const settlement = createOperatorSettlement({
    journal,
    deviceId: DEVICE,
    deviceSecret: SECRET,
    deliver,
    now: () => NOW,
    log: () => undefined,
  });
  return { settlement, deliver };
}

async function entriesOnDisk(path: string): Promise<JournalEntry[]> {
  const text = await readFile(path, 'utf8');
  return text.split('\n').flatMap((line) => parseEntry(line) ?? []);
}

describe('operator settlement', () => {
  it('journals the decision durably, signs the note into the report and sends it once', async () => {
    const path = tempJournalPath();
    const journal = await openJournal(path);
    await leaveUnknown(journal);
    expect(unknownPayments(journal.state()).map((record) => record.key)).toEqual([KEY]);
    const { settlement, deliver } = settlementOf(journal);

    const answer = await settlement.settle(KEY, 'approved', 'Ticket 0042 lu sur le TPE');
    expect(answer.ok).toBe(true);
    expect(unknownPayments(journal.state())).toEqual([]);
    expect(journal.state().payments.get(KEY)).toMatchObject({
      result: { status: 'approved' },
      settledByOperator: { at: NOW.toISOString(), note: 'Ticket 0042 lu sur le TPE' },
    });
    expect(deliver).toHaveBeenCalledTimes(1);
    const report = deliver.mock.calls[0]![0];
    expect(report).toMatchObject({
      status: 'approved',
      orderId: '10001',
      amountCents: 1250,
      // No terminal reference: the operator's decision has none.
      reference: '',
      settlement: { by: 'operator', note: 'Ticket 0042 lu sur le TPE' },
    });
    // The back office's own check accepts it, and refuses it with another note.
    expect(verifyTerminalOutcome(report, SECRET)).toBe(true);
    expect(
      verifyTerminalOutcome({ ...report, settlement: { by: 'operator', note: 'Autre note' } }, SECRET),
    ).toBe(false);
    // Undelivered until the back office takes it: a restart sends it again.
    expect([...journal.state().undelivered.values()]).toContainEqual(report);

    // On the disk: a new opening reads the payment as settled, never unknown again.
    await journal.close();
    const reopened = await openPaymentJournal({ path, log: () => undefined });
    try {
      expect(reopened.state().payments.get(KEY)?.settledByOperator?.note).toBe('Ticket 0042 lu sur le TPE');
      expect(unknownPayments(reopened.state())).toEqual([]);
      const again = await settlementOf(reopened).settlement.settle(KEY, 'declined', 'Deuxième essai');
      expect(again).toEqual({ ok: false, reason: 'settled' });
    } finally {
      await reopened.close();
    }
  });

  it('a back office down: the report is retried like the others until it is taken, then journaled', async () => {
    const journal = await openJournal();
    await leaveUnknown(journal);
    const statuses = [503, 503, 200];
    const bodies: unknown[] = [];
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response('{}', { status: statuses.shift()! });
    });
    const delivery = createReportDelivery({
      backofficeUrl: 'http://back-office.test',
      journal,
      fetch: fetch as typeof globalThis.fetch,
      sleep: async () => undefined,
      log: () => undefined,
    });
    const settlement = createOperatorSettlement({
      journal,
      deviceId: DEVICE,
      deviceSecret: SECRET,
      deliver: (report) => delivery.deliver(report),
      log: () => undefined,
    });
    const answer = await settlement.settle(KEY, 'declined', 'Aucune transaction au journal du TPE');
    if (!answer.ok) throw new Error('not settled');
    await vi.waitFor(() => expect(journal.state().settled.has(answer.report.signature)).toBe(true));
    expect(journal.state().undelivered.has(answer.report.signature)).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(3);
    // The same signed report each time, with the operator's note.
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(bodies[0]).toMatchObject({
      status: 'declined',
      settlement: { by: 'operator', note: 'Aucune transaction au journal du TPE' },
    });
  });

  it('a report the delivery fails to send is logged; the settlement stands', async () => {
    const journal = await openJournal();
    await leaveUnknown(journal);
    const failure = new Error('journal plein');
    const log = vi.fn();
    const settlement = createOperatorSettlement({
      journal,
      deviceId: DEVICE,
      deviceSecret: SECRET,
      deliver: () => Promise.reject(failure),
      log,
    });
    expect((await settlement.settle(KEY, 'declined', 'Rien au journal du TPE')).ok).toBe(true);
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith(`Remise du compte rendu ${KEY} (réglé par l’opérateur)`, failure),
    );
    expect(journal.state().payments.get(KEY)?.settledByOperator?.note).toBe('Rien au journal du TPE');
  });

  it('lists the payments to settle oldest attempt first, one journaled without its attempt first of all', () => {
    const record = (key: string, attemptedAt?: string) => ({
      key,
      request: { orderId: '1', amountCents: 100, currency: 'EUR' as const, label: '', idempotencyKey: key },
      attempts: 1,
      awaitingOutcome: false,
      result: { status: 'unknown' as const },
      ...(attemptedAt ? { attemptedAt } : {}),
    });
    const state = {
      payments: new Map([
        ['b', record('b', '2026-12-01T09:00:00.000Z')],
        ['a', record('a', '2026-12-01T08:00:00.000Z')],
        // Their attempt lines were lost (a rotation, a torn write): their outcomes alone name them.
        ['c', record('c')],
        ['d', record('d')],
      ]),
    } as unknown as Parameters<typeof unknownPayments>[0];
    expect(unknownPayments(state).map((payment) => payment.key)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('refuses a payment that is not unknown, or not in the journal', async () => {
    const journal = await openJournal();
    await leaveUnknown(journal);
    const { settlement, deliver } = settlementOf(journal);
    await expect(settlement.settle('absent', 'approved', 'Note valable')).resolves.toEqual({
      ok: false,
      reason: 'missing',
    });
    // Still on the terminal (an attempt without outcome): not the operator's to decide.
    const request = {
      orderId: '10002',
      amountCents: 500,
      currency: 'EUR' as const,
      label: 'x',
      idempotencyKey: 'k-2',
    };
    await journal.append({ type: 'attempt', at: AT, key: 'k-2', request });
    await expect(settlement.settle('k-2', 'approved', 'Note valable')).resolves.toEqual({
      ok: false,
      reason: 'settled',
    });
    expect(deliver).not.toHaveBeenCalled();
  });

  it('concurrent settlements of one payment: exactly one is taken, one line, one report', async () => {
    const path = tempJournalPath();
    const journal = await openJournal(path);
    await leaveUnknown(journal);
    const { settlement, deliver } = settlementOf(journal);
    const decisions: OperatorDecision[] = ['approved', 'declined', 'approved', 'declined', 'approved'];
    const answers = await Promise.all(
      decisions.map((decision, index) => settlement.settle(KEY, decision, `Opérateur ${index}`)),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok)).toEqual(
      Array.from({ length: 4 }, () => ({ ok: false, reason: 'settled' })),
    );
    expect(deliver).toHaveBeenCalledTimes(1);
    const settled = (await entriesOnDisk(path)).filter((entry) => entry.type === 'settled');
    expect(settled).toHaveLength(1);
    expect(deliver.mock.calls[0]![0]).toEqual((settled[0] as { report: TerminalOutcomeReport }).report);
  });

  it('any interleaving of settlements and a reconciliation decides once, and only that is reported', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.constantFrom<OperatorDecision>('approved', 'declined'), { minLength: 1, maxLength: 4 }),
        fc.constantFrom<TerminalResult['status']>('approved', 'declined', 'unknown'),
        async (s, decisions, terminalSays) => {
          const path = tempJournalPath();
          const journal = await openPaymentJournal({ path, log: () => undefined });
          try {
            await leaveUnknown(journal);
            const reports: TerminalOutcomeReport[] = [];
            const deliver = async (report: TerminalOutcomeReport) => {
              reports.push(report);
            };
            const settlement = createOperatorSettlement({
              journal,
              deviceId: DEVICE,
              deviceSecret: SECRET,
              deliver,
              log: () => undefined,
            });
            // The terminal's answer to the reconciliation arrives when the scheduler says.
            const driver: TerminalDriver = {
              pay: async () => ({ status: 'unknown' }),
              reconcile: () =>
                s.schedule(
                  Promise.resolve<TerminalResult>(
                    terminalSays === 'approved'
                      ? { status: 'approved', reference: 'R9' }
                      : { status: terminalSays },
                  ),
                  'terminal',
                ),
            };
            const service = createPaymentService({
              driver,
              journal,
              deviceId: DEVICE,
              deviceSecret: SECRET,
              deliver,
              deliveryWaitMs: 0,
              log: () => undefined,
            });
            const settling = decisions.map((decision, index) =>
              s
                .schedule(Promise.resolve(), `settle ${index}`)
                .then(() => settlement.settle(KEY, decision, `Opérateur ${index}`)),
            );
            const reconciling = s
              .schedule(Promise.resolve(), 'reconcile')
              .then(() => service.reconcilePending());
            await s.waitFor(Promise.all([...settling, reconciling]));
            const answers = await Promise.all(settling);

            const decided = (await entriesOnDisk(path)).filter(
              (entry) =>
                entry.type === 'settled' ||
                (entry.type === 'reconciled' && entry.result.status !== 'unknown'),
            );
            // One decision on the disk, whoever made it; the operator's answers say so.
            expect(decided).toHaveLength(1);
            const byOperator = decided[0]!.type === 'settled';
            expect(answers.filter((answer) => answer.ok)).toHaveLength(byOperator ? 1 : 0);
            // Only that decision is ever reported as settled (an `unknown` report says nothing).
            const final = reports.filter((report) => report.status !== 'unknown');
            expect(new Set(final.map((report) => report.signature))).toEqual(
              new Set([(decided[0] as { report: TerminalOutcomeReport }).report.signature]),
            );
            expect(journal.state().payments.get(KEY)?.result?.status).toBe(
              (decided[0] as { result: TerminalResult }).result.status,
            );
          } finally {
            await journal.close();
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
