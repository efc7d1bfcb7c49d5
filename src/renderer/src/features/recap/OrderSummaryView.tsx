import { collectedAtAgency, type OrderSummary } from '@shared/payment';
import { formatEuros } from '@shared/money';
import { frAddress } from '../../i18n/fr/address';
import { frCart } from '../../i18n/fr/cart';
import { frRecap } from '../../i18n/fr/recap';
import { formatDateTime } from '../../ui/dates';
import { AgencyPickup } from '../cart/AgencyPickup';

const r = frRecap;

/** The order: number, date, lines, shipping, total, payment mode and delivery address, or the agency
 * where shop goods bought at a kiosk are collected. */
export function OrderSummaryView({ summary }: { summary: OrderSummary }) {
  const { order, shippingAddress: address } = summary;
  const pickup = collectedAtAgency(summary);
  return (
    <div className="order-summary">
      <p>
        {r.orderNumber} <strong>{order.id}</strong> — {r.orderDate} {formatDateTime(order.orderDate)}
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
          {order.orderItems.map((item, index) => (
            <tr key={`${item.label}-${index}`}>
              <td>{item.label}</td>
              <td>{item.quantity}</td>
              <td>{formatEuros(item.taxAmount)}</td>
              <td>{formatEuros(item.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {summary.vpc ? (
            <tr>
              <th scope="row" colSpan={3}>
                {pickup ? frCart.pickupRow : frCart.shipping}
              </th>
              <td>{formatEuros(order.shippingPrice)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" colSpan={3}>
              {r.total}
            </th>
            <td>
              <strong>{formatEuros(order.totalPrice)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
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
