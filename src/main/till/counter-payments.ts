// Payments at the counter (issue 29 §1 and §2): the same payment service, journal and signed reports as
// the kiosk, on the device's terminal, plus cash taken by the agent; no sale while the till is closed,
// and every approved sale recorded in the till with its mode and lines. The payment journal carries the
// till session with each attempt, so a crash between a payment's outcome and its till line is caught
// up at the next start (nothing counted twice: the till records a key once).
import type { CancelPaymentAnswer, CancelPaymentRequest, PaymentOutcome } from '../../shared/kiosk-bridge';
import { TILL_MESSAGES } from '../../shared/till-bridge';
import type { PaymentLog, TerminalDriver, TerminalResult } from '../payment/driver';
import type { PaymentJournal } from '../payment/journal';
import type { JournaledRequest, JournalState, PaymentRecord } from '../payment/journal-state';
import type { PaymentService } from '../payment/service';
import type { TillSaleRecord, TillService } from './till-service';

export const CASH_REFERENCE = 'ESPECES';
const CASH_TAKEN: TerminalResult = { status: 'approved', reference: CASH_REFERENCE };

/**
 * The counter's driver: a cash sale never reaches the terminal (the agent has the cash in hand once the
 * attempt is journaled, so its reconciliation is approved too); everything else is the terminal's.
 */
export function counterDriver(terminal: TerminalDriver): TerminalDriver {
  return {
    pay: (request) => (request.cash ? Promise.resolve({ ...CASH_TAKEN }) : terminal.pay(request)),
    reconcile: (request) => (request.cash ? Promise.resolve({ ...CASH_TAKEN }) : terminal.reconcile(request)),
    ...(terminal.abort ? { abort: (key: string) => terminal.abort!(key) } : {}),
    ...(terminal.checkConnection ? { checkConnection: () => terminal.checkConnection!() } : {}),
  };
}

/** Whether the payment journal holds an approved payment (terminal or cash) for this order. */
export function paidOnDevice(state: JournalState, orderId: string): boolean {
  return [...state.payments.values()].some(
    (paid) => paid.request.orderId === orderId && paid.result?.status === 'approved',
  );
}

/** The till's line for an approved payment of the journal. */
export function tillSaleOf(record: Pick<PaymentRecord, 'key' | 'request'>): TillSaleRecord {
  const { request } = record;
  const lines = request.saleLines ?? [
    {
      label: request.label || `Commande n° ${request.orderId}`,
      quantity: 1,
      amountCents: request.amountCents,
    },
  ];
  return {
    key: record.key,
    orderId: request.orderId,
    mode: request.cash ? 'cash' : 'card',
    amountCents: request.amountCents,
    ...(request.cash
      ? { givenCents: request.cash.givenCents, changeCents: request.cash.givenCents - request.amountCents }
      : {}),
    lines: lines.map((line) => ({
      label: line.label,
      quantity: line.quantity,
      amountCents: line.amountCents,
    })),
  };
}

export interface CounterPayments {
  start(request: JournaledRequest): Promise<PaymentOutcome>;
  cancel(request: CancelPaymentRequest): Promise<CancelPaymentAnswer>;
  /** At start-up, after the payment service's reconciliation: approved sales of the open session the
   * till does not hold yet (a crash between the two writes) are recorded. */
  catchUp(): Promise<number>;
}

export function createCounterPayments(options: {
  payment: PaymentService;
  journal: PaymentJournal;
  till: TillService;
  log?: PaymentLog;
}): CounterPayments {
  const { payment, journal, till } = options;
  const log = options.log ?? (() => undefined);

  async function record(session: string, record: Pick<PaymentRecord, 'key' | 'request'>): Promise<boolean> {
    const written = await till.recordSale(session, tillSaleOf(record));
    if (!written) log(`Caisse : vente ${record.key} non enregistrée (session ${session} close ?)`);
    return written;
  }

  return {
    async start(request) {
      const session = till.openSession();
      if (!session) return { status: 'error', message: TILL_MESSAGES.closedNoSale };
      const outcome = await payment.start({ ...request, till: { session } });
      if (outcome.status !== 'approved') return outcome;
      // The journal's request, not the page's: a key already paid keeps its first amount and lines.
      const paid = journal.state().payments.get(request.idempotencyKey);
      const bound = paid?.request.till?.session;
      if (paid && bound) await record(bound, paid);
      // Cash the back office refused for good (an order it will not let this counter pay): the sale is
      // taken back out of the till and the agent hands the cash back. A report still on its way stands.
      const signature = paid?.report?.signature;
      if (paid?.request.cash && bound && signature && journal.state().rejected.has(signature)) {
        await till.cancelSale(bound, paid.key, 'encaissement refusé par le back office');
        log(`Caisse : espèces de la commande ${paid.request.orderId} refusées par le back office`);
        return { status: 'error', message: TILL_MESSAGES.cashRefused };
      }
      return outcome;
    },
    cancel: (request) => payment.cancel(request),
    async catchUp() {
      const session = till.openSession();
      if (!session) return 0;
      const known = new Set(till.saleKeys());
      let added = 0;
      for (const paid of journal.state().payments.values()) {
        if (paid.result?.status !== 'approved' || paid.request.till?.session !== session) continue;
        if (known.has(paid.key)) continue;
        if (await record(session, paid)) added += 1;
      }
      if (added > 0) log(`Caisse : ${added} vente(s) payée(s) reprise(s) du journal des paiements`);
      return added;
    },
  };
}

/** A counter whose till could not open (its journal unreadable): it sells nothing, and says why. */
export function tillUnavailablePayments(
  payment: Pick<PaymentService, 'cancel'>,
): Omit<CounterPayments, 'catchUp'> {
  return {
    start: async () => ({ status: 'error', message: TILL_MESSAGES.unavailable }),
    cancel: (request) => payment.cancel(request),
  };
}
