// App-wide state: where we run, whether authentication failed, which module the app is locked onto.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Platform } from '../platform/bridge';

export interface AppState {
  platform: Platform;
  /** SPEC §4 "Authentication": set when the token could not be obtained even after one refresh. */
  authError: boolean;
  /** SPEC §2 "Home": `?module=` locks the app onto one module (hides 'Retour' and the menu). */
  lockedModule: string | null;
}

export const initialAppState: AppState = { platform: 'web', authError: false, lockedModule: null };

export const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    authFailed(state) {
      state.authError = true;
    },
    authRecovered(state) {
      state.authError = false;
    },
    moduleLocked(state, action: PayloadAction<string>) {
      state.lockedModule = action.payload;
    },
  },
  selectors: {
    selectPlatform: (state) => state.platform,
    selectAuthError: (state) => state.authError,
    selectLockedModule: (state) => state.lockedModule,
  },
});

export const { authFailed, authRecovered, moduleLocked } = appSlice.actions;
export const { selectPlatform, selectAuthError, selectLockedModule } = appSlice.selectors;

/** Dispatched once when the renderer starts. */
export const appStarted = createAction('app/started');
/** The layout's 'Retour' button. */
export const backRequested = createAction('app/backRequested');
