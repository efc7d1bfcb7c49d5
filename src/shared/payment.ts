// Address, payment and order shapes (SPEC §3 "Address form", "Payment mode", "Order summary",
// "Card-payment form parameters"; §7 "Address and payment").
import type { CartFlags } from './shop';

export type Gender = 'MME' | 'MR';

/** France (SPEC §3 "Address form", §9): the country a new address starts with. */
export const DEFAULT_COUNTRY_CODE = '250';

export interface AddressForm {
  gender: Gender | '';
  lastname: string;
  firstname: string;
  phone: string;
  secondPhone: string;
  email: string;
  address: string;
  addressComplement: string;
  /** Numeric ISO 3166 code as a string; 250 is France. */
  countryCode: string;
  postalCode: string;
  town: string;
}

export interface City {
  value: string;
  text: string;
}

export interface SaveAddressAnswer {
  valid: boolean;
}

export interface PaymentMode {
  value: string;
  label: string;
  logo: string;
  alt: string;
}

export interface SaveOrderRequest extends CartFlags {
  paymentMode: string;
}

export interface InitPaymentRequest {
  isVpc: boolean;
  isReservation: boolean;
  isTicketOD: boolean;
  paymentMode: string;
}

export interface InitPaymentAnswer {
  error: boolean;
  paypal: boolean;
  paybox: boolean;
  /** True when the order is paid on the device's card terminal (payment mode TPE, kiosks and counters). */
  terminal?: boolean;
  /** True when the order is paid in cash at the counter (payment mode ESPECES, counters only). */
  cash?: boolean;
  orderId: number | null;
}

/** Card provider form: each field is posted as a hidden PBX_* input (see PAYBOX_FIELDS). */
export interface PayboxCommon {
  site: string;
  rang: string;
  identifiant: string;
  total: string;
  devise: string;
  panierXml: string;
  infosClientXml: string;
  retour: string;
  hash: string;
  idCommande: string;
  time: string;
  retourClientAnnule: string;
  retourClientRefuse: string;
  retourClientValide: string;
  repondreA: string;
  typePaiement: string;
  typeCarte: string;
  archivage: string;
  threeds?: string;
  hmac: string;
  refAbonne?: string;
  url: string;
  urlMobile: string;
}

/** SPEC §3 "porteur or email": the card holder's e-mail comes under one name or the other, never both;
 * either way the provider receives it as PBX_PORTEUR. */
export type PayboxHolderName = 'porteur' | 'email';
export type PayboxHolder = { porteur: string; email?: undefined } | { email: string; porteur?: undefined };
export type PayboxParameters = PayboxCommon & PayboxHolder;

/** A field of the provider's form: a parameter, or 'porteur' for the holder (`porteur` or `email`). */
type PayboxFieldKey = Exclude<keyof PayboxCommon, 'url' | 'urlMobile'> | 'porteur';

/** Order of the hidden fields, as the provider computes its HMAC over them. */
export const PAYBOX_FIELDS: readonly (readonly [PayboxFieldKey, string])[] = [
  ['site', 'PBX_SITE'],
  ['rang', 'PBX_RANG'],
  ['identifiant', 'PBX_IDENTIFIANT'],
  ['total', 'PBX_TOTAL'],
  ['devise', 'PBX_DEVISE'],
  ['panierXml', 'PBX_SHOPPINGCART'],
  ['infosClientXml', 'PBX_BILLING'],
  ['idCommande', 'PBX_CMD'],
  ['porteur', 'PBX_PORTEUR'],
  ['retour', 'PBX_RETOUR'],
  ['retourClientValide', 'PBX_EFFECTUE'],
  ['retourClientRefuse', 'PBX_REFUSE'],
  ['retourClientAnnule', 'PBX_ANNULE'],
  ['repondreA', 'PBX_REPONDRE_A'],
  ['typePaiement', 'PBX_TYPEPAIEMENT'],
  ['typeCarte', 'PBX_TYPECARTE'],
  ['archivage', 'PBX_ARCHIVAGE'],
  ['threeds', 'PBX_SOUHAITAUTHENT'],
  ['refAbonne', 'PBX_REFABONNE'],
  ['hash', 'PBX_HASH'],
  ['time', 'PBX_TIME'],
  ['hmac', 'PBX_HMAC'],
];

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The holder's e-mail, sent as `porteur` or as `email`; null when neither or both came, or not as text. */
export function payboxHolder(parameters: { porteur?: unknown; email?: unknown }): string | null {
  const values = [parameters.porteur, parameters.email].filter(given);
  return values.length === 1 && typeof values[0] === 'string' ? values[0] : null;
}

