// The on-board payments' summary (SPEC §2 "Justification", §4): its rows, the date-range filter, and the
// proofs being downloaded or printed.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { periodBounds, periodError, type Period, type PeriodDraft, type PeriodProblem } from './periodRules';
import type { ProofRow } from './rows';

export type JustificationPhase = 'loading' | 'ready' | 'empty' | 'error';

/** All rows shown, as a proof's target: no archive reference holds a '*' (ONBOARD_ID). */
export const ALL_PROOFS = '*';
/** A proof being made: one payment's (its archive reference) or all shown (ALL_PROOFS). */
export type ProofTarget = string;

export type PrintStatus = 'idle' | 'printing' | 'printed' | 'failed';

export interface JustificationState {
  phase: JustificationPhase;
  /** Every row, newest first. */
  rows: ProofRow[];
  message: string | null;
  /** The framed URL the taps came from ('Recommencer'). */
  frameUrl: string | null;
  /** Earliest..latest day of the rows: the default period and the calendars' bounds. */
  bounds: Period | null;
  draft: PeriodDraft;
  /** The period the table shows. */
  period: Period | null;
  periodError: PeriodProblem | null;
  download: { busy: ProofTarget | null; error: string | null };
  print: { status: PrintStatus; busy: ProofTarget | null; message: string | null; count: number };
}

const initialState: JustificationState = {
  phase: 'loading',
  rows: [],
  message: null,
  frameUrl: null,
  bounds: null,
  draft: { start: null, end: null },
  period: null,
  periodError: null,
  download: { busy: null, error: null },
  print: { status: 'idle', busy: null, message: null, count: 0 },
};

const slice = createSlice({
  name: 'justification',
  initialState,
  reducers: {
    loadStarted(_state, action: PayloadAction<string | null>) {
      return { ...initialState, frameUrl: action.payload };
    },
    rowsLoaded(state, action: PayloadAction<ProofRow[]>) {
      const bounds = periodBounds(action.payload);
      if (!bounds) {
        state.phase = 'empty';
        return;
      }
      state.phase = 'ready';
      state.rows = action.payload;
      state.bounds = bounds;
      state.draft = { ...bounds };
      state.period = bounds;
    },
    /** SPEC §4: no tap in 30 days, or none the back office bound an order to. */
    noTransactions(state) {
      state.phase = 'empty';
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.phase = 'error';
      state.message = action.payload;
    },
    periodChanged(state, action: PayloadAction<Partial<PeriodDraft>>) {
      state.draft = { ...state.draft, ...action.payload };
    },
    /** 'Filtrer par date': the draft becomes the period shown, unless it is no period (SPEC §5). */
    filterRequested(state) {
      if (!state.bounds) return;
      state.periodError = periodError(state.draft, state.bounds);
      if (state.periodError === null) state.period = { start: state.draft.start!, end: state.draft.end! };
    },
    downloadStarted(state, action: PayloadAction<ProofTarget>) {
      state.download = { busy: action.payload, error: null };
    },
    downloadFinished(state, action: PayloadAction<string | null>) {
      state.download = { busy: null, error: action.payload };
    },
    printStarted(state, action: PayloadAction<ProofTarget>) {
      state.print = { status: 'printing', busy: action.payload, message: null, count: 0 };
    },
    printFinished(state, action: PayloadAction<{ ok: boolean; count: number; message: string | null }>) {
      const { ok, count, message } = action.payload;
      state.print = { status: ok ? 'printed' : 'failed', busy: null, message, count };
    },
  },
  selectors: { selectJustification: (state) => state },
});

/** The slice, in the store once this module has loaded. */
export const justificationSlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const {
  loadStarted,
  rowsLoaded,
  noTransactions,
  loadFailed,
  periodChanged,
  filterRequested,
  downloadStarted,
  downloadFinished,
  printStarted,
  printFinished,
} = justificationSlice.actions;
export const { selectJustification } = justificationSlice.selectors;

/** The page is shown: its rows load (SPEC §4 "loads after view"). */
export const justificationOpened = createAction('justification/opened');
/** Download the proof of one payment (its archive reference) or of all rows shown (ALL_PROOFS). */
export const proofsDownloadRequested = createAction<ProofTarget>('justification/proofsDownloadRequested');
/** Print the proof of one payment, or of each payment shown (kiosk, counter). */
export const proofsPrintRequested = createAction<ProofTarget>('justification/proofsPrintRequested');
