// From what main knows (the readiness decision, the payment journal) to the values the kiosk's telemetry
// reports under src/shared/fleet-telemetry.ts's names.
import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '../../../../src/shared/kiosk-bridge';
import { PAPER_STATES, TERMINAL_STATES } from '../../../../src/shared/fleet-telemetry';
import type { JournalEntry } from '../../../../src/main/payment/journal-state';
import { applyEntry, emptyJournalState } from '../../../../src/main/payment/journal-state';
import type { PrinterStatus } from '../../../../src/main/printer';
import { decideReadiness, type TerminalState } from '../../../../src/main/readiness';
import {
  createOutcomeTally,
  logText,
  openPayments,
  paperStateOf,
  terminalStateOf,
} from '../../../../src/main/telemetry';

const NOW = Date.UTC(2026, 10, 28, 2, 0);
const answer = (change: Partial<Extract<PrinterStatus, { known: true }>> = {}): PrinterStatus => ({
  known: true,
  paper: 'ok',
  coverOpen: false,
  offline: false,
  ...change,
});
const abilities = (printer: PrinterStatus, terminal: TerminalState = 'reachable') =>
  decideReadiness({ printer, terminal, backOfficeLastSuccessAt: null, now: NOW });

describe('paperStateOf', () => {
  it.each<[string, PrinterStatus, string | undefined]>([
    ['a working printer', answer(), 'ok'],
    ['paper near its end', answer({ paper: 'near-end' }), 'near-end'],
    ['no paper', answer({ paper: 'end' }), 'out'],
    ['no paper and the cover open: the paper first', answer({ paper: 'end', coverOpen: true }), 'out'],
    ['the cover open', answer({ coverOpen: true }), 'cover-open'],
    ['offline', answer({ offline: true }), 'offline'],
    ['a cutter error', answer({ error: ['cutter'] }), 'offline'],
    ['a silent printer', { known: false, offline: true, reason: 'silent' }, 'offline'],
    ['an unreachable printer', { known: false, offline: true, reason: 'unreachable' }, 'offline'],
    ['an interface without status', { known: false, offline: true, reason: 'unsupported' }, undefined],
  ])('reports %s', (_name, printer, state) => {
    const value = paperStateOf(abilities(printer));
    expect(value === undefined ? undefined : PAPER_STATES[value]).toBe(state);
  });
});

describe('terminalStateOf', () => {
  it.each<[TerminalState, string | undefined]>([
    ['reachable', 'ok'],
    ['unreachable', 'unreachable'],
    ['unknown', undefined],
  ])('reports a terminal %s', (terminal, state) => {
    const value = terminalStateOf(abilities(answer({ paper: 'end' }), terminal));
    expect(value === undefined ? undefined : TERMINAL_STATES[value]).toBe(state);
  });
});

const request = (key: string) => ({
  orderId: `C-${key}`,
  amountCents: 230,
  currency: 'EUR' as const,
  label: 'Ticket',
  idempotencyKey: key,
});
const attempt = (key: string): JournalEntry => ({
  type: 'attempt',
  at: '2026-11-28T02:00:00Z',
  key,
  request: request(key),
});
const outcome = (
  key: string,
  status: PaymentStatus,
  type: 'outcome' | 'reconciled' | 'settled' = 'outcome',
): JournalEntry => ({
  type: type as 'outcome',
  ...(type === 'settled' ? { note: 'Rien au journal du TPE' } : {}),
  at: '2026-11-28T02:01:00Z',
  key,
  result: { status },
  report: {
    deviceId: 'borne-gare-01',
    orderId: `C-${key}`,
    amountCents: 230,
    currency: 'EUR',
    idempotencyKey: key,
    status,
    reference: '',
    signedAt: '2026-11-28T02:01:00Z',
    signature: `sig-${key}-${type}`,
  },
});

describe('openPayments', () => {
  it('counts attempts without outcome as pending and lost answers as unknown, until settled', () => {
    const state = emptyJournalState();
    expect(openPayments(state)).toEqual({ pending: 0, unknown: 0 });
    for (const entry of [
      attempt('a'),
      attempt('b'),
      attempt('c'),
      attempt('d'),
      outcome('b', 'unknown'),
      outcome('c', 'approved'),
      outcome('d', 'declined'),
    ])
      applyEntry(state, entry);
    expect(openPayments(state)).toEqual({ pending: 1, unknown: 1 });
    applyEntry(state, outcome('b', 'approved', 'reconciled'));
    applyEntry(state, outcome('a', 'unknown'));
    expect(openPayments(state)).toEqual({ pending: 0, unknown: 1 });
  });
});

describe('createOutcomeTally', () => {
  it('counts approved outcomes as sales and declined ones as refusals, a settled unknown as its outcome (reconciled or settled by the operator)', () => {
    const tally = createOutcomeTally();
    for (const entry of [
      attempt('a'),
      outcome('a', 'approved'),
      outcome('b', 'declined'),
      outcome('c', 'cancelled'),
      outcome('d', 'error'),
      outcome('e', 'unknown'),
      outcome('e', 'approved', 'reconciled'),
      outcome('f', 'unknown'),
      // The operator read the terminal's journal: declined.
      outcome('f', 'declined', 'settled'),
      { type: 'delivered', at: '2026-11-28T02:02:00Z', key: 'a', signature: 'sig-a-outcome' } as const,
    ])
      tally.record(entry);
    expect({ sales: tally.sales(), refusals: tally.refusals() }).toEqual({ sales: 2, refusals: 2 });
  });
});

describe('logText', () => {
  it('keeps one line of safe characters, in NFC, cut to 500 characters', () => {
    expect(logText('Imprimante :\n\tcapot\u202e ouvert\u200b.')).toBe('Imprimante : capot ouvert .');
    expect(logText('Cafe\u0301')).toBe('Café');
    expect(logText('\u0007\u200b')).toBe('Erreur sans message.');
    const long = logText('é'.repeat(600));
    expect([...long]).toHaveLength(500);
    expect(long.endsWith('é…')).toBe(true);
  });
});
