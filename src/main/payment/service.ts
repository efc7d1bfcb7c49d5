// The payment service behind the kiosk bridge's startPayment: one payment at a time, every attempt
// journaled before the terminal is asked and every outcome journaled (flushed) and signed before the
// renderer hears of it, and never a second debit for one idempotency key.
import type {
  CancelPaymentAnswer,
  CancelPaymentRequest,
  PaymentOutcome,
  PaymentStatus,
} from '../../shared/kiosk-bridge';
import type { SaleKind } from '../../shared/kiosk-abilities';
import type { TerminalOutcomeReport } from '../../shared/terminal-outcome';
import {
  defaultPaymentLog,
  type PaymentLog,
  type TerminalDriver,
  type TerminalRequest,
  type TerminalResult,
} from './driver';
import type { PaymentJournal } from './journal';
import type { JournaledRequest, PaymentRecord } from './journal-state';
import { PAYMENT_MESSAGES } from './messages';
import { paymentRequestProblem } from './request-validation';
import { signReport } from './signature';
import { keptTerminalResult, type KeptTerminalResult } from './terminal-result';

export interface PaymentServiceOptions {
  driver: TerminalDriver;
  journal: PaymentJournal;
  deviceId: string;
  deviceSecret: string;
  /** Sends a signed report to the back office; resolves when delivered (or refused for good). */
  deliver: (report: TerminalOutcomeReport) => Promise<void>;
  now?: () => Date;
  log?: PaymentLog;
  /** How long an answer waits for the report's delivery before delivery goes on in the background. Default 5 s. */
  deliveryWaitMs?: number;
  /** The kiosk's readiness: asked before each new debit, told while one runs (readiness/service.ts). */
  readiness?: PaymentReadiness;
}

/**
 * A new debit starts only when the kiosk can deliver what it sells: refused, nothing is journaled and the
 * terminal is never asked. A payment already known by its key (approved, or to reconcile) is not asked
 * again: its outcome stands whatever the kiosk's state.
 */
export interface PaymentReadiness {
  /** Whether a payment for a basket selling these kinds may start (all of them must be deliverable). */
  beforePayment(kinds: readonly SaleKind[]): Promise<{ ok: true } | { ok: false; message: string }>;
  /** Runs the terminal's dialog; the readiness holds its own checks of the terminal meanwhile. */
  duringPayment<T>(payment: () => Promise<T>): Promise<T>;
}

export interface PaymentService {
  /** Never rejects: every failure is an outcome with a French message. A request without `saleKinds`
   * (resumed from a previous build) is answered from the journal and never starts a new debit. */
  start(request: JournaledRequest): Promise<PaymentOutcome>;
  /** Never rejects. Asks the driver to abort the payment in progress with this key, where it can. */
  cancel(request: CancelPaymentRequest): Promise<CancelPaymentAnswer>;
  /** At start-up: settles payments a crash or a lost answer left open, delivers reports still pending. */
  reconcilePending(): Promise<void>;
}

export const DEFAULT_DELIVERY_WAIT_MS = 5_000;

const STATUSES: readonly PaymentStatus[] = ['approved', 'declined', 'cancelled', 'unknown', 'error'];

const DEFAULT_MESSAGES: Record<PaymentStatus, string> = {
  approved: PAYMENT_MESSAGES.approved,
  declined: PAYMENT_MESSAGES.declinedByTerminal,
  cancelled: PAYMENT_MESSAGES.cancelled,
  unknown: PAYMENT_MESSAGES.unknown,
  error: PAYMENT_MESSAGES.unavailable,
};

const UNKNOWN: TerminalResult = { status: 'unknown', message: PAYMENT_MESSAGES.unknown };

function terminalRequest(request: JournaledRequest): TerminalRequest {
  return {
    idempotencyKey: request.idempotencyKey,
    amountCents: request.amountCents,
    currency: request.currency,
    label: request.label,
    ...(request.cash ? { cash: { givenCents: request.cash.givenCents } } : {}),
  };
}

function toOutcome(result: TerminalResult, report: TerminalOutcomeReport | undefined): PaymentOutcome {
  return {
    status: result.status,
    ...(result.reference ? { reference: result.reference } : {}),
    ...(result.maskedPan ? { maskedPan: result.maskedPan } : {}),
    message: result.message ?? DEFAULT_MESSAGES[result.status],
    ...(report ? { signature: report.signature } : {}),
    ...(report?.cash ? { cash: { ...report.cash } } : {}),
  };
}

interface Settled {
  result: TerminalResult;
  report: TerminalOutcomeReport | undefined;
}

