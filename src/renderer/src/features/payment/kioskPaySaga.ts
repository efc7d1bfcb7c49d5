// The kiosk's pay button (SPEC §1: only the e-mail is asked, payment starts on the card terminal):
// terms → e-mail → save the e-mail → save the order (mode TPE) → init → pending → the terminal through the
// bridge → the summary, polled as on the web. Main journals the terminal's outcome and reports it, signed,
// to the back office; the renderer only shows it.
import { call, delay, put, select } from 'redux-saga/effects';
import { ADDRESS_RULES } from '@shared/address-rules';
import type { CancelPaymentAnswer, PaymentOutcome, StartPaymentRequest } from '@shared/kiosk-bridge';
import { formatEuros, toCents } from '@shared/money';
import { selectLanguage } from '../../app/appSlice';
import { LOCALES, type Language } from '../../i18n/catalog';
import type { InitPaymentAnswer } from '@shared/payment';
import type { Cart } from '@shared/shop';
import { TERMINAL_PAYMENT_MODE } from '@shared/terminal-outcome';
import { saveCartEmail } from '../../api/cart';
import { serverMessage } from '../../api/errors';
import { navigate } from '../../app/navigation';
import { enPayment } from '../../i18n/en/payment';
import { frPayment } from '../../i18n/fr/payment';
import { enRecap } from '../../i18n/en/recap';
import { frRecap } from '../../i18n/fr/recap';
import { requireBridge } from '../../platform/bridge';
import { sessionStore, STORAGE_KEYS } from '../../platform/storage';
import { cartRequested, selectCart } from '../cart';
import { cartFlags, CART_MODULES } from '../../purchase/cartTypes';
import { saleKindOfCart } from '../../app/readiness/saleKinds';
import { kioskTotalCents } from '../../purchase/kioskTotal';
import {
  fieldTouched,
  submitFailed,
  terminalAnswered,
  terminalCancelAnswered,
  terminalStarted,
} from './paymentSlice';
import { enKiosk } from '../../i18n/en/kiosk';
import { frKiosk } from '../../i18n/fr/kiosk';
import { beginPayment, initStep, markPendingStep, saveOrderStep, type Begun } from './paySteps';
import { catalogOf } from '../../i18n/language';

/** What the page keeps while the terminal works: enough to resume after a reload without a second debit. */
export interface PendingTerminalPayment {
  request: StartPaymentRequest;
  module: string;
}

/** Time to read 'Paiement accepté' before the summary replaces it. */
export const APPROVED_PAUSE_MS = 1500;

/** The order's total in cents as the back office saved it, when its answer gives one. */
export function savedTotalCents(order: unknown): number | null {
  const total = (order as { totalPrice?: unknown } | null)?.totalPrice;
  return typeof total === 'number' && Number.isFinite(total) && total > 0 ? toCents(total) : null;
}

/** Runs the payment on the terminal and shows its outcome; the summary follows an approval. */
export function* payOnTerminal(pending: PendingTerminalPayment) {
  const { request } = pending;
  const recapPath = `/recapitulatif?module=${pending.module}&paymentOk=true`;
  yield put(
    terminalStarted({
      orderId: Number(request.orderId),
      amountCents: request.amountCents,
      inCash: request.cash !== undefined,
      recapPath,
    }),
  );
  yield call([sessionStore, sessionStore.set], STORAGE_KEYS.terminalPayment, JSON.stringify(pending));
  let outcome: PaymentOutcome;
  try {
    const bridge = requireBridge();
    outcome = yield call([bridge, bridge.startPayment], request);
  } catch (error) {
    // The bridge itself failed: main may still have reached the terminal, so nothing can be assumed.
    console.error('Paiement sur le terminal sans réponse', error);
    outcome = { status: 'unknown' };
  }
  if (outcome.status === 'approved' && outcome.cash) {
    // A counter's cash sale: what the agent must give back, said in the page's language.
    const m = yield* catalogOf(frPayment, enPayment);
    const language: Language = yield select(selectLanguage);
    outcome = {
      ...outcome,
      message: m.cashTaken(formatEuros(outcome.cash.changeCents / 100, LOCALES[language])),
    };
  }
  yield put(terminalAnswered(outcome));
  // Unknown stays remembered: a reload must ask main about this key again, never start a new payment.
  if (outcome.status !== 'unknown')
    yield call([sessionStore, sessionStore.remove], STORAGE_KEYS.terminalPayment);
  // Cash: the agent reads the change, gives it back, then goes on ('Continuer').
  if (outcome.status === 'approved' && !outcome.cash) {
    yield delay(APPROVED_PAUSE_MS);
    yield call(navigate, recapPath);
  }
}

