// The steps every pay button shares, web and kiosk alike (SPEC §4 "Payment flow"). Each puts its SPEC §8
// message when it fails (which re-enables the button) and answers null or false so the caller stops.
import { call, put, select } from 'redux-saga/effects';
import { validateAddress } from '@shared/address-rules';
import type { AddressForm, InitPaymentAnswer, SaveAddressAnswer } from '@shared/payment';
import type { CartFlags, CartType } from '@shared/shop';
import { httpStatus, serverMessage } from '../../api/errors';
import { initPayment, markPaymentPending, saveOrder, saveShippingAddress } from '../../api/payment';
import { enPayment } from '../../i18n/en/payment';
import { frPayment } from '../../i18n/fr/payment';
import { selectCartType, selectTermsAccepted } from '../cart';
import { allTouched, selectPayment, submitFailed, submitStarted, type PaymentState } from './paymentSlice';
import { catalogOf } from '../../i18n/language';

export interface Begun {
  state: PaymentState;
  type: CartType;
}

/** One payment at a time, terms accepted, a cart to pay. */
export function* beginPayment() {
  const m = yield* catalogOf(frPayment, enPayment);
  const state: PaymentState = yield select(selectPayment);
  if (state.submitting) return null;
  yield put(submitStarted());
  const accepted: boolean = yield select(selectTermsAccepted);
  if (!accepted) {
    yield put(submitFailed(m.acceptTerms));
    return null;
  }
  const type: CartType | null = yield select(selectCartType);
  if (!type) {
    yield put(submitFailed(m.initFailed));
    return null;
  }
  return { state, type } satisfies Begun;
}

/** POST /vente/api/save; an empty answer means no order could be made (SPEC §8: choose a mode). */
export function* saveOrderStep(flags: CartFlags, paymentMode: string) {
  const m = yield* catalogOf(frPayment, enPayment);
  try {
    const order: unknown = yield call(saveOrder, { ...flags, paymentMode });
    if (order) return order;
    yield put(submitFailed(m.chooseMode));
  } catch (error) {
    yield put(submitFailed(serverMessage(error) ?? m.initFailed));
  }
  return null;
}

/** POST /paiement/api/payment/init; the caller checks the answer for its own flow. */
export function* initStep(flags: CartFlags, paymentMode: string) {
  const m = yield* catalogOf(frPayment, enPayment);
  try {
    const init: InitPaymentAnswer = yield call(initPayment, {
      isVpc: flags.isVpc,
      isReservation: flags.isReservation,
      isTicketOD: flags.isTicketOD,
      paymentMode,
    });
    if (init && !init.error && init.orderId !== null) return init;
  } catch {
    // The same message as an answer with its error flag.
  }
  yield put(submitFailed(m.initFailed));
  return null;
}

/** PUT /paiement/api/payment/pending: the server's message, else SPEC's. */
export function* markPendingStep() {
  const m = yield* catalogOf(frPayment, enPayment);
  try {
    yield call(markPaymentPending);
    return true;
  } catch (error) {
    const message = httpStatus(error) === null ? null : serverMessage(error);
    yield put(submitFailed(message ?? m.pendingFailed));
    return false;
  }
}

/** The customer's full form checked, then POST /vente/api/shippingAdress/save (web and counter). */
export function* saveAddressStep(form: AddressForm) {
  const m = yield* catalogOf(frPayment, enPayment);
  if (Object.keys(validateAddress(form)).length > 0) {
    yield put(allTouched());
    yield put(submitFailed(m.addressInvalid));
    return false;
  }
  try {
    const saved: SaveAddressAnswer = yield call(saveShippingAddress, form);
    if (saved?.valid) return true;
    yield put(submitFailed(m.addressInvalid));
  } catch (error) {
    yield put(submitFailed(serverMessage(error) ?? m.addressInvalid));
  }
  return false;
}
