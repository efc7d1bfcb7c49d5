// Which sale (src/shared/kiosk-abilities) a home tile or a basket is, for main's readiness: the ticket,
// the reservation and the shop's goods collected at the agency are printed; a reload is loaded on the card.
import type { SaleKind } from '@shared/kiosk-abilities';
import type { CartType } from '@shared/shop';

const MODULE_SALES: Readonly<Record<string, SaleKind>> = {
  TICKET_OD: 'origin-destination',
  RESERVATION: 'reservation',
  VPC: 'shop-pickup',
  RECHARGEMENT_ABONNE: 'reload',
  RECHARGEMENT_ABONNE_OD: 'reload',
};

/** The sale a module's tile starts; null for a module that sells nothing on the kiosk (requests, links). */
export function saleKindOfModule(moduleId: string | null): SaleKind | null {
  return moduleId !== null && Object.hasOwn(MODULE_SALES, moduleId) ? MODULE_SALES[moduleId]! : null;
}

const CART_SALES: Readonly<Record<CartType, SaleKind | null>> = {
  ticketOd: 'origin-destination',
  reservation: 'reservation',
  vpc: 'shop-pickup',
  rechargement: 'reload',
  rechargementOd: 'reload',
  // The mobile ticket is paid on the provider's page, never on the kiosk's terminal.
  appli: null,
};

export function saleKindOfCart(type: CartType): SaleKind | null {
  return CART_SALES[type];
}
