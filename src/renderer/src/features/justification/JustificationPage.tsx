// /justification 'Synthèse de vos paiements à bord' (SPEC §2, §4, §8): the taps the provider's framed page
// sent, joined with the orders the back office bound to them, newest first; the date-range filter; the
// proofs of payment, downloaded or printed; 'Recommencer' back to the framed page.
import { useEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { Link } from 'react-router-dom';
import { frameHref } from '../../app/frameHref';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { enJustification } from '../../i18n/en/justification';
import { frJustification } from '../../i18n/fr/justification';
import { enPages } from '../../i18n/en/pages';
import { frPages } from '../../i18n/fr/pages';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { justificationOpened, selectJustification } from './justificationSlice';
import { PaymentsTable } from './PaymentsTable';
import { PeriodFilter } from './PeriodFilter';
import { AllProofsButtons, ProofsStatus } from './ProofButtons';
import { selectShownRows } from './selectors';
import './justification.css';
import { useCatalog, useLocale } from '../../i18n/language';

export default function JustificationPage() {
  const locale = useLocale();
  const tPages = useCatalog(frPages, enPages);
  const t = useCatalog(frJustification, enJustification);
  const dispatch = useAppDispatch();
  const { phase, message, frameUrl } = useAppSelector(selectJustification);
  const shown = useAppSelector(selectShownRows);

  useEffect(() => {
    dispatch(justificationOpened());
  }, [dispatch]);

  return (
    // The calendars in French: jj/mm/aaaa, weeks from Monday (SPEC §9).
    <I18nProvider locale={locale}>
      <section className="page justification">
        <h1>{tPages.justification}</h1>
        {phase === 'loading' ? <Spinner /> : null}
        {phase === 'empty' ? <Alert tone="warning">{t.noTransactions}</Alert> : null}
        {phase === 'error' ? <Alert tone="error">{message ?? t.error}</Alert> : null}
        {phase === 'ready' ? (
          <>
            <div className="justification__tools">
              <PeriodFilter />
              {shown.length > 0 ? (
                <div className="justification__all">
                  <AllProofsButtons />
                </div>
              ) : null}
            </div>
            <ProofsStatus />
            {shown.length > 0 ? <PaymentsTable /> : <Alert tone="info">{t.noTransactionsInPeriod}</Alert>}
          </>
        ) : null}
        {frameUrl && phase !== 'loading' ? (
          <div className="actions">
            <Link className="button button--secondary" to={frameHref(frameUrl)}>
              {t.restart}
            </Link>
          </div>
        ) : null}
      </section>
    </I18nProvider>
  );
}
