// The frame screen (SPEC §2 "Frame screen"): whether the framed page loaded, and the taps it sent.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { SmactTransaction } from '@shared/onboard-payments';
import { rootReducer } from '../../app/rootReducer';

export type FrameStatus = 'loading' | 'loaded' | 'failed';

export interface FrameState {
  /** The framed URL the status is about: a status of another visit says nothing of this one. */
  href: string | null;
  status: FrameStatus;
}

const initialState: FrameState = { href: null, status: 'loading' };

const slice = createSlice({
  name: 'frame',
  initialState,
  reducers: {
    frameOpened(_state, action: PayloadAction<string>) {
      return { href: action.payload, status: 'loading' };
    },
    frameLoaded(state) {
      state.status = 'loaded';
    },
    /** The frame fired `error`, or no `load` within FRAME_LOAD_TIMEOUT_MS. */
    frameFailed(state) {
      state.status = 'failed';
    },
  },
  selectors: { selectFrame: (state) => state },
});

/** The slice, in the store once this module has loaded. */
export const frameSlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const { frameOpened, frameLoaded, frameFailed } = frameSlice.actions;
export const { selectFrame } = frameSlice.selectors;

/** The screen left: its load timer stops. */
export const frameClosed = createAction('frame/closed');
/** The framed page sent its taps (checked: acceptedTaps). */
export const transactionsReceived = createAction<{ taps: SmactTransaction[]; frameUrl: string }>(
  'frame/transactionsReceived',
);
