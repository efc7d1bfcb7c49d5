// The pay button, in SPEC §4 order: terms → address → save order → init → provider parameters →
// pending → redirect to the wallet or post the card form. Any failure shows its SPEC §8 message and
// re-enables the button; nothing else may start a second payment meanwhile.
import { call, put } from 'redux-saga/effects';
import type { InitPaymentAnswer, PayboxParameters, PaypalParameters, ProviderError } from '@shared/payment';
import { serverMessage } from '../../api/errors';
import { getPayboxParameters, getPaypalParameters } from '../../api/payment';
import { rememberLockForReturn } from '../../app/modules/returnLock';
import { leaveTo } from '../../app/navigation';
import { enPayment } from '../../i18n/en/payment';
import { frPayment } from '../../i18n/fr/payment';
import { isMobileLayout, postForm } from '../../platform/postForm';
import { cartFlags } from '../../purchase/cartTypes';
import { payboxFields } from '../../purchase/payboxForm';
import { submitFailed } from './paymentSlice';
import {
  beginPayment,
  initStep,
  markPendingStep,
  saveAddressStep,
  saveOrderStep,
  type Begun,
} from './paySteps';
import type { Catalog } from '../../i18n/catalog';
import { catalogOf } from '../../i18n/language';

function providerError(answer: unknown, m: Catalog<typeof frPayment>): string | null {
  const error = (answer as Partial<ProviderError> | null)?.error;
  if (!answer) return m.initFailed;
  return typeof error === 'string' && error ? error : null;
}

export function* pay() {
  const m = yield* catalogOf(frPayment, enPayment);
  const begun: Begun | null = yield call(beginPayment);
  if (!begun) return;
  const { state, type } = begun;
  if (!state.mode) {
    yield put(submitFailed(m.chooseMode));
    return;
  }
  const flags = cartFlags(type);
  const saved: boolean = yield call(saveAddressStep, state.form);
  if (!saved) return;

  const order: unknown = yield call(saveOrderStep, flags, state.mode);
  if (!order) return;
  const init: InitPaymentAnswer | null = yield call(initStep, flags, state.mode);
  if (!init) return;
  if (init.orderId === null || (!init.paybox && !init.paypal)) {
    yield put(submitFailed(m.initFailed));
    return;
  }

  let parameters: PayboxParameters | PaypalParameters | ProviderError;
  try {
    const orderId = init.orderId;
    parameters = yield init.paypal ? call(getPaypalParameters, orderId) : call(getPayboxParameters, orderId);
  } catch (error) {
    yield put(submitFailed(serverMessage(error) ?? m.initFailed));
    return;
  }
  const refused = providerError(parameters, m);
  if (refused) {
    yield put(submitFailed(refused));
    return;
  }

  if (init.paypal) {
    const pending: boolean = yield call(markPendingStep);
    if (!pending) return;
    yield call(rememberLockForReturn);
    yield call(leaveTo, (parameters as PaypalParameters).url);
    return;
  }
  const paybox = parameters as PayboxParameters;
  // A card form without its holder (or with two) cannot be posted: checked before the order is marked
  // pending, so it can still be paid.
  const fields = payboxFields(paybox);
  if (!fields) {
    yield put(submitFailed(m.initFailed));
    return;
  }
  const pending: boolean = yield call(markPendingStep);
  if (!pending) return;
  yield call(rememberLockForReturn);
  const action = isMobileLayout() && paybox.urlMobile ? paybox.urlMobile : paybox.url;
  yield call(postForm, action, fields);
}
