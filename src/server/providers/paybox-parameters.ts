// The hidden PBX_* fields of the card provider's form (SPEC §3), signed with the emulator's key.
import {
  DEFAULT_COUNTRY_CODE,
  type AddressForm,
  type PayboxHolder,
  type PayboxHolderName,
  type PayboxParameters,
} from '../../shared/payment';
import { PROVIDER_NOTIFICATION_PATH } from '../paths';
import type { Origins } from '../routes/config';
import type { Order } from '../state/orders';
import { hmacOf, pbxFields } from './signature';

/** The card provider's payment page (its mobile variant adds /mobile). */
export const CARD_PAGE_PATH = '/fournisseur/paiement-carte';

/** A merchant account at the card provider: its numbers, and the name its payment page shows. */
export interface Merchant {
  site: string;
  rang: string;
  identifiant: string;
  name: string;
}

/** The provider's public test accounts: the network's online shop (the back office) and its
 * mobile-ticket provider, two merchants of the same provider (the same order reference may come from
 * both; their numbers tell them apart). */
export const MERCHANTS = {
  shop: { site: '1999888', rang: '32', identifiant: '107904482', name: 'Ligéo – vente en ligne' },
  mobileTicket: { site: '1999888', rang: '43', identifiant: '107975626', name: 'Ligéo – billettique mobile' },
} as const satisfies Record<string, Merchant>;

/** The name of the merchant with this identifiant, for the provider's page. */
export function merchantName(identifiant: string): string | null {
  return Object.values(MERCHANTS).find((m) => m.identifiant === identifiant)?.name ?? null;
}

/** Values of the provider's PBX_RETOUR variables: amount, reference, authorisation, error, signature. */
export const RETOUR = 'Mt:M;Ref:R;Auto:A;Erreur:E;Sign:K';

const xml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Where the provider sends the browser back: the portal's summary page, with the cart's module. */
export function returnUrls(origin: string, module: string) {
  const summary = `${origin}/recapitulatif`;
  return {
    valide: `${summary}?paymentOk=true&module=${module}`,
    refuse: `${summary}?paymentOk=false&module=${module}`,
    annule: `${summary}?cancel=true&module=${module}`,
  };
}

/** PBX_SHOPPINGCART of 3-D Secure v2: the provider wants a quantity between 1 and 99. */
function shoppingCart(totalQuantity: number): string {
  const quantity = Math.min(99, Math.max(1, totalQuantity));
  return `<?xml version="1.0" encoding="utf-8"?><shoppingcart><total><totalQuantity>${quantity}</totalQuantity></total></shoppingcart>`;
}

/** The billing address as far as it is known (a mobile-ticket account has only a name). */
export type Billing = Partial<
  Pick<
    AddressForm,
    'firstname' | 'lastname' | 'address' | 'addressComplement' | 'postalCode' | 'town' | 'countryCode'
  >
>;

/** PBX_BILLING of 3-D Secure v2: the card holder's billing address. */
function billing(a: Billing | null): string {
  const field = (tag: string, value: string | undefined) => `<${tag}>${xml(value ?? '')}</${tag}>`;
  return (
    '<?xml version="1.0" encoding="utf-8"?><Billing><Address>' +
    field('FirstName', a?.firstname) +
    field('LastName', a?.lastname) +
    field('Address1', a?.address) +
    (a?.addressComplement ? field('Address2', a.addressComplement) : '') +
    field('ZipCode', a?.postalCode) +
    field('City', a?.town) +
    field('CountryCode', a?.countryCode ?? DEFAULT_COUNTRY_CODE) +
    '</Address></Billing>'
  );
}

/** What a merchant asks the card provider for one payment. */
export interface PaymentRequest {
  merchant: Merchant;
  /** The merchant's order id (PBX_CMD). */
  reference: number;
  totalCents: number;
  /** Items in the cart (PBX_SHOPPINGCART). */
  quantity: number;
  billing: Billing | null;
  holder: PayboxHolder;
  /** Where the customer is sent back: approved, refused, cancelled. */
  back: { valide: string; refuse: string; annule: string };
  /** Absolute URL of the merchant's server-to-server notification (PBX_REPONDRE_A). */
  repondreA: string;
  /** The provider's origin as the customer's browser sees it: its payment page is there. */
  providersOrigin: string;
  now: Date;
}

/**
 * The signed PBX_* fields of a payment, whoever the merchant. Every merchant signs with the same key:
 * the card provider's stand-in holds one key (the emulator's providerSecret) where a real provider keeps
 * one per merchant account; a key table would add nothing the tests could see.
 */
export function signedPaybox(payment: PaymentRequest, key: Uint8Array): PayboxParameters {
  const { site, rang, identifiant } = payment.merchant;
  const unsigned = {
    site,
    rang,
    identifiant,
    total: String(payment.totalCents),
    devise: '978',
    panierXml: shoppingCart(payment.quantity),
    infosClientXml: billing(payment.billing),
    retour: RETOUR,
    hash: 'SHA512',
    idCommande: String(payment.reference),
    ...payment.holder,
    time: payment.now.toISOString(),
    retourClientAnnule: payment.back.annule,
    retourClientRefuse: payment.back.refuse,
    retourClientValide: payment.back.valide,
    repondreA: payment.repondreA,
    typePaiement: 'CARTE',
    typeCarte: 'CB',
    archivage: String(payment.reference).padStart(12, '0'),
    url: `${payment.providersOrigin}${CARD_PAGE_PATH}`,
    urlMobile: `${payment.providersOrigin}${CARD_PAGE_PATH}/mobile`,
  };
  return { ...unsigned, hmac: hmacOf(pbxFields(unsigned), key) };
}

/** The provider's pages on its own origin; the customer and the notification come back to the portal's.
 * The holder's e-mail is named `holderName` (SPEC §3 "porteur or email"); signed as PBX_PORTEUR. */
export function payboxParameters(
  order: Order,
  origins: Origins,
  key: Uint8Array,
  now: Date,
  holderName: PayboxHolderName = 'porteur',
): PayboxParameters {
  return signedPaybox(
    {
      merchant: MERCHANTS.shop,
      reference: order.id,
      totalCents: Math.round(order.totalPrice * 100),
      quantity: order.lines.reduce((sum, line) => sum + line.quantity, 0),
      billing: order.address,
      holder: holderName === 'email' ? { email: order.email } : { porteur: order.email },
      back: returnUrls(origins.portal, order.module),
      repondreA: `${origins.portal}${PROVIDER_NOTIFICATION_PATH}`,
      providersOrigin: origins.providers,
      now,
    },
    key,
  );
}
