// /reservation/modification (SPEC §2 "Reservation", §4 "Modification"): with no reservation found nor the
// 'already modified' flag, back to the modify tab; an already modified ticket asks for the new number; a
// departed one can no longer change; otherwise the ticket, a new day, its runs, the confirmation, then
// the new ticket.
import { I18nProvider } from 'react-aria-components';
import { Link, Navigate } from 'react-router-dom';
import { hasDeparted } from '@shared/reservation-rules';
import { useAppSelector } from '../../../app/hooks';
import { enPages } from '../../../i18n/en/pages';
import { frPages } from '../../../i18n/fr/pages';
import { enReservation } from '../../../i18n/en/reservation';
import { frReservation } from '../../../i18n/fr/reservation';
import { enModification } from '../../../i18n/en/reservationModification';
import { frModification } from '../../../i18n/fr/reservationModification';
import { Alert } from '../../../ui/Alert';
import { parisNow } from './clock';
import { ConfirmDialog } from './ConfirmDialog';
import { ModificationDone } from './ModificationDone';
import { selectModification } from './modificationSlice';
import { TicketDetails } from './TicketDetails';
import { TripSearch } from './TripSearch';
import './modification.css';
import { useCatalog, useLocale } from '../../../i18n/language';

export const MODIFY_TAB = '/reservation/infos?tab=2';

function BackToModifyTab() {
  const m = useCatalog(frModification, enModification);
  return (
    <div className="actions">
      <Link className="button button--secondary" to={MODIFY_TAB}>
        {m.backToModify}
      </Link>
    </div>
  );
}

export default function ModificationPage() {
  const locale = useLocale();
  const tPages = useCatalog(frPages, enPages);
  const t = useCatalog(frReservation, enReservation);
  const { article, alreadyModified, newTicket } = useAppSelector(selectModification);
  if (!article && !alreadyModified) return <Navigate to={MODIFY_TAB} replace />;

  let body;
  if (!article) {
    body = (
      <>
        <Alert tone="warning">{t.alreadyModified}</Alert>
        <BackToModifyTab />
      </>
    );
  } else if (newTicket) {
    body = <ModificationDone newTicket={newTicket} />;
  } else if (hasDeparted(article.dateDepart, parisNow())) {
    body = (
      <>
        <TicketDetails article={article} />
        <Alert tone="warning">{t.departed}</Alert>
        <BackToModifyTab />
      </>
    );
  } else {
    body = (
      <>
        <TicketDetails article={article} />
        <TripSearch />
        <ConfirmDialog />
      </>
    );
  }
  return (
    <I18nProvider locale={locale}>
      <section className="page modification">
        <h1>{tPages.reservationModification}</h1>
        {body}
      </section>
    </I18nProvider>
  );
}
