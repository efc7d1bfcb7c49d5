// The appli cart's 'Payer' (SPEC §4 "Mobile-ticket flow"): locked while a payment starts, re-enabled with
// its error (SPEC §4: double submit blocked until an error).
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { signedOut } from '../../app/session/accountSlice';

export interface AppliPayState {
  submitting: boolean;
  error: string | null;
}

const initialState: AppliPayState = { submitting: false, error: null };

const slice = createSlice({
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
});

/** The slice, in the store once this module has loaded. */
export const appliPaySlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const { appliPayStarted, appliPayFailed } = appliPaySlice.actions;
export const { selectAppliPay } = appliPaySlice.selectors;

export const appliPayRequested = createAction('appliPay/requested');
