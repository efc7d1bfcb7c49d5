// 'Total' of the chosen titles and 'Valider': it waits for a title (aria-disabled keeps its Tab stop and
// says why when pressed), then hands over to the screen's saga.
import { useState, type ReactNode } from 'react';
import { formatEuros } from '@shared/money';
import { useAppSelector } from '../../../app/hooks';
import { enRechargement } from '../../../i18n/en/rechargement';
import { frRechargement } from '../../../i18n/fr/rechargement';
import { Alert } from '../../../ui/Alert';
import { selectProductChoice } from './productChoiceSlice';
import { chosenTotal } from './rules';
import './products.css';
import { useCatalog, useLocale } from '../../../i18n/language';

interface Props {
  busy: boolean;
  error: string | null;
  onValidate: () => void;
  /** Other actions, before 'Valider' ('Retour'). */
  children?: ReactNode;
}

export function ChoiceSummary({ busy, error, onValidate, children }: Props) {
  const t = useCatalog(frRechargement, enRechargement).products;
  const locale = useLocale();
  const { products } = useAppSelector(selectProductChoice);
  const total = chosenTotal(products);
  const [triedEmpty, setTriedEmpty] = useState(false);
  return (
    <div className="reload-summary">
      <p className="reload-summary__total">
        <span>{t.total}</span> <strong>{formatEuros(total, locale)}</strong>
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {triedEmpty && total <= 0 ? <Alert tone="error">{t.chooseOne}</Alert> : null}
      <div className="actions">
        {children}
        <button
          type="button"
          className="button"
          aria-disabled={total <= 0 || busy || undefined}
          onClick={() => {
            if (total <= 0) setTriedEmpty(true);
            else if (!busy) onValidate();
          }}
        >
          {t.validate}
        </button>
      </div>
    </div>
  );
}
