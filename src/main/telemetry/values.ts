// What the kiosk's telemetry reports, read from what main already knows (issue 25 §3): the readiness
// decision gives the paper and terminal states, the payment journal the payments still open, its
// outcome lines the sales and refusals. Pure, so each mapping is tested without an exporter.
import {
  PAPER_STATES,
  TERMINAL_STATES,
  type PaperState,
  type TerminalState,
} from '../../shared/fleet-telemetry';
import { normaliseText, unsafeTextProblem } from '../../shared/safe-text';
import type { JournalEntry, JournalState } from '../payment/journal-state';
import type { KioskAbilities, PrinterProblem } from '../readiness';

const PAPER_OF_PROBLEM: Record<PrinterProblem, PaperState> = {
  'paper-end': 'out',
  'cover-open': 'cover-open',
  // The shared states have no cause beyond these: a printer that cannot print for any other reason
  // (offline, silent, a cutter error) is off the line for the fleet; the kiosk's logs say why.
  offline: 'offline',
  'no-answer': 'offline',
  error: 'offline',
};

/** kiosk.paper.state's value, undefined when the printer cannot tell (an interface without status). */
export function paperStateOf(abilities: KioskAbilities): number | undefined {
  let state: PaperState = 'ok';
  for (const warning of abilities.warnings) {
    if (warning.code === 'printer-status-unreadable') return undefined;
    if (warning.code === 'printer-unavailable') state = PAPER_OF_PROBLEM[warning.problem];
    if (warning.code === 'paper-near-end') state = 'near-end';
  }
  return PAPER_STATES.indexOf(state);
}

/** kiosk.terminal.state's value, undefined while no connection check has answered. */
export function terminalStateOf(abilities: KioskAbilities): number | undefined {
  let state: TerminalState = 'ok';
  for (const warning of abilities.warnings) {
    if (warning.code === 'terminal-unknown') return undefined;
    if (warning.code === 'terminal-unreachable') state = 'unreachable';
  }
  return TERMINAL_STATES.indexOf(state);
}

export interface OpenPayments {
  /** Attempts journaled with no outcome yet (a payment under way, or cut by a stop). */
  pending: number;
  /** Outcomes nobody knows (a lost answer), until reconciliation or an operator settles them. */
  unknown: number;
}

export function openPayments(state: JournalState): OpenPayments {
  let pending = 0;
  let unknown = 0;
  for (const payment of state.payments.values()) {
    if (payment.awaitingOutcome) pending += 1;
    else if (payment.result?.status === 'unknown') unknown += 1;
  }
  return { pending, unknown };
}

export interface OutcomeTally {
  /** Counts one journal line: an approved outcome is a sale, a declined one a refusal. */
  record(entry: JournalEntry): void;
  sales(): number;
  refusals(): number;
}

/**
 * Sales and refusals since the app started, from the outcome lines journaled from now on: counted as
 * they are written, never from the journal's state, which a rotation shortens (a counter must not go
 * down). A reconciliation or the operator settling an unknown outcome counts as that outcome.
 */
export function createOutcomeTally(): OutcomeTally {
  let sales = 0;
  let refusals = 0;
  return {
    record(entry) {
      if (entry.type !== 'outcome' && entry.type !== 'reconciled' && entry.type !== 'settled') return;
      if (entry.result.status === 'approved') sales += 1;
      else if (entry.result.status === 'declined') refusals += 1;
    },
    sales: () => sales,
    refusals: () => refusals,
  };
}

// What the receiver refuses (src/shared/safe-text.ts), replaced by a space rather than losing the record.
const UNSAFE =
  /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Bidi_Control}\p{Default_Ignorable_Code_Point}]+/gu;
/** What the fleet page keeps of an error record, in characters (the receiver refuses longer ones). */
export const MAX_LOG_TEXT = 500;
export const EMPTY_LOG_TEXT = 'Erreur sans message.';

/** A log record's text: one line of safe characters, cut to what the receiver keeps. */
export function logText(text: string): string {
  let line = normaliseText(text).replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  // Accents piled on a letter: the only other thing the receiver refuses; they carry nothing here.
  if (unsafeTextProblem(line)) line = line.replace(/\p{M}+/gu, '');
  const characters = [...line];
  if (characters.length === 0) return EMPTY_LOG_TEXT;
  return characters.length <= MAX_LOG_TEXT ? line : `${characters.slice(0, MAX_LOG_TEXT - 1).join('')}…`;
}
