// The readiness service: gathers the decision's inputs (the printer's status, the terminal's connection
// check, the back office's last successful call) while the kiosk is idle and right before a payment, and
// keeps the latest decision. A payment in progress is left alone: no check may reach the terminal during
// the customer's dialog.
import type { TerminalReachability } from '../payment/driver';
import { unknownStatus, type PrinterStatus } from '../printer/status';
import type { Timers } from '../watchdog';
import {
  decideReadiness,
  DEFAULT_READINESS_RULES,
  SALE_KINDS,
  type KioskAbilities,
  type ReadinessRules,
  type SaleAbility,
  type SaleKind,
  type TerminalState,
} from './decide';
import { PAYMENT_REFUSED_MESSAGES } from './messages';

export interface ReadinessServiceOptions {
  readPrinter(): Promise<PrinterStatus>;
  /** The driver's connection check; absent: the terminal's state stays unknown. */
  checkTerminal?: () => Promise<TerminalReachability>;
  /** Epoch milliseconds of the back office's last successful answer, null when none yet. */
  backOfficeLastSuccessAt(): number | null;
  timers: Timers;
  now?: () => number;
  /** Between the end of one idle check and the next. Default 60 s. */
  idleIntervalMs?: number;
  /** The same while a sale cannot start (out of service, no paper): it comes back sooner. Default 10 s. */
  retryIntervalMs?: number;
  rules?: ReadinessRules;
  log?: (message: string, detail?: unknown) => void;
  /** Told every decision that differs from the one before. */
  onChange?: (abilities: KioskAbilities) => void;
}

/** Whether a payment may start; `message` (French, for the customer) says why not, nothing debited. */
export type PaymentGate = { ok: true } | { ok: false; message: string };

export interface ReadinessService {
  /** The latest decision (before the first check: a printer not read yet, a terminal unknown). */
  current(): KioskAbilities;
  /** What the latest check read, for the operator screen. */
  inputs(): { printer: PrinterStatus; terminal: TerminalState };
  /** Reads the printer and checks the terminal now; joins a check already under way. */
  refresh(): Promise<KioskAbilities>;
  /** A fresh decision, then whether a payment for these sales (for any sale, when not said) may start:
   * refused when one of them cannot. */
  beforePayment(kinds?: SaleKind | readonly SaleKind[]): Promise<PaymentGate>;
  /** Runs the payment with the idle checks held off until it is over. */
  duringPayment<T>(payment: () => Promise<T>): Promise<T>;
  /** Checks now, then every idle interval (sooner while a sale cannot start), until `stop()`. */
  start(): void;
  stop(): void;
}

export const DEFAULT_IDLE_INTERVAL_MS = 60_000;
export const DEFAULT_RETRY_INTERVAL_MS = 10_000;

function refusal(ability: SaleAbility): PaymentGate {
  if (ability.canStart) return { ok: true };
  return {
    ok: false,
    message:
      ability.reason === 'out-of-service'
        ? PAYMENT_REFUSED_MESSAGES.outOfService
        : PAYMENT_REFUSED_MESSAGES.printingUnavailable,
  };
}

export function createReadinessService(options: ReadinessServiceOptions): ReadinessService {
  const now = options.now ?? (() => Date.now());
  const rules = options.rules ?? DEFAULT_READINESS_RULES;
  const interval = options.idleIntervalMs ?? DEFAULT_IDLE_INTERVAL_MS;
  const retryInterval = options.retryIntervalMs ?? DEFAULT_RETRY_INTERVAL_MS;
  /** Sooner while a sale cannot start: the kiosk sells again soon after the paper or the terminal is back. */
  const nextDelay = () =>
    SALE_KINDS.every((kind) => current.sales[kind].canStart) ? interval : retryInterval;
  const log = (message: string, detail?: unknown) => {
    try {
      (options.log ?? console.warn)(message, detail);
    } catch {
      // A failing logger must not stop the checks.
    }
  };
  let printer: PrinterStatus = unknownStatus('silent');
  let terminal: TerminalState = 'unknown';
  let payments = 0;
  let running: Promise<KioskAbilities> | null = null;
  let timer: unknown = null;
  /** The delay the pending idle check was set for. */
  let timerMs = 0;
  let stopped = true;

  const decide = () =>
    decideReadiness(
      { printer, terminal, backOfficeLastSuccessAt: options.backOfficeLastSuccessAt(), now: now() },
      rules,
    );
  let current = decide();
  let shown = JSON.stringify(current);

  function settle(): KioskAbilities {
    current = decide();
    const next = JSON.stringify(current);
    // A check out of turn (before a payment) found a sale blocked: the pending idle check comes sooner.
    if (timer !== null && timerMs > nextDelay()) {
      options.timers.clearTimeout(timer);
      schedule(nextDelay());
    }
    if (next !== shown) {
      shown = next;
      const warnings = current.warnings.map((warning) => warning.message).join(' ');
      log(`État de la borne : ${warnings || 'prête.'}`);
      try {
        options.onChange?.(current);
      } catch (error) {
        log("État de la borne : l'abonné aux changements a échoué.", error);
      }
    }
    return current;
  }

  async function check(): Promise<KioskAbilities> {
    const readPrinter = options.readPrinter().catch((error: unknown) => {
      log("État de l'imprimante illisible.", error);
      return unknownStatus('unreachable');
    });
    // During a payment the terminal is busy with the customer: its last known state stands.
    const checkTerminal =
      payments > 0 || !options.checkTerminal
        ? Promise.resolve(terminal)
        : options.checkTerminal().catch((error: unknown): TerminalState => {
            log('Vérification du terminal impossible.', error);
            return 'unknown';
          });
    [printer, terminal] = await Promise.all([readPrinter, checkTerminal]);
    return settle();
  }

  function refresh(): Promise<KioskAbilities> {
    running ??= check().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(ms: number): void {
    if (stopped) return;
    timerMs = ms;
    timer = options.timers.setTimeout(() => {
      timer = null;
      // A payment under way: no idle check, the next one comes an interval later.
      const work = payments > 0 ? Promise.resolve() : refresh();
      void work.finally(() => schedule(nextDelay()));
    }, ms);
  }

  return {
    current: () => current,
    inputs: () => ({ printer, terminal }),
    refresh,
    async beforePayment(kinds) {
      const abilities = await refresh();
      const asked = kinds === undefined ? [] : typeof kinds === 'string' ? [kinds] : kinds;
      const refused = asked.find((kind) => !abilities.sales[kind].canStart);
      if (refused) return refusal(abilities.sales[refused]);
      if (asked.length > 0) return { ok: true };
      // Without the sale, only a kiosk that can start no sale at all is refused.
      const blocked = SALE_KINDS.every((each) => !abilities.sales[each].canStart);
      return blocked ? refusal(abilities.sales[SALE_KINDS[0]]) : { ok: true };
    },
    async duringPayment(payment) {
      payments += 1;
      try {
        return await payment();
      } finally {
        payments -= 1;
      }
    },
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    stop() {
      stopped = true;
      if (timer !== null) options.timers.clearTimeout(timer);
      timer = null;
    },
  };
}
