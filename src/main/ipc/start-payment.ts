// kiosk:start-payment: a checked request goes to the payment service; everything else is answered with
// a PaymentOutcome value, and the terminal is never reached.
import { INVALID_PAYLOAD, type PaymentOutcome } from '../../shared/kiosk-bridge';
import { isSaleKind, SALE_KINDS, type SaleKind } from '../../shared/kiosk-abilities';
import { isMaskedPan } from '../../shared/masked-pan';
import type { JournaledRequest } from '../payment/journal-state';
import type { HandlerContext, KioskDeps, KioskHandler } from './kiosk-deps';
import { readSaleLines } from './sale-lines';
import { isAllowedSender, SENDER_REFUSED_MESSAGE } from './sender-check';
import {
  checkPayloadSize,
  ORDER_ID_RULE,
  PayloadReader,
  quoted,
  safely,
  type IntegerRule,
  type TextRule,
  type Validation,
} from './validation';

export const MAX_PAYMENT_CENTS = 10_000_000;

const AMOUNT: IntegerRule = { min: 1, max: MAX_PAYMENT_CENTS, unit: 'centimes' };
/** Shown on the terminal's screen and kept in the journal. */
const LABEL_RULE: TextRule = { min: 0, max: 120 };
export const IDEMPOTENCY_KEY_RULE: TextRule = {
  min: 8,
  max: 128,
  pattern: /^[A-Za-z0-9._:-]+$/,
  allowed: 'lettres, chiffres et . _ : -',
};
const KEYS = ['orderId', 'amountCents', 'currency', 'label', 'idempotencyKey'] as const;
/** Optional only for a payment the page resumes after an update from a build that did not send them:
 * the payment service answers such a request from its journal and starts no new debit for it. */
const OPTIONAL_KEYS = ['saleKinds'] as const;
/** The counter's sales also say their lines (the till's report) and may be paid in cash (issue 29). */
const COUNTER_KEYS = ['saleKinds', 'saleLines', 'cash'] as const;
const GIVEN_CENTS: IntegerRule = { min: 1, max: MAX_PAYMENT_CENTS, unit: 'centimes' };

const SALE_KIND_NAMES = SALE_KINDS.map((kind) => `« ${kind} »`).join(', ');

function readSaleKinds(read: PayloadReader, value: unknown): SaleKind[] {
  const kinds = read.list(value, 'saleKinds', { min: 1, max: SALE_KINDS.length }, (kind, path) => {
    read.check(() =>
      isSaleKind(kind) ? undefined : `${quoted(path)} : vente inconnue (attendu : ${SALE_KIND_NAMES})`,
    );
    return kind as SaleKind;
  });
  read.check(() =>
    new Set(kinds).size === kinds.length ? undefined : `${quoted('saleKinds')} nomme deux fois la même vente`,
  );
  return kinds;
}

/**
 * The payment service threw, so whether the terminal debited is not known: answered as `unknown`
 * (reconciled by main) rather than `error`, which would invite the customer to pay a second time.
 */
export const PAYMENT_FAILURE_MESSAGE =
  'Le résultat du paiement est inconnu. Ne payez pas une seconde fois : adressez-vous au personnel.';

/**
 * The checked request, built fresh: the service receives exactly these fields, nothing inherited. Only a
 * counter (`counter` true) may send the sale's lines and a cash payment; a kiosk naming them is refused.
 */
export function validateStartPaymentRequest(payload: unknown, counter = false): Validation<JournaledRequest> {
  return safely(() => {
    const read = new PayloadReader();
    read.check(checkPayloadSize(payload));
    const request = read.object(payload, '', KEYS, counter ? COUNTER_KEYS : OPTIONAL_KEYS);
    const orderId = read.text(request.orderId, 'orderId', ORDER_ID_RULE);
    const amountCents = read.integer(request.amountCents, 'amountCents', AMOUNT);
    read.check(() => (request.currency === 'EUR' ? undefined : `${quoted('currency')} doit valoir EUR`));
    return read.result<JournaledRequest>({
      orderId,
      amountCents,
      currency: 'EUR',
      label: read.text(request.label, 'label', LABEL_RULE),
      idempotencyKey: read.text(request.idempotencyKey, 'idempotencyKey', IDEMPOTENCY_KEY_RULE),
      ...(request.saleKinds === undefined ? {} : { saleKinds: readSaleKinds(read, request.saleKinds) }),
      ...(request.saleLines === undefined
        ? {}
        : {
            saleLines: readSaleLines(read, request.saleLines, 'saleLines', {
              amountCents,
              maxLineCents: MAX_PAYMENT_CENTS,
            }),
          }),
      ...(request.cash === undefined ? {} : { cash: readCash(read, request.cash, amountCents) }),
    });
  });
}

function readCash(read: PayloadReader, value: unknown, amountCents: number): { givenCents: number } {
  const cash = read.object(value, 'cash', ['givenCents']);
  const givenCents = read.integer(cash.givenCents, 'cash.givenCents', GIVEN_CENTS);
  read.check(() =>
    givenCents >= amountCents ? undefined : `${quoted('cash.givenCents')} est inférieur au montant à payer`,
  );
  return { givenCents };
}

/**
 * The outcome as the page may see it: a card number the terminal sent unmasked (or in a form not known
 * to be masked) is left out rather than shown or printed.
 */
function withoutClearPan(outcome: PaymentOutcome, log: HandlerContext['log']): PaymentOutcome {
  if (outcome.maskedPan === undefined) return outcome;
  if (typeof outcome.maskedPan === 'string' && isMaskedPan(outcome.maskedPan)) return outcome;
  log('kiosk:start-payment : numéro de carte non masqué retiré de la réponse');
  const rest = { ...outcome };
  delete rest.maskedPan;
  return rest;
}

export function createStartPaymentHandler(
  deps: Pick<KioskDeps, 'payment' | 'counter'>,
  context: HandlerContext,
): KioskHandler {
  return async (sender, payload): Promise<PaymentOutcome> => {
    if (!isAllowedSender(sender, context.allowedOrigin)) {
      context.log('kiosk:start-payment refusé : origine non autorisée', sender);
      return { status: 'error', message: SENDER_REFUSED_MESSAGE };
    }
    const checked = validateStartPaymentRequest(payload, deps.counter === true);
    if (!checked.ok) {
      context.log(`kiosk:start-payment refusé : ${checked.reason}`);
      return INVALID_PAYLOAD.startPayment(checked.reason);
    }
    try {
      return withoutClearPan(await deps.payment.start(checked.value), context.log);
    } catch (error) {
      context.log('kiosk:start-payment : le service de paiement a échoué', error);
      return { status: 'unknown', message: PAYMENT_FAILURE_MESSAGE };
    }
  };
}
