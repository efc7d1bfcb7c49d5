// The kiosk's readiness, decided in one place (DESIGN "Station operations"): from the printer's status,
// the payment terminal's reachability and the back office's last successful call, which sales may start,
// whether the kiosk is out of service, and what the operator must be told. Pure: the readiness service
// gathers the inputs, the bridge shows the result.
import { OUT_OF_SERVICE_TITLE } from '../out-of-service/page';
import type { TerminalReachability } from '../payment/driver';
import { canPrint, type PrinterStatus } from '../printer/status';
import { OPERATOR_MESSAGES, PRINTING_UNAVAILABLE_TEXT } from './messages';
import { PARIS } from '../../shared/dates';

/** The terminal's connection check result; `unknown` until a check answered, or with no check at all. */
export type TerminalState = TerminalReachability | 'unknown';

/** The sales a kiosk offers; all but the reload hand over a printed ticket or receipt. */
export const SALE_KINDS = ['origin-destination', 'reservation', 'shop-pickup', 'reload'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];
/** Sales whose ticket or collection receipt is printed: they need the printer. */
export const PRINTED_SALES: readonly SaleKind[] = ['origin-destination', 'reservation', 'shop-pickup'];

export type SaleAbility =
  /** `receipt`: how the customer gets the receipt (a reload loaded on the card has it e-mailed). */
  | { canStart: true; receipt: 'printed' | 'e-mailed' }
  | { canStart: false; reason: 'out-of-service' | 'printing-unavailable'; message: string };

export type PrinterProblem = 'paper-end' | 'cover-open' | 'error' | 'offline' | 'no-answer';

export type OperatorWarning =
  | { code: 'paper-near-end'; message: string }
  | { code: 'printer-unavailable'; problem: PrinterProblem; message: string }
  | { code: 'printer-status-unreadable'; message: string }
  | { code: 'terminal-unreachable'; message: string }
  | { code: 'terminal-unknown'; message: string }
  | { code: 'back-office-silent'; lastSuccessAt: number | null; message: string };

export interface KioskAbilities {
  /** The terminal cannot be reached: the out-of-service screen, before any selection. */
  outOfService: boolean;
  sales: Record<SaleKind, SaleAbility>;
  warnings: OperatorWarning[];
}

export interface ReadinessInputs {
  printer: PrinterStatus;
  terminal: TerminalState;
  /** Epoch milliseconds of the back office's last successful answer; null: none since the start. */
  backOfficeLastSuccessAt: number | null;
  /** Epoch milliseconds, now. */
  now: number;
}

export interface ReadinessRules {
  /** The operator is told once the back office has not answered for this long. */
  backOfficeSilentAfterMs: number;
  timeZone: string;
}

export const DEFAULT_READINESS_RULES: ReadinessRules = {
  backOfficeSilentAfterMs: 5 * 60_000,
  timeZone: PARIS,
};

const PROBLEM_MESSAGES: Record<PrinterProblem, string> = {
  'paper-end': OPERATOR_MESSAGES.paperEnd,
  'cover-open': OPERATOR_MESSAGES.coverOpen,
  error: OPERATOR_MESSAGES.printerError,
  offline: OPERATOR_MESSAGES.printerOffline,
  'no-answer': OPERATOR_MESSAGES.printerSilent,
};

/** Why the printer cannot print, the cause the operator can act on first; undefined when it can. */
export function printerProblem(status: PrinterStatus): PrinterProblem | undefined {
  if (canPrint(status)) return undefined;
  if (!status.known) return 'no-answer';
  if (status.paper === 'end') return 'paper-end';
  if (status.coverOpen) return 'cover-open';
  if (status.error) return 'error';
  return 'offline';
}

function printerWarnings(status: PrinterStatus, problem: PrinterProblem | undefined): OperatorWarning[] {
  if (!status.known && status.reason === 'unsupported') {
    return [{ code: 'printer-status-unreadable', message: OPERATOR_MESSAGES.printerStatusUnreadable }];
  }
  if (problem) return [{ code: 'printer-unavailable', problem, message: PROBLEM_MESSAGES[problem] }];
  if (status.known && status.paper === 'near-end') {
    return [{ code: 'paper-near-end', message: OPERATOR_MESSAGES.paperNearEnd }];
  }
  return [];
}

function terminalWarnings(terminal: TerminalState): OperatorWarning[] {
  if (terminal === 'unreachable') {
    return [{ code: 'terminal-unreachable', message: OPERATOR_MESSAGES.terminalUnreachable }];
  }
  if (terminal === 'unknown')
    return [{ code: 'terminal-unknown', message: OPERATOR_MESSAGES.terminalUnknown }];
  return [];
}

function backOfficeWarnings(inputs: ReadinessInputs, rules: ReadinessRules): OperatorWarning[] {
  const last = inputs.backOfficeLastSuccessAt;
  if (last !== null && inputs.now - last < rules.backOfficeSilentAfterMs) return [];
  const message =
    last === null
      ? OPERATOR_MESSAGES.backOfficeNever
      : OPERATOR_MESSAGES.backOfficeSince(new Date(last), rules.timeZone);
  return [{ code: 'back-office-silent', lastSuccessAt: last, message }];
}

export function decideReadiness(
  inputs: ReadinessInputs,
  rules: ReadinessRules = DEFAULT_READINESS_RULES,
): KioskAbilities {
  const problem = printerProblem(inputs.printer);
  // An interface that cannot carry a status back (unsupported) keeps printing as before: it was never
  // asked, so nothing is known against it; any other unknown status is a printer that did not answer.
  const printing =
    problem === undefined || (!inputs.printer.known && inputs.printer.reason === 'unsupported');
  const outOfService = inputs.terminal === 'unreachable';
  const ability = (kind: SaleKind): SaleAbility => {
    if (outOfService) return { canStart: false, reason: 'out-of-service', message: OUT_OF_SERVICE_TITLE };
    if (printing) return { canStart: true, receipt: 'printed' };
    if (!PRINTED_SALES.includes(kind)) return { canStart: true, receipt: 'e-mailed' };
    return { canStart: false, reason: 'printing-unavailable', message: PRINTING_UNAVAILABLE_TEXT };
  };
  return {
    outOfService,
    sales: Object.fromEntries(SALE_KINDS.map((kind) => [kind, ability(kind)])) as Record<
      SaleKind,
      SaleAbility
    >,
    warnings: [
      ...printerWarnings(inputs.printer, problem),
      ...terminalWarnings(inputs.terminal),
      ...backOfficeWarnings(inputs, rules),
    ],
  };
}
