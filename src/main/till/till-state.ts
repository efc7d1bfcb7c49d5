// The counter's till as its journal tells it (issue 29 §3): a pure fold of the journal's entries, in
// cents, so that what the till holds and what the closing report (« ticket Z ») says can be proved for
// any order of sales, cancellations and crashes (the replay of a journal cut anywhere is a prefix).

/** How a counter sale was paid: on the counter's terminal or in cash. */
export type TillMode = 'card' | 'cash';

export const TILL_MODES: readonly TillMode[] = ['card', 'cash'];

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

export interface ProductTotal {
  label: string;
  quantity: number;
  amountCents: number;
}

export interface ModeTotal {
  mode: TillMode;
  sales: number;
  amountCents: number;
}

/** The closing report's figures (« ticket Z »). */
export interface TillReport {
  session: string;
  agentId: string;
  openedAt: string;
  closedAt: string | null;
  closedBy: string | null;
  floatCents: number;
  /** Products in the order they were first sold. */
  byProduct: ProductTotal[];
  /** Every mode, in TILL_MODES order, even without a sale. */
  byMode: ModeTotal[];
  salesCount: number;
  cancelledCount: number;
  totalCents: number;
  cardCents: number;
  cashSalesCents: number;
  expectedCashCents: number;
  /** null while the till is open. */
  countedCashCents: number | null;
  /** Counted minus expected: negative when cash is missing. */
  differenceCents: number | null;
}

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
  return {
    session: session.id,
    agentId: session.agentId,
    openedAt: session.openedAt,
    closedAt: session.closed?.at ?? null,
    closedBy: session.closed?.agentId ?? null,
    floatCents: session.floatCents,
    byProduct: [...products.values()],
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
