// The dialog 'Détails de votre réservation' (SPEC §2, §4 "Reservation flow"): passengers per profile, then,
// when a chosen product is sold as a round trip, the return day and the return run. 'Annuler' steps back
// one step and closes the dialog at the first.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { maxQuantity } from '@shared/reservation-rules';
import type { LoadStatus } from '../../../app/config/configSlice';
import { rootReducer } from '../../../app/rootReducer';
import type { Trip } from '../reservationRules';

export type DialogStep = 'quantities' | 'returnDate' | 'returnTrip';

export interface DialogState {
  /** The outbound run; null: the dialog is closed. */
  trip: Trip | null;
  step: DialogStep;
  /** Passengers per product code. */
  quantities: Record<string, number>;
  returnDate: string | null;
  returnStatus: LoadStatus;
  /** Runs back on the outbound's line that day (those that cannot be chosen say why). */
  returnTrips: Trip[];
  /** The return runs could not be read (the server's text). */
  returnError: string | null;
  /** Code of the chosen return run. */
  returnChoice: string | null;
  adding: boolean;
  /** The cart refused the reservation: said in the dialog, nothing chosen is lost. */
  error: string | null;
}

const initialState: DialogState = {
  trip: null,
  step: 'quantities',
  quantities: {},
  returnDate: null,
  returnStatus: 'idle',
  returnTrips: [],
  returnError: null,
  returnChoice: null,
  adding: false,
  error: null,
};

const slice = createSlice({
  name: 'reservationDialog',
  initialState,
  reducers: {
    tripChosen(_state, action: PayloadAction<Trip>) {
      return { ...initialState, trip: action.payload };
    },
    quantityChanged(state, action: PayloadAction<{ code: string; quantity: number }>) {
      const { code, quantity } = action.payload;
      // Never more passengers than the run has places left (SPEC §5), whatever the field sent.
      const most = maxQuantity(state.trip?.places ?? 0, state.quantities, code);
      state.quantities[code] = Math.min(most, Math.max(0, Math.floor(quantity) || 0));
      state.error = null;
    },
    stepShown(state, action: PayloadAction<DialogStep>) {
      state.step = action.payload;
      state.error = null;
    },
    returnDateChanged(state, action: PayloadAction<string | null>) {
      state.returnDate = action.payload;
    },
    returnLoading(state) {
      state.returnStatus = 'loading';
      state.returnTrips = [];
      state.returnError = null;
      state.returnChoice = null;
    },
    returnLoaded(state, action: PayloadAction<Trip[]>) {
      state.returnStatus = 'loaded';
      state.returnTrips = action.payload;
    },
    returnFailed(state, action: PayloadAction<string>) {
      state.returnStatus = 'failed';
      state.returnError = action.payload;
    },
    returnTripChosen(state, action: PayloadAction<string>) {
      state.returnChoice = action.payload;
      state.error = null;
    },
    /** 'Annuler': one step back; the first step closes the dialog. */
    dialogCancelled(state) {
      if (state.adding) return;
      state.error = null;
      if (state.step === 'returnTrip') state.step = 'returnDate';
      else if (state.step === 'returnDate') state.step = 'quantities';
      else return initialState;
    },
    /** Escape, or the page left: the dialog closes. */
    dialogClosed() {
      return initialState;
    },
    addStarted(state) {
      state.adding = true;
      state.error = null;
    },
    addFailed(state, action: PayloadAction<string>) {
      state.adding = false;
      state.error = action.payload;
    },
    addSucceeded() {
      return initialState;
    },
  },
  selectors: {
    selectDialog: (state) => state,
  },
});

/** The slice, in the store once this module has loaded. */
export const dialogSlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const {
  tripChosen,
  quantityChanged,
  stepShown,
  returnDateChanged,
  returnLoading,
  returnLoaded,
  returnFailed,
  returnTripChosen,
  dialogCancelled,
  dialogClosed,
  addStarted,
  addFailed,
  addSucceeded,
} = dialogSlice.actions;
export const { selectDialog } = dialogSlice.selectors;

/** 'Confirmer': the saga takes the dialog to its next step, or the reservation to the cart. */
export const dialogConfirmed = createAction('reservationDialog/confirmed');
