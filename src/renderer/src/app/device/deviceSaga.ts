// What only a kiosk does: reload itself when the back office is unreachable (SPEC §1, §9: after 5000 ms), and
// forget a customer entirely (idle timeout, leaving the summary): storage, tokens, cart, e-mail, then home.
import { call, put, select, take, takeEvery } from 'redux-saga/effects';
import { SERVICES_DOWN_RELOAD_MS } from '@shared/kiosk-bridge';
import { getBridge, type Platform } from '../../platform/bridge';
import { sessionStore, STORAGE_KEYS, wipeAllStorage } from '../../platform/storage';
import {
  authFailed,
  selectLockedModule,
  selectPlatform,
  sessionReset,
  sessionResetRequested,
} from '../appSlice';
import { modulesFailed } from '../config/configSlice';
import { navigate } from '../navigation';

export function* resetSession() {
  const locked: string | null = yield select(selectLockedModule);
  yield call(wipeAllStorage);
  // The module lock is how the device was set up, not the customer's: it survives.
  if (locked) yield call([sessionStore, sessionStore.set], STORAGE_KEYS.lockedModule, locked);
  yield put(sessionReset());
  yield call(navigate, '/home', { replace: true });
}

/** The first failure to reach the back office asks main to reload the page in 5 s; one request is enough. */
export function* reloadWhenServicesDown() {
  yield take([authFailed.type, modulesFailed.type]);
  const bridge = getBridge();
  if (!bridge) return;
  try {
    yield call([bridge, bridge.reload], SERVICES_DOWN_RELOAD_MS);
  } catch (error) {
    console.error('Rechargement automatique impossible', error);
  }
}

export function* deviceSaga() {
  const platform: Platform = yield select(selectPlatform);
  if (platform !== 'kiosk') return;
  yield takeEvery(sessionResetRequested.type, resetSession);
  yield call(reloadWhenServicesDown);
}
