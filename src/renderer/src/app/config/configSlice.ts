// What the back office says about itself: preferences, personalisation and the module list.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Module, Personnalisation, Preferences } from '@shared/backoffice';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ConfigState {
  preferences: Preferences | null;
  personnalisation: Personnalisation | null;
  modules: Module[] | null;
  modulesStatus: LoadStatus;
}

const initialState: ConfigState = {
  preferences: null,
  personnalisation: null,
  modules: null,
  modulesStatus: 'idle',
};

export const configSlice = createSlice({
  name: 'config',
  initialState,
  reducers: {
    preferencesLoaded(state, action: PayloadAction<Preferences>) {
      state.preferences = action.payload;
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
      state.modulesStatus = 'failed';
    },
  },
  selectors: {
    selectPreferences: (state) => state.preferences,
    selectPersonnalisation: (state) => state.personnalisation,
    selectModules: (state) => state.modules,
    selectModulesStatus: (state) => state.modulesStatus,
  },
});

export const { preferencesLoaded, personnalisationLoaded, modulesRequested, modulesLoaded, modulesFailed } =
  configSlice.actions;
export const { selectPreferences, selectPersonnalisation, selectModules, selectModulesStatus } =
  configSlice.selectors;
