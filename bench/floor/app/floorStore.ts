// The floor's store: one Redux Toolkit slice and one saga, started with the store (before the first
// render), as plainly as the stack allows.
import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { fetchModules, fetchToken, type FloorModule } from './floorModules';

interface FloorState {
  modules: FloorModule[] | null;
  failed: boolean;
}

const initialState: FloorState = { modules: null, failed: false };

const floorSlice = createSlice({
  name: 'floor',
  initialState,
  reducers: {
    modulesLoaded: (state, action: PayloadAction<FloorModule[]>) => {
      state.modules = action.payload;
    },
    modulesFailed: (state) => {
      state.failed = true;
    },
  },
});

function* loadModules() {
  try {
    const token: string = yield call(fetchToken);
    const modules: FloorModule[] = yield call(fetchModules, token);
    yield put(floorSlice.actions.modulesLoaded(modules));
  } catch {
    yield put(floorSlice.actions.modulesFailed());
  }
}

export function createFloorStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { floor: floorSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(loadModules);
  return store;
}

export type FloorRootState = ReturnType<ReturnType<typeof createFloorStore>['getState']>;
