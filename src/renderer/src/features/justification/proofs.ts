// What a proof of payment is asked for (SPEC §7 pdfAchatBorne) and saved as (SPEC §9 file names): one item
// per order, with the tap that paid it; a payment is every order of one archive reference.
import { ALL_PROOFS_FILE_NAME, proofFileName, type ProofRequestItem } from '@shared/onboard-payments';
import type { ProofRow } from './rows';

export const proofItemOf = (row: ProofRow): ProofRequestItem => ({
  idCommande: row.orderId,
  refPaiement: row.refArchi,
  dateRefPaiement: row.date,
  prixTtcRefPaiement: row.paymentCents,
  montant: row.ttcCents,
  remise: row.discountCents,
});

/** The rows of each payment (archive reference), in the order the rows come. */
export function paymentsOf(rows: readonly ProofRow[]): ProofRow[][] {
  const payments = new Map<string, ProofRow[]>();
  for (const row of rows) {
    const payment = payments.get(row.refArchi);
    if (payment) payment.push(row);
    else payments.set(row.refArchi, [row]);
  }
  return [...payments.values()];
}

/**
 * The file of one payment's proof (`refArchi`) or of all shown (null). Beyond ONBOARD_LIMITS.perCall
 * orders the back office makes several files: each then says which part it is (Justificatifs_cb_2.pdf).
 */
export function proofsFileName(refArchi: string | null, part: number, parts: number): string {
  const name = refArchi === null ? ALL_PROOFS_FILE_NAME : proofFileName(refArchi);
  return parts > 1 ? name.replace(/\.pdf$/, `_${part + 1}.pdf`) : name;
}
