// What the mobile-ticket provider answers, checked before anything uses it (the guide: every input from
// the network is checked for type, size and characters): another company's server, reached from the
// customer's browser. A malformed token, code or card form is a failure; a malformed product or network is
// left out, the rest still served. Also what this browser stored of a purchase, read back the same way.
import type { PayboxParameters } from '@shared/payment';
import type { MobileNetwork, MobileProduct } from '@shared/mobile-ticket';
import { BEARER } from '../app/session/mobileAccount';
import { isCount, isObject, isText, listOf } from './reloadAnswers';

/** A status or authentication code: OK, KO_PROFIL_MISSING_ERROR, COMPTE_NON_CONFIRME… */
const CODE = /^[A-Z0-9_]{1,64}$/;
/** A card form field becomes a hidden input's value: text within 8 Kio, no control character but the
 * line breaks and tabs an XML field may hold. */
const FORM_VALUE_MAX = 8192;
const CONTROL = /[^\P{Cc}\t\n\r]/u;
/** The provider's order id, also shown on the summary. */
const ORDER_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
/** Cents: whole, above zero (a card payment of nothing is no sale), below ten thousand euros. */
const MAX_CENTS = 1_000_000;

const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_CENTS;

export const tokenOf = (value: unknown): string | null =>
  isObject(value) && typeof value.token === 'string' && BEARER.test(value.token) ? value.token : null;

/** A code of the answer (`statusWsResponse`, `authenticationCode`), or null. */
export const codeOf = (value: unknown, field: string): string | null => {
  if (!isObject(value)) return null;
  const code = value[field];
  return typeof code === 'string' && CODE.test(code) ? code : null;
};

export function isMobileProduct(value: unknown): value is MobileProduct {
  return (
    isObject(value) &&
    isCount(value.id) &&
    isText(value.label) &&
    isCents(value.prixTTC) &&
    isCents(value.prixHT) &&
    value.prixHT <= value.prixTTC
  );
}

/** Only the product's own fields: what is stored and shown. */
export const productOf = (p: MobileProduct): MobileProduct => ({
  id: p.id,
  label: p.label,
  prixTTC: p.prixTTC,
  prixHT: p.prixHT,
});

const isNetwork = (value: unknown): value is MobileNetwork & { produits: unknown } =>
  isObject(value) && isCount(value.id) && isText(value.label);

/** The networks of a products answer with their well-formed products; a network left with none is left out. */
export const networksOf = (value: unknown): MobileNetwork[] =>
  listOf(isObject(value) ? value.reseaux : null, isNetwork)
    .map((n) => ({ id: n.id, label: n.label, produits: listOf(n.produits, isMobileProduct).map(productOf) }))
    .filter((n) => n.produits.length > 0);

/** The profile a title needs (a cart check's refusal), or null. */
export const profileLabelOf = (value: unknown): string | null =>
  isObject(value) && isObject(value.profil) && isText(value.profil.label) ? value.profil.label : null;

const isWebUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.length > 2048) return false;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

const REQUIRED_FIELDS = [
  'site',
  'rang',
  'identifiant',
  'total',
  'devise',
  'panierXml',
  'infosClientXml',
  'retour',
  'hash',
  'time',
  'retourClientAnnule',
  'retourClientRefuse',
  'retourClientValide',
  'repondreA',
  'typePaiement',
  'typeCarte',
  'archivage',
  'hmac',
] as const;
const OPTIONAL_FIELDS = ['threeds', 'refAbonne', 'porteur', 'email'] as const;

const isFormValue = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= FORM_VALUE_MAX && !CONTROL.test(value);

/** The card form of an init/paybox answer, with only its known fields, or null. */
export function payboxParametersOf(value: unknown): PayboxParameters | null {
  const p = isObject(value) ? value.payboxPaymentParameters : null;
  if (!isObject(p) || typeof p.idCommande !== 'string' || !ORDER_ID.test(p.idCommande)) return null;
  if (!isWebUrl(p.url) || !(p.urlMobile === undefined || p.urlMobile === '' || isWebUrl(p.urlMobile)))
    return null;
  const fields: Record<string, string> = {};
  for (const key of REQUIRED_FIELDS) {
    if (!isFormValue(p[key])) return null;
    fields[key] = p[key];
  }
  for (const key of OPTIONAL_FIELDS) {
    const field = p[key];
    if (field === undefined || field === null) continue;
    if (!isFormValue(field)) return null;
    fields[key] = field;
  }
  return {
    ...fields,
    idCommande: p.idCommande,
    url: p.url,
    urlMobile: p.urlMobile ?? '',
  } as PayboxParameters;
}
