// The payment journal's lines, one by one (journal-state.ts): which lines parseEntry reads back and
// which it skips (each required field, each type), and what applyEntry makes of each entry.
import { describe, expect, it } from 'vitest';
import {
  applyEntry,
  emptyJournalState,
  parseEntry,
  type JournalEntry,
} from '../../../../src/main/payment/journal-state';

const AT = '2026-11-25T10:00:00.000Z';
const report = {
  deviceId: 'borne-01',
  orderId: '17',
  amountCents: 1250,
  currency: 'EUR' as const,
  idempotencyKey: 'k-1',
  status: 'approved' as const,
  reference: 'A1',
  signedAt: AT,
  signature: 'sig-1',
};
const request = {
  idempotencyKey: 'k-1',
  orderId: '17',
  label: 'Billet',
  currency: 'EUR' as const,
  amountCents: 1250,
};
const result = { status: 'approved' as const, reference: 'A1' };

const lines: Record<string, JournalEntry> = {
  attempt: { type: 'attempt', at: AT, key: 'k-1', request },
  outcome: { type: 'outcome', at: AT, key: 'k-1', result, report },
  reconciled: { type: 'reconciled', at: AT, key: 'k-1', result, report },
  settled: { type: 'settled', at: AT, key: 'k-1', result, report, note: 'Vu au journal' },
  delivered: { type: 'delivered', at: AT, key: 'k-1', signature: 'sig-1' },
  rejected: { type: 'rejected', at: AT, key: 'k-1', signature: 'sig-1', httpStatus: 422, detail: 'non' },
  'cancel-requested': { type: 'cancel-requested', at: AT, key: 'k-1', accepted: false },
};

const without = (entry: JournalEntry, field: string) =>
  JSON.stringify(Object.fromEntries(Object.entries(entry).filter(([name]) => name !== field)));
const withValue = (entry: JournalEntry, field: string, value: unknown) =>
  JSON.stringify({ ...entry, [field]: value });

describe('parseEntry', () => {
  it.each(Object.entries(lines))('reads a %s line back as it was written', (_type, entry) => {
    expect(parseEntry(JSON.stringify(entry))).toEqual(entry);
  });

  it('skips what is not a JSON object with a key, an instant and a known type', () => {
    for (const line of ['', '{', 'null', '"attempt"', '42', '[]']) expect(parseEntry(line)).toBeUndefined();
    expect(parseEntry(without(lines.attempt!, 'key'))).toBeUndefined();
    expect(parseEntry(without(lines.attempt!, 'at'))).toBeUndefined();
    expect(parseEntry(withValue(lines.attempt!, 'key', 1))).toBeUndefined();
    expect(parseEntry(withValue(lines.attempt!, 'at', 1))).toBeUndefined();
    expect(parseEntry(withValue(lines.attempt!, 'type', 'paid'))).toBeUndefined();
  });

  it('skips an attempt without its request, or whose request has another key', () => {
    expect(parseEntry(without(lines.attempt!, 'request'))).toBeUndefined();
    expect(parseEntry(withValue(lines.attempt!, 'request', null))).toBeUndefined();
    expect(
      parseEntry(withValue(lines.attempt!, 'request', { ...request, idempotencyKey: 'k-2' })),
    ).toBeUndefined();
  });

  it.each(['outcome', 'reconciled', 'settled'])(
    'skips a %s line without its result or a whole report',
    (type) => {
      const entry = lines[type]!;
      expect(parseEntry(without(entry, 'result'))).toBeUndefined();
      expect(parseEntry(withValue(entry, 'result', 'approved'))).toBeUndefined();
      expect(parseEntry(withValue(entry, 'result', { reference: 'A1' }))).toBeUndefined();
      expect(parseEntry(without(entry, 'report'))).toBeUndefined();
      expect(parseEntry(withValue(entry, 'report', null))).toBeUndefined();
      for (const field of ['signature', 'idempotencyKey', 'orderId', 'status']) {
        expect(parseEntry(withValue(entry, 'report', { ...report, [field]: 1 }))).toBeUndefined();
      }
      expect(parseEntry(withValue(entry, 'report', { ...report, amountCents: '1250' }))).toBeUndefined();
    },
  );

  it('skips a settled line without its note, and reads an outcome without one', () => {
    expect(parseEntry(without(lines.settled!, 'note'))).toBeUndefined();
    expect(parseEntry(JSON.stringify({ ...lines.outcome, note: undefined }))).toEqual(lines.outcome);
  });

  it('skips a delivered or rejected line without its signature, a rejected one without its status', () => {
    expect(parseEntry(without(lines.delivered!, 'signature'))).toBeUndefined();
    expect(parseEntry(without(lines.rejected!, 'signature'))).toBeUndefined();
    expect(parseEntry(withValue(lines.rejected!, 'httpStatus', '422'))).toBeUndefined();
  });

  it('skips a cancel request without its answer', () => {
    expect(parseEntry(without(lines['cancel-requested']!, 'accepted'))).toBeUndefined();
    expect(parseEntry(withValue(lines['cancel-requested']!, 'accepted', 'yes'))).toBeUndefined();
  });
});

describe('applyEntry', () => {
  it('counts attempts, keeps the first request and its instant once the outcome is in', () => {
    const state = emptyJournalState();
    applyEntry(state, lines.attempt!);
    applyEntry(state, { ...lines.attempt!, at: '2026-11-25T10:01:00.000Z' } as JournalEntry);
    applyEntry(state, lines.outcome!);
    expect(state.payments.get('k-1')).toEqual({
      key: 'k-1',
      request,
      attempts: 2,
      awaitingOutcome: false,
      result,
      report,
      attemptedAt: '2026-11-25T10:01:00.000Z',
    });
    expect([...state.undelivered.keys()]).toEqual(['sig-1']);
  });

  it('rebuilds the request from the report when no attempt was journaled, without an instant', () => {
    const state = emptyJournalState();
    applyEntry(state, lines.reconciled!);
    expect(state.payments.get('k-1')).toEqual({
      key: 'k-1',
      request: { orderId: '17', amountCents: 1250, currency: 'EUR', label: '', idempotencyKey: 'k-1' },
      attempts: 0,
      awaitingOutcome: false,
      result,
      report,
    });
  });

  it('keeps the operator’s settlement through a later outcome, and a delivered report stays delivered', () => {
    const state = emptyJournalState();
    applyEntry(state, lines.attempt!);
    applyEntry(state, lines.settled!);
    applyEntry(state, lines.delivered!);
    applyEntry(state, lines.outcome!);
    expect(state.payments.get('k-1')?.settledByOperator).toEqual({ at: AT, note: 'Vu au journal' });
    expect(state.undelivered.size).toBe(0);
    expect([...state.settled]).toEqual(['sig-1']);
    expect(state.rejected.size).toBe(0);
  });

  it('marks a rejected report settled and rejected; a cancel request changes nothing', () => {
    const state = emptyJournalState();
    applyEntry(state, lines.outcome!);
    applyEntry(state, lines['cancel-requested']!);
    applyEntry(state, lines.rejected!);
    expect(state.undelivered.size).toBe(0);
    expect([...state.settled]).toEqual(['sig-1']);
    expect([...state.rejected]).toEqual(['sig-1']);
    expect(state.payments.get('k-1')?.awaitingOutcome).toBe(false);
  });
});
