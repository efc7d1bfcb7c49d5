// Shop and cart shapes of the back office (SPEC §3 "Shop category", "Cart", §7 "Shop and cart").
// Amounts are euros as the back office sends them (numbers with at most 2 decimals).

export interface Category {
  id: number;
  libelle: string;
}

export interface ShopProduct {
  id: number;
  label: string;
  description: string;
  /** Unit price including VAT, in euros. */
  price: number;
  productImageUrl: string;
  /** Quantities the customer may choose from; a product without any is not shown. */
  quantities: number[];
  quantity?: number;
}

export interface ProductList {
  categoryName: string;
  products: ShopProduct[];
}

/** Which cart a call is about: exactly one flag is true, or none for the reload cart. */
export interface CartFlags {
  isVpc: boolean;
  isReservation: boolean;
  isTicketOD: boolean;
  isRechargementOD: boolean;
}

export const CART_ITEM_TYPES = [
  'RESERVATION',
  'RECHARGEMENT',
  'RECHARGEMENT_ABONNE_OD',
  'TICKET_OD',
  'VPC',
  'TPASS',
] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

/** Cart types of the renderer (held in local storage), one per purchase flow. */
export const CART_TYPES = [
  'vpc',
  'appli',
  'reservation',
  'rechargement',
  'rechargementOd',
  'ticketOd',
] as const;
export type CartType = (typeof CART_TYPES)[number];

export interface CartLine {
  id: number;
  label: string;
  quantity: number;
  /** Line total including VAT, in euros. */
  totalPrice: number;
  /** VAT per unit, in euros. */
  montantTva: number;
  ddv?: string | null;
  dfv?: string | null;
  typeTitre?: number | null;
  typeValidite?: number | null;
  allerRetour?: boolean | null;
  dateDepartRetour?: string | null;
  dateArriveeRetour?: string | null;
  /** Reservation and origin-destination details. */
  libelleOrigine?: string | null;
  libelleDestination?: string | null;
  libelleLigne?: string | null;
  dateDepart?: string | null;
  dateArrivee?: string | null;
  libelleLigneRetour?: string | null;
  /** Card a reload line is loaded onto (RECHARGEMENT, RECHARGEMENT_ABONNE_OD). */
  numSupport?: string | null;
  /** Reload and origin-destination lines: the title's code and the trip's codes (topology), with which
   * the back office loads the title onto the card once paid. */
  codeProduit?: string | null;
  codeLigne?: string | null;
  codeOrigine?: string | null;
  codeDestination?: string | null;
  /** Reserved seats: the outbound run and, for a round trip, the return run and its line (the back
   * office's codes, with which it takes the seats once paid). */
  codeCourse?: string | null;
  codeCourseRetour?: string | null;
  codeLigneRetour?: string | null;
}

export interface Cart {
  products: CartLine[];
  /** Total including VAT and shipping, in euros. */
  totalPrice: number;
  shippingPrice: number;
  productsQuantity: number;
  email?: string | null;
}

export interface AddArticleRequest {
  type: CartItemType;
  idProduit: number;
  quantite: number;
  /** A reload (type RECHARGEMENT): the card looked up in this session, and the chosen start of validity
   * (yyyy-MM-dd, as periode_validite answered it). The back office prices the line itself. */
  numSupport?: string;
  ddv?: string;
}

/** An item of POST /vente/api/cart/articles (SPEC §7): a reserved trip or an origin-destination title.
 * Codes decide; the back office takes line and stop names from its own topology. */
export interface TripCartItem {
  type: 'RESERVATION' | 'TICKET_OD' | 'RECHARGEMENT_ABONNE_OD';
  /** The product's code (codeProduit of a sellable product, code of a catalogue product). */
  codeProduitReservation: string;
  quantite: number;
  codeOrigine: string;
  codeDestination: string;
  codeLigne: string;
  libelleOrigine: string;
  libelleDestination: string;
  libelleLigne: string;
  codeCourse?: string | null;
  dateDepart?: string | null;
  dateArrivee?: string | null;
  codeCourseRetour?: string | null;
  codeLigneRetour?: string | null;
  libelleLigneRetour?: string | null;
  dateDepartRetour?: string | null;
  dateArriveeRetour?: string | null;
  /** Origin-destination titles: start of validity (yyyy-MM-dd); for a top-up, the card it goes on. */
  ddv?: string | null;
  numSupport?: string | null;
}

export interface RemoveArticleRequest extends CartFlags {
  productId: number;
}

export interface SaveEmailRequest extends CartFlags {
  email: string;
}
