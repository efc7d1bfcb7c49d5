// The counter's till as its journal tells it (issue 29 §3): a pure fold of the journal's entries, in
// cents, so that what the till holds and what the closing report (« ticket Z ») says can be proved for
// any order of sales, cancellations and crashes (the replay of a journal cut anywhere is a prefix).
import type { TillMode, TillReportView } from '../../shared/till-bridge';

export type { TillMode };

export const TILL_MODES: readonly TillMode[] = ['card', 'cash', 'card-not-present'];

export interface TillLine {
  /** The product as the receipt names it. */
  label: string;
  quantity: number;
  /** The line's total. */
  amountCents: number;
}

export type TillEntry =
  | { type: 'opened'; at: string; session: string; agentId: string; floatCents: number }
  | {
      type: 'sale';
      at: string;
      session: string;
      /** The payment's idempotency key: a sale is recorded once. */
      key: string;
      orderId: string;
      mode: TillMode;
      amountCents: number;
      /** Cash only: what the customer handed over, and what went back. */
      givenCents?: number;
      changeCents?: number;
      lines: TillLine[];
    }
  /** A sale taken back (cash returned, or the back office refused it): it no longer counts. */
  | { type: 'cancelled'; at: string; session: string; key: string; reason: string }
  | { type: 'closed'; at: string; session: string; agentId: string; countedCents: number };

export type TillSale = Extract<TillEntry, { type: 'sale' }> & { cancelled: boolean };

/** A sale as the payment flows hand it to the till (the journal adds when and in which session). */
export type TillSaleRecord = Omit<Extract<TillEntry, { type: 'sale' }>, 'type' | 'at' | 'session'>;

export interface TillSession {
  id: string;
  agentId: string;
  openedAt: string;
  floatCents: number;
  /** In the order they were recorded, cancelled ones included (and marked). */
  sales: TillSale[];
  closed: { at: string; agentId: string; countedCents: number } | null;
}

export interface TillState {
  /** The session the journal holds (the last one opened); null before any opening. */
  session: TillSession | null;
}

export const emptyTillState = (): TillState => ({ session: null });

/**
 * Applies one entry. An entry that does not fit the state (a sale with the till closed or for another
 * session, a key already recorded, a cancellation of an unknown or cancelled sale, a second closing) is
 * ignored: the writers check before writing, and a replay never counts anything twice.
 */
export function applyTillEntry(state: TillState, entry: TillEntry): void {
  const session = state.session;
  switch (entry.type) {
    case 'opened':
      if (session && !session.closed) return;
      state.session = {
        id: entry.session,
        agentId: entry.agentId,
        openedAt: entry.at,
        floatCents: entry.floatCents,
        sales: [],
        closed: null,
      };
      return;
    case 'sale':
      if (!isOpen(state, entry.session)) return;
      if (session!.sales.some((sale) => sale.key === entry.key)) return;
      session!.sales.push({ ...entry, lines: entry.lines.map((line) => ({ ...line })), cancelled: false });
      return;
    case 'cancelled': {
      if (!isOpen(state, entry.session)) return;
      const sale = session!.sales.find((candidate) => candidate.key === entry.key);
      if (sale) sale.cancelled = true;
      return;
    }
    case 'closed':
      if (!isOpen(state, entry.session)) return;
      session!.closed = { at: entry.at, agentId: entry.agentId, countedCents: entry.countedCents };
      return;
  }
}

export function tillStateOf(entries: readonly TillEntry[]): TillState {
  const state = emptyTillState();
  for (const entry of entries) applyTillEntry(state, entry);
  return state;
}

/** Whether sales may be recorded (in `session`, when named). */
export function isOpen(state: TillState, session?: string): boolean {
  const current = state.session;
  return current !== null && current.closed === null && (session === undefined || current.id === session);
}

const counted = (sales: readonly TillSale[]) => sales.filter((sale) => !sale.cancelled);

/** What the drawer should hold: the opening float plus the cash sales that stand. */
export function expectedCashCents(session: TillSession): number {
  return counted(session.sales)
    .filter((sale) => sale.mode === 'cash')
    .reduce((sum, sale) => sum + sale.amountCents, session.floatCents);
}

/** The closing report's figures (« ticket Z »), as the page shows them too. */
export type TillReport = TillReportView;
export type ProductTotal = TillReport['byProduct'][number];
export type ModeTotal = TillReport['byMode'][number];

export function tillReport(session: TillSession): TillReport {
  const standing = counted(session.sales);
  const products = new Map<string, ProductTotal>();
  for (const sale of standing) {
    for (const line of sale.lines) {
      const total = products.get(line.label) ?? { label: line.label, quantity: 0, amountCents: 0 };
      total.quantity += line.quantity;
      total.amountCents += line.amountCents;
      products.set(line.label, total);
    }
  }
  const byMode = TILL_MODES.map((mode) => {
    const sales = standing.filter((sale) => sale.mode === mode);
    return { mode, sales: sales.length, amountCents: sales.reduce((sum, sale) => sum + sale.amountCents, 0) };
  });
  const expected = expectedCashCents(session);
  const countedCash = session.closed?.countedCents ?? null;
  const byProduct: ProductTotal[] = [...products.values()];
  return {
    session: session.id,
    agentId: session.agentId,
    openedAt: session.openedAt,
    closedAt: session.closed?.at ?? null,
    closedBy: session.closed?.agentId ?? null,
    floatCents: session.floatCents,
    byProduct,
    byMode,
    salesCount: standing.length,
    cancelledCount: session.sales.length - standing.length,
    totalCents: standing.reduce((sum, sale) => sum + sale.amountCents, 0),
    cardCents: byMode.find((total) => total.mode === 'card')!.amountCents,
    cashSalesCents: byMode.find((total) => total.mode === 'cash')!.amountCents,
    expectedCashCents: expected,
    countedCashCents: countedCash,
    differenceCents: countedCash === null ? null : countedCash - expected,
  };
}
