// The payment journal's entries and the state they add up to, per idempotency key. Pure: journal.ts
// writes and reads the file, this file says what each line means.
import type { StartPaymentRequest } from '../../shared/kiosk-bridge';
import type { TerminalOutcomeReport } from '../../shared/terminal-outcome';
import type { TerminalResult } from './driver';

/**
 * A request as journaled, or as a page resumes it: lines and pages of a build before the sale kinds
 * (issue 25 §1) have none. Such a request is answered from the journal; it never starts a new debit.
 */
export type JournaledRequest = Omit<StartPaymentRequest, 'saleKinds'> &
  Partial<Pick<StartPaymentRequest, 'saleKinds'>> & {
    /** A counter's sale: the till session it was made in (main adds it; the till records it once paid). */
    till?: { session: string };
  };

export type JournalEntry =
  /** About to ask the terminal for a debit (written before the request leaves). */
  | { type: 'attempt'; at: string; key: string; request: JournaledRequest }
  /** The terminal's answer to an attempt, with the signed report made of it. */
  | { type: 'outcome'; at: string; key: string; result: TerminalResult; report: TerminalOutcomeReport }
  /** What reconciliation established for an attempt without outcome or an `unknown` one. */
  | { type: 'reconciled'; at: string; key: string; result: TerminalResult; report: TerminalOutcomeReport }
  /** The back office acknowledged the report with this signature. */
  | { type: 'delivered'; at: string; key: string; signature: string }
  /** The back office refused the report for good (4xx): it is not sent again. */
  | { type: 'rejected'; at: string; key: string; signature: string; httpStatus: number; detail: string }
  /**
   * The operator settled an unknown outcome from the terminal's own journal (issue 25 §2); `report`
   * carries the note, signed.
   */
  | {
      type: 'settled';
      at: string;
      key: string;
      result: TerminalResult;
      report: TerminalOutcomeReport;
      note: string;
    }
  /** The page asked to abort the payment in progress; `accepted`: the terminal was asked to abort. */
  | { type: 'cancel-requested'; at: string; key: string; accepted: boolean };

export interface PaymentRecord {
  key: string;
  /** The latest attempt's request. */
  request: JournaledRequest;
  attempts: number;
  /** An attempt was journaled and nothing followed it: the process stopped mid-payment. */
  awaitingOutcome: boolean;
  /** Outcome or reconciliation of the latest attempt (none while it awaits one). */
  result?: TerminalResult;
  report?: TerminalOutcomeReport;
  /** When the latest attempt was journaled (the operator reads it). */
  attemptedAt?: string;
  /** The operator settled this payment: when, and the note. Final: never settled twice. */
  settledByOperator?: { at: string; note: string };
}

export interface JournalState {
  payments: Map<string, PaymentRecord>;
  /** Signed reports the back office has neither acknowledged nor refused, by signature, oldest first. */
  undelivered: Map<string, TerminalOutcomeReport>;
  /** Signatures of reports the back office acknowledged or refused for good. */
  settled: Set<string>;
  /** Of those, the signatures the back office refused for good (a counter's cash then goes back). */
  rejected: Set<string>;
  /** Lines that could not be read (a write torn by a power cut). */
  skippedLines: number;
}

export function emptyJournalState(): JournalState {
  return {
    payments: new Map(),
    undelivered: new Map(),
    settled: new Set(),
    rejected: new Set(),
    skippedLines: 0,
  };
}

function requestOfReport(report: TerminalOutcomeReport): JournaledRequest {
  return {
    orderId: report.orderId,
    amountCents: report.amountCents,
    currency: report.currency,
    label: '',
    idempotencyKey: report.idempotencyKey,
  };
}

export function applyEntry(state: JournalState, entry: JournalEntry): void {
  const record = state.payments.get(entry.key);
  switch (entry.type) {
    case 'attempt':
      state.payments.set(entry.key, {
        key: entry.key,
        request: entry.request,
        attempts: (record?.attempts ?? 0) + 1,
        awaitingOutcome: true,
        attemptedAt: entry.at,
      });
      return;
    case 'outcome':
    case 'reconciled':
    case 'settled':
      state.payments.set(entry.key, {
        key: entry.key,
        request: record?.request ?? requestOfReport(entry.report),
        attempts: record?.attempts ?? 0,
        awaitingOutcome: false,
        result: entry.result,
        report: entry.report,
        ...(record?.attemptedAt === undefined ? {} : { attemptedAt: record.attemptedAt }),
        ...(entry.type === 'settled'
          ? { settledByOperator: { at: entry.at, note: entry.note } }
          : record?.settledByOperator
            ? { settledByOperator: record.settledByOperator }
            : {}),
      });
      if (!state.settled.has(entry.report.signature))
        state.undelivered.set(entry.report.signature, entry.report);
      return;
    case 'delivered':
    case 'rejected':
      state.undelivered.delete(entry.signature);
      state.settled.add(entry.signature);
      if (entry.type === 'rejected') state.rejected.add(entry.signature);
      return;
    case 'cancel-requested':
      // A request, not an outcome: only the terminal's answer settles the payment.
      return;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';

function isReport(value: unknown): value is TerminalOutcomeReport {
  return (
    isObject(value) &&
    isString(value.signature) &&
    isString(value.idempotencyKey) &&
    isString(value.orderId) &&
    typeof value.amountCents === 'number' &&
    isString(value.status)
  );
}

/** One journal line, or undefined when it is not a whole, well-formed entry. */
export function parseEntry(line: string): JournalEntry | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (!isObject(value) || !isString(value.key) || !isString(value.at)) return undefined;
  switch (value.type) {
    case 'attempt':
      return isObject(value.request) && value.request.idempotencyKey === value.key
        ? (value as JournalEntry)
        : undefined;
    case 'outcome':
    case 'reconciled':
    case 'settled':
      return isObject(value.result) &&
        isString(value.result.status) &&
        isReport(value.report) &&
        (value.type !== 'settled' || isString(value.note))
        ? (value as JournalEntry)
        : undefined;
    case 'delivered':
      return isString(value.signature) ? (value as JournalEntry) : undefined;
    case 'rejected':
      return isString(value.signature) && typeof value.httpStatus === 'number'
        ? (value as JournalEntry)
        : undefined;
    case 'cancel-requested':
      return typeof value.accepted === 'boolean' ? (value as JournalEntry) : undefined;
    default:
      return undefined;
  }
}
