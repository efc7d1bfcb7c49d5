// The one interface every payment-terminal driver implements (DESIGN "Payment terminal"). Drivers never
// throw for a terminal's answer: every answer, and every lost answer, is a TerminalResult.
import type { PaymentStatus } from '../../shared/kiosk-bridge';

export interface TerminalRequest {
  idempotencyKey: string;
  /** Integer euro cents, > 0. */
  amountCents: number;
  currency: 'EUR';
  label: string;
  /** A counter's cash sale (issue 29 §2): no terminal is asked, the agent took the cash. */
  cash?: { givenCents: number };
}

export interface TerminalResult {
  status: PaymentStatus;
  /** Terminal's transaction / authorisation reference (approved payments). */
  reference?: string;
  /** Card number as masked for display ("**** **** **** 0003"); never a full card number. */
  maskedPan?: string;
  /** French text for the customer (e.g. the reason of a refusal). */
  message?: string;
}

/** What a connection check found: the terminal listens for the point of sale, or cannot be reached. */
export type TerminalReachability = 'reachable' | 'unreachable';

export interface TerminalDriver {
  /** One debit. Resolves for every terminal answer; `unknown` when the answer is lost after the request left. */
  pay(request: TerminalRequest): Promise<TerminalResult>;
  /** What became of an earlier payment with this key, if the terminal can tell; else `unknown`. */
  reconcile(request: TerminalRequest): Promise<TerminalResult>;
  /**
   * Asks the terminal to abort the payment in progress with this key; true when the terminal took the
   * request (its answer to `pay` then says what happened). Absent: the protocol has no abort.
   */
  abort?(idempotencyKey: string): Promise<boolean>;
  /**
   * Checks, without any amount, that the terminal can be reached (kiosk idle, or right before a payment;
   * never during one). Absent: the driver has no way to tell.
   */
  checkConnection?(): Promise<TerminalReachability>;
}

/** Diagnostics for the operator's log (never shown to the customer). */
export type PaymentLog = (message: string, details?: unknown) => void;

export const defaultPaymentLog: PaymentLog = (message, details) => {
  if (details === undefined) console.warn(`[paiement] ${message}`);
  else console.warn(`[paiement] ${message}`, details);
};
