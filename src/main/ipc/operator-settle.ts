// operator:settle-payment (issue 25 §2): the operator records an unknown payment's outcome as the
// terminal's own journal shows it, with a note. The request is checked here (key, decision, note: type,
// size, characters); the settlement itself (single-use, journaled, reported) is main's payment part's.
import {
  INVALID_PAYLOAD,
  type OperatorActionAnswer,
  type OperatorSettleRequest,
} from '../../shared/kiosk-bridge';
import {
  OPERATOR_DECISIONS,
  SETTLEMENT_NOTE_LIMITS,
  settlementNoteProblem,
  type OperatorDecision,
} from '../../shared/operator-settlement';
import type { OperatorAccess } from '../operator/access';
import type { SettlementAnswer } from '../payment/operator-settlement';
import type { KioskHandler, KioskLog } from './kiosk-deps';
import { IDEMPOTENCY_KEY_RULE } from './start-payment';
import { checkPayloadSize, PayloadReader, safely, type Validation } from './validation';

export const SETTLEMENT_MESSAGES = {
  done: (orderId: string, decision: OperatorDecision) =>
    `Paiement de la commande ${orderId} enregistré comme ${decision === 'approved' ? 'accepté' : 'refusé'} : le compte rendu est transmis au back office.`,
  settled: 'Ce paiement a déjà été réglé.',
  missing: 'Ce paiement n’est pas dans le journal.',
  failed: 'Le règlement n’a pas pu être enregistré : le paiement reste à régler.',
} as const;

export function validateSettleRequest(payload: unknown): Validation<OperatorSettleRequest> {
  return safely(() => {
    const read = new PayloadReader();
    read.check(checkPayloadSize(payload));
    const request = read.object(payload, '', ['key', 'decision', 'note'] as const);
    const key = read.text(request.key, 'key', IDEMPOTENCY_KEY_RULE);
    read.check(() =>
      OPERATOR_DECISIONS.includes(request.decision as OperatorDecision)
        ? undefined
        : '« decision » doit valoir « approved » ou « declined »',
    );
    const note = read.text(request.note, 'note', {
      min: SETTLEMENT_NOTE_LIMITS.min,
      max: SETTLEMENT_NOTE_LIMITS.max,
      refine: settlementNoteProblem,
    });
    return read.result<OperatorSettleRequest>({ key, decision: request.decision as OperatorDecision, note });
  });
}

export function createSettleHandler(
  access: OperatorAccess,
  options: {
    settle: (key: string, decision: OperatorDecision, note: string) => Promise<SettlementAnswer>;
    log: KioskLog;
    /** The sender check of the other operator channels. */
    allowed: (sender: Parameters<KioskHandler>[0]) => boolean;
    refused: OperatorActionAnswer;
    closed: OperatorActionAnswer;
  },
): KioskHandler {
  return async (sender, payload): Promise<OperatorActionAnswer> => {
    if (!options.allowed(sender)) {
      options.log('operator:settle-payment refusé : origine non autorisée', sender);
      return options.refused;
    }
    const checked = validateSettleRequest(payload);
    if (!checked.ok) {
      options.log(`operator:settle-payment refusé : ${checked.reason}`);
      return INVALID_PAYLOAD.operatorSettle(checked.reason);
    }
    if (!access.status().sessionOpen) return options.closed;
    const { key, decision, note } = checked.value;
    let answer: SettlementAnswer;
    try {
      answer = await options.settle(key, decision, note);
    } catch (error) {
      options.log('operator:settle-payment : le journal des paiements a échoué', error);
      await access.recordAction('settle-payment', 'failed', `${key} ${decision} : ${note}`);
      return { ok: false, message: SETTLEMENT_MESSAGES.failed };
    }
    if (!answer.ok) {
      await access.recordAction(
        'settle-payment',
        'failed',
        `${key} ${decision} (${answer.reason}) : ${note}`,
      );
      return { ok: false, message: SETTLEMENT_MESSAGES[answer.reason] };
    }
    // Written once the journal holds the decision: the log says what the journal says.
    const orderId = answer.record.request.orderId;
    if (!(await access.recordAction('settle-payment', 'ok', `${key} ${decision} : ${note}`)))
      options.log(
        `Règlement de ${key} (${decision}) journalisé, session opérateur close entre-temps : ${note}`,
      );
    return { ok: true, message: SETTLEMENT_MESSAGES.done(orderId, decision) };
  };
}
