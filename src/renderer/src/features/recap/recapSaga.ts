// SPEC §4 "Return to summary": cancel → cancel call then summary; abort → abort call; otherwise poll
// the payment state every 3 s, 10 times at most, then show the summary or the matching message. A mobile
// ticket has no back-office order: its summary is what this browser stored before paying. A payment that
// came after its seats were sold (issue 23) is not refused: its summary says it will be refunded.
import { call, delay, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Preferences } from '@shared/backoffice';
import type { PrintResult } from '@shared/kiosk-bridge';
import type { OrderSummary, WaitAnswer } from '@shared/payment';
import type { CartType } from '@shared/shop';
import { httpStatus, serverMessage } from '../../api/errors';
import { getOrderSummary, getReceiptPdf, getTicketPdf } from '../../api/order';
import { abortPayment, cancelPayment, waitPayment } from '../../api/payment';
import { enKiosk } from '../../i18n/en/kiosk';
import { frKiosk } from '../../i18n/fr/kiosk';
import { enRecap } from '../../i18n/en/recap';
import { frRecap } from '../../i18n/fr/recap';
import { selectLanguage } from '../../app/appSlice';
import { selectPreferences } from '../../app/config/configSlice';
import type { Language } from '../../i18n/catalog';
import { keepLockOnReturn } from '../../app/modules/returnLock';
import { requireBridge } from '../../platform/bridge';
import { saveBlob } from '../../platform/download';
import { forgetProduct, storedOrder, type StoredOrder } from '../../purchase/storedMobilePurchase';
import { storedCartType } from '../../purchase/storedCartType';
import { selectPayment, type PaymentState } from '../payment';
import { receiptOf } from './receiptOf';
import { recordCounterProviderSale } from './counterProviderSale';
import {
  appliPurchaseShown,
  downloadFailed,
  printFinished,
  printRequested,
  printStarted,
  recapFailed,
  recapOpened,
  recapWaiting,
  receiptRequested,
  summaryShown,
  selectRecap,
  ticketRequested,
  type RecapQuery,
  type RecapState,
} from './recapSlice';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { catalogOf } from '../../i18n/language';

export const POLL_INTERVAL_MS = 3000;
export const POLL_MAX_TRIES = 10;

function* showSummary(cancelled: boolean) {
  const m = yield* catalogOf(frRecap, enRecap);
  try {
    const summary: OrderSummary = yield call(getOrderSummary);
    if (!summary?.found) {
      yield put(recapFailed({ phase: 'unavailable', message: m.unavailable }));
    } else if (!summary.success && !cancelled && !summary.remboursement) {
      yield put(recapFailed({ phase: 'refused', message: m.refused }));
    } else {
      yield put(summaryShown({ summary, cancelled }));
      if (!cancelled) yield call(recordCounterProviderSale, summary);
    }
  } catch {
    yield put(recapFailed({ phase: 'unavailable', message: m.unavailable }));
  }
}

/** Polls until the payment is finished; true when paid, false after showing why not. */
export function* pollPayment(query: RecapQuery) {
  const m = yield* catalogOf(frRecap, enRecap);
  const urlParameters = { payerId: query.PayerID, paymentId: query.paymentId, token: query.token };
  for (let attempt = 1; attempt <= POLL_MAX_TRIES; attempt += 1) {
    try {
      const answer: WaitAnswer = yield call(waitPayment, { urlParameters });
      if (answer?.finished && answer.error) {
        yield put(recapFailed({ phase: 'refused', message: m.refused }));
        return false;
      }
      if (answer?.finished) return true;
    } catch (error) {
      const message = httpStatus(error) === 404 ? m.unavailable : (serverMessage(error) ?? m.unavailable);
      yield put(recapFailed({ phase: httpStatus(error) === 404 ? 'unavailable' : 'error', message }));
      return false;
    }
    if (attempt < POLL_MAX_TRIES) yield delay(POLL_INTERVAL_MS);
  }
  yield put(recapFailed({ phase: 'error', message: m.timeout }));
  return false;
}

