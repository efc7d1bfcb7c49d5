// Issue 29 §3 as properties (fast-check): the till's arithmetic in cents. Expected cash is the opening
// float plus the cash sales that stand, whatever the order of sales and cancellations, and whatever
// crashes cut the journal (a crash leaves a prefix of the entries, plus maybe a torn line); the closing
// report's figures add up and its difference is counted minus expected.
import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { openTillJournal, type TillJournal } from '../../../../src/main/till/till-journal';
import { readTillArchive, listTillArchives } from '../../../../src/main/till/till-archives';
import { tillArchiveDirectory } from '../../../../src/main/till/till-journal';
import {
  expectedCashCents,
  isOpen,
  tillReport,
  tillStateOf,
  type TillEntry,
  type TillMode,
} from '../../../../src/main/till/till-state';

const SESSION = '20261204-0800-ab12';
const AT = '2026-12-04T08:00:00.000Z';
const PRODUCTS = ['Ticket Blois > Tours', 'Recharge mensuelle', 'Carte de transport'];

interface SaleSpec {
  mode: TillMode;
  amountCents: number;
  extraCents: number;
  product: number;
  quantity: number;
}

const saleSpec: fc.Arbitrary<SaleSpec> = fc.record({
  mode: fc.constantFrom<TillMode>('card', 'cash', 'card-not-present'),
  amountCents: fc.integer({ min: 1, max: 500_000 }),
  extraCents: fc.integer({ min: 0, max: 10_000 }),
  product: fc.integer({ min: 0, max: PRODUCTS.length - 1 }),
  quantity: fc.integer({ min: 1, max: 5 }),
});

function saleEntry(spec: SaleSpec, index: number): TillEntry {
  const cash = spec.mode === 'cash';
  return {
    type: 'sale',
    at: AT,
    session: SESSION,
    key: `k-${index}`,
    orderId: String(10_000 + index),
    mode: spec.mode,
    amountCents: spec.amountCents,
    ...(cash ? { givenCents: spec.amountCents + spec.extraCents, changeCents: spec.extraCents } : {}),
    lines: [{ label: PRODUCTS[spec.product]!, quantity: spec.quantity, amountCents: spec.amountCents }],
  };
}

const opened = (floatCents: number): TillEntry => ({
  type: 'opened',
  at: AT,
  session: SESSION,
  agentId: 'agent-1',
  floatCents,
});
const cancelled = (index: number): TillEntry => ({
  type: 'cancelled',
  at: AT,
  session: SESSION,
  key: `k-${index}`,
  reason: 'test',
});

/** The model: float plus the cash sales not cancelled, summed independently of the till's code. */
function modelCash(floatCents: number, sales: SaleSpec[], cancelledSet: Set<number>): number {
  let total = floatCents;
  sales.forEach((sale, index) => {
    if (sale.mode === 'cash' && !cancelledSet.has(index)) total += sale.amountCents;
  });
  return total;
}

