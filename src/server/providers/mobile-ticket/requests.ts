// Strict reading of the mobile-ticket API's bodies: types, sizes (MOBILE_LIMITS), characters,
// integers. A refused body gets a 400 with a French message (BadRequest) and changes nothing; fields
// the contract does not name are never read.
import {
  MOBILE_LIMITS,
  SUPPORT_NUMERO,
  type AuthenticateRequest,
  type MobileCartProduct,
} from '../../../shared/mobile-ticket';
import { BadRequest, record } from '../../validation';

/** An e-mail address as the HTML living standard reads one, with a dot in its domain. */
const MAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const CONTROL = /\p{Cc}/u;

/** Ids and cents are positive integers a 32-bit signed field holds. */
const MAX_INT = 2_147_483_647;

export function readMail(value: unknown): string {
  if (typeof value !== 'string' || value.length > MOBILE_LIMITS.mail || !MAIL.test(value))
    throw new BadRequest(
      `Le champ « mail » doit être une adresse e-mail valide (${MOBILE_LIMITS.mail} caractères au plus).`,
    );
  return value;
}

export function readCredentials(body: unknown): AuthenticateRequest {
  const fields = record(body);
  const mail = readMail(fields.mail);
  const { password, supportNumero } = fields;
  if (
    typeof password !== 'string' ||
    password.length === 0 ||
    password.length > MOBILE_LIMITS.password ||
    CONTROL.test(password)
  )
    throw new BadRequest(
      `Le champ « password » doit être un mot de passe de 1 à ${MOBILE_LIMITS.password} caractères.`,
    );
  if (typeof supportNumero !== 'string' || !SUPPORT_NUMERO.test(supportNumero))
    throw new BadRequest(
      `Le champ « supportNumero » doit compter 1 à ${MOBILE_LIMITS.supportNumero} lettres, chiffres ou signes « - _ . : ».`,
    );
  return { mail, password, supportNumero };
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_INT;

export function readProductIds(body: unknown): number[] {
  const { proIds } = record(body);
  if (
    !Array.isArray(proIds) ||
    proIds.length === 0 ||
    proIds.length > MOBILE_LIMITS.products ||
    !proIds.every(isId)
  )
    throw new BadRequest(
      `Le champ « proIds » doit être une liste de 1 à ${MOBILE_LIMITS.products} identifiants de produit (entiers positifs).`,
    );
  return proIds;
}

export interface PaymentRequestBody {
  produits: MobileCartProduct[];
  cancelURL: unknown;
  rejectedURL: unknown;
  successURL: unknown;
  totalTTC: number;
}

function readCartProducts(value: unknown): MobileCartProduct[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MOBILE_LIMITS.products)
    throw new BadRequest(
      `Le champ « produits » doit être une liste de 1 à ${MOBILE_LIMITS.products} produits { id, quantite }.`,
    );
  const produits = value.map((item) => {
    const line = record(item, 'produits');
    if (!isId(line.id))
      throw new BadRequest('L’identifiant d’un produit (« id ») doit être un entier positif.');
    const quantite = line.quantite;
    if (
      typeof quantite !== 'number' ||
      !Number.isInteger(quantite) ||
      quantite < 1 ||
      quantite > MOBILE_LIMITS.quantity
    )
      throw new BadRequest(
        `La quantité d’un produit (« quantite ») doit être un entier de 1 à ${MOBILE_LIMITS.quantity}.`,
      );
    return { id: line.id, quantite };
  });
  if (new Set(produits.map((p) => p.id)).size !== produits.length)
    throw new BadRequest('Un produit ne peut figurer qu’une fois dans le panier.');
  return produits;
}

/** The body of POST /paiement/init/paybox; its return URLs are checked against the site afterwards. */
export function readPaymentRequest(body: unknown): PaymentRequestBody {
  const fields = record(body);
  const produits = readCartProducts(fields.produits);
  const total = fields.totalTTC;
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0 || total > MAX_INT)
    throw new BadRequest('Le champ « totalTTC » doit être un montant entier en centimes.');
  for (const name of ['activerOneClick', 'restrictCbOnThisSupport'])
    if (fields[name] !== false) throw new BadRequest(`Le champ « ${name} » doit valoir false.`);
  return {
    produits,
    cancelURL: fields.cancelURL,
    rejectedURL: fields.rejectedURL,
    successURL: fields.successURL,
    totalTTC: total,
  };
}
