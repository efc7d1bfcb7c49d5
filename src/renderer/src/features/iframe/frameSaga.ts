// The frame screen's side effects: a frame that never loads is a failure after FRAME_LOAD_TIMEOUT_MS, and
// the taps the framed page sent are stored (with the framed URL, for 'Recommencer') before the summary
// opens (SPEC §2: the frame screen goes to /justification with the card transactions).
import { call, delay, put, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { navigate } from '../../app/navigation';
import { frameClosed, frameFailed, frameLoaded, frameOpened, transactionsReceived } from './frameSlice';
import { storeTaps } from './storedTaps';

export const FRAME_LOAD_TIMEOUT_MS = 15_000;

export function* watchFrameLoad({ type }: { type: string }) {
  if (type !== frameOpened.type) return;
  const { timeout }: { timeout?: true } = yield race({
    loaded: take([frameLoaded.type, frameFailed.type]),
    timeout: delay(FRAME_LOAD_TIMEOUT_MS, true),
  });
  if (timeout) yield put(frameFailed());
}

export function* keepTransactions({ payload }: ReturnType<typeof transactionsReceived>) {
  yield call(storeTaps, payload.taps, payload.frameUrl);
  yield call(navigate, '/justification');
}

export function* frameSaga() {
  // A new frame, or the screen left, stops the previous timer.
  yield takeLatest([frameOpened.type, frameClosed.type], watchFrameLoad);
  yield takeLeading(transactionsReceived.type, keepTransactions);
}
