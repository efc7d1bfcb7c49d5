// Shapes of the back-office answers used by more than one process (SPEC §3).

export interface Image {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface FooterLink {
  label: string;
  url: string;
}

export interface Footer {
  shopName: string;
  lines: string[];
  links: FooterLink[];
}

export interface Preferences {
  logo: Image;
  /** Optional header banner; its alt text is the banner title. */
  banner?: Image;
  footer: Footer;
  carteRechargement: Image;
  tpassUrl: string;
  /** Card payment provider: its URL never receives our bearer token. */
  paymentProviderUrl: string;
  paymentProviderMobileUrl: string;
  walletProviderUrl: string;
  /** Mobile-ticket provider base URL. */
  mobileTicketUrl: string;
  /** Not in SPEC: the operator's mobile app in both stores (/appli's download links); absent or not a page of its store, the operator's (shared/mobile-app-links). */
  mobileAppLinks?: MobileAppLinks;
  /** Origins that iframe and external tiles may open (DESIGN "Electron security"). */
  allowedOrigins: string[];
  /** Terms of sale shown from the cart. */
  termsUrl: string;
}

export interface MobileAppLinks {
  /** https URL of the app in Apple's App Store. */
  appStore: string;
  /** https URL of the app in Google Play. */
  googlePlay: string;
}

export interface ProduitVendableReservation {
  code: string;
  ordre: number;
}

export interface Personnalisation {
  produitsVendablesReservation: ProduitVendableReservation[];
}

export const MODULE_IDS = [
  'RECHARGEMENT_ABONNE',
  'RECHARGEMENT_ABONNE_OD',
  'VPC',
  'DEMANDES',
  'RECHARGEMENT_APPLI',
  'RESERVATION',
  'TICKET_OD',
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

export interface ModuleExternal {
  url: string;
  newTab: boolean;
  iframe: boolean;
}

export interface Module {
  /** One of MODULE_IDS for internal modules; any id for external tiles. */
  id: string;
  title: string;
  description: string;
  buttonLabel: string;
  image: Image;
  external?: ModuleExternal | null;
  sousFonction?: string | null;
}

export interface TokenAnswer {
  id_token: string;
}
