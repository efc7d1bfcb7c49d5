// Loads the back office's configuration at start-up; each part on its own so one failure hides nothing else.
// The previous visit's modules and look paint first (configCache); the early requests main.tsx started
// (earlyConfig) give the fresh answers, and a part they could not get is asked through the API client.
import { all, call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { Module, Personnalisation, Preferences } from '@shared/backoffice';
import { getModules, getPersonnalisation, getPreferences } from '../../api/config';
import { loadHttpClient } from '../../api/http';
import { appStarted, authFailed } from '../appSlice';
import { readCachedConfig, writeCachedConfig } from './configCache';
import type { EarlyAnswers } from './earlyConfig';
import {
  cachedConfigShown,
  modulesFailed,
  modulesLoaded,
  modulesRequested,
  personnalisationLoaded,
  preferencesFailed,
  preferencesLoaded,
  preferencesRequested,
  lookOf,
  selectModules,
  selectModulesStatus,
  selectPreferences,
  type CachedConfig,
  type LoadStatus,
} from './configSlice';

/** Saga context key of the early requests' promise (absent in tests: everything goes through the client). */
export const EARLY_CONFIG = 'earlyConfig';

/** The early answer when there is one, else the same request through the API client. */
function* fresh<T>(early: T | undefined, request: () => Promise<T>) {
  if (early !== undefined) return early;
  yield call(loadHttpClient);
  const answer: T = yield call(request);
  return answer;
}

function* loadPreferences(early?: Preferences) {
  try {
    const preferences: Preferences = yield call(fresh, early, getPreferences);
    yield put(preferencesLoaded(preferences));
  } catch (error) {
    console.error('Préférences indisponibles', error);
    yield put(preferencesFailed());
  }
}

function* loadPersonnalisation(early?: Personnalisation) {
  try {
    const personnalisation: Personnalisation = yield call(fresh, early, getPersonnalisation);
    yield put(personnalisationLoaded(personnalisation));
  } catch (error) {
    console.error('Personnalisation indisponible', error);
  }
}

function* loadModules(early?: Module[]) {
  try {
    const modules: Module[] = yield call(fresh, early, getModules);
    yield put(modulesLoaded(Array.isArray(modules) ? modules : []));
  } catch {
    yield put(modulesFailed());
  }
}

/** Both fresh: kept for the next visit. */
function* keepForNextVisit() {
  const status: LoadStatus = yield select(selectModulesStatus);
  const modules: Module[] | null = yield select(selectModules);
  const preferences: Preferences | null = yield select(selectPreferences);
  if (status === 'loaded' && modules && preferences)
    yield call(writeCachedConfig, { modules, look: lookOf(preferences) });
}

export function* loadConfiguration() {
  const early: Promise<EarlyAnswers> | undefined = yield getContext(EARLY_CONFIG);
  const cached: CachedConfig | null = yield call(readCachedConfig);
  if (cached) yield put(cachedConfigShown(cached));
  yield put(preferencesRequested());
  yield put(modulesRequested());
  // All the early answers at once: the shell paints logo, banner, menu and tiles in one go (no shift).
  const answers: EarlyAnswers = early ? yield early : { authenticated: true };
  if (!answers.authenticated) {
    // The token request failed (SPEC §4): what the API client does when it cannot get one.
    yield put(authFailed());
    yield put(preferencesFailed());
    yield put(modulesFailed());
    return;
  }
  yield all([
    call(loadPreferences, answers.preferences),
    call(loadPersonnalisation, answers.personnalisation),
    call(loadModules, answers.modules),
  ]);
  yield call(keepForNextVisit);
}

export function* configSaga() {
  yield takeLatest(appStarted.type, loadConfiguration);
}
