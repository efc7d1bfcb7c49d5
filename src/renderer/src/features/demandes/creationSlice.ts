// 'Effectuer une demande' (SPEC §2 "Request creation", §5 "Access request creation"): the visible forms,
// the requester's fields, the pick-up point, the captcha's challenge and answer, and the sending.
// The slice joins the store when the route's code loads (injectInto); page actions are in creationActions.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Form, ListItem } from '@shared/access-requests';
import type { LoadStatus } from '../../app/config/configSlice';
import type { CreationField, CreationValues } from './creationRules';
import { rootReducer } from '../../app/rootReducer';

export type CreationTouchable = CreationField | 'formulaire' | 'pointRetrait';

export interface CreationState {
  forms: Form[];
  formsStatus: LoadStatus;
  /** 'Formulaire indisponible…' and the like: the page's error banner. */
  error: string | null;
  values: CreationValues;
  /** Fields the requester changed or left: only those show their errors. */
  touched: Partial<Record<CreationTouchable, boolean>>;
  formId: number | null;
  points: ListItem[];
  pointsStatus: LoadStatus;
  /** Label of the chosen pick-up point. */
  pointLabel: string | null;
  /** The ALTCHA challenge as JSON text (a new text means a new challenge for the widget). */
  challenge: string | null;
  challengeStatus: LoadStatus;
  /** The widget's payload once the proof of work is done: the tokenCaptcha of the creation call. */
  captchaToken: string | null;
  submitting: boolean;
  sent: boolean;
}

export const initialCreationState: CreationState = {
  forms: [],
  formsStatus: 'idle',
  error: null,
  values: { nom: '', prenom: '', email: '' },
  touched: {},
  formId: null,
  points: [],
  pointsStatus: 'idle',
  pointLabel: null,
  challenge: null,
  challengeStatus: 'idle',
  captchaToken: null,
  submitting: false,
  sent: false,
};

const slice = createSlice({
  name: 'creation',
  initialState: initialCreationState,
  reducers: {
    /** A fresh page: what a previous visit typed or sent is gone. */
    creationStarted() {
      return { ...initialCreationState, formsStatus: 'loading' as const };
    },
    formsLoaded(state, action: PayloadAction<Form[]>) {
      state.forms = action.payload;
      state.formsStatus = 'loaded';
    },
    /** The forms, the pick-up points or the challenge could not be loaded: the banner says why. */
    loadFailed(state, action: PayloadAction<{ what: 'forms' | 'points' | 'challenge'; message: string }>) {
      state[`${action.payload.what}Status`] = 'failed';
      state.error = action.payload.message;
    },
    fieldChanged(state, action: PayloadAction<{ field: CreationField; value: string }>) {
      state.values[action.payload.field] = action.payload.value;
      state.touched[action.payload.field] = true;
    },
    fieldTouched(state, action: PayloadAction<CreationTouchable>) {
      state.touched[action.payload] = true;
    },
    formChosen(state, action: PayloadAction<number | null>) {
      state.formId = action.payload;
      state.touched.formulaire = true;
      state.points = [];
      state.pointLabel = null;
      const form = state.forms.find((f) => f.id === action.payload);
      state.pointsStatus = typeof form?.listeIdRetrait === 'number' ? 'loading' : 'idle';
    },
    pointsLoaded(state, action: PayloadAction<ListItem[]>) {
      state.points = action.payload;
      state.pointsStatus = 'loaded';
    },
    pointChosen(state, action: PayloadAction<string | null>) {
      state.pointLabel = action.payload;
      state.touched.pointRetrait = true;
    },
    challengeRequested(state) {
      state.challengeStatus = 'loading';
      state.challenge = null;
      state.captchaToken = null;
    },
    challengeLoaded(state, action: PayloadAction<string>) {
      state.challenge = action.payload;
      state.challengeStatus = 'loaded';
    },
    /** The widget's payload once solved; null again when reset, expired or failed. */
    captchaAnswered(state, action: PayloadAction<string | null>) {
      state.captchaToken = action.payload;
    },
    submitStarted(state) {
      state.submitting = true;
      state.error = null;
    },
    submitFailed(state, action: PayloadAction<string>) {
      state.submitting = false;
      state.error = action.payload;
    },
    submitSucceeded(state) {
      state.submitting = false;
      state.sent = true;
    },
  },
});

/** The slice, in the store once this module has loaded. */
export const creationSlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const {
  creationStarted,
  formsLoaded,
  loadFailed,
  fieldChanged,
  fieldTouched,
  formChosen,
  pointsLoaded,
  pointChosen,
  challengeRequested,
  challengeLoaded,
  captchaAnswered,
  submitStarted,
  submitFailed,
  submitSucceeded,
} = creationSlice.actions;
