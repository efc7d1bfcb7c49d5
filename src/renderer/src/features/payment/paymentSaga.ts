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
import { cartRequested } from '../cart';
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
  submitFailed,
  submitStarted,
  terminalCancelRequested,
  type PaymentState,
} from './paymentSlice';
import { selectDevice, selectPlatform } from '../../app/appSlice';
import type { DeviceInfo } from '@shared/kiosk-bridge';
import { COUNTER_MODES, counterPay } from './counterPaySaga';
import { getBridge } from '../../platform/bridge';
import type { TillStatus } from '@shared/till-bridge';
import type { Platform } from '../../platform/bridge';
import { cancelOnTerminal, kioskPay, payOnTerminal, storedTerminalPayment } from './kioskPaySaga';
import { pay } from './paySaga';
import { CASH_PAYMENT_MODE } from '@shared/terminal-outcome';
import { catalogOf } from '../../i18n/language';

/** SPEC §7: the town lookup starts when more than 3 characters are typed. */
export const CITY_LOOKUP_MIN = 4;

/** The web pays through the providers; the kiosk on its card terminal (SPEC §1); the counter on its
 * terminal or in cash (issue 29), through the providers only for card-not-present sales. */
function* payForPlatform() {
  const platform: Platform = yield select(selectPlatform);
  const { mode }: PaymentState = yield select(selectPayment);
  if (platform === 'kiosk') yield call(kioskPay);
  else if (platform === 'counter' && mode !== null && COUNTER_MODES.includes(mode)) yield call(counterPay);
  else if (platform === 'counter') yield call(payAtCounterThroughProvider);
  else yield call(pay);
}

/** A card-not-present sale at the counter: no sale while the till is closed, here either (main refuses
 * the terminal's and cash's itself). */
function* payAtCounterThroughProvider() {
  const m = yield* catalogOf(frPayment, enPayment);
  const till = getBridge()?.till;
  let open = false;
  try {
    open = till ? ((yield call([till, till.status])) as TillStatus).open : false;
  } catch (error) {
    console.error('Caisse : état illisible', error);
  }
  if (!open) {
    yield put(submitFailed(m.tillClosed));
    return;
  }
  yield call(pay);
}

/** What each place may pay with: the terminal on devices, cash at the counter, the providers on the web
 * and at a counter allowed card-not-present sales. */
function modesFor(listed: PaymentMode[], platform: Platform, device: DeviceInfo | null): PaymentMode[] {
  if (platform === 'kiosk') return listed.filter((mode) => mode.value !== CASH_PAYMENT_MODE);
  if (platform === 'counter')
    return listed.filter((mode) => COUNTER_MODES.includes(mode.value) || device?.cardNotPresent === true);
  return listed.filter((mode) => !COUNTER_MODES.includes(mode.value));
}

function* openPayment() {
  const tPayment = yield* catalogOf(frPayment, enPayment);
  yield put(cartRequested());
  const platform: Platform = yield select(selectPlatform);
  const { submitting }: PaymentState = yield select(selectPayment);
  const pending = platform !== 'web' && !submitting ? storedTerminalPayment() : null;
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
    const device: DeviceInfo | null = yield select(selectDevice);
    yield put(modesLoaded(modesFor(listed, platform, device)));
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
