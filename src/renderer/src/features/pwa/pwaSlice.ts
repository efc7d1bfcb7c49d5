// The web portal as an installable app (issue 16 "PWA"): whether the device is online, and where a new
// version stands: found and waiting for the next page or the customer's « Mettre à jour » (issue 26 §4),
// then taking over (SPEC §4 'Actualisation de la page…'). Web only: injected with the pwa chunk.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';

export interface PwaState {
  /** The browser's network state (navigator.onLine and its online/offline events). */
  online: boolean;
  /** 'ready': a new version was installed and waits; 'applying': the page says so, then reloads onto it. */
  update: 'none' | 'ready' | 'applying';
}

const initialState: PwaState = { online: true, update: 'none' };

const slice = createSlice({
  name: 'pwa',
  initialState,
  reducers: {
    connectivityChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
    updateFound(state) {
      if (state.update === 'none') state.update = 'ready';
    },
    updateApplying(state) {
      state.update = 'applying';
    },
  },
  selectors: {
    selectOnline: (state) => state.online,
    selectUpdateReady: (state) => state.update === 'ready',
    selectUpdating: (state) => state.update === 'applying',
  },
});

/** The slice, in the store once this module has loaded. */
export const pwaSlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const { connectivityChanged, updateFound, updateApplying } = pwaSlice.actions;
export const { selectOnline, selectUpdateReady, selectUpdating } = pwaSlice.selectors;

/** The customer pressed « Mettre à jour »: the waiting version applies now. */
export const updateAccepted = createAction('pwa/updateAccepted');