/**
 * The hidden PBX_* fields, in the provider's order, optional ones only when present, PBX_PORTEUR once
 * from whichever name the back office used. Null when the holder is missing or named twice: such
 * parameters cannot be posted (the provider would refuse them, or sign one and see the other).
 */
export function payboxFormFields(
  parameters: Omit<PayboxCommon, 'hmac'> & { hmac?: string; porteur?: unknown; email?: unknown },
): [string, string][] | null {
  const holder = payboxHolder(parameters);
  if (holder === null) return null;
  const fields: [string, string][] = [];
  for (const [key, name] of PAYBOX_FIELDS) {
    const value = key === 'porteur' ? holder : parameters[key];
    if (given(value)) fields.push([name, String(value)]);
  }
  return fields;
}

export interface ProviderError {
  error: string;
}

export interface PaypalParameters {
  url: string;
}

export interface WaitRequest {
  urlParameters: { payerId: string | null; paymentId: string | null; token: string | null };
}

export interface WaitAnswer {
  finished: boolean;
  error: boolean;
}

export interface OrderItem {
  label: string;
  quantity: number;
  totalPrice: number;
  taxAmount: number;
  numTicket?: string | null;
  /** Reload and origin-destination items: start and end of validity (yyyy-MM-dd) and the trip's names;
   * absent on shop goods. */
  ddv?: string | null;
  dfv?: string | null;
  libelleLigne?: string | null;
  libelleOrigine?: string | null;
  libelleDestination?: string | null;
  /** Reserved seats: boarding at the origin and alighting at the destination, Paris local date-times
   * (`yyyy-MM-ddTHH:mm:ss`); absent on other items. */
  dateDepart?: string | null;
  dateArrivee?: string | null;
  /** Reload and OD top-up items: the card the title is loaded onto. */
  numSupport?: string | null;
  /** A reserved seat's leg. */
  sens?: 'Aller' | 'Retour' | null;
}

export interface OrderSummary {
  success: boolean;
  found: boolean;
  vpc: boolean;
  paymentMode: { label: string };
  order: {
    id: number;
    orderDate: string;
    orderItems: OrderItem[];
    totalPrice: number;
    shippingPrice: number;
  };
  shippingAddress:
    | (Pick<AddressForm, 'firstname' | 'lastname' | 'address' | 'postalCode' | 'town'> & {
        gender: Gender;
      })
    | null;
  /** Not in SPEC (issue 23): the payment arrived after the order's seats were sold to others; no ticket
   * was issued and the amount goes back. Absent: nothing to refund. */
  remboursement?: Refund;
  /** Not in SPEC: the shop goods are collected at the agency (a kiosk order, which ships nothing and
   * has no shipping fee). Absent or false: shipped as usual. */
  retraitAgence?: boolean;
}

/** A paid order that could not be delivered (issue 23): its amount, whether it goes back to the wallet
 * (else to the card) and the back office's French text saying so. */
export interface Refund {
  montant: number;
  portefeuille: boolean;
  message: string;
}

/** What the back office and the portal say of a refund, in French; `amount` as shown. */
export const refundMessage = (amount: string, wallet: boolean): string =>
  `Votre paiement de ${amount} a bien été reçu, mais les places de ce trajet ont été vendues ` +
  `entre-temps : aucun billet n’a été émis. Ce montant vous sera remboursé sur ` +
  `${wallet ? 'votre compte PayPal' : 'votre carte'} d’ici quelques jours.`;

/** Goods collected at the agency: the back office says so and charged no shipping (a summary saying both
 * would contradict itself, and is then read as shipped). */
export function collectedAtAgency(summary: Pick<OrderSummary, 'retraitAgence' | 'order'>): boolean {
  return summary.retraitAgence === true && summary.order.shippingPrice === 0;
}
