// The detailed form reached from the e-mailed link (SPEC §2 "Request processing", §4 request status,
// §5 "Processing form"): the request, its form and lists, the typed values and chosen files, the sending.
// The slice joins the store when the route's code loads (injectInto); page actions are in processingActions.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { AccessRequest, Form, ListItem } from '@shared/access-requests';
import type { FileFacts } from './fileRules';
import { rootReducer } from '../../app/rootReducer';

/** loading → ready → sent; or expired (404), failed, processed (status other than A_CONFIRMER). */
export type ProcessingPhase = 'idle' | 'loading' | 'ready' | 'expired' | 'failed' | 'processed' | 'sent';

export interface ProcessingState {
  phase: ProcessingPhase;
  guid: string | null;
  /** Why the form cannot be shown (phase failed). */
  loadError: string | null;
  request: AccessRequest | null;
  /** The form, sections and fields sorted by position. */
  form: Form | null;
  /** List id → its items. */
  lists: Record<number, ListItem[]>;
  /** Field id → typed value (the chosen label for lists). */
  values: Record<number, string>;
  /** Field id → the chosen file (the file itself waits in chosenFiles). */
  files: Record<number, FileFacts>;
  /** Field id → why the last chosen file was refused. */
  fileErrors: Record<number, string>;
  /** Field ids whose current file the back office already has (a retry does not send it twice). */
  uploaded: Record<number, boolean>;
  touched: Record<number, boolean>;
  /** Counts the send attempts refused for invalid fields: the page then moves focus to the first one. */
  invalidAttempts: number;
  saving: boolean;
  sendError: string | null;
}

export const initialProcessingState: ProcessingState = {
  phase: 'idle',
  guid: null,
  loadError: null,
  request: null,
  form: null,
  lists: {},
  values: {},
  files: {},
  fileErrors: {},
  uploaded: {},
  touched: {},
  invalidAttempts: 0,
  saving: false,
  sendError: null,
};

const slice = createSlice({
  name: 'processing',
  initialState: initialProcessingState,
  reducers: {
    loadStarted(_state, action: PayloadAction<string>) {
      return { ...initialProcessingState, phase: 'loading' as const, guid: action.payload };
    },
    /** The form cannot be filled: expired link, already processed, or a failed call (with its message). */
    loadEnded(state, action: PayloadAction<{ phase: 'expired' | 'processed' | 'failed'; error?: string }>) {
      state.phase = action.payload.phase;
      state.loadError = action.payload.error ?? null;
    },
    formReady(
      state,
      action: PayloadAction<{ request: AccessRequest; form: Form; lists: Record<number, ListItem[]> }>,
    ) {
      state.phase = 'ready';
      state.request = action.payload.request;
      state.form = action.payload.form;
      state.lists = action.payload.lists;
    },
    valueChanged(state, action: PayloadAction<{ fieldId: number; value: string }>) {
      state.values[action.payload.fieldId] = action.payload.value;
      state.touched[action.payload.fieldId] = true;
    },
    fieldTouched(state, action: PayloadAction<number>) {
      state.touched[action.payload] = true;
    },
    fileChosen(state, action: PayloadAction<{ fieldId: number; file: FileFacts }>) {
      const { fieldId, file } = action.payload;
      state.files[fieldId] = file;
      delete state.fileErrors[fieldId];
      delete state.uploaded[fieldId];
      state.touched[fieldId] = true;
    },
    fileRefused(state, action: PayloadAction<{ fieldId: number; error: string }>) {
      const { fieldId, error } = action.payload;
      delete state.files[fieldId];
      delete state.uploaded[fieldId];
      state.fileErrors[fieldId] = error;
      state.touched[fieldId] = true;
    },
    sendRefused(state, action: PayloadAction<number[]>) {
      for (const fieldId of action.payload) state.touched[fieldId] = true;
      state.invalidAttempts += 1;
    },
    sendStarted(state) {
      state.saving = true;
      state.sendError = null;
    },
    documentUploaded(state, action: PayloadAction<number>) {
      state.uploaded[action.payload] = true;
    },
    sendFailed(state, action: PayloadAction<string>) {
      state.saving = false;
      state.sendError = action.payload;
    },
    sendSucceeded(state) {
      state.saving = false;
      state.phase = 'sent';
    },
  },
});

/** The slice, in the store once this module has loaded. */
export const processingSlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const {
  loadStarted,
  loadEnded,
  formReady,
  valueChanged,
  fieldTouched,
  fileChosen,
  fileRefused,
  sendRefused,
  sendStarted,
  documentUploaded,
  sendFailed,
  sendSucceeded,
} = processingSlice.actions;