/** The provider sent the customer back (SPEC §7 return pages): cancelled, or the order stored before paying;
 * the product is then forgotten, so the cart is empty. Nothing asked of the back office. */
export function* showAppliPurchase(query: RecapQuery) {
  const m = yield* catalogOf(frRecap, enRecap);
  if (query.cancel) {
    yield put(recapFailed({ phase: 'cancelled', message: m.failed }));
    return;
  }
  const order: StoredOrder | null = yield call(storedOrder);
  if (!order) {
    yield put(recapFailed({ phase: 'unavailable', message: m.unavailable }));
    return;
  }
  yield put(appliPurchaseShown(order));
  yield call(forgetProduct);
}

export function* openRecap({ payload: query }: ReturnType<typeof recapOpened>) {
  const m = yield* catalogOf(frRecap, enRecap);
  yield put(recapWaiting());
  yield call(keepLockOnReturn, query.module);
  const type: CartType | null = yield call(storedCartType);
  if (type === 'appli') {
    yield* showAppliPurchase(query);
    return;
  }
  try {
    if (query.abort) {
      yield call(abortPayment);
      yield put(recapFailed({ phase: 'cancelled', message: m.failed }));
      return;
    }
    if (query.cancel) {
      yield call(cancelPayment);
      yield* showSummary(true);
      return;
    }
  } catch (error) {
    yield put(recapFailed({ phase: 'error', message: serverMessage(error) ?? m.failed }));
    return;
  }
  // The card provider sends a refused payment back with paymentOk=false: nothing will come of polling.
  // A success is never taken from the address: it is polled.
  if (query.paymentOk === 'false') {
    yield put(recapFailed({ phase: 'refused', message: m.refused }));
    return;
  }
  const paid: boolean = yield call(pollPayment, query);
  if (paid) yield* showSummary(false);
}

function* downloadReceipt() {
  const m = yield* catalogOf(frRecap, enRecap);
  yield put(downloadFailed(null));
  try {
    const pdf: Blob = yield call(getReceiptPdf);
    yield call(saveBlob, pdf, m.receiptFileName);
  } catch (error) {
    yield put(downloadFailed(serverMessage(error) ?? m.downloadError));
  }
}

function* downloadTicket({ payload: ticket }: ReturnType<typeof ticketRequested>) {
  const m = yield* catalogOf(frRecap, enRecap);
  yield put(downloadFailed(null));
  try {
    const pdf: Blob = yield call(getTicketPdf, ticket);
    yield call(saveBlob, pdf, `ticket-${ticket}.pdf`);
  } catch (error) {
    yield put(downloadFailed(serverMessage(error) ?? m.downloadError));
  }
}

/** Kiosk and counter: the receipt goes to the thermal printer through main (SPEC §2 "print receipt"). */
export function* printReceipt() {
  const tKiosk = yield* catalogOf(frKiosk, enKiosk);
  const tRecap = yield* catalogOf(frRecap, enRecap);
  const { app } = yield* catalogOf(fr, en);
  const language: Language = yield select(selectLanguage);
  const { summary }: RecapState = yield select(selectRecap);
  if (!summary) return;
  yield put(printStarted());
  const preferences: Preferences | null = yield select(selectPreferences);
  const { terminal }: PaymentState = yield select(selectPayment);
  try {
    const bridge = requireBridge();
    const result: PrintResult = yield call(
      [bridge, bridge.printReceipt],
      receiptOf(summary, preferences, terminal, tRecap, app.documentTitle, language),
    );
    yield put(
      printFinished({ ok: result.ok, message: result.ok ? null : (result.message ?? tKiosk.printFailed) }),
    );
  } catch (error) {
    console.error('Impression impossible', error);
    yield put(printFinished({ ok: false, message: tKiosk.printFailed }));
  }
}

export function* recapSaga() {
  yield takeLeading(printRequested.type, printReceipt);
  yield takeLatest(recapOpened.type, openRecap);
  yield takeEvery(receiptRequested.type, downloadReceipt);
  yield takeEvery(ticketRequested.type, downloadTicket);
}
