// The appli cart's 'Payer' (SPEC §4 "Mobile-ticket flow"): locked while a payment starts, re-enabled with
// its error (SPEC §4: double submit blocked until an error).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { signedOut } from '../../app/session/accountSlice';

export interface AppliPayState {
  submitting: boolean;
  error: string | null;
}

const initialState: AppliPayState = { submitting: false, error: null };

export const appliPaySlice = createSlice({
  name: 'appliPay',
  initialState,
  reducers: {
    appliPayStarted(state) {
      state.submitting = true;
      state.error = null;
    },
    /** The payment did not start: its message (none when the login comes back instead). */
    appliPayFailed(state, action: PayloadAction<string | null>) {
      state.submitting = false;
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
  selectors: { selectAppliPay: (state) => state },
}).injectInto(rootReducer);

export const { appliPayStarted, appliPayFailed } = appliPaySlice.actions;
export const { selectAppliPay } = appliPaySlice.selectors;

export const appliPayRequested = createAction('appliPay/requested');
