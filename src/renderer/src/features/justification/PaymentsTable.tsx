// The summary's table (SPEC §2 "Table columns", "Footer"): a real table for screen readers (caption,
// column and row headers), in its own labelled region that scrolls sideways on a phone, so the page never
// does. Amounts from cents, the VAT rate as a percent, the star of a pending debit and its legend, the
// daily cap's discount where it applies.
import { enJustification } from '../../i18n/en/justification';
import { frJustification } from '../../i18n/fr/justification';
import { formatDateTime } from '../../ui/dates';
import { useAppSelector } from '../../app/hooks';
import { selectJustification } from './justificationSlice';
import { ProofButtons } from './ProofButtons';
import type { ProofRow } from './rows';
import { selectShownRows, selectShownSummary } from './selectors';
import { eurosOfCents, shortDay, vatRateText } from './summary';
import { useCatalog, useLocale } from '../../i18n/language';

type ColumnKey =
  'orderId' | 'date' | 'paymentRef' | 'product' | 'quantity' | 'priceTtc' | 'priceHt' | 'vatRate' | 'actions';

/** The columns of SPEC §2 (their catalogue keys), numbers aligned right. */
const COLUMNS: { key: ColumnKey; number?: boolean }[] = [
  { key: 'orderId' },
  { key: 'date' },
  { key: 'paymentRef' },
  { key: 'product' },
  { key: 'quantity', number: true },
  { key: 'priceTtc', number: true },
  { key: 'priceHt', number: true },
  { key: 'vatRate', number: true },
  { key: 'actions' },
];
/** The footer's values span every column after their label's: on a phone they show without scrolling. */
const VALUE_SPAN = COLUMNS.length - 1;

/** A payment the daily cap lowered says so once, on its first row shown: the discount is the tap's, not
 * each order's. */
function cappedRows(rows: readonly ProofRow[]): Set<number> {
  const seen = new Set<string>();
  const capped = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.refArchi)) continue;
    seen.add(row.refArchi);
    if (row.discountCents > 0) capped.add(row.orderId);
  }
  return capped;
}

function Row({ row, capped }: { row: ProofRow; capped: boolean }) {
  const t = useCatalog(frJustification, enJustification);
  const locale = useLocale();
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
      <td>
        {row.product}
        {capped ? ' ' : null}
        {capped ? (
          <span className="justification__cap">{t.capNote(eurosOfCents(row.discountCents, locale))}</span>
        ) : null}
      </td>
      <td className="justification__number">{row.quantity}</td>
      <td className="justification__number">{eurosOfCents(row.ttcCents, locale)}</td>
      <td className="justification__number">{eurosOfCents(row.htCents, locale)}</td>
      <td className="justification__number">{vatRateText(row.vatRate, locale, t)}</td>
      <td>
        <ProofButtons refArchi={row.refArchi} />
      </td>
    </tr>
  );
}

export function PaymentsTable() {
  const t = useCatalog(frJustification, enJustification);
  const locale = useLocale();
  const { period } = useAppSelector(selectJustification);
  const rows = useAppSelector(selectShownRows);
  const summary = useAppSelector(selectShownSummary);
  if (!period) return null;
  const capped = cappedRows(rows);
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
                  key={column.key}
                  scope="col"
                  className={column.number ? 'justification__number' : undefined}
                >
                  {t[column.key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row key={row.orderId} row={row} capped={capped.has(row.orderId)} />
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
                <strong>{eurosOfCents(summary.totalCents, locale)}</strong>
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
