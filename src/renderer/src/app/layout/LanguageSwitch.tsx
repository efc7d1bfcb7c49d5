// French or English: two native toggle buttons in a named group (react-aria's ToggleButtonGroup would
// weigh on home's bundle). Each language is named in itself, with its lang for screen readers.
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/catalog';
import { useCatalog, useLanguage } from '../../i18n/language';
import { useAppDispatch } from '../hooks';
import { languageChosen } from '../appSlice';

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const dispatch = useAppDispatch();
  const current = useLanguage();
  const t = useCatalog(fr, en);
  return (
    <div role="group" aria-label={t.app.language} className={`language-switch ${className}`}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch__button"
          aria-pressed={language === current}
          onClick={() => dispatch(languageChosen(language))}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
