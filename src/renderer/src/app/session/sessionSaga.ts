// Signing out of the mobile-ticket account ('Se déconnecter', the products' or the cart's 'Annuler'): the
// account, its bearer and its purchase are forgotten, nothing else.
import { call, put, takeEvery } from 'redux-saga/effects';
import { signedOut, signOutRequested } from './accountSlice';
import { forgetAccountAndPurchase, forgetLegacyCopies } from './mobileAccount';

export function* signOut({ payload }: ReturnType<typeof signOutRequested>) {
  yield call(forgetAccountAndPurchase);
  yield put(signedOut({ idle: payload.reason === 'idle' }));
}

export function* sessionSaga() {
  yield call(forgetLegacyCopies);
  yield takeEvery(signOutRequested.type, signOut);
}
