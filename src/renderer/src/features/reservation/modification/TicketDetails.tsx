// The ticket to modify (SPEC §2 "Modification page": ticket details): its number, title, journey, line,
// departure day and time and its price (cents from the back office, SPEC §9).
import type { ReservationArticle } from '@shared/reservation';
import { formatEuros } from '@shared/money';
import { enReservation } from '../../../i18n/en/reservation';
import { frReservation } from '../../../i18n/fr/reservation';
import { enModification } from '../../../i18n/en/reservationModification';
import { frModification } from '../../../i18n/fr/reservationModification';
import { formatDay, localTime } from '../../../ui/dates';
import { euros } from './modificationRules';
import { useCatalog, useLocale } from '../../../i18n/language';

export function TicketDetails({ article }: { article: ReservationArticle }) {
  const t = useCatalog(frReservation, enReservation);
  const m = useCatalog(frModification, enModification);
  const locale = useLocale();
  const rows: [string, string][] = [
    [m.ticket, article.ticket?.numero ?? article.numSupport],
    [m.product, article.libelle],
    [m.journey, m.journeyText(article.libelleOrigine, article.libelleDestination)],
    [t.line, article.libelleLigne],
    [m.departure, m.departureText(formatDay(article.dateDepart.slice(0, 10)), localTime(article.dateDepart))],
    [m.price, formatEuros(euros(article.prixTTC), locale)],
  ];
  return (
    <section className="ticket-details" aria-labelledby="ticket-details-titre">
      <h2 id="ticket-details-titre">{m.ticketTitle}</h2>
      <dl className="ticket-details__list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
