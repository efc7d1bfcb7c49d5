// kiosk:cancel-payment: the page's 'Annuler le paiement'. A checked key goes to the payment service, which
// journals the request and asks the terminal to abort where its protocol allows; every refusal is an
// answer, and the payment's outcome still comes from the terminal's answer to startPayment.
import {
  INVALID_PAYLOAD,
  type CancelPaymentAnswer,
  type CancelPaymentRequest,
} from '../../shared/kiosk-bridge';
import type { HandlerContext, KioskDeps, KioskHandler } from './kiosk-deps';
import { isAllowedSender, SENDER_REFUSED_MESSAGE } from './sender-check';
import { IDEMPOTENCY_KEY_RULE } from './start-payment';
import { checkPayloadSize, PayloadReader, safely, type Validation } from './validation';

/** The service failed: nothing says the terminal was asked, so the page waits for its answer. */
export const CANCEL_FAILURE_MESSAGE =
  'L’annulation n’a pas pu être demandée au terminal : attendez sa réponse.';

export function validateCancelPaymentRequest(payload: unknown): Validation<CancelPaymentRequest> {
  return safely(() => {
    const read = new PayloadReader();
    read.check(checkPayloadSize(payload));
    const request = read.object(payload, '', ['idempotencyKey'] as const);
    return read.result<CancelPaymentRequest>({
      idempotencyKey: read.text(request.idempotencyKey, 'idempotencyKey', IDEMPOTENCY_KEY_RULE),
    });
  });
}

export function createCancelPaymentHandler(
  deps: Pick<KioskDeps, 'payment'>,
  context: HandlerContext,
): KioskHandler {
  return async (sender, payload): Promise<CancelPaymentAnswer> => {
    if (!isAllowedSender(sender, context.allowedOrigin)) {
      context.log('kiosk:cancel-payment refusé : origine non autorisée', sender);
      return { accepted: false, message: SENDER_REFUSED_MESSAGE };
    }
    const checked = validateCancelPaymentRequest(payload);
    if (!checked.ok) {
      context.log(`kiosk:cancel-payment refusé : ${checked.reason}`);
      return INVALID_PAYLOAD.cancelPayment(checked.reason);
    }
    try {
      return await deps.payment.cancel(checked.value);
    } catch (error) {
      context.log('kiosk:cancel-payment : le service de paiement a échoué', error);
      return { accepted: false, message: CANCEL_FAILURE_MESSAGE };
    }
  };
}
