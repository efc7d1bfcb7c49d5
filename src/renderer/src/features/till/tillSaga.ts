// The till page's calls to main (window.kiosk.till): the status when the page opens and after each
// request; one request at a time. A bridge that throws is answered as the till not answering.
import { call, put, takeLeading } from 'redux-saga/effects';
import type { TillAnswer, TillBridge, TillStatus } from '@shared/till-bridge';
import { enTill } from '../../i18n/en/till';
import { frTill } from '../../i18n/fr/till';
import { catalogOf } from '../../i18n/language';
import { getBridge } from '../../platform/bridge';
import {
  answered,
  closeRequested,
  openRequested,
  reprintRequested,
  requestStarted,
  statusLoaded,
  statusRequested,
  tillOpened,
} from './tillSlice';

const tillOf = (): TillBridge | null => getBridge()?.till ?? null;

function* loadStatus() {
  yield put(statusRequested());
  const till = tillOf();
  let status: TillStatus | null = null;
  if (till) {
    try {
      status = yield call([till, till.status]);
    } catch (error) {
      console.error('Caisse : état illisible', error);
    }
  }
  yield put(statusLoaded(status));
}

function* request(ask: (till: TillBridge) => Promise<TillAnswer>) {
  const t = yield* catalogOf(frTill, enTill);
  yield put(requestStarted());
  const till = tillOf();
  let answer: TillAnswer = { ok: false, message: t.failed };
  if (till) {
    try {
      answer = yield call(ask, till);
    } catch (error) {
      console.error('Caisse : demande sans réponse', error);
    }
  }
  yield put(answered(answer));
  yield* loadStatus();
}

export function* tillSaga() {
  yield takeLeading(tillOpened.type, loadStatus);
  yield takeLeading(openRequested.type, ({ payload }: ReturnType<typeof openRequested>) =>
    request((till) => till.open(payload)),
  );
  yield takeLeading(closeRequested.type, ({ payload }: ReturnType<typeof closeRequested>) =>
    request((till) => till.close(payload)),
  );
  yield takeLeading(reprintRequested.type, ({ payload }: ReturnType<typeof reprintRequested>) =>
    request((till) => till.reprint({ name: payload })),
  );
}
