// Which payments the operator may settle (operator-settlement.ts), on their own: only an outcome nobody
// knows, not one on the terminal, nor one known; listed oldest attempt first, undated ones before.
import { describe, expect, it } from 'vitest';
import { emptyJournalState, type PaymentRecord } from '../../../../src/main/payment/journal-state';
import { isSettleable, unknownPayments } from '../../../../src/main/payment/operator-settlement';

const record = (key: string, more: Partial<PaymentRecord> = {}): PaymentRecord => ({
  key,
  request: { idempotencyKey: key, orderId: '17', label: '', currency: 'EUR', amountCents: 1250 },
  attempts: 1,
  awaitingOutcome: false,
  result: { status: 'unknown' },
  ...more,
});

describe('isSettleable', () => {
  it('is true only for an unknown outcome no longer on the terminal', () => {
    expect(isSettleable(record('k'))).toBe(true);
    expect(isSettleable(undefined)).toBe(false);
    expect(isSettleable(record('k', { awaitingOutcome: true }))).toBe(false);
    expect(isSettleable(record('k', { result: { status: 'approved' } }))).toBe(false);
    expect(isSettleable(record('k', { result: { status: 'declined' } }))).toBe(false);
    expect(isSettleable(record('k', { result: undefined }))).toBe(false);
  });
});

describe('unknownPayments', () => {
  it('lists the settleable payments, oldest attempt first, those without an instant first', () => {
    const state = emptyJournalState();
    for (const r of [
      record('k-late', { attemptedAt: '2026-11-25T12:00:00.000Z' }),
      record('k-known', { attemptedAt: '2026-11-25T08:00:00.000Z', result: { status: 'approved' } }),
      record('k-early', { attemptedAt: '2026-11-25T09:00:00.000Z' }),
      record('k-undated'),
      record('k-running', { awaitingOutcome: true }),
    ])
      state.payments.set(r.key, r);
    expect(unknownPayments(state).map((r) => r.key)).toEqual(['k-undated', 'k-early', 'k-late']);
  });
});
