// The date-range filter (SPEC §2, §5): two calendars within the rows' days, 'Filtrer par date' applying
// them; a start after the end is refused with SPEC's text and nothing is filtered.
import type { FormEvent } from 'react';
import { enJustification } from '../../i18n/en/justification';
import { frJustification } from '../../i18n/fr/justification';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Alert } from '../../ui/Alert';
import { DayField } from '../../ui/DayField';
import { filterRequested, periodChanged, selectJustification } from './justificationSlice';
import { useCatalog } from '../../i18n/language';

export function PeriodFilter() {
  const t = useCatalog(frJustification, enJustification);
  const dispatch = useAppDispatch();
  const { bounds, draft, periodError } = useAppSelector(selectJustification);
  if (!bounds) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(filterRequested());
  };
  return (
    <form className="justification__filter" aria-label={t.filterLabel} onSubmit={submit} noValidate>
      <DayField
        label={t.periodStart}
        value={draft.start}
        min={bounds.start}
        max={bounds.end}
        onChange={(start) => dispatch(periodChanged({ start }))}
      />
      <DayField
        label={t.periodEnd}
        value={draft.end}
        min={bounds.start}
        max={bounds.end}
        onChange={(end) => dispatch(periodChanged({ end }))}
      />
      <button type="submit" className="button justification__filter-button">
        {t.filter}
      </button>
      {periodError ? (
        <div className="justification__filter-error">
          <Alert tone="error">{t[periodError]}</Alert>
        </div>
      ) : null}
    </form>
  );
}
