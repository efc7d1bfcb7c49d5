// On-board contactless payments (SPEC §2 "Frame screen", "Justification"; §3 On-board transaction, Smact
// transaction, bound card-validator order; §7 "On-board payments"; §9 30 days, cents, VAT per ten
// thousand, file names): what the contactless-transactions provider's page hands to the portal that
// frames it, what the back office answers about those payments, and the rules both sides share.

/** SPEC §9: the provider's page finds the payments of the last 30 days. */
export const HISTORY_DAYS = 30;

/**
 * SPEC §3 Smact transaction: one tap of a bank card on a validator, as the contactless clearing records
 * it. Valid only if every field of SPEC is present (idTransSec, date, montant, remise, refArchi).
 */
export interface SmactTransaction {
  /** The secure transaction number the back office binds its orders to. */
  idTransSec: string;
  /** ISO 8601 instant of the tap. */
  date: string;
  /** Amount of the payment, cents (integer, ≥ 0). */
  montant: number;
  /** Discount on it (daily capping), cents (integer, ≥ 0). */
  remise: number;
  /** Archive reference of the payment (the "payment ref" column, the proof's file name). */
  refArchi: string;
  /** Not in SPEC's list: the card has not been debited yet (the table's star). Absent: debited. */
  debitEnAttente?: boolean;
}

/** The message the provider's page posts to the portal's window (to its exact origin, never '*'). */
export const TRANSACTIONS_MESSAGE_TYPE = 'ligeo:transactions-cb';
export const TRANSACTIONS_MESSAGE_VERSION = 1;

export interface TransactionsMessage {
  type: typeof TRANSACTIONS_MESSAGE_TYPE;
  version: typeof TRANSACTIONS_MESSAGE_VERSION;
  /** Records as the clearing holds them: incomplete ones are possible and left out by the portal. */
  transactions: unknown[];
}

/** The message the provider's page posts to the portal's window whenever its content's height changes
 * (to its exact origin, never '*'): the portal makes the frame that tall, so the page never scrolls
 * inside the frame (issue 26 §4). */
export const FRAME_HEIGHT_MESSAGE_TYPE = 'ligeo:hauteur-cadre';
export const FRAME_HEIGHT_MESSAGE_VERSION = 1;

export interface FrameHeightMessage {
  type: typeof FRAME_HEIGHT_MESSAGE_TYPE;
  version: typeof FRAME_HEIGHT_MESSAGE_VERSION;
  /** The page's content height, CSS pixels, a whole number within FRAME_HEIGHT_LIMITS. */
  height: number;
}

/** Heights the portal takes: a page shorter than the first is broken, one taller than the last a trick. */
export const FRAME_HEIGHT_LIMITS = { min: 100, max: 20_000 } as const;

/** Bounds the portal and the back office keep to. */
export const ONBOARD_LIMITS = {
  /** Records in one message (a month of taps, with room to spare). */
  transactions: 500,
  /** idTransSec values in one commandesValideurCb call, items in one pdfAchatBorne body. */
  perCall: 100,
  /** idTransSec and refArchi: letters, digits, '-' and '_'. */
  idLength: 40,
  maxCents: 100_000_000,
} as const;

/** idTransSec and refArchi. */
export const ONBOARD_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** SPEC §3 bound card-validator order: GET /vente/api/commandesValideurCb?idTransSec=…&idTransSec=… */
export interface CardValidatorOrder {
  /** The idTransSec it is bound to. */
  numTransaction: string;
  /** Order id. */
  id: number;
  /** ISO 8601 instant of the order. */
  cmdDate: string;
  prdCode: string;
  prdLibelle: string;
  quantite: number;
  /** Cents. */
  prixTTC: number;
  /** Cents. */
  prixHT: number;
  /** VAT rate per ten thousand (1000 = 10 %). */
  tauxTVA: number;
}

export const COMMANDES_VALIDEUR_CB_PATH = '/vente/api/commandesValideurCb';
export const PDF_ACHAT_BORNE_PATH = '/vente/api/order/summary/pdfAchatBorne';

/** One item of the pdfAchatBorne body (SPEC §7): an order and the payment it was paid by. */
export interface ProofRequestItem {
  /** CardValidatorOrder.id. */
  idCommande: number;
  /** SmactTransaction.refArchi. */
  refPaiement: string;
  /** SmactTransaction.date. */
  dateRefPaiement: string;
  /** SmactTransaction.montant, cents. */
  prixTtcRefPaiement: number;
  /** CardValidatorOrder.prixTTC, cents. */
  montant: number;
  /** SmactTransaction.remise, cents. */
  remise: number;
}

/** SPEC §9 file names: one payment's proof, or several in one file. */
export const proofFileName = (refArchi: string): string => `Justificatif_cb_${refArchi}.pdf`;
export const ALL_PROOFS_FILE_NAME = 'Justificatifs_cb.pdf';

/** SPEC §9: a VAT rate per ten thousand as a percent (1000 → 10). */
export const vatPercent = (perTenThousand: number): number => perTenThousand / 100;
