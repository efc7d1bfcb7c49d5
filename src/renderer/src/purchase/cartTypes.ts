// What each cart type means for the calls and the cart screen (SPEC §2 "Cart", §3 "Cart types").
import type { CartFlags, CartType } from '@shared/shop';

export function cartFlags(type: CartType): CartFlags {
  return {
    isVpc: type === 'vpc',
    isReservation: type === 'reservation',
    isTicketOD: type === 'ticketOd',
    isRechargementOD: type === 'rechargementOd',
  };
}

/** The carts the back office keeps for the visitor's session: every type but the mobile ticket's, which is
 * built in the browser (SPEC §4). An end of customer empties each. */
export const BACK_OFFICE_CART_TYPES: readonly CartType[] = [
  'vpc',
  'reservation',
  'rechargement',
  'rechargementOd',
  'ticketOd',
];

/** Where 'Retour' and 'Annuler' lead from the cart. */
export const CART_BACK_TARGETS: Readonly<Record<CartType, string>> = {
  vpc: '/vpc/itemlist',
  appli: '/appli',
  reservation: '/reservation/trajets',
  rechargement: '/rechargement/articles',
  // Back to the top-up of the same card, not to single tickets.
  rechargementOd: '/selection-od?carte=true',
  ticketOd: '/selection-od',
};

/** The module the summary and the provider return to, per cart type. */
export const CART_MODULES: Readonly<Record<CartType, string>> = {
  vpc: 'VPC',
  appli: 'RECHARGEMENT_APPLI',
  reservation: 'RESERVATION',
  rechargement: 'RECHARGEMENT_ABONNE',
  rechargementOd: 'RECHARGEMENT_ABONNE_OD',
  ticketOd: 'TICKET_OD',
};

export function isCartType(value: string | null): value is CartType {
  return value !== null && Object.hasOwn(CART_BACK_TARGETS, value);
}
