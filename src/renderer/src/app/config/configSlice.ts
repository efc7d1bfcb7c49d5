// What the back office says about itself: preferences, personalisation and the module list.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Module, Personnalisation, Preferences } from '@shared/backoffice';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** What the shell paints from the preferences (header, banner, footer): the part kept for the next visit. */
export type Look = Pick<Preferences, 'logo' | 'banner' | 'footer'>;

/** The previous visit's modules and look (app/config/configCache), shown until the fresh answers come. */
export interface CachedConfig {
  modules: Module[];
  look: Look;
}

export interface ConfigState {
  /** The fresh answer only: every decision that matters (allowed origins, providers) reads it. */
  preferences: Preferences | null;
  preferencesStatus: LoadStatus;
  /** Display only: the fresh preferences' look, or the previous visit's until they come. */
  look: Look | null;
  personnalisation: Personnalisation | null;
  /** The fresh list, or the previous visit's while `modulesStatus` is still 'loading'. */
  modules: Module[] | null;
  modulesStatus: LoadStatus;
}

const initialState: ConfigState = {
  preferences: null,
  preferencesStatus: 'idle',
  look: null,
  personnalisation: null,
  modules: null,
  modulesStatus: 'idle',
};

export const lookOf = ({ logo, banner, footer }: Preferences): Look =>
  banner ? { logo, banner, footer } : { logo, footer };

export const configSlice = createSlice({
  name: 'config',
  initialState,
  reducers: {
    cachedConfigShown(state, action: PayloadAction<CachedConfig>) {
      state.modules ??= action.payload.modules;
      state.look ??= action.payload.look;
    },
    preferencesRequested(state) {
      state.preferencesStatus = 'loading';
    },
    preferencesLoaded(state, action: PayloadAction<Preferences>) {
      state.preferences = action.payload;
      state.preferencesStatus = 'loaded';
      state.look = lookOf(action.payload);
    },
    preferencesFailed(state) {
      state.preferencesStatus = 'failed';
    },
    personnalisationLoaded(state, action: PayloadAction<Personnalisation>) {
      state.personnalisation = action.payload;
    },
    modulesRequested(state) {
      state.modulesStatus = 'loading';
    },
    modulesLoaded(state, action: PayloadAction<Module[]>) {
      state.modules = action.payload;
      state.modulesStatus = 'loaded';
    },
    modulesFailed(state) {
      // A stale list would lead to pages of a back office that does not answer.
      state.modules = null;
      state.modulesStatus = 'failed';
    },
  },
  selectors: {
    selectPreferences: (state) => state.preferences,
    /** The fresh preferences are still on their way: a decision that needs them waits. */
    selectPreferencesPending: (state) => state.preferencesStatus === 'loading',
    selectLook: (state) => state.look,
    selectPersonnalisation: (state) => state.personnalisation,
    selectModules: (state) => state.modules,
    selectModulesStatus: (state) => state.modulesStatus,
    /** No list yet, neither fresh nor kept, and none refused: home shows where its tiles will be. */
    selectModulesPending: (state) =>
      state.modules === null && (state.modulesStatus === 'idle' || state.modulesStatus === 'loading'),
  },
});

export const {
  cachedConfigShown,
  preferencesRequested,
  preferencesLoaded,
  preferencesFailed,
  personnalisationLoaded,
  modulesRequested,
  modulesLoaded,
  modulesFailed,
} = configSlice.actions;
export const {
  selectPreferences,
  selectPreferencesPending,
  selectLook,
  selectPersonnalisation,
  selectModules,
  selectModulesStatus,
  selectModulesPending,
} = configSlice.selectors;
