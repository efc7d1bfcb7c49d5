// What choosing a module does (SPEC §2 "Home"), and the `?module=` lock.
import { call, put, select, take, takeEvery } from 'redux-saga/effects';
import type { Preferences } from '@shared/backoffice';
import { leaveTo, navigate, openInNewTab } from '../navigation';
import { allowedHttpUrl } from '../../platform/urls';
import { sessionStore, STORAGE_KEYS } from '../../platform/storage';
import { moduleLocked, selectPlatform } from '../appSlice';
import type { Platform } from '../../platform/bridge';
import { frameHref } from '../frameHref';
import {
  preferencesFailed,
  preferencesLoaded,
  selectPreferences,
  selectPreferencesPending,
} from '../config/configSlice';
import { homeOpened, moduleChosen } from './moduleActions';
import { moduleOpening } from './moduleHref';
import { HOME_ROUTE, internalTarget, isKnownModuleId, routeForModuleId } from './moduleRoutes';

export function* chooseModule({ payload: module }: ReturnType<typeof moduleChosen>) {
  const external = module.external;
  if (!external) {
    yield call(navigate, internalTarget(module));
    return;
  }
  // A tile kept from the previous visit can be pressed before the fresh preferences come: it waits.
  const pending: boolean = yield select(selectPreferencesPending);
  if (pending) yield take([preferencesLoaded.type, preferencesFailed.type]);
  const preferences: Preferences | null = yield select(selectPreferences);
  // Only allowlisted origins may be opened or framed: a tile must never lead anywhere else.
  const target = allowedHttpUrl(external.url, preferences?.allowedOrigins ?? []);
  if (!target) {
    console.error(`Adresse non autorisée pour le module ${module.id} : ${external.url}`);
    return;
  }
  const platform: Platform = yield select(selectPlatform);
  // The same decision as the link's href (moduleHref), on the checked, parsed address.
  const opening = moduleOpening(module, platform);
  if (opening === 'frame') yield call(navigate, frameHref(target.href));
  else if (opening === 'window') yield call(openInNewTab, target.href);
  else yield call(leaveTo, target.href);
}

export function* openHome({ payload }: ReturnType<typeof homeOpened>) {
  const id = payload.module;
  if (!id) return;
  if (!isKnownModuleId(id)) {
    yield call(routeForModuleId, id); // logs the unknown id
    yield call(navigate, HOME_ROUTE, { replace: true });
    return;
  }
  yield call([sessionStore, sessionStore.set], STORAGE_KEYS.lockedModule, id);
  yield put(moduleLocked(id));
  yield call(navigate, routeForModuleId(id), { replace: true });
}

export function* moduleSaga() {
  yield takeEvery(moduleChosen.type, chooseModule);
  yield takeEvery(homeOpened.type, openHome);
}

/** The lock survives a page reload within the same session. */
export function storedLockedModule(): string | null {
  const id = sessionStore.get(STORAGE_KEYS.lockedModule);
  return id && isKnownModuleId(id) ? id : null;
}
