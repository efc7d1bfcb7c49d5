// The two ways a customer's session ends, in one place for every platform and every button:
// - signing out of the mobile-ticket account ('Se déconnecter', the products' or the cart's 'Annuler',
//   15 minutes without activity on the web): the account, its bearer and its purchase are forgotten;
// - the end of customer (the counter's 'Client suivant', the kiosk's idle reset and end of sale, the
//   counter's inactivity): the back office's carts emptied, the account signed out, every state reset,
//   storage wiped, the page at its top, French again, home. Nothing of one customer is left for the next.
import { all, call, delay, put, race, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { CartType } from '@shared/shop';
import { emptyCart } from '../../api/cart';
import { loadHttpClient } from '../../api/http';
import { BACK_OFFICE_CART_TYPES, cartFlags } from '../../purchase/cartTypes';
import { localStore, sessionStore, STORAGE_KEYS, wipeAllStorage } from '../../platform/storage';
import { selectLockedModule, sessionReset, sessionResetRequested } from '../appSlice';
import { arrive, scrollToTop } from '../navigation';
import { signedOut, signOutRequested } from './accountSlice';
import { forgetAccountAndPurchase, forgetLegacyCopies } from './mobileAccount';

/** How long an end of customer waits for the back office to empty its carts before it goes on without. */
export const CART_EMPTY_WAIT_MS = 5000;

export function* signOut({ payload }: ReturnType<typeof signOutRequested>) {
  yield call(forgetAccountAndPurchase);
  yield put(signedOut({ idle: payload.reason === 'idle' }));
}

function* emptyOne(type: CartType) {
  try {
    yield call(emptyCart, cartFlags(type));
  } catch (error) {
    console.error(`Panier « ${type} » du back office non vidé`, error);
  }
}

/** SPEC §7 POST /vente/api/cart/empty, once per back-office cart. Without a bearer there is no visitor
 * session, so no cart: no token is asked for only to empty nothing. A back office that does not answer
 * in time is left behind: the wipe that follows drops the bearer, and with it that session. */
export function* emptyBackOfficeCarts() {
  if (!localStore.get(STORAGE_KEYS.token)) return;
  try {
    yield call(loadHttpClient);
  } catch (error) {
    console.error('Client du back office indisponible : paniers non vidés', error);
    return;
  }
  yield race({
    emptied: all(BACK_OFFICE_CART_TYPES.map((type) => call(emptyOne, type))),
    late: delay(CART_EMPTY_WAIT_MS),
  });
}

export function* endCustomer() {
  yield call(emptyBackOfficeCarts);
  const locked: string | null = yield select(selectLockedModule);
  yield call(wipeAllStorage);
  // The module lock is how the device was set up, not the customer's: it survives.
  if (locked) yield call([sessionStore, sessionStore.set], STORAGE_KEYS.lockedModule, locked);
  // Home first, then the reset: a page whose state the reset empties sends elsewhere (the modification
  // to its tab, the runs to 'Mon trajet'), and its redirect would cancel a navigation home still on its way.
  yield call(arrive, '/home', { replace: true });
  // Every slice, the lazily injected ones too, starts afresh: the account, the language (French).
  yield put(sessionReset());
  yield call(scrollToTop);
}

export function* sessionSaga() {
  yield call(forgetLegacyCopies);
  yield takeEvery(signOutRequested.type, signOut);
  // One end at a time: a second press of 'Client suivant' meanwhile changes nothing.
  yield takeLeading(sessionResetRequested.type, endCustomer);
}
