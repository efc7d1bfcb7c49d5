import { call, takeEvery } from 'redux-saga/effects';
import { authFailed, backRequested } from './appSlice';
import { goBack, navigate } from './navigation';

export function* appSaga() {
  // SPEC §4 "Authentication": a second failure flags the auth error and goes home.
  yield takeEvery(authFailed.type, function* () {
    yield call(navigate, '/home');
  });
  yield takeEvery(backRequested.type, function* () {
    yield call(goBack);
  });
}
