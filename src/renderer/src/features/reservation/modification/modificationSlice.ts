// The modification of a reservation (SPEC §2 "Reservation", §4 "Modification"): the modify tab's form and
// lookup, the reservation found (or the 'already modified' flag of SPEC §3), the new day's runs, the run
// chosen and its confirmation, then the new ticket with its downloads or its print.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Leg, ReservationArticle, ReservationOrder } from '@shared/reservation';
import type { TicketQr } from '@shared/ticket-qr';
import { rootReducer } from '../../../app/rootReducer';

/** A run offered for the new day, with its places left. */
export interface ModificationTrip {
  leg: Leg;
  places: number;
}

/** A failure of the modification: the SPEC's two warnings are shown as warnings, the rest as an error. */
export interface SubmitProblem {
  tone: 'error' | 'warning';
  text: string;
}

export type PrintStatus = 'idle' | 'printing' | 'printed' | 'failed';

export interface ModificationState {
  // The modify tab.
  ticketNumber: string;
  departureDay: string | null;
  /** 'Valider' was pressed: the form's errors show. */
  lookupAttempted: boolean;
  lookingUp: boolean;
  lookupError: string | null;
  // What the lookup found.
  order: ReservationOrder | null;
  article: ReservationArticle | null;
  /** SPEC §3: the app state's 'reservation already modified' flag (several orders hold the ticket). */
  alreadyModified: boolean;
  // The new day and its runs.
  newDay: string | null;
  searchAttempted: boolean;
  searching: boolean;
  searchError: string | null;
  trips: ModificationTrip[] | null;
  // The run chosen and its confirmation.
  chosen: ModificationTrip | null;
  email: string;
  emailTouched: boolean;
  submitting: boolean;
  submitProblem: SubmitProblem | null;
  // The result.
  newTicket: string | null;
  downloadError: string | null;
  print: { status: PrintStatus; message: string | null };
}

/** What follows a lookup: nothing of an earlier reservation's search, choice or result. */
const afterLookup = {
  newDay: null,
  searchAttempted: false,
  searching: false,
  searchError: null,
  trips: null,
  chosen: null,
  email: '',
  emailTouched: false,
  submitting: false,
  submitProblem: null,
  newTicket: null,
  downloadError: null,
  print: { status: 'idle', message: null },
} satisfies Partial<ModificationState>;

export const initialModificationState: ModificationState = {
  ticketNumber: '',
  departureDay: null,
  lookupAttempted: false,
  lookingUp: false,
  lookupError: null,
  order: null,
  article: null,
  alreadyModified: false,
  ...afterLookup,
};

const slice = createSlice({
  name: 'modification',
  initialState: initialModificationState,
  reducers: {
    ticketNumberChanged(state, action: PayloadAction<string>) {
      state.ticketNumber = action.payload;
      state.lookupError = null;
    },
    departureDayChanged(state, action: PayloadAction<string | null>) {
      state.departureDay = action.payload;
      state.lookupError = null;
    },
    /** Our ticket's QR code read: its number, and its departure day when the code holds one. */
    ticketScanned(state, action: PayloadAction<TicketQr>) {
      state.ticketNumber = action.payload.numero;
      if (action.payload.day !== null) state.departureDay = action.payload.day;
      state.lookupError = null;
    },
    lookupRequested(state) {
      state.lookupAttempted = true;
      state.lookupError = null;
    },
    lookupStarted(state) {
      state.lookingUp = true;
    },
    lookupFailed(state, action: PayloadAction<string>) {
      state.lookingUp = false;
      state.lookupError = action.payload;
    },
    reservationFound(state, action: PayloadAction<{ order: ReservationOrder; article: ReservationArticle }>) {
      Object.assign(state, afterLookup);
      state.lookingUp = false;
      state.lookupAttempted = false;
      state.order = action.payload.order;
      state.article = action.payload.article;
      state.alreadyModified = false;
    },
    alreadyModifiedFound(state) {
      Object.assign(state, afterLookup);
      state.lookingUp = false;
      state.lookupAttempted = false;
      state.order = null;
      state.article = null;
      state.alreadyModified = true;
    },
    newDayChanged(state, action: PayloadAction<string | null>) {
      state.newDay = action.payload;
      state.searchError = null;
    },
    searchRequested(state) {
      state.searchAttempted = true;
      state.searchError = null;
    },
    searchStarted(state) {
      state.searching = true;
      state.trips = null;
      state.chosen = null;
    },
    searchFailed(state, action: PayloadAction<string>) {
      state.searching = false;
      state.searchError = action.payload;
    },
    tripsFound(state, action: PayloadAction<ModificationTrip[]>) {
      state.searching = false;
      state.trips = action.payload;
    },
    tripChosen(state, action: PayloadAction<ModificationTrip>) {
      // A run without a place cannot be chosen (SPEC §4).
      if (action.payload.places <= 0) return;
      state.chosen = action.payload;
      state.submitProblem = null;
    },
    confirmClosed(state) {
      if (state.submitting) return;
      state.chosen = null;
      state.submitProblem = null;
    },
    emailChanged(state, action: PayloadAction<string>) {
      state.email = action.payload;
    },
    emailTouched(state) {
      state.emailTouched = true;
    },
    confirmRequested(state) {
      state.emailTouched = true;
      state.submitProblem = null;
    },
    submitStarted(state) {
      state.submitting = true;
    },
    submitFailed(state, action: PayloadAction<SubmitProblem>) {
      // Nothing chosen is lost: the run, the day and the e-mail stay for another try.
      state.submitting = false;
      state.submitProblem = action.payload;
    },
    modificationDone(state, action: PayloadAction<string>) {
      state.submitting = false;
      state.chosen = null;
      state.newTicket = action.payload;
    },
    downloadFailed(state, action: PayloadAction<string | null>) {
      state.downloadError = action.payload;
    },
    printStarted(state) {
      state.print = { status: 'printing', message: null };
    },
    printFinished(state, action: PayloadAction<{ ok: boolean; message: string | null }>) {
      state.print = { status: action.payload.ok ? 'printed' : 'failed', message: action.payload.message };
    },
  },
  selectors: { selectModification: (state) => state },
});

/** The slice, in the store once this module has loaded. */
export const modificationSlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const {
  ticketNumberChanged,
  ticketScanned,
  departureDayChanged,
  lookupRequested,
  lookupStarted,
  lookupFailed,
  reservationFound,
  alreadyModifiedFound,
  newDayChanged,
  searchRequested,
  searchStarted,
  searchFailed,
  tripsFound,
  tripChosen,
  confirmClosed,
  emailChanged,
  emailTouched,
  confirmRequested,
  submitStarted,
  submitFailed,
  modificationDone,
  downloadFailed,
  printStarted,
  printFinished,
} = modificationSlice.actions;
export const { selectModification } = modificationSlice.selectors;

export const ticketDownloadRequested = createAction('modification/ticketDownloadRequested');
export const recapDownloadRequested = createAction('modification/recapDownloadRequested');
export const ticketPrintRequested = createAction('modification/ticketPrintRequested');
