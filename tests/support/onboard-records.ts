// What the portal does with the provider's records, for the tests that check it (unit and e2e): which
// records are valid (SPEC §3: every field present) and the pdfAchatBorne item of an order and its tap.
import type {
  CardValidatorOrder,
  ProofRequestItem,
  SmactTransaction,
} from '../../src/shared/onboard-payments';

export const isCompleteTransaction = (record: unknown): record is SmactTransaction => {
  const r = (record ?? {}) as Partial<Record<keyof SmactTransaction, unknown>>;
  return (
    typeof r.idTransSec === 'string' &&
    typeof r.date === 'string' &&
    typeof r.montant === 'number' &&
    typeof r.remise === 'number' &&
    typeof r.refArchi === 'string'
  );
};

/** SPEC §7: the item for an order and the (complete) tap that paid it. */
export const proofItem = (order: CardValidatorOrder, payment: SmactTransaction): ProofRequestItem => ({
  idCommande: order.id,
  refPaiement: payment.refArchi,
  dateRefPaiement: payment.date,
  prixTtcRefPaiement: payment.montant,
  montant: order.prixTTC,
  remise: payment.remise,
});
