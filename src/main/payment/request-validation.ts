// The shape a payment request must have before anything is journaled or sent to the terminal.
// Main's IPC handler validates the renderer's payload too; the service checks again because it is the
// last gate before money moves.
import { isSaleKind } from '../../shared/kiosk-abilities';
import type { StartPaymentRequest } from '../../shared/kiosk-bridge';
import { CAISSE_AP_MAX_AMOUNT_CENTS } from './caisse-ap/protocol';

export const PAYMENT_REQUEST_LIMITS = {
  idempotencyKey: 128,
  orderId: 64,
  label: 120,
  /** What a terminal amount field can carry (Caisse-AP CB: 12 digits). */
  maxCents: CAISSE_AP_MAX_AMOUNT_CENTS,
} as const;

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/** Why the value is not a payment request (for the log), or undefined when it is one. */
export function paymentRequestProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'pas un objet';
  const request = value as Partial<Record<keyof StartPaymentRequest, unknown>>;
  if (!isText(request.idempotencyKey, PAYMENT_REQUEST_LIMITS.idempotencyKey))
    return 'idempotencyKey invalide';
  if (!isText(request.orderId, PAYMENT_REQUEST_LIMITS.orderId)) return 'orderId invalide';
  if (typeof request.label !== 'string' || request.label.length > PAYMENT_REQUEST_LIMITS.label)
    return 'label invalide';
  if (request.currency !== 'EUR') return 'currency invalide';
  const cents = request.amountCents;
  if (
    typeof cents !== 'number' ||
    !Number.isSafeInteger(cents) ||
    cents <= 0 ||
    cents > PAYMENT_REQUEST_LIMITS.maxCents
  ) {
    return 'amountCents invalide';
  }
  // Absent only from a payment resumed from a build without them: the service answers it from its journal.
  const kinds = request.saleKinds;
  if (kinds === undefined) return undefined;
  if (!Array.isArray(kinds) || kinds.length === 0 || !kinds.every(isSaleKind)) return 'saleKinds invalide';
  return undefined;
}
