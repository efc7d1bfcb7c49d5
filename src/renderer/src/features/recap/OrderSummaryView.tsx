import { collectedAtAgency, type OrderSummary } from '@shared/payment';
import { formatEuros } from '@shared/money';
import { enAddress } from '../../i18n/en/address';
import { frAddress } from '../../i18n/fr/address';
import { enCart } from '../../i18n/en/cart';
import { frCart } from '../../i18n/fr/cart';
import { enRecap } from '../../i18n/en/recap';
import { frRecap } from '../../i18n/fr/recap';
import { AgencyPickup } from '../../purchase/AgencyPickup';
import { itemDetails } from './itemDetails';
import { OrderLines } from './OrderLines';
import { useCatalog, useLocale } from '../../i18n/language';

/** The order: number, date, lines, shipping, total, payment mode and delivery address, or the agency
 * where shop goods bought at a kiosk are collected. */
export function OrderSummaryView({ summary }: { summary: OrderSummary }) {
  const tAddress = useCatalog(frAddress, enAddress);
  const tCart = useCatalog(frCart, enCart);
  const r = useCatalog(frRecap, enRecap);
  const locale = useLocale();
  const { order, shippingAddress: address } = summary;
  const pickup = collectedAtAgency(summary);
  return (
    <div className="order-summary">
      <OrderLines
        id={order.id}
        date={order.orderDate}
        items={order.orderItems}
        details={(index) => itemDetails(order.orderItems[index]!, order.orderDate, { cart: tCart, recap: r })}
        total={order.totalPrice}
        extraRow={
          summary.vpc ? (
            <tr>
              <th scope="row" colSpan={3}>
                {pickup ? tCart.pickupRow : tCart.shipping}
              </th>
              <td>{formatEuros(order.shippingPrice, locale)}</td>
            </tr>
          ) : null
        }
      />
      <p>
        {r.paymentMode} {summary.paymentMode?.label}
      </p>
      {pickup ? <AgencyPickup /> : null}
      {address ? (
        <div>
          <h2>{r.deliveryAddress}</h2>
          <address>
            {address.gender === 'MME' ? tAddress.mme : tAddress.mr} {address.firstname} {address.lastname}
            <br />
            {address.address}
            <br />
            {address.postalCode} {address.town}
          </address>
        </div>
      ) : null}
    </div>
  );
}
