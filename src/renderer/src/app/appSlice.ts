// App-wide state: where we run, whether authentication failed, which module the app is locked onto.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DeviceInfo } from '@shared/kiosk-bridge';
import type { Platform } from '../platform/bridge';

export interface AppState {
  platform: Platform;
  /** What the kiosk or counter device said about itself (null on the web). */
  device: DeviceInfo | null;
  /** SPEC §4 "Authentication": set when the token could not be obtained even after one refresh. */
  authError: boolean;
  /** SPEC §2 "Home": `?module=` locks the app onto one module (hides 'Retour' and the menu). */
  lockedModule: string | null;
}

export const initialAppState: AppState = {
  platform: 'web',
  device: null,
  authError: false,
  lockedModule: null,
};

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
    selectDevice: (state) => state.device,
    selectAuthError: (state) => state.authError,
    selectLockedModule: (state) => state.lockedModule,
  },
});

export const { authFailed, authRecovered, moduleLocked } = appSlice.actions;
export const { selectPlatform, selectDevice, selectAuthError, selectLockedModule } = appSlice.selectors;

/** Dispatched once when the renderer starts. */
export const appStarted = createAction('app/started');
/** The layout's 'Retour' button. */
export const backRequested = createAction('app/backRequested');
/** Kiosk: forget the customer (idle timeout, or leaving the summary) — storage wiped, then home. */
export const sessionResetRequested = createAction('app/sessionResetRequested');
/** The store drops every customer state at once; the device, its lock and the back office's configuration stay. */
export const sessionReset = createAction('app/sessionReset');
