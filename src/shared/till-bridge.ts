// The counter's till on the bridge (issue 29 §3): `window.kiosk.till`, present only on a counter PC.
// Main decides everything (agents' PINs, the journal, the closing report); the page only asks and shows.

/** What an agent types to open or close the till. */
export interface TillAgentCredentials {
  /** The agent's id as configured (device config `tillAgents`). */
  agentId: string;
  /** 4 to 12 digits. */
  pin: string;
}

export interface TillOpenRequest extends TillAgentCredentials {
  /** The opening float counted into the drawer, cents. */
  floatCents: number;
}

export interface TillCloseRequest extends TillAgentCredentials {
  /** The cash counted in the drawer at the closing, cents. */
  countedCents: number;
}

/** How a counter sale was paid: on the counter's terminal, in cash, or through the card provider's page
 * (card not present: a phone order, where the device configuration allows it). */
export type TillMode = 'card' | 'cash' | 'card-not-present';

/** A session's report (« ticket Z ») as main computes it and the page shows it: the paper's figures. */
export interface TillReportView {
  session: string;
  agentId: string;
  openedAt: string;
  closedAt: string | null;
  closedBy: string | null;
  floatCents: number;
  /** Products in the order they were first sold. */
  byProduct: { label: string; quantity: number; amountCents: number }[];
  /** Every mode, card, cash, then card not present, even without a sale. */
  byMode: { mode: TillMode; sales: number; amountCents: number }[];
  salesCount: number;
  cancelledCount: number;
  totalCents: number;
  cardCents: number;
  cashSalesCents: number;
  expectedCashCents: number;
  /** null while the till is open. */
  countedCashCents: number | null;
  /** Counted minus expected: negative when cash is missing; null while open. */
  differenceCents: number | null;
}

export interface TillStatus {
  open: boolean;
  /** The open session's running figures; null when the till is closed. */
  session: TillReportView | null;
  /** The closing reports that can be reprinted (last 30 days), most recent first. */
  archives: { name: string; day: string; session: string }[];
}

/**
 * `ok` false: nothing changed, `message` (French) says why (wrong PIN with the attempts left, lock,
 * till already open or closed, amount refused). A closing that succeeded but could not print says so in
 * `message` with `ok` true: the report is archived and can be reprinted.
 */
export type TillAnswer =
  | { ok: true; message: string; report?: TillReportView }
  | { ok: false; message: string; attemptsLeft?: number; lockedUntil?: string };

export interface TillBridge {
  status(): Promise<TillStatus>;
  open(request: TillOpenRequest): Promise<TillAnswer>;
  close(request: TillCloseRequest): Promise<TillAnswer>;
  /** Prints an archived closing report again (marked as a reprint). */
  reprint(request: { name: string }): Promise<TillAnswer>;
  /** A sale paid through the card provider's page, once the back office's summary says it is paid: the
   * till records it (once per order, never one the terminal or cash already paid). */
  recordProviderSale(request: ProviderSaleRequest): Promise<TillAnswer>;
}

export interface ProviderSaleRequest {
  orderId: string;
  amountCents: number;
  /** Adding up to amountCents. */
  lines: { label: string; quantity: number; amountCents: number }[];
}

export const TILL_CHANNELS = {
  status: 'till:status',
  open: 'till:open',
  close: 'till:close',
  reprint: 'till:reprint',
  recordProviderSale: 'till:record-provider-sale',
} as const;

export type TillChannel = (typeof TILL_CHANNELS)[keyof typeof TILL_CHANNELS];

/** Main adds this to the counter window's arguments; the preload then exposes `window.kiosk.till`. */
export const TILL_ARGUMENT = '--portail-till';

/** The change to give back for a cash sale, or null when the customer handed over too little. */
export function changeCents(amountCents: number, givenCents: number): number | null {
  return givenCents >= amountCents ? givenCents - amountCents : null;
}

export const TILL_MESSAGES = {
  closedNoSale: 'La caisse est fermée : ouvrez-la avant toute vente.',
  cashRefused:
    'Le back office a refusé cet encaissement : rendez les espèces au client. La commande n’est pas payée.',
  unavailable:
    'La caisse est indisponible : aucune vente n’est possible sur ce guichet. Prévenez le support.',
} as const;
