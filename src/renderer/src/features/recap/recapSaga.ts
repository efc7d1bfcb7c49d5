// SPEC §4 "Return to summary": cancel → cancel call then summary; abort → abort call; otherwise poll
// the payment state every 3 s, 10 times at most, then show the summary or the matching message.
import { call, delay, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { OrderSummary, WaitAnswer } from '@shared/payment';
import { httpStatus, serverMessage } from '../../api/errors';
import { getOrderSummary, getReceiptPdf, getTicketPdf } from '../../api/order';
import { abortPayment, cancelPayment, waitPayment } from '../../api/payment';
import { fr } from '../../i18n/fr';
import { saveBlob } from '../../platform/download';
import {
  downloadFailed,
  recapFailed,
  recapOpened,
  recapWaiting,
  receiptRequested,
  summaryShown,
  ticketRequested,
  type RecapQuery,
} from './recapSlice';

export const POLL_INTERVAL_MS = 3000;
export const POLL_MAX_TRIES = 10;

const m = fr.recap;

function* showSummary(cancelled: boolean) {
  try {
    const summary: OrderSummary = yield call(getOrderSummary);
    if (!summary?.found) {
      yield put(recapFailed({ phase: 'unavailable', message: m.unavailable }));
    } else if (!summary.success && !cancelled) {
      yield put(recapFailed({ phase: 'refused', message: m.refused }));
    } else {
      yield put(summaryShown({ summary, cancelled }));
    }
  } catch {
    yield put(recapFailed({ phase: 'unavailable', message: m.unavailable }));
  }
}

/** Polls until the payment is finished; true when paid, false after showing why not. */
export function* pollPayment(query: RecapQuery) {
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

export function* openRecap({ payload: query }: ReturnType<typeof recapOpened>) {
  yield put(recapWaiting());
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
  const paid: boolean = yield call(pollPayment, query);
  if (paid) yield* showSummary(false);
}

function* downloadReceipt() {
  yield put(downloadFailed(null));
  try {
    const pdf: Blob = yield call(getReceiptPdf);
    yield call(saveBlob, pdf, m.receiptFileName);
  } catch (error) {
    yield put(downloadFailed(serverMessage(error) ?? m.downloadError));
  }
}

function* downloadTicket({ payload: ticket }: ReturnType<typeof ticketRequested>) {
  yield put(downloadFailed(null));
  try {
    const pdf: Blob = yield call(getTicketPdf, ticket);
    yield call(saveBlob, pdf, `ticket-${ticket}.pdf`);
  } catch (error) {
    yield put(downloadFailed(serverMessage(error) ?? m.downloadError));
  }
}

export function* recapSaga() {
  yield takeLatest(recapOpened.type, openRecap);
  yield takeEvery(receiptRequested.type, downloadReceipt);
  yield takeEvery(ticketRequested.type, downloadTicket);
}
