// Which journey a kiosk screen belongs to and which of its steps it is (issue 24 item 7: the step bar names
// the journey's real steps). The journey's own screens say it by their path; /payment (the kiosk has no
// /cart, it goes there) and the summary by the cart being paid. /payment asks the e-mail and the terms,
// then the card terminal takes over the same route; the summary shows every step done. Other screens are
// not part of a purchase: no step indicator there.
import type { CartType } from '@shared/shop';

export type PurchaseJourney = 'ticket' | 'reload' | 'reservation' | 'shop';

/** Steps of each journey, the last two always 'Coordonnées' and 'Paiement'. */
export const JOURNEY_LENGTHS: Record<PurchaseJourney, number> = {
  ticket: 4,
  reload: 4,
  reservation: 4,
  shop: 3,
};

export interface PurchaseStep {
  journey: PurchaseJourney;
  /** Index in the journey's names; its length once paid (every step done). */
  index: number;
}

export interface ScreenState {
  /** The URL's query: a top-up of a card (?carte=true), the reservation's modification tab (?tab=2). */
  search: string;
  /** The payment's terminal phase, undefined until the payment feature has loaded. */
  terminalPhase: string | undefined;
  cartType: CartType | null;
  /** The origin-destination journey is chosen: its titles are shown. */
  odJourneyChosen: boolean;
}

const JOURNEY_OF_CART: Partial<Record<CartType, PurchaseJourney>> = {
  ticketOd: 'ticket',
  rechargement: 'reload',
  rechargementOd: 'reload',
  reservation: 'reservation',
  vpc: 'shop',
};

export function purchaseStep(pathname: string, screen: ScreenState): PurchaseStep | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const query = new URLSearchParams(screen.search);
  if (path === '/vpc' || path.startsWith('/vpc/')) return { journey: 'shop', index: 0 };
  if (path === '/selection-od') {
    if (query.get('carte') === 'true') return { journey: 'reload', index: 1 };
    return { journey: 'ticket', index: screen.odJourneyChosen ? 1 : 0 };
  }
  if (path === '/rechargement' || path === '/rechargement/infos' || path === '/rechargement/infos-od')
    return { journey: 'reload', index: 0 };
  if (path === '/rechargement/articles') return { journey: 'reload', index: 1 };
  if (path === '/reservation' || path === '/reservation/infos')
    return query.get('tab') === '2' ? null : { journey: 'reservation', index: 0 };
  if (path === '/reservation/trajets') return { journey: 'reservation', index: 1 };
  const journey = screen.cartType ? JOURNEY_OF_CART[screen.cartType] : undefined;
  if (!journey) return null;
  const length = JOURNEY_LENGTHS[journey];
  if (path === '/cart' || path === '/payment') {
    const terminal = screen.terminalPhase !== undefined && screen.terminalPhase !== 'idle';
    return { journey, index: terminal ? length - 1 : length - 2 };
  }
  if (path === '/recapitulatif') return { journey, index: length };
  return null;
}
