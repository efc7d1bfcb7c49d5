// What only a kiosk does: reload itself when the back office is unreachable (SPEC §1, §9: after 5000 ms),
// and follow what it may sell (issue 25 §1).
// Forgetting a customer is every platform's: app/session/sessionSaga.
import { all, call, select, take } from 'redux-saga/effects';
import { SERVICES_DOWN_RELOAD_MS } from '@shared/kiosk-bridge';
import { getBridge, type Platform } from '../../platform/bridge';
import { authFailed, selectPlatform } from '../appSlice';
import { modulesFailed } from '../config/configSlice';
import { pollAbilities } from '../readiness/readinessSaga';

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
  yield all([call(reloadWhenServicesDown), call(pollAbilities)]);
}
