// Whether the kiosk's accessibility mode is on (large text, high contrast, low reach, speech output). It
// joins the store with the kiosk's shell (never in the web's home bundle) and, like every slice but the
// device's and the back office's, starts afresh on a session reset: the next customer finds it off.
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer';

export interface AccessibilityState {
  on: boolean;
}

const initialState: AccessibilityState = { on: false };

const slice = createSlice({
  name: 'accessibility',
  initialState,
  reducers: {
    accessibilityToggled(state) {
      state.on = !state.on;
    },
  },
  selectors: {
    selectAccessibilityOn: (state) => state.on,
  },
});

/** The slice, in the store once this module has loaded. */
export const accessibilitySlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const { accessibilityToggled } = accessibilitySlice.actions;
export const { selectAccessibilityOn } = accessibilitySlice.selectors;
