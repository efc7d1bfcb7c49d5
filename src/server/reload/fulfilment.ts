// A paid reload or OD top-up is loaded onto its card (contract §1 "Orders"): a subscription becomes a
// contract of the card; the trips of a counted-down title join the card's contract of the same title,
// else make a new one, not used yet. Each order is loaded once, whatever the number of notifications.
import type { CardContract } from '../../shared/reload';
import type { CartLine } from '../../shared/shop';
import type { Order } from '../state/orders';
import { titleByCode } from './catalogue';
import { NOT_USED_END, type CardLoad, type CardRegistry } from './cards';

/** Carts whose lines go onto a card rather than onto tickets. */
export const CARD_CARTS: readonly string[] = ['rechargement', 'rechargementOd'];

function contractsOf(line: CartLine): CardContract[] {
  const title = line.codeProduit ? titleByCode(line.codeProduit) : undefined;
  if (!title || !line.ddv || !line.dfv) return [];
  const base = {
    nomProduit: title.label,
    codeLigne: line.codeLigne ?? null,
    codeArretOrigine: line.codeOrigine ?? null,
    codeArretDestination: line.codeDestination ?? null,
    typeTitre: title.typeTitre,
  };
  if (title.trips !== null)
    // Trips count from their first validation: not used yet ('Non consommé').
    return [{ ...base, soldeJetons: title.trips * line.quantity, ddv: line.ddv, dfv: NOT_USED_END }];
  return Array.from({ length: line.quantity }, () => ({
    ...base,
    soldeJetons: null,
    ddv: line.ddv!,
    dfv: line.dfv!,
  }));
}

export function cardLoadsOf(order: Order): CardLoad[] {
  if (!CARD_CARTS.includes(order.cartKey)) return [];
  return order.lines.flatMap((line) =>
    line.numSupport ? contractsOf(line).map((contract) => ({ numero: line.numSupport!, contract })) : [],
  );
}

/** Loads a paid order onto its cards; false when there was nothing to load or it was loaded already. */
export function loadOntoCards(cards: CardRegistry, order: Order): boolean {
  const loads = cardLoadsOf(order);
  return loads.length > 0 && cards.load(order.id, loads);
}
