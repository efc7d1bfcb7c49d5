// The mobile-ticket provider's API (SPEC §7 "Mobile-ticket provider", §3 "Mobile-ticket product", §9
// amounts in cents): what the portal's renderer calls cross-origin and what the emulator's stand-in
// answers (src/server/providers/mobile-ticket). Paths are relative to preferences.mobileTicketUrl.
import type { PayboxParameters } from './payment';

export const MOBILE_TICKET_PATHS = {
  authenticate: '/token/authenticate',
  connexion: '/user/connexion',
  products: '/produit/getProduits',
  checkCart: '/paiement/checkpanier',
  initPaybox: '/paiement/init/paybox',
  /** Not in SPEC: the account's tickets, as the mobile app shows them (proves a purchase arrived once). */
  tickets: '/billets',
  /** Not in SPEC: where the card provider notifies the mobile-ticket provider (server to server, signed). */
  notification: '/paiement/notification',
} as const;

/** SPEC §7: every call carries X-Requested-With, and the bearer goes in X-Authorization. */
export const REQUESTED_WITH_HEADER = 'X-Requested-With';
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest';
export const MOBILE_AUTHORIZATION_HEADER = 'X-Authorization';

/** The status every answer carries; anything but OK is an error (SPEC §8). */
export const STATUS_OK = 'OK';
export const KO_PROFIL_MISSING = 'KO_PROFIL_MISSING_ERROR';
export const KO_PROFIL_PROBLEM_DV = 'KO_PROFIL_PROBLEM_DV';

/** SPEC §7: the customer gets in with either code; any other is a refusal. */
export const CONNEXION_OK = ['OK', 'COMPTE_NON_CONFIRME'] as const;

/** Sizes the provider accepts and the portal's login form keeps to. */
export const MOBILE_LIMITS = {
  mail: 254,
  password: 128,
  supportNumero: 64,
  /** Products in one cart check or payment. */
  products: 10,
  /** Copies of one product in one payment. */
  quantity: 10,
  returnUrl: 2048,
} as const;

/** A support number (the device the purchase is made from): letters, digits and - _ . : */
export const SUPPORT_NUMERO = /^[A-Za-z0-9_.:-]{1,64}$/;

export interface AuthenticateRequest {
  mail: string;
  password: string;
  /** The device id: the counter's deviceId, or a random id kept by the browser. */
  supportNumero: string;
}

export interface AuthenticateAnswer {
  /** Bearer for X-Authorization; it expires (401 then). */
  token: string;
}

export interface ConnexionAnswer {
  /** OK, COMPTE_NON_CONFIRME (both let the customer in) or a refusal code. */
  authenticationCode: string;
}

/** SPEC §3: prices in cents. */
export interface MobileProduct {
  id: number;
  label: string;
  prixTTC: number;
  prixHT: number;
}

export interface MobileNetwork {
  id: number;
  label: string;
  produits: MobileProduct[];
}

export interface ProductsAnswer {
  statusWsResponse: string;
  reseaux: MobileNetwork[];
}

export interface CheckCartRequest {
  proIds: number[];
}

export interface CheckCartAnswer {
  statusWsResponse: string;
  /** With a profile error: the profile the title needs ('Étudiant'). */
  profil?: { label: string } | null;
}

export interface MobileCartProduct {
  id: number;
  quantite: number;
}

/** SPEC §7 body of POST /paiement/init/paybox. Return URLs are the portal's pages: paths (/appli,
 * /recapitulatif?cancel=true, /recapitulatif) resolved by the provider against the merchant's registered
 * site, or absolute URLs on it; anything else is refused. */
export interface InitPayboxRequest {
  produits: MobileCartProduct[];
  cancelURL: string;
  rejectedURL: string;
  successURL: string;
  /** Cents; must equal the products' prices times their quantities. */
  totalTTC: number;
  activerOneClick: false;
  restrictCbOnThisSupport: false;
}

export interface InitPayboxAnswer {
  statusWsResponse: string;
  /** The card form, signed like the shop's (idCommande is the provider's order id). */
  payboxPaymentParameters: PayboxParameters;
}

/** A ticket in the account (the app's wallet). */
export interface MobileTicket {
  numero: string;
  produitId: number;
  label: string;
  idCommande: string;
  /** ISO instant of the payment. */
  dateAchat: string;
}

export interface TicketsAnswer {
  statusWsResponse: string;
  billets: MobileTicket[];
}

/** SPEC §9: cents to euros. */
export const centsToEuros = (cents: number): number => cents / 100;

/** The return pages of SPEC §7, as paths of the portal. */
export const MOBILE_RETURN_PATHS = {
  cancel: '/appli',
  rejected: '/recapitulatif?cancel=true',
  success: '/recapitulatif',
} as const;
