// The payment page's state (SPEC §2 "Payment", §5 "Address form"): the address form, the payment mode,
// and the pay button's lock against double submission.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddressField } from '@shared/address-rules';
import { DEFAULT_COUNTRY_CODE } from '@shared/address-rules';
import type { AddressForm, City, PaymentMode } from '@shared/payment';
import type { LoadStatus } from '../../app/config/configSlice';

export const emptyAddress: AddressForm = {
  gender: '',
  lastname: '',
  firstname: '',
  phone: '',
  secondPhone: '',
  email: '',
  address: '',
  addressComplement: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  postalCode: '',
  town: '',
};

export interface PaymentState {
  form: AddressForm;
  /** Fields the customer changed or left: only those show their errors. */
  touched: Partial<Record<AddressField, boolean>>;
  modes: PaymentMode[] | null;
  modesStatus: LoadStatus;
  mode: string | null;
  cities: City[];
  submitting: boolean;
  error: string | null;
  noticeDismissed: boolean;
}

const initialState: PaymentState = {
  form: emptyAddress,
  touched: {},
  modes: null,
  modesStatus: 'idle',
  mode: null,
  cities: [],
  submitting: false,
  error: null,
  noticeDismissed: false,
};

export const paymentSlice = createSlice({
  name: 'payment',
  initialState,
  reducers: {
    formRestored(state, action: PayloadAction<{ form: Partial<AddressForm>; mode: string | null }>) {
      state.form = { ...emptyAddress, ...action.payload.form };
      state.mode = action.payload.mode ?? state.mode;
    },
    fieldChanged(state, action: PayloadAction<{ field: AddressField; value: string }>) {
      state.form[action.payload.field] = action.payload.value as never;
      state.touched[action.payload.field] = true;
    },
    fieldTouched(state, action: PayloadAction<AddressField>) {
      state.touched[action.payload] = true;
    },
    allTouched(state) {
      for (const field of Object.keys(state.form) as AddressField[]) state.touched[field] = true;
    },
    citiesLoaded(state, action: PayloadAction<City[]>) {
      state.cities = action.payload;
    },
    modesRequested(state) {
      state.modesStatus = 'loading';
    },
    modesLoaded(state, action: PayloadAction<PaymentMode[]>) {
      // SPEC §7: sorted by value; chosen for the customer when there is only one.
      const modes = [...action.payload].sort((a, b) => a.value.localeCompare(b.value));
      state.modes = modes;
      state.modesStatus = 'loaded';
      if (modes.length === 1) state.mode = modes[0]!.value;
      else if (state.mode && !modes.some((m) => m.value === state.mode)) state.mode = null;
    },
    modesFailed(state, action: PayloadAction<string>) {
      state.modesStatus = 'failed';
      state.error = action.payload;
    },
    modeChosen(state, action: PayloadAction<string>) {
      state.mode = action.payload;
    },
    submitStarted(state) {
      state.submitting = true;
      state.error = null;
    },
    /** A failure at any step re-enables the pay button (SPEC §4). */
    submitFailed(state, action: PayloadAction<string>) {
      state.submitting = false;
      state.error = action.payload;
    },
    noticeDismissed(state) {
      state.noticeDismissed = true;
    },
  },
  selectors: {
    selectPayment: (state) => state,
  },
});

export const {
  formRestored,
  fieldChanged,
  fieldTouched,
  allTouched,
  citiesLoaded,
  modesRequested,
  modesLoaded,
  modesFailed,
  modeChosen,
  submitStarted,
  submitFailed,
  noticeDismissed,
} = paymentSlice.actions;
export const { selectPayment } = paymentSlice.selectors;

export const paymentOpened = createAction('payment/opened');
export const payRequested = createAction('payment/payRequested');
export const noticeDismissRequested = createAction('payment/noticeDismissRequested');
