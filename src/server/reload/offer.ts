// What GET /vente/api/produit_vendable lists: a card's reload titles, or the origin-destination titles
// of a trip, as tickets (no card) or as top-ups of a card.
import type { SellableProduct } from '../../shared/reload';
import type { Od } from '../topology/od';
import { odTitles, reloadTitles, sellableOf, type OdTitle, type ReloadTitle } from './catalogue';
import type { CardRegistry } from './cards';

/** The emulator's cards and its clock's day in Paris: what every reload rule reads. */
export interface ReloadContext {
  cards: CardRegistry;
  today: () => string;
}

/** Reload titles sold on a card (none for a card the seed does not know). */
export function reloadTitlesOf(cards: CardRegistry, numero: string): ReloadTitle[] {
  const ids = cards.card(numero)?.reloadTitles ?? [];
  return reloadTitles.filter((t) => ids.includes(t.id));
}

/** OD titles of a trip: tickets without a card, subscriptions and trips for a card that takes them;
 * none on a line not sold online (the school line). */
export function odTitlesOf(cards: CardRegistry, trip: Od, numero: string | null): OdTitle[] {
  if (!trip.line.soldOnline) return [];
  if (numero === null) return odTitles.filter((t) => t.mode === 'ticket');
  return cards.card(numero)?.sellsOd ? odTitles.filter((t) => t.mode === 'card') : [];
}

export function reloadOffer(ctx: ReloadContext, numero: string): SellableProduct[] {
  const today = ctx.today();
  return reloadTitlesOf(ctx.cards, numero).map((t) => sellableOf(t, today, null));
}

export function odOffer(ctx: ReloadContext, trip: Od, numero: string | null): SellableProduct[] {
  const today = ctx.today();
  return odTitlesOf(ctx.cards, trip, numero).map((t) => sellableOf(t, today, trip));
}
