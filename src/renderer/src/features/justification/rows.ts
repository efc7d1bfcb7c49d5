// The summary's rows (SPEC §3 "On-board transaction"): each order the back office bound to a tap, joined
// with that tap (its date, archive reference, amount, discount and pending debit), newest first (SPEC §4).
// A tap without a bound order is left out: there is nothing to prove for it.
import type { CardValidatorOrder, SmactTransaction } from '@shared/onboard-payments';
import { parisDay } from '@shared/dates';

export interface ProofRow {
  /** The order's id (the "order id" column, idCommande of the proof). */
  orderId: number;
  /** The tap's transaction number. */
  idTransSec: string;
  /** The tap's instant (ISO 8601), shown dd/MM/yyyy HH:mm. */
  date: string;
  /** Its Paris day (yyyy-MM-dd), the date filter's unit. */
  day: string;
  /** The tap's archive reference (the "payment ref" column, the proof's file name). */
  refArchi: string;
  product: string;
  quantity: number;
  /** The order's prices, cents. */
  ttcCents: number;
  htCents: number;
  /** The order's VAT rate per ten thousand. */
  vatRate: number;
  /** The tap's amount and discount, cents (what the proof request says of the payment). */
  paymentCents: number;
  discountCents: number;
  /** The card was not debited yet (the star). */
  pending: boolean;
}

export function rowsOf(taps: readonly SmactTransaction[], orders: readonly CardValidatorOrder[]): ProofRow[] {
  const byId = new Map(taps.map((tap) => [tap.idTransSec, tap]));
  const rows = orders.flatMap((order): ProofRow[] => {
    const tap = byId.get(order.numTransaction);
    if (!tap) return [];
    return [
      {
        orderId: order.id,
        idTransSec: tap.idTransSec,
        date: tap.date,
        day: parisDay(new Date(tap.date)),
        refArchi: tap.refArchi,
        product: order.prdLibelle,
        quantity: order.quantite,
        ttcCents: order.prixTTC,
        htCents: order.prixHT,
        vatRate: order.tauxTVA,
        paymentCents: tap.montant,
        discountCents: tap.remise,
        pending: tap.debitEnAttente === true,
      },
    ];
  });
  return rows.sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.orderId - a.orderId);
}

/** `list` in runs of at most `size` (SPEC's calls take ONBOARD_LIMITS.perCall at a time). */
export function chunksOf<T>(list: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < list.length; start += size) chunks.push(list.slice(start, start + size));
  return chunks;
}
