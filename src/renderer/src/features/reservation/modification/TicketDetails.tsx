// The ticket to modify (SPEC §2 "Modification page": ticket details): its number, title, journey, line,
// departure day and time and its price (cents from the back office, SPEC §9).
import type { ReservationArticle } from '@shared/reservation';
import { formatEuros } from '@shared/money';
import { frReservation as t } from '../../../i18n/fr/reservation';
import { frModification as m } from '../../../i18n/fr/reservationModification';
import { formatDay, localTime } from '../../../ui/dates';
import { euros } from './modificationRules';

export function TicketDetails({ article }: { article: ReservationArticle }) {
  const rows: [string, string][] = [
    [m.ticket, article.ticket?.numero ?? article.numSupport],
    [m.product, article.libelle],
    [m.journey, m.journeyText(article.libelleOrigine, article.libelleDestination)],
    [t.line, article.libelleLigne],
    [m.departure, m.departureText(formatDay(article.dateDepart.slice(0, 10)), localTime(article.dateDepart))],
    [m.price, formatEuros(euros(article.prixTTC))],
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
