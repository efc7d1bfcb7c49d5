// 'Mon trajet' and its search (SPEC §2 "Reservation", §4 "Reservation flow"): the reserve tab's day and
// stops, and the search 'Trajets disponibles' shows (kept while the customer goes to the cart and back).
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { emptySearchForm, type Search, type SearchForm } from './reservationRules';

export interface ReservationState {
  form: SearchForm;
  /** The last search sent to 'Trajets disponibles'; none: that page goes back to 'Mon trajet'. */
  search: Search | null;
  /** Why the last search could not start (the reservation basket could not be emptied). */
  error: string | null;
}

const initialState: ReservationState = { form: emptySearchForm, search: null, error: null };

const slice = createSlice({
  name: 'reservation',
  initialState,
  reducers: {
    dateChosen(state, action: PayloadAction<string | null>) {
      state.form.date = action.payload;
    },
    originChosen(state, action: PayloadAction<string | null>) {
      state.form.origin = action.payload;
      if (state.form.destination === action.payload) state.form.destination = null;
    },
    destinationChosen(state, action: PayloadAction<string | null>) {
      state.form.destination = action.payload;
      if (state.form.origin === action.payload) state.form.origin = null;
    },
    searchSet(state, action: PayloadAction<Search>) {
      state.search = action.payload;
      state.error = null;
    },
    searchFailed(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
  },
  selectors: {
    selectReservation: (state) => state,
    selectSearch: (state) => state.search,
  },
});

/** The slice, in the store once this module has loaded. */
export const reservationSlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const { dateChosen, originChosen, destinationChosen, searchSet, searchFailed } =
  reservationSlice.actions;
export const { selectReservation, selectSearch } = reservationSlice.selectors;

/** 'Valider' of the reserve tab. */
export const searchRequested = createAction('reservation/searchRequested');
