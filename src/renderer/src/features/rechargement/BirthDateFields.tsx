// 'Date de naissance': day, month and year selects under one legend and its hint (SPEC §2 "Card reload").
import { useId } from 'react';
import type { Locale } from 'date-fns';
import { enRechargement } from '../../i18n/en/rechargement';
import { frRechargement } from '../../i18n/fr/rechargement';
import { ChoiceSelect, type Choice } from './fields/ChoiceSelect';
import type { BirthDateParts } from './cardLookupRules';
import { useCatalog, useLanguage } from '../../i18n/language';
import { DATE_FNS_LOCALES } from './dateLocale';

const DAYS: Choice[] = Array.from({ length: 31 }, (_, i) => ({ id: String(i + 1), label: String(i + 1) }));
const months = (locale: Locale): Choice[] =>
  Array.from({ length: 12 }, (_, i) => ({
    id: String(i + 1),
    label: locale.localize.month(i as 0, { width: 'wide' }),
  }));

interface Props {
  parts: BirthDateParts;
  years: readonly number[];
  onChange: (parts: Partial<BirthDateParts>) => void;
}

export function BirthDateFields({ parts, years, onChange }: Props) {
  const t = useCatalog(frRechargement, enRechargement).lookup;
  const monthChoices = months(DATE_FNS_LOCALES[useLanguage()]);
  const id = useId();
  const hintId = `${id}-aide`;
  // No error of its own: a birth date that is no date is simply not sent (SPEC §5, issue 26 §4).
  const describedBy = hintId;
  const yearChoices = years.map((year) => ({ id: String(year), label: String(year) }));
  return (
    <fieldset className="birth-date" aria-describedby={describedBy}>
      <legend>{t.birthDate}</legend>
      <p id={hintId} className="form-hint">
        {t.birthDateHint}
      </p>
      <div className="birth-date__parts">
        <ChoiceSelect
          label={t.day}
          choices={DAYS}
          value={parts.day}
          describedBy={describedBy}
          onChange={(day) => onChange({ day })}
        />
        <ChoiceSelect
          label={t.month}
          choices={monthChoices}
          value={parts.month}
          describedBy={describedBy}
          onChange={(month) => onChange({ month })}
        />
        <ChoiceSelect
          label={t.year}
          choices={yearChoices}
          value={parts.year}
          describedBy={describedBy}
          onChange={(year) => onChange({ year })}
        />
      </div>
    </fieldset>
  );
}
