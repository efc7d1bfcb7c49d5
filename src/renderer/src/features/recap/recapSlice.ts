// The return from the provider (SPEC §2 "Summary", §4 "Return to summary").
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { OrderSummary } from '@shared/payment';
import { rootReducer } from '../../app/rootReducer';
import type { StoredOrder } from '../../purchase/storedMobilePurchase';

/** refund (issue 23): paid, but the seats were sold meanwhile; no ticket, the amount goes back. */
export type RecapPhase = 'waiting' | 'summary' | 'refund' | 'cancelled' | 'refused' | 'unavailable' | 'error';

/** Receipt printing on a kiosk or counter device; a failed print can be tried again. */
export type PrintStatus = 'idle' | 'printing' | 'printed' | 'failed';

export interface RecapState {
  phase: RecapPhase;
  summary: OrderSummary | null;
  /** A mobile ticket bought from the provider: what this browser stored of it (no back-office order). */
  purchase: StoredOrder | null;
  message: string | null;
  downloadError: string | null;
  print: { status: PrintStatus; message: string | null };
}

const initialState: RecapState = {
  phase: 'waiting',
  summary: null,
  purchase: null,
  message: null,
  downloadError: null,
  print: { status: 'idle', message: null },
};

const slice = createSlice({
  name: 'recap',
  initialState,
  reducers: {
    recapWaiting() {
      return initialState;
    },
    summaryShown(state, action: PayloadAction<{ summary: OrderSummary; cancelled: boolean }>) {
      const { summary, cancelled } = action.payload;
      state.summary = summary;
      state.phase = cancelled ? 'cancelled' : summary.remboursement ? 'refund' : 'summary';
    },
    appliPurchaseShown(state, action: PayloadAction<StoredOrder>) {
      state.purchase = action.payload;
      state.phase = 'summary';
    },
    recapFailed(
      state,
      action: PayloadAction<{
        phase: Exclude<RecapPhase, 'waiting' | 'summary' | 'refund'>;
        message: string;
      }>,
    ) {
      state.phase = action.payload.phase;
      state.message = action.payload.message;
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
  selectors: { selectRecap: (state) => state },
});

/** The slice, in the store once this module has loaded. */
export const recapSlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const {
  recapWaiting,
  summaryShown,
  appliPurchaseShown,
  recapFailed,
  downloadFailed,
  printStarted,
  printFinished,
} = recapSlice.actions;
export const { selectRecap } = recapSlice.selectors;

export interface RecapQuery {
  module: string | null;
  paymentOk: string | null;
  cancel: string | null;
  PayerID: string | null;
  paymentId: string | null;
  token: string | null;
  abort: string | null;
}

export const recapOpened = createAction<RecapQuery>('recap/opened');
export const receiptRequested = createAction('recap/receiptRequested');
export const ticketRequested = createAction<string>('recap/ticketRequested');
export const printRequested = createAction('recap/printRequested');
