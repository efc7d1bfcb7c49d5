// 'Trajets disponibles' (SPEC §2 "Reservation", §9): the day's runs between the searched stops, those
// still to leave offered and the earlier ones apart, and each line's products for the prices.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { CatalogueProduct } from '@shared/reservation';
import type { LoadStatus } from '../../../app/config/configSlice';
import { rootReducer } from '../../../app/rootReducer';
import type { Trip } from '../reservationRules';

export interface TrajetsState {
  status: LoadStatus;
  /** SPEC §8 text (or the server's) when the runs or their products could not be read. */
  error: string | null;
  /** Runs leaving after now: the customer may pick one with places. */
  offered: Trip[];
  /** The day's runs already gone: alternatives, not bookable (SPEC §9). */
  earlier: Trip[];
  /** Sellable products per line code, in the agency's order. */
  products: Record<string, CatalogueProduct[]>;
}

const initialState: TrajetsState = {
  status: 'idle',
  error: null,
  offered: [],
  earlier: [],
  products: {},
};

const slice = createSlice({
  name: 'trajets',
  initialState,
  reducers: {
    tripsLoading(): TrajetsState {
      return { ...initialState, status: 'loading' };
    },
    tripsLoaded(_state, action: PayloadAction<Omit<TrajetsState, 'status' | 'error'>>): TrajetsState {
      return { status: 'loaded', error: null, ...action.payload };
    },
    tripsFailed(_state, action: PayloadAction<string>): TrajetsState {
      return { ...initialState, status: 'failed', error: action.payload };
    },
  },
  selectors: {
    selectTrajets: (state) => state,
  },
});

/** The slice, in the store once this module has loaded. */
export const trajetsSlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const { tripsLoading, tripsLoaded, tripsFailed } = trajetsSlice.actions;
export const { selectTrajets } = trajetsSlice.selectors;

/** The page opens: empty the reservation basket, then read the runs of the search. */
export const trajetsOpened = createAction('trajets/opened');
