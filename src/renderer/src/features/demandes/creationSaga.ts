// Side effects of 'Effectuer une demande' (SPEC §7 "Access requests", §8): the visible forms and the
// captcha challenge on opening, the chosen form's pick-up points, and the creation call.
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AccessRequest, ChoiceList, Form, ListItem } from '@shared/access-requests';
import { createRequest, getCaptchaChallenge, getList, getVisibleForms } from '../../api/forms';
import { serverMessage } from '../../api/errors';
import { enDemandes } from '../../i18n/en/demandes';
import { frDemandes } from '../../i18n/fr/demandes';
import { creationReady, needsPickupPoint } from './creationRules';
import { accessOpened, accessSubmitted, captchaExpired } from './creationActions';
import { selectChosenForm, selectChosenPoint, selectCreation } from './creationSelectors';
import {
  challengeLoaded,
  challengeRequested,
  creationStarted,
  formChosen,
  formsLoaded,
  loadFailed,
  pointsLoaded,
  submitFailed,
  submitStarted,
  submitSucceeded,
  type CreationState,
} from './creationSlice';
import { catalogOf } from '../../i18n/language';

function* loadForms() {
  const t = yield* catalogOf(frDemandes, enDemandes);
  try {
    const answer: unknown = yield call(getVisibleForms);
    const forms = Array.isArray(answer) ? (answer as Form[]) : [];
    yield put(formsLoaded(forms));
    // SPEC §2: the only form is chosen for the requester.
    if (forms.length === 1) yield put(formChosen(forms[0]!.id));
  } catch {
    yield put(loadFailed({ what: 'forms', message: t.formUnavailable }));
  }
}

/** A new challenge for the widget: on opening, when it expired, and after a refused creation. */
export function* loadChallenge() {
  const t = yield* catalogOf(frDemandes, enDemandes);
  yield put(challengeRequested());
  try {
    const challenge: unknown = yield call(getCaptchaChallenge);
    if (!challenge || typeof challenge !== 'object') throw new Error('Défi absent de la réponse');
    yield put(challengeLoaded(JSON.stringify(challenge)));
  } catch {
    yield put(loadFailed({ what: 'challenge', message: t.captchaUnavailable }));
  }
}

export function* openAccess() {
  yield put(creationStarted());
  yield all([call(loadForms), call(loadChallenge)]);
}

export function* loadPickupPoints() {
  const t = yield* catalogOf(frDemandes, enDemandes);
  const form: Form | null = yield select(selectChosenForm);
  if (!form || !needsPickupPoint(form)) return;
  try {
    const list: ChoiceList = yield call(getList, form.listeIdRetrait!);
    yield put(pointsLoaded(Array.isArray(list?.donneeDeListes) ? list.donneeDeListes : []));
  } catch {
    yield put(loadFailed({ what: 'points', message: t.formUnavailable }));
  }
}

export function* submitAccess() {
  const t = yield* catalogOf(frDemandes, enDemandes);
  const state: CreationState = yield select(selectCreation);
  const form: Form | null = yield select(selectChosenForm);
  const point: ListItem | null = yield select(selectChosenPoint);
  const { values, captchaToken } = state;
  if (!creationReady({ values, form, pickupPoint: point?.label ?? null, captchaToken }) || !form) return;
  yield put(submitStarted());
  const request: AccessRequest = {
    demandeurNom: values.nom.trim(),
    demandeurPrenom: values.prenom.trim(),
    demandeurEmail: values.email.trim(),
    formulaireId: form.id,
    ...(point
      ? { demandeurPointRetraitLabel: point.label, demandeurPointRetraitInfo: point.info ?? null }
      : {}),
    donneesDeDemandes: [],
  };
  try {
    const created: unknown = yield call(createRequest, request, captchaToken!);
    if (!created) throw new Error('Demande non créée');
    yield put(submitSucceeded());
  } catch (error) {
    yield put(submitFailed(serverMessage(error) ?? t.creationFailed));
    // A captcha answer is good for one request: the requester solves a new one to try again.
    yield call(loadChallenge);
  }
}

export function* creationSaga() {
  yield takeLatest(accessOpened.type, openAccess);
  yield takeLatest(formChosen.type, loadPickupPoints);
  yield takeLatest(captchaExpired.type, loadChallenge);
  yield takeLeading(accessSubmitted.type, submitAccess);
}
