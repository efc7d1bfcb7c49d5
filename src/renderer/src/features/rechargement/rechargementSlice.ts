// The card reload (SPEC §2 "Card reload", §4): the lookup form, the card found, and its way to the cart.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { CardHolder } from '@shared/reload';
import { rootReducer } from '../../app/rootReducer';
import { emptyCardForm, type CardForm, type LookupTarget } from './cardLookupRules';

export interface RechargementState {
  /** SPEC §3: the app state holds the subscriber's birth date day, month and year. */
  form: CardForm;
  /** Valider was pressed: the form's errors show. */
  attempted: boolean;
  years: number[] | null;
  searching: boolean;
  error: string | null;
  card: CardHolder | null;
  /** The birth date the card was found with: its product lists need it too. */
  birthDate: string | null;
  adding: boolean;
  addError: string | null;
}

const initialState: RechargementState = {
  form: emptyCardForm,
  attempted: false,
  years: null,
  searching: false,
  error: null,
  card: null,
  birthDate: null,
  adding: false,
  addError: null,
};

const slice = createSlice({
  name: 'rechargement',
  initialState,
  reducers: {
    lookupOpened(state) {
      state.attempted = false;
      state.error = null;
    },
    formChanged(state, action: PayloadAction<Partial<CardForm>>) {
      state.form = { ...state.form, ...action.payload };
    },
    yearsLoaded(state, action: PayloadAction<number[]>) {
      state.years = action.payload;
    },
    lookupRequested(state, _action: PayloadAction<LookupTarget>) {
      state.attempted = true;
      state.error = null;
    },
    lookupStarted(state) {
      state.searching = true;
    },
    lookupFailed(state, action: PayloadAction<string>) {
      state.searching = false;
      state.error = action.payload;
    },
    cardFound(state, action: PayloadAction<{ card: CardHolder; birthDate: string | null }>) {
      state.searching = false;
      state.attempted = false;
      state.card = action.payload.card;
      state.birthDate = action.payload.birthDate;
    },
    articlesOpened(state) {
      state.addError = null;
    },
    addStarted(state) {
      state.adding = true;
      state.addError = null;
    },
    addFailed(state, action: PayloadAction<string>) {
      state.adding = false;
      state.addError = action.payload;
    },
    addSucceeded(state) {
      state.adding = false;
    },
  },
  selectors: {
    selectRechargement: (state) => state,
    selectCard: (state) => state.card,
  },
});

/** The slice, in the store once this module has loaded. */
export const rechargementSlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const {
  lookupOpened,
  formChanged,
  yearsLoaded,
  lookupRequested,
  lookupStarted,
  lookupFailed,
  cardFound,
  articlesOpened,
  addStarted,
  addFailed,
  addSucceeded,
} = rechargementSlice.actions;
export const { selectRechargement, selectCard } = rechargementSlice.selectors;

/** 'Valider' on /rechargement/articles: the chosen title goes into the reload cart. */
export const reloadAddRequested = createAction('rechargement/addRequested');

/** The kiosk's 'Acheter' on a title card: one of that title onto the card (issue 24 item 2). */
export const reloadBuyOneRequested = createAction<number>('rechargement/buyOneRequested');
