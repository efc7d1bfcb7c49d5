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

const COLUMNS = [
  t.orderId,
  t.date,
  t.paymentRef,
  t.product,
  t.quantity,
  t.priceTtc,
  t.priceHt,
  t.vatRate,
  t.actions,
];
/** The footer's labels span the columns up to the price incl. tax, where TOTAL's amount sits. */
const LABEL_SPAN = 5;

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
                <th key={column} scope="col">
                  {column}
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
              <th scope="row" colSpan={LABEL_SPAN}>
                {t.trips}
              </th>
              <td colSpan={COLUMNS.length - LABEL_SPAN}>{summary.trips}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={LABEL_SPAN}>
                {t.period}
              </th>
              <td colSpan={COLUMNS.length - LABEL_SPAN}>{t.periodValue(from, to)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={LABEL_SPAN}>
                {t.total}
              </th>
              <td className="justification__number">
                <strong>{eurosOfCents(summary.totalCents)}</strong>
              </td>
              <td colSpan={COLUMNS.length - LABEL_SPAN - 1} />
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
