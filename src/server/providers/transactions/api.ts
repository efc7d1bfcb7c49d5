// Where the contactless-transactions provider answers on its own origin, and what its page's script
// sends to its JSON API (the same origin: the card number goes in a POST body, never in a URL).

export const TRANSACTIONS_PREFIX = '/fournisseur/transactions-cb/';

export const TRANSACTIONS_PATHS = {
  /** The page the portal frames (the module's tile links to index.html). */
  page: TRANSACTIONS_PREFIX,
  index: `${TRANSACTIONS_PREFIX}index.html`,
  script: `${TRANSACTIONS_PREFIX}transactions.js`,
  stylesheet: `${TRANSACTIONS_PREFIX}transactions.css`,
  search: `${TRANSACTIONS_PREFIX}api/transactions`,
} as const;

export interface TransactionsSearch {
  /** 13 to 19 digits, spaces allowed. */
  numeroCarte: string;
  /** MM/AA. */
  expiration: string;
}

export interface TransactionsAnswer {
  /** The card's records of the last 30 days as the clearing holds them, newest first. */
  transactions: unknown[];
}
