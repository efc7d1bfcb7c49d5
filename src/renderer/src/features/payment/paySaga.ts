// The pay button, in SPEC §4 order: terms → address → save order → init → provider parameters →
// pending → redirect to the wallet or post the card form. Any failure shows its SPEC §8 message and
// re-enables the button; nothing else may start a second payment meanwhile.
import { call, put, select } from 'redux-saga/effects';
import { validateAddress } from '@shared/address-rules';
import type {
  InitPaymentAnswer,
  PayboxParameters,
  PaypalParameters,
  ProviderError,
  SaveAddressAnswer,
} from '@shared/payment';
import type { CartType } from '@shared/shop';
import { httpStatus, serverMessage } from '../../api/errors';
import {
  getPayboxParameters,
  getPaypalParameters,
  initPayment,
  markPaymentPending,
  saveOrder,
  saveShippingAddress,
} from '../../api/payment';
import { leaveTo } from '../../app/navigation';
import { fr } from '../../i18n/fr';
import { isMobileLayout, postForm } from '../../platform/postForm';
import { selectCartType, selectTermsAccepted } from '../cart/cartSlice';
import { cartFlags } from '../cart/cartTypes';
import { payboxFields } from './payboxForm';
import { allTouched, selectPayment, submitFailed, submitStarted, type PaymentState } from './paymentSlice';

const m = fr.payment;

function providerError(answer: unknown): string | null {
  const error = (answer as Partial<ProviderError> | null)?.error;
  if (!answer) return m.initFailed;
  return typeof error === 'string' && error ? error : null;
}

export function* pay() {
  const state: PaymentState = yield select(selectPayment);
  if (state.submitting) return;
  yield put(submitStarted());

  const accepted: boolean = yield select(selectTermsAccepted);
  if (!accepted) {
    yield put(submitFailed(m.acceptTerms));
    return;
  }
  const type: CartType | null = yield select(selectCartType);
  if (!type) {
    yield put(submitFailed(m.initFailed));
    return;
  }
  if (!state.mode) {
    yield put(submitFailed(m.chooseMode));
    return;
  }
  if (Object.keys(validateAddress(state.form)).length > 0) {
    yield put(allTouched());
    {
      yield put(submitFailed(m.addressInvalid));
      return;
    }
  }
  const flags = cartFlags(type);

  try {
    const saved: SaveAddressAnswer = yield call(saveShippingAddress, state.form);
    if (!saved?.valid) {
      yield put(submitFailed(m.addressInvalid));
      return;
    }
  } catch (error) {
    {
      yield put(submitFailed(serverMessage(error) ?? m.addressInvalid));
      return;
    }
  }

  try {
    const order: unknown = yield call(saveOrder, { ...flags, paymentMode: state.mode });
    if (!order) {
      yield put(submitFailed(m.chooseMode));
      return;
    }
  } catch (error) {
    {
      yield put(submitFailed(serverMessage(error) ?? m.initFailed));
      return;
    }
  }

  let init: InitPaymentAnswer;
  try {
    init = yield call(initPayment, {
      isVpc: flags.isVpc,
      isReservation: flags.isReservation,
      isTicketOD: flags.isTicketOD,
      paymentMode: state.mode,
    });
  } catch {
    {
      yield put(submitFailed(m.initFailed));
      return;
    }
  }
  if (!init || init.error || init.orderId === null || (!init.paybox && !init.paypal)) {
    {
      yield put(submitFailed(m.initFailed));
      return;
    }
  }

  let parameters: PayboxParameters | PaypalParameters | ProviderError;
  try {
    const orderId = init.orderId;
    parameters = yield init.paypal ? call(getPaypalParameters, orderId) : call(getPayboxParameters, orderId);
  } catch (error) {
    {
      yield put(submitFailed(serverMessage(error) ?? m.initFailed));
      return;
    }
  }
  const refused = providerError(parameters);
  if (refused) {
    yield put(submitFailed(refused));
    return;
  }

  try {
    yield call(markPaymentPending);
  } catch (error) {
    const message = httpStatus(error) === null ? null : serverMessage(error);
    {
      yield put(submitFailed(message ?? m.pendingFailed));
      return;
    }
  }

  if (init.paypal) {
    yield call(leaveTo, (parameters as PaypalParameters).url);
    return;
  }
  const paybox = parameters as PayboxParameters;
  const action = isMobileLayout() && paybox.urlMobile ? paybox.urlMobile : paybox.url;
  yield call(postForm, action, payboxFields(paybox));
}
