// The hidden PBX_* fields of the card provider's form (SPEC §3), signed with the emulator's key.
import type { PayboxHolder, PayboxHolderName, PayboxParameters } from '../../shared/payment';
import { PROVIDER_NOTIFICATION_PATH } from '../paths';
import type { Origins } from '../routes/config';
import type { Order } from '../state/orders';
import { hmacOf, pbxFields } from './signature';

/** The card provider's payment page (its mobile variant adds /mobile). */
export const CARD_PAGE_PATH = '/fournisseur/paiement-carte';

/** Merchant numbers of the provider's public test account. */
const MERCHANT = { site: '1999888', rang: '32', identifiant: '107904482' } as const;

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
function shoppingCart(order: Order): string {
  const quantity = Math.min(
    99,
    Math.max(
      1,
      order.lines.reduce((sum, line) => sum + line.quantity, 0),
    ),
  );
  return `<?xml version="1.0" encoding="utf-8"?><shoppingcart><total><totalQuantity>${quantity}</totalQuantity></total></shoppingcart>`;
}

/** PBX_BILLING of 3-D Secure v2: the card holder's billing address. */
function billing(order: Order): string {
  const a = order.address;
  const field = (tag: string, value: string | undefined) => `<${tag}>${xml(value ?? '')}</${tag}>`;
  return (
    '<?xml version="1.0" encoding="utf-8"?><Billing><Address>' +
    field('FirstName', a?.firstname) +
    field('LastName', a?.lastname) +
    field('Address1', a?.address) +
    (a?.addressComplement ? field('Address2', a.addressComplement) : '') +
    field('ZipCode', a?.postalCode) +
    field('City', a?.town) +
    field('CountryCode', a?.countryCode ?? '250') +
    '</Address></Billing>'
  );
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
  const back = returnUrls(origins.portal, order.module);
  const holder: PayboxHolder = holderName === 'email' ? { email: order.email } : { porteur: order.email };
  const unsigned = {
    ...MERCHANT,
    total: String(Math.round(order.totalPrice * 100)),
    devise: '978',
    panierXml: shoppingCart(order),
    infosClientXml: billing(order),
    retour: RETOUR,
    hash: 'SHA512',
    idCommande: String(order.id),
    ...holder,
    time: now.toISOString(),
    retourClientAnnule: back.annule,
    retourClientRefuse: back.refuse,
    retourClientValide: back.valide,
    repondreA: `${origins.portal}${PROVIDER_NOTIFICATION_PATH}`,
    typePaiement: 'CARTE',
    typeCarte: 'CB',
    archivage: String(order.id).padStart(12, '0'),
    url: `${origins.providers}${CARD_PAGE_PATH}`,
    urlMobile: `${origins.providers}${CARD_PAGE_PATH}/mobile`,
  };
  return { ...unsigned, hmac: hmacOf(pbxFields(unsigned), key) };
}
