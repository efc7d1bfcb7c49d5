// App-wide state: where we run, whether authentication failed, which module the app is locked onto.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DeviceInfo } from '@shared/kiosk-bridge';
import type { Platform } from '../platform/bridge';
import type { Language } from '../i18n/catalog';

export interface AppState {
  platform: Platform;
  /** What the kiosk or counter device said about itself (null on the web). */
  device: DeviceInfo | null;
  /** SPEC §4 "Authentication": set when the token could not be obtained even after one refresh. */
  authError: boolean;
  /** SPEC §2 "Home": `?module=` locks the app onto one module (hides 'Retour' and the menu). */
  lockedModule: string | null;
  /** The customer's language; a kiosk's session reset brings French back (initial state). */
  language: Language;
  /** Which customer this is since the renderer started: each end of customer counts one more (store.ts),
   * and the layout starts afresh with it (a dialog left open, a field's local state: nothing stays). */
  customer: number;
}

export const initialAppState: AppState = {
  platform: 'web',
  device: null,
  authError: false,
  lockedModule: null,
  language: 'fr',
  customer: 0,
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
    languageChosen(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
  },
  selectors: {
    selectPlatform: (state) => state.platform,
    selectDevice: (state) => state.device,
    selectAuthError: (state) => state.authError,
    selectLockedModule: (state) => state.lockedModule,
    selectCustomer: (state) => state.customer,
  },
});

export const { authFailed, authRecovered, moduleLocked, languageChosen } = appSlice.actions;
export const { selectPlatform, selectDevice, selectAuthError, selectLockedModule, selectCustomer } =
  appSlice.selectors;

/** Sagas run in tests with a partial state: no `app` slice reads as French. */
export const selectLanguage = (state: { app?: AppState }): Language => state.app?.language ?? 'fr';

/** Dispatched once when the renderer starts. */
export const appStarted = createAction('app/started');
/** The layout's 'Retour' button. */
export const backRequested = createAction('app/backRequested');
/** The end of customer (app/session/sessionSaga): the counter's 'Client suivant', the kiosk's idle reset and
 * end of sale. Carts emptied, account signed out, storage wiped, every state reset, French, home. */
export const sessionResetRequested = createAction('app/sessionResetRequested');
/** The store drops every customer state at once; the device, its lock and the back office's configuration stay. */
export const sessionReset = createAction('app/sessionReset');
