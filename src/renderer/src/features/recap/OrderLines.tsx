// An order's number and date, its lines (product, quantity, VAT, price) and its total: the same table for
// a back-office order and for a mobile ticket the provider sold.
import { ProductNamesNote } from '../../ui/ProductNamesNote';
import type { ReactNode } from 'react';
import type { OrderItem } from '@shared/payment';
import { formatEuros } from '@shared/money';
import { enRecap } from '../../i18n/en/recap';
import { frRecap } from '../../i18n/fr/recap';
import { formatDateTime } from '../../ui/dates';
import { useCatalog, useLocale } from '../../i18n/language';

export function OrderLines(props: {
  id: string | number;
  /** ISO instant of the order. */
  date: string;
  items: Pick<OrderItem, 'label' | 'quantity' | 'taxAmount' | 'totalPrice'>[];
  /** What each item is, under its label (a back-office order's titles and seats). */
  details?: (index: number) => string[];
  /** Euros. */
  total: number;
  /** A row before the total (the shop's shipping). */
  extraRow?: ReactNode;
}) {
  const r = useCatalog(frRecap, enRecap);
  const locale = useLocale();
  return (
    <>
      <p>
        {r.orderNumber} <strong>{props.id}</strong> — {r.orderDate} {formatDateTime(props.date)}
      </p>
      <ProductNamesNote />
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
          {props.items.map((item, index) => (
            <tr key={`${item.label}-${index}`}>
              <td>
                {item.label}
                {props.details?.(index).map((line) => (
                  <span key={line} className="order-summary__detail">
                    {line}
                  </span>
                ))}
              </td>
              <td>{item.quantity}</td>
              <td>{formatEuros(item.taxAmount, locale)}</td>
              <td>{formatEuros(item.totalPrice, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {props.extraRow}
          <tr>
            <th scope="row" colSpan={3}>
              {r.total}
            </th>
            <td>
              <strong>{formatEuros(props.total, locale)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </>
  );
}
