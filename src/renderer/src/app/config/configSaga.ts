// Loads the back office's configuration at start-up; each part on its own so one failure hides nothing else.
import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { Module, Personnalisation, Preferences } from '@shared/backoffice';
import { getModules, getPersonnalisation, getPreferences } from '../../api/config';
import { appStarted } from '../appSlice';
import {
  modulesFailed,
  modulesLoaded,
  modulesRequested,
  personnalisationLoaded,
  preferencesLoaded,
} from './configSlice';

function* loadPreferences() {
  try {
    const preferences: Preferences = yield call(getPreferences);
    yield put(preferencesLoaded(preferences));
  } catch (error) {
    console.error('Préférences indisponibles', error);
  }
}

function* loadPersonnalisation() {
  try {
    const personnalisation: Personnalisation = yield call(getPersonnalisation);
    yield put(personnalisationLoaded(personnalisation));
  } catch (error) {
    console.error('Personnalisation indisponible', error);
  }
}

function* loadModules() {
  yield put(modulesRequested());
  try {
    const modules: Module[] = yield call(getModules);
    yield put(modulesLoaded(Array.isArray(modules) ? modules : []));
  } catch {
    yield put(modulesFailed());
  }
}

export function* loadConfiguration() {
  yield all([call(loadPreferences), call(loadPersonnalisation), call(loadModules)]);
}

export function* configSaga() {
  yield takeLatest(appStarted.type, loadConfiguration);
}
