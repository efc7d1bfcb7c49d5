// The store's reducer. The shell's slices are here from the start; a feature's slice joins when its code
// loads with its route chunk (`createSlice(…).injectInto(rootReducer)` in the slice's module), so the
// home bundle carries no feature reducer.
import { combineSlices } from '@reduxjs/toolkit';
import { appSlice } from './appSlice';
import { configSlice } from './config/configSlice';
import { readinessSlice } from './readiness/readinessSlice';
import { accountSlice } from './session/accountSlice';
import type { LazyLoadedSlices } from './lazySlices';

/**
 * Every feature slice (LazyLoadedSlices, which each slice's module fills in), absent from the state until
 * its module has loaded and an action has run. Read them through the injected slice's selectors: before
 * that they give the slice's initial state.
 */
export const rootReducer = combineSlices(
  appSlice,
  configSlice,
  accountSlice,
  readinessSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