describe('till arithmetic (pure)', () => {
  it('expected cash is the float plus the standing cash sales, in any order of sales and cancellations', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(saleSpec, { maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.infiniteStream(fc.nat()),
        (floatCents, sales, cancelPicks, order) => {
          const cancelledSet = new Set(sales.length ? cancelPicks.map((pick) => pick % sales.length) : []);
          // Sales shuffled, each cancellation placed anywhere after its sale.
          const shuffled = sales
            .map((_, index) => [order.next().value, index] as const)
            .sort((a, b) => a[0] - b[0])
            .map(([, index]) => index);
          const entries: TillEntry[] = [opened(floatCents)];
          for (const index of shuffled) entries.push(saleEntry(sales[index]!, index));
          for (const index of cancelledSet) {
            const after = entries.findIndex((entry) => entry.type === 'sale' && entry.key === `k-${index}`);
            const at = after + 1 + (order.next().value % (entries.length - after));
            entries.splice(at, 0, cancelled(index));
          }
          // A replayed cancellation and a replayed sale change nothing.
          entries.push(...entries.slice(1, 3));
          const session = tillStateOf(entries).session!;
          expect(expectedCashCents(session)).toBe(modelCash(floatCents, sales, cancelledSet));

          const report = tillReport(session);
          const byMode = report.byMode.reduce((sum, mode) => sum + mode.amountCents, 0);
          const byProduct = report.byProduct.reduce((sum, product) => sum + product.amountCents, 0);
          expect(byMode).toBe(report.totalCents);
          expect(byProduct).toBe(report.totalCents);
          const notPresent = report.byMode.find((mode) => mode.mode === 'card-not-present')!.amountCents;
          expect(report.cardCents + report.cashSalesCents + notPresent).toBe(report.totalCents);
          expect(report.expectedCashCents).toBe(floatCents + report.cashSalesCents);
          expect(report.salesCount + report.cancelledCount).toBe(sales.length);
          expect(report.differenceCents).toBeNull();
        },
      ),
    );
  });

  it('the difference is counted minus expected once closed; nothing counts after the closing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(saleSpec, { maxLength: 10 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        saleSpec,
        (floatCents, sales, countedCents, late) => {
          const entries: TillEntry[] = [opened(floatCents), ...sales.map(saleEntry)];
          entries.push({ type: 'closed', at: AT, session: SESSION, agentId: 'agent-1', countedCents });
          const before = tillReport(tillStateOf(entries).session!);
          entries.push(saleEntry(late, 99), cancelled(0));
          const state = tillStateOf(entries);
          expect(isOpen(state)).toBe(false);
          const report = tillReport(state.session!);
          expect(report).toEqual(before);
          expect(report.differenceCents).toBe(countedCents - modelCash(floatCents, sales, new Set()));
        },
      ),
    );
  });
});

type Step =
  { kind: 'sale'; sale: SaleSpec } | { kind: 'cancel'; pick: number } | { kind: 'crash'; torn: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('sale' as const), sale: saleSpec }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('crash' as const), torn: fc.boolean() }) },
);

describe('till journal under crashes', () => {
  it('replays to the same till after any crash, and the archived closing report matches', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(step, { maxLength: 14 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        async (floatCents, steps, countedCents) => {
          const path = join(mkdtempSync(join(tmpdir(), 'till-')), 'caisse', 'caisse.journal');
          const log = vi.fn();
          let journal: TillJournal = await openTillJournal({ path, log });
          try {
            expect(await journal.appendIf(opened(floatCents), (state) => !isOpen(state))).toBe(true);
            const sales: SaleSpec[] = [];
            const cancelledSet = new Set<number>();
            for (const current of steps) {
              if (current.kind === 'sale') {
                const written = await journal.appendIf(saleEntry(current.sale, sales.length), (state) =>
                  isOpen(state, SESSION),
                );
                expect(written).toBe(true);
                sales.push(current.sale);
              } else if (current.kind === 'cancel' && sales.length > 0) {
                const index = current.pick % sales.length;
                await journal.appendIf(cancelled(index), (state) => isOpen(state, SESSION));
                cancelledSet.add(index);
              } else if (current.kind === 'crash') {
                await journal.close();
                // A power cut in the middle of the next line leaves its start on the disk.
                if (current.torn) appendFileSync(path, '{"type":"sale","at":"2026-12-04T0');
                journal = await openTillJournal({ path, log });
              }
              expect(expectedCashCents(journal.state().session!)).toBe(
                modelCash(floatCents, sales, cancelledSet),
              );
            }
            const closing: TillEntry = {
              type: 'closed',
              at: AT,
              session: SESSION,
              agentId: 'agent-2',
              countedCents,
            };
            expect(await journal.appendIf(closing, (state) => isOpen(state, SESSION))).toBe(true);
            const expected = tillReport(journal.state().session!);
            expect(expected.differenceCents).toBe(countedCents - modelCash(floatCents, sales, cancelledSet));
            // A crash between the closing line and the archive: the next opening finishes the closing.
            await journal.close();
            journal = await openTillJournal({ path, log });
            expect(journal.state().session).toBeNull();
            const directory = tillArchiveDirectory(path);
            const [archive, ...others] = await listTillArchives(directory, new Date(AT));
            expect(others).toEqual([]);
            expect(await readTillArchive(directory, archive!.name, new Date(AT))).toEqual(expected);
          } finally {
            await journal.close();
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