export function createPaymentService(options: PaymentServiceOptions): PaymentService {
  const { driver, journal, deviceId, deviceSecret } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? defaultPaymentLog;
  const deliveryWaitMs = options.deliveryWaitMs ?? DEFAULT_DELIVERY_WAIT_MS;
  let busy = false;
  /** The payment on the terminal now: the same key asked again (a reloaded page) waits for its answer. */
  let inFlight: { key: string; outcome: Promise<PaymentOutcome> } | null = null;

  /**
   * A driver that throws or answers nonsense is treated as a lost answer: it may have debited. An answer
   * is kept as terminal-result.ts says (card number masked, texts cleaned, nothing else) before anything
   * journals, signs or answers it.
   */
  async function askTerminal(
    what: string,
    key: string,
    call: () => Promise<TerminalResult>,
  ): Promise<KeptTerminalResult> {
    try {
      const result = await call();
      if (result && STATUSES.includes(result.status)) {
        const kept = keptTerminalResult(result);
        if (kept.terminalReference !== undefined) {
          log(`Terminal : référence nettoyée pour ${key}`, {
            reference: kept.reference,
            terminalReference: kept.terminalReference,
          });
        }
        return kept;
      }
      // Only the status: an answer main cannot read may hold anything, a card number included.
      log(`Terminal : réponse inattendue à ${what}`, { status: (result as Partial<TerminalResult>)?.status });
    } catch (error) {
      log(`Terminal : échec de ${what}`, error);
    }
    return UNKNOWN;
  }

  /** Signs the result and journals it (flushed). A journal failure is logged: the report still goes out. */
  async function record(type: 'outcome' | 'reconciled', request: JournaledRequest, result: TerminalResult) {
    const report = signReport(
      {
        deviceId,
        orderId: request.orderId,
        amountCents: request.amountCents,
        currency: request.currency,
        idempotencyKey: request.idempotencyKey,
        status: result.status,
        reference: result.reference ?? '',
        signedAt: now().toISOString(),
        // A counter's cash sale: what was handed over and the change, signed with the rest.
        ...(request.cash
          ? {
              cash: {
                givenCents: request.cash.givenCents,
                changeCents: request.cash.givenCents - request.amountCents,
              },
            }
          : {}),
      },
      deviceSecret,
    );
    const key = request.idempotencyKey;
    try {
      const entry = { type, at: report.signedAt, key, result, report };
      if (type === 'outcome') await journal.append(entry);
      // The operator's settlement is final: a reconciliation ending after it writes and sends nothing.
      else if (!(await journal.appendIf(entry, (state) => !state.payments.get(key)?.settledByOperator))) {
        log(`Paiement ${key} déjà réglé par l’opérateur : réponse du terminal (${result.status}) ignorée`);
        return undefined;
      }
    } catch (error) {
      log(`Journal : résultat du paiement ${request.idempotencyKey} non écrit`, error);
    }
    return report;
  }

  function deliverInBackground(report: TerminalOutcomeReport): Promise<void> {
    return options
      .deliver(report)
      .catch((error: unknown) => log(`Remise du compte rendu ${report.idempotencyKey}`, error));
  }

  /** Waits for the deliveries at most deliveryWaitMs; they go on in the background after that. */
  async function deliverWithin(reports: TerminalOutcomeReport[]): Promise<void> {
    const all = Promise.all(reports.map(deliverInBackground));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, deliveryWaitMs)));
    await Promise.race([all, late]);
    clearTimeout(timer);
  }

  /**
   * Asks the terminal about an open payment. `resolved` false: still unknown (a crashed attempt then
   * gets its signed `unknown` report; an already reported `unknown` is left as it was).
   */
  async function reconcile(open: PaymentRecord): Promise<Settled & { resolved: boolean }> {
    const result = await askTerminal('la réconciliation', open.key, () =>
      driver.reconcile(terminalRequest(open.request)),
    );
    if (result.status !== 'unknown' || open.awaitingOutcome) {
      const report = await record('reconciled', open.request, result);
      const settled = journal.state().payments.get(open.key);
      if (!report && settled?.settledByOperator && settled.result)
        return { result: settled.result, report: settled.report, resolved: true };
      if (result.status === 'unknown') return { result, report, resolved: false };
      log(`Paiement ${open.key} réconcilié : ${result.status}`);
      return { result, report, resolved: true };
    }
    return { result: open.result ?? result, report: open.report, resolved: false };
  }

  async function pay(request: JournaledRequest): Promise<PaymentOutcome> {
    const key = request.idempotencyKey;
    const known = journal.state().payments.get(key);
    if (known && !known.awaitingOutcome && known.result?.status === 'approved') {
      if (known.request.amountCents !== request.amountCents || known.request.orderId !== request.orderId) {
        log(
          `Paiement ${key} déjà accepté pour ${known.request.orderId} (${known.request.amountCents} c) : nouvelle demande ignorée`,
          request,
        );
      }
      if (known.report) void deliverInBackground(known.report);
      return toOutcome(known.result, known.report);
    }
    if (known && (known.awaitingOutcome || known.result?.status === 'unknown')) {
      // The terminal may have debited: ask it before anything else, and never debit again blindly.
      const settled = await reconcile(known);
      if (!settled.resolved || settled.result.status === 'approved') {
        if (settled.report) await deliverWithin([settled.report]);
        return toOutcome(settled.result, settled.report);
      }
      // The terminal says nothing was debited: this payment may be attempted again.
      if (settled.report) void deliverInBackground(settled.report);
      // A page resuming a request of a previous build hears how it ended rather than paying anew.
      if (!request.saleKinds) return toOutcome(settled.result, settled.report);
    }
    const { saleKinds } = request;
    if (!saleKinds) {
      // Nothing says what the basket sells, so the readiness cannot vouch for it: no new debit. A payment
      // this key already ended (its answer lost to the page) is told as it ended.
      if (known?.result) return toOutcome(known.result, known.report);
      log(`Paiement ${key} non démarré : les ventes du panier ne sont pas dites`);
      return { status: 'error', message: PAYMENT_MESSAGES.saleKindsMissing };
    }

    const { readiness } = options;
    const gate = await readiness?.beforePayment(saleKinds).catch((error: unknown) => {
      // A readiness that fails knows nothing against the sale: the payment goes on as before it existed.
      log(`État de la borne illisible avant le paiement ${key}`, error);
      return undefined;
    });
    if (gate && !gate.ok) {
      log(`Paiement ${key} non démarré : ${gate.message}`);
      return { status: 'error', message: gate.message };
    }
    try {
      await journal.append({ type: 'attempt', at: now().toISOString(), key, request: { ...request } });
    } catch (error) {
      log(`Journal : tentative ${key} non écrite, paiement non démarré`, error);
      return { status: 'error', message: PAYMENT_MESSAGES.unavailable };
    }
    const ask = () => askTerminal('la demande de paiement', key, () => driver.pay(terminalRequest(request)));
    const result = await (readiness ? readiness.duringPayment(ask) : ask());
    const report = await record('outcome', request, result);
    if (report) await deliverWithin([report]);
    return toOutcome(result, report);
  }

  async function cancel({ idempotencyKey: key }: CancelPaymentRequest): Promise<CancelPaymentAnswer> {
    const inProgress = journal.state().payments.get(key)?.awaitingOutcome === true;
    let accepted = false;
    if (inProgress && driver.abort) {
      try {
        accepted = await driver.abort(key);
      } catch (error) {
        log(`Annulation du paiement ${key} non transmise au terminal`, error);
      }
    }
    try {
      await journal.append({ type: 'cancel-requested', at: now().toISOString(), key, accepted });
    } catch (error) {
      log(`Journal : demande d'annulation ${key} non écrite`, error);
    }
    if (!inProgress) return { accepted: false, message: PAYMENT_MESSAGES.noPaymentToAbort };
    return accepted
      ? { accepted, message: PAYMENT_MESSAGES.abortAsked }
      : { accepted, message: PAYMENT_MESSAGES.abortNotSupported };
  }

  return {
    cancel,
    async start(request) {
      const problem = paymentRequestProblem(request);
      if (problem) {
        log(`Demande de paiement refusée : ${problem}`);
        return { status: 'error', message: PAYMENT_MESSAGES.invalidRequest };
      }
      if (inFlight?.key === request.idempotencyKey) return inFlight.outcome;
      if (busy) return { status: 'error', message: PAYMENT_MESSAGES.busy };
      busy = true;
      const outcome = pay(request)
        .catch((error: unknown) => {
          // Unreachable by design (every step handles its failures); stay on the safe side.
          log(`Paiement ${request.idempotencyKey} : erreur inattendue`, error);
          return toOutcome(UNKNOWN, undefined);
        })
        .finally(() => {
          busy = false;
          inFlight = null;
        });
      inFlight = { key: request.idempotencyKey, outcome };
      return outcome;
    },

    async reconcilePending() {
      if (busy) {
        log('Réconciliation reportée : un paiement est en cours');
        return;
      }
      busy = true;
      try {
        // The journal replayed its file when it opened and keeps its state with every append: reading
        // the file again would only double the start-up time.
        for (const open of [...journal.state().payments.values()]) {
          if (open.awaitingOutcome || open.result?.status === 'unknown') await reconcile(open);
        }
      } catch (error) {
        log('Réconciliation interrompue', error);
      } finally {
        busy = false;
      }
      await deliverWithin([...journal.state().undelivered.values()]);
    },
  };
}
