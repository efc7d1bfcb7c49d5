// kiosk:start-payment: a checked request goes to the payment service; everything else is answered with
// a PaymentOutcome value, and the terminal is never reached.
import type { PaymentOutcome, StartPaymentRequest } from '../../shared/kiosk-bridge';
import type { HandlerContext, KioskDeps, KioskHandler } from './kiosk-deps';
import { isAllowedSender, SENDER_REFUSED_MESSAGE } from './sender-check';
import {
  checkInteger,
  checkPayloadSize,
  checkShape,
  checkText,
  ORDER_ID_RULE,
  quoted,
  safely,
  type TextRule,
  type Validation,
} from './validation';

export const MAX_PAYMENT_CENTS = 10_000_000;

const LABEL_RULE: TextRule = { min: 0, max: 120 };
const IDEMPOTENCY_KEY_RULE: TextRule = {
  min: 8,
  max: 128,
  pattern: /^[A-Za-z0-9._:-]+$/,
  allowed: 'lettres, chiffres et . _ : -',
};
const KEYS = ['orderId', 'amountCents', 'currency', 'label', 'idempotencyKey'] as const;

/**
 * The payment service threw, so whether the terminal debited is not known: answered as `unknown`
 * (reconciled by main) rather than `error`, which would invite the customer to pay a second time.
 */
export const PAYMENT_FAILURE_MESSAGE =
  'Le résultat du paiement est inconnu. Ne payez pas une seconde fois : adressez-vous au personnel.';

function requestProblem(payload: unknown): string | undefined {
  const shapeProblem = checkPayloadSize(payload) ?? checkShape(payload, '', KEYS);
  if (shapeProblem !== undefined) return shapeProblem;
  const request = payload as Record<string, unknown>;
  return (
    checkText(request.orderId, 'orderId', ORDER_ID_RULE) ??
    checkInteger(request.amountCents, 'amountCents', { min: 1, max: MAX_PAYMENT_CENTS, unit: 'centimes' }) ??
    (request.currency === 'EUR' ? undefined : `${quoted('currency')} doit valoir EUR`) ??
    checkText(request.label, 'label', LABEL_RULE) ??
    checkText(request.idempotencyKey, 'idempotencyKey', IDEMPOTENCY_KEY_RULE)
  );
}

export function validateStartPaymentRequest(payload: unknown): Validation<StartPaymentRequest> {
  return safely(() => {
    const reason = requestProblem(payload);
    if (reason !== undefined) return { ok: false, reason };
    const request = payload as StartPaymentRequest;
    // A fresh object: the service receives exactly the checked fields, nothing inherited.
    return {
      ok: true,
      value: {
        orderId: request.orderId,
        amountCents: request.amountCents,
        currency: request.currency,
        label: request.label,
        idempotencyKey: request.idempotencyKey,
      },
    };
  });
}

export function createStartPaymentHandler(
  deps: Pick<KioskDeps, 'payment'>,
  context: HandlerContext,
): KioskHandler {
  return async (sender, payload): Promise<PaymentOutcome> => {
    if (!isAllowedSender(sender, context.allowedOrigin)) {
      context.log('kiosk:start-payment refusé : origine non autorisée', sender);
      return { status: 'error', message: SENDER_REFUSED_MESSAGE };
    }
    const checked = validateStartPaymentRequest(payload);
    if (!checked.ok) {
      context.log(`kiosk:start-payment refusé : ${checked.reason}`);
      return { status: 'error', message: `Demande de paiement invalide : ${checked.reason}.` };
    }
    try {
      return await deps.payment.start(checked.value);
    } catch (error) {
      context.log('kiosk:start-payment : le service de paiement a échoué', error);
      return { status: 'unknown', message: PAYMENT_FAILURE_MESSAGE };
    }
  };
}
