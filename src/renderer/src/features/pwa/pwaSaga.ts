// The web portal's service worker and connectivity (issue 16 "PWA", SPEC §4): the worker registers when
// the app is stable or after 30 s, whichever comes first; a new version is announced and waits for the
// next route change or the customer's « Mettre à jour » (issue 26 §4: a reload never throws away a form
// being typed), then says 'Actualisation de la page…' and the page reloads onto it; going offline or
// back online is told to the page.
import { call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import { selectModulesStatus, type LoadStatus } from '../../app/config/configSlice';
import { nextConnectivityChange } from './connectivity';
import { connectivityChanged, updateAccepted, updateApplying, updateFound } from './pwaSlice';
import { nextRouteChange } from './routeChanges';
import {
  canRegisterServiceWorker,
  registerServiceWorker,
  reloadPage,
  type PortalWorker,
  type WorkerEvent,
} from './serviceWorker';
import { documentLoaded, firstScreenRendered, networkQuiet } from './stable';

/** SPEC §4: "registers when stable or after 30000 ms". */
export const REGISTER_AT_LATEST_MS = 30_000;
/** How long 'Actualisation de la page…' is on screen (and read by a screen reader) before the reload. */
export const UPDATE_NOTICE_MS = 1_500;
/** A page left open checks for a new version this often (the browser checks on each page load). */
export const UPDATE_CHECK_MS = 60 * 60 * 1_000;

const startUpAnswered = (status: LoadStatus) => status === 'loaded' || status === 'failed';

/** The app is stable (stable.ts says what that means): first screen, start-up calls, load, quiet network. */
export function* whenStable() {
  yield call(firstScreenRendered);
  // Read after every action rather than waiting for modulesLoaded/modulesFailed: home's bundle would
  // have to export those two to this chunk.
  while (!startUpAnswered((yield select(selectModulesStatus)) as LoadStatus)) yield take('*');
  yield call(documentLoaded);
  yield call(networkQuiet);
}

function* watchConnectivity() {
  yield put(connectivityChanged(navigator.onLine));
  for (;;) {
    const online: boolean = yield call(nextConnectivityChange);
    yield put(connectivityChanged(online));
  }
}

function* checkForUpdates(worker: PortalWorker) {
  for (;;) {
    yield delay(UPDATE_CHECK_MS);
    try {
      yield call(worker.checkForUpdate);
    } catch (error) {
      console.error('Recherche d’une nouvelle version impossible', error);
    }
  }
}

export function* serviceWorkerSaga() {
  if (!canRegisterServiceWorker()) return;
  yield race({ stable: call(whenStable), later: delay(REGISTER_AT_LATEST_MS) });
  let worker: PortalWorker;
  try {
    worker = yield call(registerServiceWorker);
  } catch (error) {
    // Refused (a browser that blocks them, a private window): the portal works without one.
    console.error('Service worker non enregistré', error);
    return;
  }
  yield fork(checkForUpdates, worker);
  let applying = false;
  for (;;) {
    const event: WorkerEvent = yield call(worker.nextEvent);
    if (!applying) {
      yield put(updateFound());
      // Not while the customer is on this page: the next one, or when they say so.
      yield race({ route: call(nextRouteChange), accepted: take(updateAccepted.type) });
      applying = true;
      yield put(updateApplying());
    }
    if (event === 'waiting') {
      yield delay(UPDATE_NOTICE_MS);
      yield call(worker.activateWaiting);
    } else {
      // The new version controls the page (asked here or by another tab): its files replaced the old ones.
      yield call(reloadPage);
    }
  }
}

export function* pwaSaga() {
  yield fork(watchConnectivity);
  yield fork(serviceWorkerSaga);
}
