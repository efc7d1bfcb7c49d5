// The return from the provider (SPEC §2 "Summary", §4 "Return to summary").
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderSummary } from '@shared/payment';

export type RecapPhase = 'waiting' | 'summary' | 'cancelled' | 'refused' | 'unavailable' | 'error';

export interface RecapState {
  phase: RecapPhase;
  summary: OrderSummary | null;
  message: string | null;
  downloadError: string | null;
}

const initialState: RecapState = { phase: 'waiting', summary: null, message: null, downloadError: null };

export const recapSlice = createSlice({
  name: 'recap',
  initialState,
  reducers: {
    recapWaiting() {
      return initialState;
    },
    summaryShown(state, action: PayloadAction<{ summary: OrderSummary; cancelled: boolean }>) {
      state.summary = action.payload.summary;
      state.phase = action.payload.cancelled ? 'cancelled' : 'summary';
    },
    recapFailed(
      state,
      action: PayloadAction<{ phase: Exclude<RecapPhase, 'waiting' | 'summary'>; message: string }>,
    ) {
      state.phase = action.payload.phase;
      state.message = action.payload.message;
    },
    downloadFailed(state, action: PayloadAction<string | null>) {
      state.downloadError = action.payload;
    },
  },
  selectors: { selectRecap: (state) => state },
});

export const { recapWaiting, summaryShown, recapFailed, downloadFailed } = recapSlice.actions;
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
