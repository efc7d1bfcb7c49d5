// The mobile-ticket page (SPEC §2 "Mobile ticket", §4 "Mobile-ticket flow"): the login form, then the
// account's products by network, and the product being checked by the provider.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { MobileNetwork, MobileProduct } from '@shared/mobile-ticket';
import type { LoadStatus } from '../../app/config/configSlice';
import { rootReducer } from '../../app/rootReducer';
import { signedOut } from '../../app/session/accountSlice';
import { storedMobileAccount } from '../../app/session/mobileAccount';

export type AppliPhase = 'login' | 'products';

export interface LoginForm {
  mail: string;
  password: string;
}

export interface AppliState {
  phase: AppliPhase;
  form: LoginForm;
  /** Field errors show once a login was tried. */
  attempted: boolean;
  loggingIn: boolean;
  loginError: string | null;
  productsStatus: LoadStatus;
  networks: MobileNetwork[];
  productsError: string | null;
  /** The product whose cart check runs. */
  checking: number | null;
  checkError: string | null;
}

const emptyForm: LoginForm = { mail: '', password: '' };

export const initialAppliState: AppliState = {
  phase: 'login',
  form: emptyForm,
  attempted: false,
  loggingIn: false,
  loginError: null,
  productsStatus: 'idle',
  networks: [],
  productsError: null,
  checking: null,
  checkError: null,
};

const slice = createSlice({
  name: 'appli',
  // A customer still logged in (a stored account) sees the products coming, not the login for a moment.
  initialState: (): AppliState => ({
    ...initialAppliState,
    phase: storedMobileAccount() ? 'products' : 'login',
  }),
  reducers: {
    formChanged(state, action: PayloadAction<Partial<LoginForm>>) {
      state.form = { ...state.form, ...action.payload };
    },
    loginStarted(state) {
      state.attempted = true;
      state.loggingIn = true;
      state.loginError = null;
    },
    /** The form is incomplete: its fields say why. */
    loginInvalid(state) {
      state.attempted = true;
      state.loggingIn = false;
    },
    loginFailed(state, action: PayloadAction<string>) {
      state.loggingIn = false;
      state.loginError = action.payload;
    },
    /** The account is in: the password is forgotten, the products come next. */
    loggedIn(state) {
      state.loggingIn = false;
      state.form.password = '';
      state.attempted = false;
      state.phase = 'products';
    },
    productsLoading(state) {
      state.phase = 'products';
      state.productsStatus = 'loading';
      state.productsError = null;
      state.checkError = null;
    },
    productsLoaded(state, action: PayloadAction<MobileNetwork[]>) {
      state.productsStatus = 'loaded';
      state.networks = action.payload;
    },
    productsFailed(state, action: PayloadAction<string>) {
      state.productsStatus = 'failed';
      state.productsError = action.payload;
    },
    checkStarted(state, action: PayloadAction<number>) {
      state.checking = action.payload;
      state.checkError = null;
    },
    checkFailed(state, action: PayloadAction<string>) {
      state.checking = null;
      state.checkError = action.payload;
    },
    checkPassed(state) {
      state.checking = null;
    },
    /** The provider refused the bearer (401): back to the login, the e-mail kept. */
    loggedOut(state) {
      return { ...initialAppliState, form: { mail: state.form.mail, password: '' } };
    },
  },
  // Signed out (by the customer or for inactivity): an empty login, nothing of the account left.
  extraReducers: (builder) => builder.addCase(signedOut, () => initialAppliState),
  selectors: { selectAppli: (state) => state },
});

/** The slice, in the store once this module has loaded. */
export const appliSlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const {
  formChanged,
  loginStarted,
  loginInvalid,
  loginFailed,
  loggedIn,
  productsLoading,
  productsLoaded,
  productsFailed,
  checkStarted,
  checkFailed,
  checkPassed,
  loggedOut,
} = appliSlice.actions;
export const { selectAppli } = appliSlice.selectors;

/** The page opened: with a stored bearer, straight to the products. */
export const appliOpened = createAction('appli/opened');
export const loginRequested = createAction('appli/loginRequested');
export const productChosen = createAction<MobileProduct>('appli/productChosen');
