// Side effects of the processing form (SPEC §4, §7 "Access requests", §8): the request by its guid, its
// form and lists; then each document uploaded one by one and only then the request itself.
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AccessRequest, ChoiceList, Form, ListItem } from '@shared/access-requests';
import { getForm, getList, getRequest, updateRequest, uploadDocument } from '../../api/forms';
import { httpStatus, serverMessage } from '../../api/errors';
import { enDemandes } from '../../i18n/en/demandes';
import { frDemandes } from '../../i18n/fr/demandes';
import { readBase64 } from './base64';
import { chosenFile, clearChosenFiles } from './chosenFiles';
import { buildDataItems, sortedSections } from './dataItems';
import { formErrors } from './formErrors';
import { requestOpened, sendRequested } from './processingActions';
import { selectProcessing } from './processingSelectors';
import {
  documentUploaded,
  formReady,
  loadEnded,
  loadStarted,
  sendFailed,
  sendRefused,
  sendStarted,
  sendSucceeded,
  type ProcessingState,
} from './processingSlice';
import type { Catalog } from '../../i18n/catalog';
import { catalogOf } from '../../i18n/language';

/** SPEC §8: 413 is 'Fichier trop volumineux'; otherwise the server's message, else the generic one. */
export function sendErrorMessage(error: unknown, t: Catalog<typeof frDemandes>): string {
  if (httpStatus(error) === 413) return t.fileTooLarge;
  return serverMessage(error) ?? t.sendFailed;
}

function* loadForm(request: AccessRequest) {
  const t = yield* catalogOf(frDemandes, enDemandes);
  try {
    const answer: Form = yield call(getForm, request.formulaireId);
    const sections = sortedSections(answer);
    const form: Form = { ...answer, sections };
    const listFields = sections.flatMap((s) => s.champs).filter((f) => f.type === 'Liste');
    const listIds = [
      ...new Set(listFields.flatMap((f) => (typeof f.listeId === 'number' ? [f.listeId] : []))),
    ];
    const answers: ChoiceList[] = yield all(listIds.map((id) => call(getList, id)));
    const lists: Record<number, ListItem[]> = {};
    listIds.forEach((id, index) => {
      const items = answers[index]?.donneeDeListes;
      lists[id] = Array.isArray(items) ? items : [];
    });
    yield put(formReady({ request, form, lists }));
  } catch {
    yield put(loadEnded({ phase: 'failed', error: t.formUnavailable }));
  }
}

export function* openRequest({ payload: guid }: ReturnType<typeof requestOpened>) {
  const t = yield* catalogOf(frDemandes, enDemandes);
  yield call(clearChosenFiles);
  yield put(loadStarted(guid));
  let request: AccessRequest;
  try {
    request = yield call(getRequest, guid);
  } catch (error) {
    yield put(
      httpStatus(error) === 404
        ? loadEnded({ phase: 'expired' })
        : loadEnded({ phase: 'failed', error: t.lookupFailed }),
    );
    return;
  }
  if (!request || typeof request !== 'object' || typeof request.formulaireId !== 'number') {
    yield put(loadEnded({ phase: 'failed', error: t.lookupFailed }));
    return;
  }
  // SPEC §4: only a request waiting for its details (A_CONFIRMER) can be filled.
  if (request.statut !== 'A_CONFIRMER') {
    yield put(loadEnded({ phase: 'processed' }));
    return;
  }
  yield call(loadForm, request);
}

export function* sendRequest() {
  const t = yield* catalogOf(frDemandes, enDemandes);
  const state: ProcessingState = yield select(selectProcessing);
  const { request, form } = state;
  if (state.phase !== 'ready' || state.saving || !request || !form) return;
  const sections = form.sections ?? [];
  if (Object.keys(formErrors(sections, state, t)).length > 0) {
    yield put(sendRefused(sections.flatMap((s) => s.champs.map((f) => f.id))));
    return;
  }
  yield put(sendStarted());
  // Documents first, one at a time; a failed one stops everything before the request is sent.
  for (const section of sections) {
    for (const field of section.champs) {
      if (field.type !== 'Fichier' || !state.files[field.id] || state.uploaded[field.id]) continue;
      try {
        const file = chosenFile(field.id);
        if (!file) throw new Error('Fichier choisi introuvable');
        const donnees: string = yield call(readBase64, file);
        yield call(uploadDocument, request.id!, {
          documentDTO: { donnees, donneesContentType: file.type },
          champDTO: field,
          section: section.nom,
        });
        yield put(documentUploaded(field.id));
      } catch (error) {
        yield put(sendFailed(sendErrorMessage(error, t)));
        return;
      }
    }
  }
  try {
    yield call(updateRequest, {
      ...request,
      donneesDeDemandes: buildDataItems(sections, state.values, state.lists),
    });
  } catch (error) {
    yield put(sendFailed(sendErrorMessage(error, t)));
    return;
  }
  yield call(clearChosenFiles);
  yield put(sendSucceeded());
}

export function* processingSaga() {
  yield takeLatest(requestOpened.type, openRequest);
  yield takeLeading(sendRequested.type, sendRequest);
}
