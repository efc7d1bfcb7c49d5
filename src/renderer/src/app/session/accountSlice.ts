// Who is signed in to the mobile-ticket provider on this screen, for every part of the app: /appli shows the
// account's e-mail with 'Se déconnecter', the web and the counter sign it out after 15 minutes without
// activity. A shell slice (not the appli feature's): the layout needs it on every page.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { storedMobileAccount } from './mobileAccount';

export interface AccountState {
  /** The signed-in account's e-mail, or null. */
  mail: string | null;
  /** The last sign-out came from the inactivity timer: the login says so. */
  signedOutIdle: boolean;
}

export const accountSlice = createSlice({
  name: 'account',
  // Read at start and at every end of customer (after storage is wiped): a reload keeps the account.
  initialState: (): AccountState => ({ mail: storedMobileAccount()?.mail ?? null, signedOutIdle: false }),
  reducers: {
    accountSignedIn(state, action: PayloadAction<string>) {
      state.mail = action.payload;
      state.signedOutIdle = false;
    },
    /** The provider refused the bearer (401): the login again, nothing else forgotten. */
    accountExpired(state) {
      state.mail = null;
    },
    /** Signed out: the account and its purchase are forgotten (the appli, its payment and its cart follow). */
    signedOut(state, action: PayloadAction<{ idle: boolean }>) {
      state.mail = null;
      state.signedOutIdle = action.payload.idle;
    },
  },
  selectors: {
    selectAccountMail: (state) => state.mail,
    selectSignedOutIdle: (state) => state.signedOutIdle,
  },
});

export const { accountSignedIn, accountExpired, signedOut } = accountSlice.actions;
export const { selectAccountMail, selectSignedOutIdle } = accountSlice.selectors;

/** 'Se déconnecter', the products' or the cart's 'Annuler' (the customer), or the inactivity timer (idle). */
export const signOutRequested = createAction<{ reason: 'customer' | 'idle' }>('account/signOutRequested');
