// The one call an operator's back office adds for kiosks: the card terminal's outcome, reported by the
// device's main process and signed with the device secret (HMAC-SHA256, hex), so that a renderer or any
// web client cannot forge a paid order. Main signs, the back office verifies; both build the same string.
import type { PaymentStatus } from './kiosk-bridge';

/** Payment mode the back office offers to kiosk clients only (requests carrying DEVICE_ID_HEADER). */
export const TERMINAL_PAYMENT_MODE = 'TPE';

/** Set by main on every back-office request it forwards for the device's renderer. */
export const DEVICE_ID_HEADER = 'X-Device-Id';

/** POST, JSON body TerminalOutcomeReport; authenticated by its signature (no bearer, no CSRF). */
export const TERMINAL_OUTCOME_PATH = '/paiement/api/terminal/outcome';

/** Payment mode the back office offers to counter PCs only: cash taken by the agent (issue 29 §2). */
export const CASH_PAYMENT_MODE = 'ESPECES';

/** POST, JSON body TerminalOutcomeReport with `cash`: the counter's signed cash report (same checks). */
export const COUNTER_CASH_PATH = '/paiement/api/counter/cash';

export interface TerminalOutcomeReport {
  deviceId: string;
  orderId: string;
  amountCents: number;
  currency: 'EUR';
  idempotencyKey: string;
  status: PaymentStatus;
  /** Terminal reference; empty when there is none. */
  reference: string;
  /** ISO 8601 time main signed the report. */
  signedAt: string;
  /**
   * Present when the operator settled an unknown outcome from the terminal's own journal (issue 25 §2):
   * signed too (version 2 of the signing string), so the note cannot be changed on the way.
   */
  settlement?: OperatorSettlement;
  /**
   * A cash sale at the counter (issue 29 §2): what the customer handed over and the change given back,
   * signed too (version 3 of the signing string). Sent to COUNTER_CASH_PATH, never with a settlement.
   */
  cash?: CashTaken;
  /** Lowercase hex HMAC-SHA256 of terminalOutcomeSigningString(report) keyed with the device secret. */
  signature: string;
}

export interface CashTaken {
  givenCents: number;
  changeCents: number;
}

export interface OperatorSettlement {
  by: 'operator';
  /** The operator's note (settlementNoteProblem's rule: one line). */
  note: string;
}

/**
 * The exact bytes (UTF-8) that are signed: one field per line, in this order, version first. A report
 * settled by the operator is version 2: the same lines, then who settled it and the note. A counter's
 * cash report is version 3: the same lines, then the amount handed over and the change.
 */
export function terminalOutcomeSigningString(report: Omit<TerminalOutcomeReport, 'signature'>): string {
  const settlement = report.settlement ? [report.settlement.by, report.settlement.note] : [];
  const cash = report.cash ? [String(report.cash.givenCents), String(report.cash.changeCents)] : [];
  const version = report.cash
    ? 'portail-counter-cash-v3'
    : report.settlement
      ? 'portail-terminal-outcome-v2'
      : 'portail-terminal-outcome-v1';
  return [
    version,
    report.deviceId,
    report.orderId,
    String(report.amountCents),
    report.currency,
    report.idempotencyKey,
    report.status,
    report.reference,
    report.signedAt,
    ...settlement,
    ...cash,
  ].join('\n');
}

/** Back office answer: the order's payment status after applying the report. */
export interface TerminalOutcomeAnswer {
  status: string;
}
