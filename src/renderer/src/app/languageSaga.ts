// The chosen language: kept in local storage for the next visit, and given to the document (<html lang>,
// read by screen readers and the browser). A kiosk's session reset is back in French, its storage wiped.
import { call, select, takeEvery } from 'redux-saga/effects';
import { isLanguage, type Language } from '../i18n/catalog';
import { localStore, STORAGE_KEYS } from '../platform/storage';
import { languageChosen, selectLanguage, sessionReset } from './appSlice';

export function storedLanguage(): Language {
  const stored = localStore.get(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : 'fr';
}

export function applyDocumentLanguage(language: Language): void {
  // Written only when it changes: writing the same value still restyles the whole page (:lang()), and on
  // the web home that was one more frame before the tiles'.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}

function* languageApplied(action: { type: string }) {
  const language = (yield select(selectLanguage)) as Language;
  if (languageChosen.match(action)) yield call([localStore, localStore.set], STORAGE_KEYS.language, language);
  yield call(applyDocumentLanguage, language);
}

export function* languageSaga() {
  yield takeEvery([languageChosen.type, sessionReset.type], languageApplied);
}
