// The till page's state (issue 29 §3): main's status of the till, the last answer, and the lock against
// a second request while one runs. Main decides everything; this only shows it.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { TillAnswer, TillReportView, TillStatus } from '@shared/till-bridge';
import { rootReducer } from '../../app/rootReducer';

export interface TillState {
  status: TillStatus | null;
  loading: boolean;
  busy: boolean;
  answer: { ok: boolean; message: string } | null;
  /** The closing report of the closing just made (or the one reprinted). */
  report: TillReportView | null;
}

const initialState: TillState = { status: null, loading: false, busy: false, answer: null, report: null };

const slice = createSlice({
  name: 'till',
  initialState,
  reducers: {
    statusRequested(state) {
      state.loading = true;
    },
    statusLoaded(state, action: PayloadAction<TillStatus | null>) {
      state.loading = false;
      state.status = action.payload;
    },
    requestStarted(state) {
      state.busy = true;
      state.answer = null;
    },
    answered(state, action: PayloadAction<TillAnswer>) {
      state.busy = false;
      state.answer = { ok: action.payload.ok, message: action.payload.message };
      if (action.payload.ok && action.payload.report) state.report = action.payload.report;
    },
  },
  selectors: {
    selectTill: (state) => state,
  },
});

/** The slice, in the store once this module has loaded. */
export const tillSlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const { statusRequested, statusLoaded, requestStarted, answered } = tillSlice.actions;
export const { selectTill } = tillSlice.selectors;

export const tillOpened = createAction('till/opened');
export const openRequested = createAction<{ agentId: string; pin: string; floatCents: number }>(
  'till/openRequested',
);
export const closeRequested = createAction<{ agentId: string; pin: string; countedCents: number }>(
  'till/closeRequested',
);
export const reprintRequested = createAction<string>('till/reprintRequested');
