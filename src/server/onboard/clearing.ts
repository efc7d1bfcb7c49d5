// The contactless clearing both sides read (one instance, see startServer): the provider finds a card's
// taps of the last 30 days, the back office the orders it bound to a tap and, for a proof, the tap an
// order was paid by. Seeded once from the clock; the 30-day window moves with the clock.
import { HISTORY_DAYS, type CardValidatorOrder } from '../../shared/onboard-payments';
import { cardKey } from './card-number';
import { seedClearing, type ClearedCard, type ClearedTap } from './seed';

const DAY_MS = 24 * 3_600_000;

export class OnboardClearing {
  private readonly byCard = new Map<string, ClearedTap[]>();
  private readonly byTransaction = new Map<string, ClearedTap>();
  private readonly byOrder = new Map<number, { order: CardValidatorOrder; tap: ClearedTap }>();

  constructor(
    cards: readonly ClearedCard[],
    private readonly now: () => Date,
  ) {
    for (const card of cards) {
      this.byCard.set(card.key, card.taps);
      for (const tap of card.taps) {
        this.byTransaction.set(tap.record.idTransSec, tap);
        for (const order of tap.orders) this.byOrder.set(order.id, { order, tap });
      }
    }
  }

  /** The card's records of the last 30 days, newest first, incomplete ones included as the clearing
   * holds them; an unknown card has none (nothing tells which cards exist). */
  recentRecords(digits: string, expiry: string): unknown[] {
    const since = this.now().getTime() - HISTORY_DAYS * DAY_MS;
    return (this.byCard.get(cardKey(digits, expiry)) ?? [])
      .filter((tap) => Date.parse(tap.record.date) >= since)
      .sort((a, b) => Date.parse(b.record.date) - Date.parse(a.record.date))
      .map((tap) => ({ ...tap.record }));
  }

  /** The orders bound to these taps, in the order asked; unknown taps are left out. */
  ordersOf(idTransSecs: readonly string[]): CardValidatorOrder[] {
    return idTransSecs.flatMap((id) => (this.byTransaction.get(id)?.orders ?? []).map((o) => ({ ...o })));
  }

  /** An order and the tap that paid it, or undefined. */
  orderWithTap(id: number): { order: CardValidatorOrder; tap: ClearedTap } | undefined {
    return this.byOrder.get(id);
  }
}

/** The demo clearing on this clock. */
export const createOnboardClearing = (now: () => Date): OnboardClearing =>
  new OnboardClearing(seedClearing(now()), now);
