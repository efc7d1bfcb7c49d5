// Sends signed outcome reports to the back office (POST TERMINAL_OUTCOME_PATH, JSON). 2xx: delivered;
// 4xx: refused for good (logged, journaled, not sent again); network error, time-out, 5xx, 408, 429:
// sent again with a growing delay until the back office takes it. Both endings are journaled, so
// after a restart only what is still pending goes out again.
import { setTimeout as wait } from 'node:timers/promises';
import {
  COUNTER_CASH_PATH,
  DEVICE_ID_HEADER,
  TERMINAL_OUTCOME_PATH,
  type TerminalOutcomeReport,
} from '../../shared/terminal-outcome';
import { defaultPaymentLog, type PaymentLog } from './driver';
import type { PaymentJournal } from './journal';

export interface ReportDeliveryOptions {
  /** Back-office origin (and base path, if any). */
  backofficeUrl: string;
  journal: PaymentJournal;
  fetch?: typeof fetch;
  /** One request's time limit. Default 10 s. */
  timeoutMs?: number;
  /** Delay before the next try after `failures` failed tries. Default 1 s, doubling, at most 60 s. */
  backoffMs?: (failures: number) => number;
  /** Waiting between tries, injectable for tests; must end early (resolve or reject) when `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => Date;
  log?: PaymentLog;
}

export interface ReportDelivery {
  /** Resolves once the report is delivered or refused for good (or delivery stopped). Never rejects. */
  deliver(report: TerminalOutcomeReport): Promise<void>;
  /** Stops the retries (app quit); what is still pending goes out after the next start. */
  stop(): void;
}

export const defaultBackoffMs = (failures: number): number => Math.min(1000 * 2 ** (failures - 1), 60_000);

/** Client errors that say "not now" rather than "never". */
const TRANSIENT_CLIENT_ERRORS = new Set([408, 429]);

/** Where a report goes: the terminal's outcome, or the counter's cash report (issue 29 §2). */
export function outcomeUrl(backofficeUrl: string, report?: Pick<TerminalOutcomeReport, 'cash'>): string {
  return `${backofficeUrl.replace(/\/+$/, '')}${report?.cash ? COUNTER_CASH_PATH : TERMINAL_OUTCOME_PATH}`;
}

export function createReportDelivery(options: ReportDeliveryOptions): ReportDelivery {
  const { journal } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const sleep = options.sleep ?? ((ms, signal) => wait(ms, undefined, { signal }));
  const now = options.now ?? (() => new Date());
  const log = options.log ?? defaultPaymentLog;
  const stopping = new AbortController();
  const inFlight = new Map<string, Promise<void>>();

  type Attempt = { done: true } | { done: false; why: string };

  async function post(report: TerminalOutcomeReport): Promise<Attempt> {
    let response: Response;
    try {
      response = await fetchImpl(outcomeUrl(options.backofficeUrl, report), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [DEVICE_ID_HEADER]: report.deviceId },
        body: JSON.stringify(report),
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal]),
      });
    } catch (error) {
      return { done: false, why: (error as Error).message };
    }
    const body = await response.text().catch(() => '');
    const entry = { at: now().toISOString(), key: report.idempotencyKey, signature: report.signature };
    if (response.ok) {
      await journal.append({ type: 'delivered', ...entry });
      return { done: true };
    }
    if (response.status >= 400 && response.status < 500 && !TRANSIENT_CLIENT_ERRORS.has(response.status)) {
      const detail = body.slice(0, 500);
      log(
        `Compte rendu du paiement ${report.idempotencyKey} refusé par le back office (HTTP ${response.status})`,
        detail,
      );
      await journal.append({ type: 'rejected', ...entry, httpStatus: response.status, detail });
      return { done: true };
    }
    return { done: false, why: `HTTP ${response.status}` };
  }

  async function run(report: TerminalOutcomeReport): Promise<void> {
    for (let failures = 1; !stopping.signal.aborted; failures += 1) {
      const attempt = await post(report);
      if (attempt.done) return;
      const delay = backoffMs(failures);
      log(
        `Compte rendu du paiement ${report.idempotencyKey} non remis (${attempt.why}) : nouvel essai dans ${delay} ms`,
      );
      await sleep(delay, stopping.signal).catch(() => undefined);
    }
  }

  return {
    deliver(report) {
      if (journal.state().settled.has(report.signature)) return Promise.resolve();
      const running = inFlight.get(report.signature);
      if (running) return running;
      const task = run(report)
        .catch((error: unknown) =>
          log(`Compte rendu du paiement ${report.idempotencyKey} : échec de journalisation`, error),
        )
        .finally(() => inFlight.delete(report.signature));
      inFlight.set(report.signature, task);
      return task;
    },
    stop() {
      stopping.abort();
    },
  };
}