export function newIdempotencyKey(orderId: number): string {
  return `commande-${orderId}-${crypto.randomUUID()}`;
}

export function* kioskPay() {
  const tRecap = yield* catalogOf(frRecap, enRecap);
  const m = yield* catalogOf(frPayment, enPayment);
  const begun: Begun | null = yield call(beginPayment);
  if (!begun) return;
  const { state, type } = begun;
  const email = state.form.email.trim();
  if (ADDRESS_RULES.email(email)) {
    yield put(fieldTouched('email'));
    yield put(submitFailed(m.addressInvalid));
    return;
  }
  if (!state.modes?.some((mode) => mode.value === TERMINAL_PAYMENT_MODE)) {
    // The back office offers the terminal to kiosks it knows; without it there is no way to pay here.
    yield put(submitFailed(m.initFailed));
    return;
  }
  // What the basket sells, for main's readiness: a printed sale cannot start without paper (issue 25 §1).
  const saleKind = saleKindOfCart(type);
  if (saleKind === null) {
    yield put(submitFailed(m.initFailed));
    return;
  }
  const flags = cartFlags(type);

  try {
    yield call(saveCartEmail, flags, email);
  } catch (error) {
    yield put(submitFailed(serverMessage(error) ?? m.addressInvalid));
    return;
  }

  const order: unknown = yield call(saveOrderStep, flags, TERMINAL_PAYMENT_MODE);
  if (!order) return;
  const init: InitPaymentAnswer | null = yield call(initStep, flags, TERMINAL_PAYMENT_MODE);
  if (!init) return;
  // The amount /payment showed (the goods: a kiosk ships nothing) is the one the terminal charges, and
  // must be the order's: otherwise the customer sees the new amount before anything is charged.
  const cart: Cart | null = yield select(selectCart);
  const shown = cart ? kioskTotalCents(cart) : null;
  const total = savedTotalCents(order) ?? shown;
  if (!init.terminal || init.orderId === null || total === null || total <= 0) {
    yield put(submitFailed(m.initFailed));
    return;
  }
  if (shown !== null && total !== shown) {
    yield put(submitFailed(m.amountChanged));
    yield put(cartRequested());
    return;
  }
  const pending: boolean = yield call(markPendingStep);
  if (!pending) return;

  yield* payOnTerminal({
    request: {
      orderId: String(init.orderId),
      amountCents: total,
      currency: 'EUR',
      label: `${tRecap.orderNumber} ${init.orderId}`,
      idempotencyKey: newIdempotencyKey(init.orderId),
      saleKinds: [saleKind],
    },
    module: CART_MODULES[type],
  });
}

/** A payment the page was waiting for before a reload (watchdog, crash): ask main about the same key again. */
export function storedTerminalPayment(): PendingTerminalPayment | null {
  const raw = sessionStore.get(STORAGE_KEYS.terminalPayment);
  if (!raw) return null;
  try {
    const pending = JSON.parse(raw) as PendingTerminalPayment;
    return pending?.request?.idempotencyKey ? pending : null;
  } catch {
    return null;
  }
}

/** 'Annuler le paiement': main asks the terminal to abort where it can; the terminal's answer to
 * startPayment stays the outcome, so the page keeps waiting for it either way. */
export function* cancelOnTerminal() {
  const k = yield* catalogOf(frKiosk, enKiosk);
  const pending = storedTerminalPayment();
  let answer: CancelPaymentAnswer = { accepted: false, message: k.cancelNotSent };
  if (pending) {
    try {
      const bridge = requireBridge();
      answer = yield call([bridge, bridge.cancelPayment], { idempotencyKey: pending.request.idempotencyKey });
    } catch (error) {
      console.error("Demande d'annulation au terminal sans réponse", error);
    }
  }
  yield put(terminalCancelAnswered(answer));
}
