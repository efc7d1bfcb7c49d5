// Payment page side effects: restore the saved form, load payment modes, look up towns, remember the
// dismissed notice, and run the pay saga once at a time.
import type { Action } from '@reduxjs/toolkit';
import { call, debounce, fork, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { AddressForm, City, PaymentMode } from '@shared/payment';
import { serverMessage } from '../../api/errors';
import { getCities, getPaymentModes } from '../../api/payment';
import { enPayment } from '../../i18n/en/payment';
import { frPayment } from '../../i18n/fr/payment';
import { localStore, sessionStore, STORAGE_KEYS } from '../../platform/storage';
import { cartRequested } from '../cart/cartSlice';
import {
  citiesLoaded,
  fieldChanged,
  fieldTyped,
  formRestored,
  modeChosen,
  modesFailed,
  modesLoaded,
  modesRequested,
  noticeDismissed,
  noticeDismissRequested,
  paymentOpened,
  payRequested,
  selectPayment,
  submitStarted,
  terminalCancelRequested,
  type PaymentState,
} from './paymentSlice';
import { selectPlatform } from '../../app/appSlice';
import type { Platform } from '../../platform/bridge';
import { cancelOnTerminal, kioskPay, payOnTerminal, storedTerminalPayment } from './kioskPaySaga';
import { pay } from './paySaga';
import { TERMINAL_PAYMENT_MODE } from '@shared/terminal-outcome';
import { catalogOf } from '../../i18n/language';

/** SPEC §7: the town lookup starts when more than 3 characters are typed. */
export const CITY_LOOKUP_MIN = 4;

/** The web and the counter pay through the providers; the kiosk on its card terminal (SPEC §1). */
function* payForPlatform() {
  const platform: Platform = yield select(selectPlatform);
  yield call(platform === 'kiosk' ? kioskPay : pay);
}

function* openPayment() {
  const tPayment = yield* catalogOf(frPayment, enPayment);
  yield put(cartRequested());
  const platform: Platform = yield select(selectPlatform);
  const { submitting }: PaymentState = yield select(selectPayment);
  const pending = platform === 'kiosk' && !submitting ? storedTerminalPayment() : null;
  if (pending) {
    // The page was reloaded while the terminal worked: same key, so main answers without a second debit.
    yield put(submitStarted());
    yield fork(payOnTerminal, pending);
  }
  const saved: string | null = yield call([sessionStore, sessionStore.get], STORAGE_KEYS.paymentForm);
  if (saved) {
    try {
      const { form, mode } = JSON.parse(saved) as { form?: Partial<AddressForm>; mode?: string | null };
      yield put(formRestored({ form: form ?? {}, mode: mode ?? null }));
    } catch {
      // A damaged copy is simply not restored.
    }
  }
  const dismissed: string | null = yield call(
    [localStore, localStore.get],
    STORAGE_KEYS.strongAuthNoticeDismissed,
  );
  if (dismissed === 'true') yield put(noticeDismissed());
  yield put(modesRequested());
  try {
    const modes: PaymentMode[] = yield call(getPaymentModes);
    const listed = Array.isArray(modes) ? modes : [];
    // The card terminal belongs to the kiosk's reduced flow; the web and counter flows pay through providers.
    yield put(
      modesLoaded(platform === 'kiosk' ? listed : listed.filter((m) => m.value !== TERMINAL_PAYMENT_MODE)),
    );
  } catch (error) {
    yield put(modesFailed(serverMessage(error) ?? tPayment.initFailed));
  }
}

function* persistForm() {
  const { form, mode }: PaymentState = yield select(selectPayment);
  yield call([sessionStore, sessionStore.set], STORAGE_KEYS.paymentForm, JSON.stringify({ form, mode }));
}

/** Only these fields start (and restart) the lookup's wait: typing the town meanwhile must not drop it. */
const lookupField = (action: Action) =>
  fieldChanged.match(action) &&
  (action.payload.field === 'postalCode' || action.payload.field === 'countryCode');

function* lookUpCities() {
  const { form }: PaymentState = yield select(selectPayment);
  if (form.postalCode.trim().length < CITY_LOOKUP_MIN) {
    yield put(citiesLoaded([]));
    return;
  }
  try {
    const cities: City[] = yield call(getCities, form.postalCode.trim(), form.countryCode);
    yield put(citiesLoaded(Array.isArray(cities) ? cities : []));
  } catch {
    // Without suggestions the customer still types the town.
    yield put(citiesLoaded([]));
  }
}

function* dismissNotice() {
  yield call([localStore, localStore.set], STORAGE_KEYS.strongAuthNoticeDismissed, 'true');
  yield put(noticeDismissed());
}

export function* paymentSaga() {
  yield takeEvery(paymentOpened.type, openPayment);
  yield takeEvery([fieldChanged.type, fieldTyped.type, modeChosen.type], persistForm);
  yield debounce(250, lookupField, lookUpCities);
  yield takeEvery(noticeDismissRequested.type, dismissNotice);
  yield takeLeading(payRequested.type, payForPlatform);
  yield takeLeading(terminalCancelRequested.type, cancelOnTerminal);
}
