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
  /** True when the order is paid on the kiosk's card terminal (payment mode TPE, kiosks only). */
  terminal?: boolean;
  orderId: number | null;
}

/** Card provider form: each field is posted as a hidden PBX_* input (see PAYBOX_FIELDS). */
export interface PayboxParameters {
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
  porteur: string;
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

/** Order of the hidden fields, as the provider computes its HMAC over them. */
export const PAYBOX_FIELDS: readonly (readonly [keyof PayboxParameters, string])[] = [
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
}
