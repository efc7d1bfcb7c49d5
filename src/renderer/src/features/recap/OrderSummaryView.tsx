import { collectedAtAgency, type OrderSummary } from '@shared/payment';
import { formatEuros } from '@shared/money';
import { frAddress } from '../../i18n/fr/address';
import { frCart } from '../../i18n/fr/cart';
import { frRecap } from '../../i18n/fr/recap';
import { AgencyPickup } from '../cart/AgencyPickup';
import { OrderLines } from './OrderLines';

const r = frRecap;

/** The order: number, date, lines, shipping, total, payment mode and delivery address, or the agency
 * where shop goods bought at a kiosk are collected. */
export function OrderSummaryView({ summary }: { summary: OrderSummary }) {
  const { order, shippingAddress: address } = summary;
  const pickup = collectedAtAgency(summary);
  return (
    <div className="order-summary">
      <OrderLines
        id={order.id}
        date={order.orderDate}
        items={order.orderItems}
        total={order.totalPrice}
        extraRow={
          summary.vpc ? (
            <tr>
              <th scope="row" colSpan={3}>
                {pickup ? frCart.pickupRow : frCart.shipping}
              </th>
              <td>{formatEuros(order.shippingPrice)}</td>
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
            {address.gender === 'MME' ? frAddress.mme : frAddress.mr} {address.firstname} {address.lastname}
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
