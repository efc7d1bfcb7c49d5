// The summary of a mobile ticket (SPEC §4 "Mobile-ticket flow"): the order the provider made, as this
// browser stored it before paying (cents, shown in euros), and where the ticket now is.
import { centsToEuros } from '@shared/mobile-ticket';
import { enAppli } from '../../i18n/en/appli';
import { frAppli } from '../../i18n/fr/appli';
import { vatCents } from '../../purchase/mobilePrices';
import type { StoredOrder } from '../../purchase/storedMobilePurchase';
import { OrderLines } from './OrderLines';
import { useCatalog } from '../../i18n/language';

export function AppliPurchaseView({ order }: { order: StoredOrder }) {
  const tAppli = useCatalog(frAppli, enAppli);
  const { article } = order;
  const price = centsToEuros(article.prixTTC);
  return (
    <div className="order-summary">
      <OrderLines
        id={order.idCommande}
        date={order.date}
        items={[
          {
            label: article.label,
            quantity: 1,
            taxAmount: centsToEuros(vatCents(article)),
            totalPrice: price,
          },
        ]}
        total={price}
      />
      <p>{tAppli.recap.inApp}</p>
    </div>
  );
}
