// SPEC §2 "Summary": the provider's return names the purchase's module, so the module lock (SPEC §2 "Home")
// holds across it. The lock lives in the tab's session storage; a return opened in another tab (a bank's
// app handing back to the browser) starts without it. The return's `module` restores it only when this
// browser left for the provider from a tab locked onto that very module: a customer who was not locked
// never is, whatever the back office names, and a return is read once.
import { call, put, select } from 'redux-saga/effects';
import { localStore, sessionStore, STORAGE_KEYS } from '../../platform/storage';
import { moduleLocked, selectLockedModule } from '../appSlice';
import { isKnownModuleId } from './moduleRoutes';

/** Just before the page leaves for a payment provider. */
export function* rememberLockForReturn() {
  const locked: string | null = yield select(selectLockedModule);
  if (locked) yield call([localStore, localStore.set], STORAGE_KEYS.returnLock, locked);
  else yield call([localStore, localStore.remove], STORAGE_KEYS.returnLock);
}

/** On the summary the provider returned to, with its `module` query parameter. */
export function* keepLockOnReturn(module: string | null) {
  if (module === null) return;
  const remembered: string | null = yield call([localStore, localStore.get], STORAGE_KEYS.returnLock);
  yield call([localStore, localStore.remove], STORAGE_KEYS.returnLock);
  const locked: string | null = yield select(selectLockedModule);
  if (locked || remembered !== module || !isKnownModuleId(module)) return;
  yield call([sessionStore, sessionStore.set], STORAGE_KEYS.lockedModule, module);
  yield put(moduleLocked(module));
}
