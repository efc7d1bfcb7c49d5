// Whether the kiosk's accessibility mode is on (large text, high contrast, low reach, speech output). It
// joins the store with the kiosk's shell (never in the web's home bundle) and, like every slice but the
// device's and the back office's, starts afresh on a session reset: the next customer finds it off.
import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer';

export interface AccessibilityState {
  on: boolean;
}

const initialState: AccessibilityState = { on: false };

export const accessibilitySlice = createSlice({
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
}).injectInto(rootReducer);

export const { accessibilityToggled } = accessibilitySlice.actions;
export const { selectAccessibilityOn } = accessibilitySlice.selectors;
