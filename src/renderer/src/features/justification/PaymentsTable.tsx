// The summary's table (SPEC §2 "Table columns", "Footer"): a real table for screen readers (caption,
// column and row headers), in its own labelled region that scrolls sideways on a phone, so the page never
// does. Amounts from cents, the VAT rate as a percent, the star of a pending debit and its legend.
import { frJustification as t } from '../../i18n/fr/justification';
import { formatDateTime } from '../../ui/dates';
import { useAppSelector } from '../../app/hooks';
import { selectJustification } from './justificationSlice';
import { ProofButtons } from './ProofButtons';
import type { ProofRow } from './rows';
import { selectShownRows, selectShownSummary } from './selectors';
import { eurosOfCents, shortDay, vatRateText } from './summary';

/** The columns of SPEC §2, numbers aligned right. */
const COLUMNS = [
  { label: t.orderId },
  { label: t.date },
  { label: t.paymentRef },
  { label: t.product },
  { label: t.quantity, number: true },
  { label: t.priceTtc, number: true },
  { label: t.priceHt, number: true },
  { label: t.vatRate, number: true },
  { label: t.actions },
];
/** The footer's values span every column after their label's: on a phone they show without scrolling. */
const VALUE_SPAN = COLUMNS.length - 1;

function Row({ row }: { row: ProofRow }) {
  return (
    <tr>
      <th scope="row">{row.orderId}</th>
      <td>{formatDateTime(row.date)}</td>
      <td>
        {row.refArchi}
        {row.pending ? (
          <>
            <span aria-hidden="true" className="justification__star">
              {` ${t.pendingMark}`}
            </span>
            <span className="visually-hidden">{t.pendingHidden}</span>
          </>
        ) : null}
      </td>
      <td>{row.product}</td>
      <td className="justification__number">{row.quantity}</td>
      <td className="justification__number">{eurosOfCents(row.ttcCents)}</td>
      <td className="justification__number">{eurosOfCents(row.htCents)}</td>
      <td className="justification__number">{vatRateText(row.vatRate)}</td>
      <td>
        <ProofButtons refArchi={row.refArchi} />
      </td>
    </tr>
  );
}

export function PaymentsTable() {
  const { period } = useAppSelector(selectJustification);
  const rows = useAppSelector(selectShownRows);
  const summary = useAppSelector(selectShownSummary);
  if (!period) return null;
  const from = shortDay(period.start);
  const to = shortDay(period.end);
  return (
    <>
      <div className="justification__scroll" role="region" aria-label={t.tableRegion} tabIndex={0}>
        <table className="justification__table">
          <caption>{t.caption(from, to)}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={column.number ? 'justification__number' : undefined}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row key={row.orderId} row={row} />
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t.trips}</th>
              <td colSpan={VALUE_SPAN}>{summary.trips}</td>
            </tr>
            <tr>
              <th scope="row">{t.period}</th>
              <td colSpan={VALUE_SPAN}>{t.periodValue(from, to)}</td>
            </tr>
            <tr>
              <th scope="row">{t.total}</th>
              <td colSpan={VALUE_SPAN}>
                <strong>{eurosOfCents(summary.totalCents)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {rows.some((row) => row.pending) ? (
        <p className="justification__legend">
          <span aria-hidden="true">{`${t.pendingMark} `}</span>
          {t.pendingLegend}
        </p>
      ) : null}
    </>
  );
}
