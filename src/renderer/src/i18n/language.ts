// Reading the current language's catalogue: `useCatalog(frX, enX)` in a component, `yield* catalogOf(frX,
// enX)` in a saga. The layout provides the store's language to every page (French outside it, as in a
// component's unit test). A saga's text stored in state is written in the language current when it is
// stored; a server's message is stored as sent.
import { createContext, useContext } from 'react';
import { select } from 'redux-saga/effects';
import { selectLanguage } from '../app/appSlice';
import { LOCALES, type Catalog, type Language, type Locale } from './catalog';

export const LanguageContext = createContext<Language>('fr');

export const pick = <F>(language: Language, fr: F, en: Catalog<F>): Catalog<F> =>
  (language === 'en' ? en : fr) as Catalog<F>;

export const useLanguage = (): Language => useContext(LanguageContext);

export const useLocale = (): Locale => LOCALES[useLanguage()];

export function useCatalog<F>(fr: F, en: Catalog<F>): Catalog<F> {
  return pick(useLanguage(), fr, en);
}

export function* catalogOf<F>(fr: F, en: Catalog<F>) {
  const language = (yield select(selectLanguage)) as Language;
  return pick(language, fr, en);
}
