// The payment page's state (SPEC §2 "Payment", §5 "Address form"): the address form, the payment mode,
// and the pay button's lock against double submission.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { AddressField } from '@shared/address-rules';
import { DEFAULT_COUNTRY_CODE } from '@shared/payment';
import type { AddressForm, City, PaymentMode } from '@shared/payment';
import type { CancelPaymentAnswer, PaymentOutcome } from '@shared/kiosk-bridge';
import type { LoadStatus } from '../../app/config/configSlice';
import { rootReducer } from '../../app/rootReducer';

/** Kiosk: where the payment on the card terminal stands (SPEC §1 "native payment start"). */
export type TerminalPhase = 'idle' | 'waiting' | 'approved' | 'declined' | 'cancelled' | 'unknown' | 'error';

export interface TerminalState {
  phase: TerminalPhase;
  orderId: number | null;
  amountCents: number | null;
  message: string | null;
  /** Kept for the printed receipt. */
  reference: string | null;
  maskedPan: string | null;
  /** A cash sale at the counter: what was handed over and the change given back, for the receipt. */
  cash: { givenCents: number; changeCents: number } | null;
  /** The counter's cash sale: no card moment while main records it, and the summary only once the agent
   * has read the change (its address here). */
  inCash: boolean;
  recapPath: string | null;
  /** 'Annuler le paiement': not asked, asked (waiting for main), or main's answer (French). */
  cancel: { phase: 'none' | 'asked' | 'answered'; accepted: boolean; message: string | null };
}

export const idleTerminal: TerminalState = {
  phase: 'idle',
  orderId: null,
  amountCents: null,
  message: null,
  reference: null,
  maskedPan: null,
  cash: null,
  inCash: false,
  recapPath: null,
  cancel: { phase: 'none', accepted: false, message: null },
};

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
  terminal: TerminalState;
  /** Counter, cash: the amount the customer handed over, as the agent types it (euros). */
  cashGiven: string;
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
  terminal: idleTerminal,
  cashGiven: '',
};

const slice = createSlice({
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
    /** The kiosk's e-mail: the value changes, its error waits until the customer leaves the field. */
    fieldTyped(state, action: PayloadAction<{ field: AddressField; value: string }>) {
      state.form[action.payload.field] = action.payload.value as never;
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
    cashGivenTyped(state, action: PayloadAction<string>) {
      state.cashGiven = action.payload;
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
    /** The terminal was asked to debit this order; the pay button stays locked until it answers. */
    terminalStarted(
      state,
      action: PayloadAction<{ orderId: number; amountCents: number; inCash?: boolean; recapPath?: string }>,
    ) {
      const { inCash, recapPath, ...started } = action.payload;
      state.terminal = {
        ...idleTerminal,
        phase: 'waiting',
        ...started,
        inCash: inCash === true,
        recapPath: recapPath ?? null,
      };
      state.error = null;
    },
    terminalAnswered(state, action: PayloadAction<PaymentOutcome>) {
      const { status, message, reference, maskedPan, cash } = action.payload;
      state.terminal.phase = status;
      state.terminal.message = message ?? null;
      state.terminal.reference = reference ?? null;
      state.terminal.maskedPan = maskedPan ?? null;
      state.terminal.cash = cash ?? null;
      // Refused, cancelled or not started: nothing was debited, the customer may try again.
      // Unknown: never offer a second payment (the first may have been debited).
      state.submitting = status === 'approved' || status === 'unknown';
    },
    /** Back to the e-mail form after a refusal, a cancellation or an error. */
    terminalCancelRequested(state) {
      if (state.terminal.phase === 'waiting' && state.terminal.cancel.phase === 'none')
        state.terminal.cancel = { phase: 'asked', accepted: false, message: null };
    },
    terminalCancelAnswered(state, action: PayloadAction<CancelPaymentAnswer>) {
      if (state.terminal.phase !== 'waiting') return;
      const { accepted, message } = action.payload;
      state.terminal.cancel = { phase: 'answered', accepted, message };
    },
    terminalDismissed(state) {
      if (state.terminal.phase !== 'waiting' && state.terminal.phase !== 'unknown') {
        state.terminal = idleTerminal;
        state.submitting = false;
      }
    },
  },
  selectors: {
    selectPayment: (state) => state,
  },
});

/** The slice, in the store once this module has loaded. */
export const paymentSlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const {
  formRestored,
  fieldChanged,
  fieldTyped,
  fieldTouched,
  allTouched,
  citiesLoaded,
  modesRequested,
  modesLoaded,
  modesFailed,
  modeChosen,
  cashGivenTyped,
  submitStarted,
  submitFailed,
  noticeDismissed,
  terminalStarted,
  terminalAnswered,
  terminalDismissed,
  terminalCancelRequested,
  terminalCancelAnswered,
} = paymentSlice.actions;
export const { selectPayment } = paymentSlice.selectors;

export const paymentOpened = createAction('payment/opened');
export const payRequested = createAction('payment/payRequested');
export const noticeDismissRequested = createAction('payment/noticeDismissRequested');
