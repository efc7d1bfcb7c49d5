// The summary of a mobile ticket (SPEC §4 "Mobile-ticket flow"): the order the provider made, as this
// browser stored it before paying, and where the ticket now is.
import { useAppSelector } from '../../app/hooks';
import { selectPreferences } from '../../app/config/configSlice';
import { frAppli } from '../../i18n/fr/appli';
import { frRecap } from '../../i18n/fr/recap';
import { formatDateTime } from '../../ui/dates';
import { formatCents, vatCents } from '../appli/prices';
import type { StoredOrder } from '../appli/storedPurchase';

const r = frRecap;
const a = frAppli.recap;

export function AppliPurchaseView({ order }: { order: StoredOrder }) {
  // The network's name is its logo's text (the header's link home says it too).
  const network = useAppSelector(selectPreferences)?.logo.alt.trim() || null;
  const { article } = order;
  return (
    <div className="order-summary">
      <p>
        {a.order} <strong>{order.idCommande}</strong> — {a.date} {formatDateTime(order.date)}
      </p>
      <table className="order-summary__lines">
        <caption className="visually-hidden">{r.linesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{r.product}</th>
            <th scope="col">{r.quantity}</th>
            <th scope="col">{r.vat}</th>
            <th scope="col">{r.price}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{article.label}</td>
            <td>1</td>
            <td>{formatCents(vatCents(article))}</td>
            <td>{formatCents(article.prixTTC)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {r.total}
            </th>
            <td>
              <strong>{formatCents(article.prixTTC)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <p>{a.inApp(network)}</p>
    </div>
  );
}
