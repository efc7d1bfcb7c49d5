// The Redux store: Redux Toolkit slices + redux-saga. A feature's slice joins the reducer when its module
// loads and its sagas start when its route loads (runFeatureSaga), so the shell stays small.
import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { initialAppState, sessionReset, type AppState } from './appSlice';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

export type { RootState } from './rootReducer';

/**
 * On a session reset every slice but the device's and the back office's configuration starts afresh,
 * the injected ones included: they are left out, so the reducer gives each its initial state. The
 * customer count goes on (one more): the layout, keyed by it, drops its components' own state too.
 */
const resettableReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) => {
  if (state && sessionReset.match(action)) {
    const { platform, device, lockedModule, customer } = state.app ?? initialAppState;
    return rootReducer(
      {
        app: { ...initialAppState, platform, device, lockedModule, customer: customer + 1 },
        config: state.config,
      },
      action,
    );
  }
  return rootReducer(state, action);
};

/** `context`: what sagas read with getContext (the early configuration requests, config/configSaga). */
export function createAppStore(app: Partial<AppState> = {}, context: Record<string, unknown> = {}) {
  const sagaMiddleware = createSagaMiddleware({
    context,
    onError(error) {
      console.error('Erreur inattendue', error);
    },
  });
  const store = configureStore({
    reducer: resettableReducer,
    preloadedState: { app: { ...initialAppState, ...app } },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const featureSagas = new Map<string, Task>();
  sagaMiddleware.run(rootSaga);
  return {
    ...store,
    /** Starts a feature's saga once, however often its route is visited. */
    runFeatureSaga(key: string, saga: Saga) {
      if (!featureSagas.has(key)) featureSagas.set(key, sagaMiddleware.run(saga));
    },
  };
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
