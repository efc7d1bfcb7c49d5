// An unknown payment outcome settled by the operator (issue 25 §2): the operator read the terminal's own
// journal and says whether the card was debited. The decision is final and taken once: the check "still
// unknown" and the journal line are one step of the journal's write queue (appendIf), so two operators,
// two taps or a reconciliation finishing at the same moment can never both settle the payment, and only
// the one line written is ever signed into a report and sent. The report goes through the same delivery
// as the terminal's own (journaled as undelivered until the back office takes it, retried, resent after a
// restart).
import type { OperatorDecision } from '../../shared/operator-settlement';
import type { TerminalOutcomeReport } from '../../shared/terminal-outcome';
import { defaultPaymentLog, type PaymentLog, type TerminalResult } from './driver';
import type { PaymentJournal } from './journal';
import type { JournalState, PaymentRecord } from './journal-state';
import { PAYMENT_MESSAGES } from './messages';
import { signReport } from './signature';

export type SettlementAnswer =
  | { ok: true; record: PaymentRecord; report: TerminalOutcomeReport }
  /** `missing`: no such payment; `settled`: its outcome is known (settled before, or never unknown). */
  | { ok: false; reason: 'missing' | 'settled' };

export interface OperatorSettlement {
  settle(key: string, decision: OperatorDecision, note: string): Promise<SettlementAnswer>;
}

export interface OperatorSettlementOptions {
  journal: PaymentJournal;
  deviceId: string;
  deviceSecret: string;
  /** The payment service's delivery: resolves once delivered or refused for good; never rejects. */
  deliver(report: TerminalOutcomeReport): Promise<void>;
  now?: () => Date;
  log?: PaymentLog;
}

const RESULTS: Record<OperatorDecision, TerminalResult> = {
  approved: { status: 'approved', message: PAYMENT_MESSAGES.approved },
  declined: { status: 'declined', message: PAYMENT_MESSAGES.declinedByTerminal },
};

/** Only an outcome nobody knows may be settled: not one still on the terminal, nor one already known. */
export function isSettleable(record: PaymentRecord | undefined): boolean {
  return record !== undefined && !record.awaitingOutcome && record.result?.status === 'unknown';
}

/** The payments the operator may settle, oldest attempt first. */
export function unknownPayments(state: JournalState): PaymentRecord[] {
  return [...state.payments.values()]
    .filter(isSettleable)
    .sort((a, b) => (a.attemptedAt ?? '').localeCompare(b.attemptedAt ?? ''));
}

export function createOperatorSettlement(options: OperatorSettlementOptions): OperatorSettlement {
  const { journal } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? defaultPaymentLog;
  return {
    async settle(key, decision, note) {
      const record = journal.state().payments.get(key);
      if (!record) return { ok: false, reason: 'missing' };
      // Whether it may still be settled is decided once, where the line is written (appendIf below).
      const at = now().toISOString();
      const result = RESULTS[decision];
      const report = signReport(
        {
          deviceId: options.deviceId,
          orderId: record.request.orderId,
          amountCents: record.request.amountCents,
          currency: record.request.currency,
          idempotencyKey: key,
          status: result.status,
          reference: '',
          signedAt: at,
          settlement: { by: 'operator', note },
        },
        options.deviceSecret,
      );
      const written = await journal.appendIf({ type: 'settled', at, key, result, report, note }, (state) =>
        isSettleable(state.payments.get(key)),
      );
      if (!written) return { ok: false, reason: 'settled' };
      void options
        .deliver(report)
        .catch((error: unknown) => log(`Remise du compte rendu ${key} (réglé par l’opérateur)`, error));
      return { ok: true, record: journal.state().payments.get(key)!, report };
    },
  };
}
