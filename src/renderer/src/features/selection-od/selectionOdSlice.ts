// The origin-destination steps (SPEC §2 "Selection-od", §4 "Top-up (OD)"): a line, then its origin and
// destination; single tickets, or a top-up of the looked-up card (?carte=true).
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';

export interface Journey {
  line: string | null;
  origin: string | null;
  destination: string | null;
}

export interface SelectionOdState extends Journey {
  /** Top-up of the looked-up card, not single tickets. */
  carte: boolean;
  /** The card whose origin-destination title filled the steps: once per card, the customer's choice then. */
  prefilledFor: string | null;
  /** Kiosk with a stop: the destination chosen while several lines serve it (the line is asked). */
  pendingDestination: string | null;
  /** Kiosk with a stop: 'Partir d’un autre arrêt' chose SPEC's line → origin → destination steps. */
  otherStop: boolean;
  /** Kiosk: the lines the back office sells nothing on (the school line), left out; null until asked. */
  unsoldLines: string[] | null;
  adding: boolean;
  error: string | null;
}

const initialState: SelectionOdState = {
  carte: false,
  line: null,
  origin: null,
  destination: null,
  prefilledFor: null,
  pendingDestination: null,
  otherStop: false,
  unsoldLines: null,
  adding: false,
  error: null,
};

const slice = createSlice({
  name: 'selectionOd',
  initialState,
  reducers: {
    odOpened(state, action: PayloadAction<{ carte: boolean }>) {
      state.carte = action.payload.carte;
      state.error = null;
    },
    /** Another line: its stops are others, so the journey and its products start again. */
    lineChosen(state, action: PayloadAction<string | null>) {
      state.line = action.payload;
      state.origin = null;
      state.destination = null;
    },
    originChosen(state, action: PayloadAction<string | null>) {
      state.origin = action.payload;
      if (state.destination === action.payload) state.destination = null;
    },
    destinationChosen(state, action: PayloadAction<string | null>) {
      state.destination = action.payload;
      if (state.origin === action.payload) state.origin = null;
    },
    /** The kiosk's destination-first journey: all three at once. */
    journeyChosen(state, action: PayloadAction<{ line: string; origin: string; destination: string }>) {
      Object.assign(state, action.payload);
      state.pendingDestination = null;
    },
    destinationPending(state, action: PayloadAction<string>) {
      state.pendingDestination = action.payload;
      Object.assign(state, { line: null, origin: null, destination: null });
    },
    /** 'Changer de destination': back to the destinations, nothing chosen. */
    destinationCleared(state) {
      state.pendingDestination = null;
      Object.assign(state, { line: null, origin: null, destination: null });
    },
    /** 'Partir d’un autre arrêt': SPEC's steps from an empty journey. */
    otherStopChosen(state) {
      state.otherStop = true;
      state.pendingDestination = null;
      Object.assign(state, { line: null, origin: null, destination: null });
    },
    linesChecked(state, action: PayloadAction<string[]>) {
      state.unsoldLines = action.payload;
    },
    journeyPrefilled(state, action: PayloadAction<Journey & { card: string }>) {
      const { card, ...journey } = action.payload;
      Object.assign(state, journey);
      state.prefilledFor = card;
    },
    odAddStarted(state) {
      state.adding = true;
      state.error = null;
    },
    odAddFailed(state, action: PayloadAction<string>) {
      state.adding = false;
      state.error = action.payload;
    },
    odAddSucceeded(state) {
      state.adding = false;
    },
  },
  selectors: {
    selectSelectionOd: (state) => state,
  },
});

/** The slice, in the store once this module has loaded. */
export const selectionOdSlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const {
  odOpened,
  lineChosen,
  originChosen,
  destinationChosen,
  journeyPrefilled,
  journeyChosen,
  destinationPending,
  destinationCleared,
  otherStopChosen,
  linesChecked,
  odAddStarted,
  odAddFailed,
  odAddSucceeded,
} = selectionOdSlice.actions;
export const { selectSelectionOd } = selectionOdSlice.selectors;

/** 'Valider': the chosen titles go into the cart. */
export const odAddRequested = createAction('selectionOd/addRequested');

/** The kiosk's 'Acheter' on a title card: one of this product (its id) into the cart. */
export const odBuyOneRequested = createAction<number>('selectionOd/buyOneRequested');
