// The Redux store: Redux Toolkit slices + redux-saga. Feature sagas start when their lazy route loads
// (runFeatureSaga), so the shell stays small.
import { combineSlices, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { appSlice, initialAppState, sessionReset, type AppState } from './appSlice';
import { configSlice } from './config/configSlice';
import { rootSaga } from './rootSaga';
import { cartSlice, initialCartState, type CartState } from '../features/cart/cartSlice';
import { paymentSlice } from '../features/payment/paymentSlice';
import { recapSlice } from '../features/recap/recapSlice';
import { vpcSlice } from '../features/vpc/vpcSlice';
import { creationSlice } from '../features/demandes/creationSlice';
import { processingSlice } from '../features/demandes/processingSlice';

// Reducers are small and shared across screens, so they are all here; the sagas, calls and pages of
// each feature load with its route.
export const rootReducer = combineSlices(
  appSlice,
  configSlice,
  cartSlice,
  vpcSlice,
  paymentSlice,
  recapSlice,
  creationSlice,
  processingSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

/** On a session reset every slice but the device's and the back office's configuration starts afresh. */
const resettableReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) => {
  if (state && sessionReset.match(action)) {
    const { platform, device, lockedModule } = state.app ?? initialAppState;
    return rootReducer(
      { app: { ...initialAppState, platform, device, lockedModule }, config: state.config } as RootState,
      action,
    );
  }
  return rootReducer(state, action);
};

export function createAppStore(app: Partial<AppState> = {}, cart: Partial<CartState> = {}) {
  const sagaMiddleware = createSagaMiddleware({
    onError(error) {
      console.error('Erreur inattendue', error);
    },
  });
  const store = configureStore({
    reducer: resettableReducer,
    preloadedState: {
      app: { ...initialAppState, ...app },
      cart: { ...initialCartState, ...cart },
    } as Partial<RootState>,
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
