// What the table shows of its rows (SPEC §2 "Footer", §9 cents and VAT per ten thousand): amounts from
// cents, summed in cents; the VAT rate as a percent; the trips counted; the period as dd/MM/yy.
import { formatEuros } from '@shared/money';
import { vatPercent } from '@shared/onboard-payments';
import type { Catalog, Locale } from '../../i18n/catalog';
import type { frJustification } from '../../i18n/fr/justification';
import type { ProofRow } from './rows';

/** "12,90 €" from 1290 cents ("€12.90" in English). */
export const eurosOfCents = (cents: number, locale: Locale): string => formatEuros(cents / 100, locale);

/** "10 %" from 1000 per ten thousand, "5,5 %" from 550 ("5.5%" in English). */
export const vatRateText = (
  perTenThousand: number,
  locale: Locale,
  t: Catalog<typeof frJustification>,
): string =>
  t.vatPercent(
    new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(vatPercent(perTenThousand)),
  );

export interface RowsSummary {
  /** The rows shown: the count the customer checks against the table (a tap paying two orders is two). */
  trips: number;
  /** The orders' prices incl. tax, cents. */
  totalCents: number;
}

export function summaryOf(rows: readonly ProofRow[]): RowsSummary {
  return {
    trips: rows.length,
    totalCents: rows.reduce((sum, row) => sum + row.ttcCents, 0),
  };
}

/** A day of the filter (yyyy-MM-dd, a Paris day) as the summary shows it, dd/MM/yy: read as text, so no
 * time zone moves it (and date-fns, with its locale, stays out of this chunk's preload list). */
export const shortDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`;
