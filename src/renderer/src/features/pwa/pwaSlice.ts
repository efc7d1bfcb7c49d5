// The web portal as an installable app (issue 16 "PWA"): whether the device is online, and whether a new
// version is taking over (SPEC §4 'Actualisation de la page…'). Web only: injected with the pwa chunk.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';

export interface PwaState {
  /** The browser's network state (navigator.onLine and its online/offline events). */
  online: boolean;
  /** A new version was installed: the page says so, then reloads onto it. */
  updating: boolean;
}

const initialState: PwaState = { online: true, updating: false };

export const pwaSlice = createSlice({
  name: 'pwa',
  initialState,
  reducers: {
    connectivityChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
    updateFound(state) {
      state.updating = true;
    },
  },
  selectors: {
    selectOnline: (state) => state.online,
    selectUpdating: (state) => state.updating,
  },
}).injectInto(rootReducer);

export const { connectivityChanged, updateFound } = pwaSlice.actions;
export const { selectOnline, selectUpdating } = pwaSlice.selectors;
