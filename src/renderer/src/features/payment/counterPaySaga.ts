// The counter's pay button (issue 29 §1–§2): the customer's full form as on the web (address saved),
// then the order in mode TPE (the customer's card on the counter's terminal, as the kiosk does) or
// ESPECES (the cash the agent typed, which must cover the total). Main needs an open till, records the
// sale with its lines and reports it, signed; the page shows the outcome, then the summary.
import { call, put, select } from 'redux-saga/effects';
import { saleLinesOf } from '@shared/sale-lines';
import { parseTypedEuros, toCents } from '@shared/money';
import type { InitPaymentAnswer } from '@shared/payment';
import type { Cart } from '@shared/shop';
import { CASH_PAYMENT_MODE, TERMINAL_PAYMENT_MODE } from '@shared/terminal-outcome';
import { saleKindOfCart } from '../../app/readiness/saleKinds';
import { enPayment } from '../../i18n/en/payment';
import { frPayment } from '../../i18n/fr/payment';
import { enRecap } from '../../i18n/en/recap';
import { frRecap } from '../../i18n/fr/recap';
import { catalogOf } from '../../i18n/language';
import { cartRequested, selectCart } from '../cart';
import { cartFlags, CART_MODULES } from '../../purchase/cartTypes';
import { newIdempotencyKey, payOnTerminal, savedTotalCents } from './kioskPaySaga';
import { submitFailed } from './paymentSlice';
import {
  beginPayment,
  initStep,
  markPendingStep,
  saveAddressStep,
  saveOrderStep,
  type Begun,
} from './paySteps';

/** The modes a counter pays through its own devices; the others are the providers' (card not present). */
export const COUNTER_MODES: readonly string[] = [TERMINAL_PAYMENT_MODE, CASH_PAYMENT_MODE];

export function* counterPay() {
  const m = yield* catalogOf(frPayment, enPayment);
  const tRecap = yield* catalogOf(frRecap, enRecap);
  const begun: Begun | null = yield call(beginPayment);
  if (!begun) return;
  const { state, type } = begun;
  const mode = state.mode;
  if (!mode || !COUNTER_MODES.includes(mode)) {
    yield put(submitFailed(m.chooseMode));
    return;
  }
  const cart: Cart | null = yield select(selectCart);
  const shown = cart ? toCents(cart.totalPrice) : null;
  const cash = mode === CASH_PAYMENT_MODE;
  const givenCents = cash ? parseTypedEuros(state.cashGiven) : null;
  if (cash && givenCents === null) {
    yield put(submitFailed(m.cashInvalid));
    return;
  }
  if (cash && shown !== null && givenCents! < shown) {
    yield put(submitFailed(m.cashTooLittle));
    return;
  }
  const saleKind = saleKindOfCart(type);
  if (!cart || shown === null || saleKind === null) {
    yield put(submitFailed(m.initFailed));
    return;
  }
  // The full form, as on the web, saved once the cash is known to cover the total.
  const flags = cartFlags(type);
  const saved: boolean = yield call(saveAddressStep, state.form);
  if (!saved) return;

  const order: unknown = yield call(saveOrderStep, flags, mode);
  if (!order) return;
  const init: InitPaymentAnswer | null = yield call(initStep, flags, mode);
  if (!init) return;
  const total = savedTotalCents(order) ?? shown;
  if (init.orderId === null || (cash ? !init.cash : !init.terminal)) {
    yield put(submitFailed(m.initFailed));
    return;
  }
  // The amount shown (and the cash counted against it) is the one charged, or nothing is.
  if (total !== shown) {
    yield put(submitFailed(m.amountChanged));
    yield put(cartRequested());
    return;
  }
  const pending: boolean = yield call(markPendingStep);
  if (!pending) return;

  const label = `${tRecap.orderNumber} ${init.orderId}`;
  yield* payOnTerminal({
    request: {
      orderId: String(init.orderId),
      amountCents: total,
      currency: 'EUR',
      label,
      idempotencyKey: newIdempotencyKey(init.orderId),
      saleKinds: [saleKind],
      saleLines: saleLinesOf(cart.products, cart.shippingPrice, total, {
        order: label,
        shipping: m.saleLineShipping,
      }),
      ...(cash ? { cash: { givenCents: givenCents! } } : {}),
    },
    module: CART_MODULES[type],
  });
}
