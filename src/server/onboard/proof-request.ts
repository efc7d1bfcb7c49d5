// The body of POST pdfAchatBorne (SPEC §7): 1 to 100 items {idCommande, refPaiement, dateRefPaiement,
// prixTtcRefPaiement, montant, remise}, read strictly, then each checked against the clearing: the
// order exists, is bound to the tap of that archive reference, at that instant, for those amounts. A
// proof says what the operator recorded, never what a client sends.
import {
  ONBOARD_ID,
  ONBOARD_LIMITS,
  type CardValidatorOrder,
  type ProofRequestItem,
} from '../../shared/onboard-payments';
import { BadRequest } from '../validation';
import type { OnboardClearing } from './clearing';
import type { ClearedTap } from './seed';

/** One payment's page: its tap (complete) and the orders asked of it, in the order asked. */
export interface ProofPayment {
  tap: ClearedTap;
  orders: CardValidatorOrder[];
}

const FIELDS = [
  'idCommande',
  'refPaiement',
  'dateRefPaiement',
  'prixTtcRefPaiement',
  'montant',
  'remise',
] as const;
const CENTS: readonly (typeof FIELDS)[number][] = ['prixTtcRefPaiement', 'montant', 'remise'];
/** An ISO 8601 date-time with its offset (what the clearing's dates are). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An ISO instant whose calendar day exists (Date.parse takes 30 February for 2 March). */
function isInstant(value: unknown): value is string {
  if (typeof value !== 'string' || !INSTANT.test(value) || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= ONBOARD_LIMITS.maxCents;

function readItem(value: unknown, position: number): ProofRequestItem {
  const where = `de l’élément n° ${position}`;
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new BadRequest(`L’élément n° ${position} de la demande doit être un objet.`);
  const item = value as Record<string, unknown>;
  const unknown = Object.keys(item).find((key) => !(FIELDS as readonly string[]).includes(key));
  if (unknown !== undefined) throw new BadRequest(`Champ inconnu ${where} : « ${unknown.slice(0, 40)} ».`);
  const { idCommande, refPaiement, dateRefPaiement } = item;
  if (typeof idCommande !== 'number' || !Number.isSafeInteger(idCommande) || idCommande < 1)
    throw new BadRequest(`Le champ « idCommande » ${where} doit être un entier positif.`);
  if (typeof refPaiement !== 'string' || !ONBOARD_ID.test(refPaiement))
    throw new BadRequest(
      `Le champ « refPaiement » ${where} doit compter de 1 à ${ONBOARD_LIMITS.idLength} lettres, chiffres, « - » ou « _ ».`,
    );
  if (!isInstant(dateRefPaiement))
    throw new BadRequest(
      `Le champ « dateRefPaiement » ${where} doit être une date ISO 8601 (par exemple 2026-03-14T07:42:00.000Z).`,
    );
  for (const name of CENTS)
    if (!isCents(item[name]))
      throw new BadRequest(
        `Le champ « ${name} » ${where} doit être un montant entier en centimes (0 à ${ONBOARD_LIMITS.maxCents}).`,
      );
  return {
    idCommande,
    refPaiement,
    dateRefPaiement,
    prixTtcRefPaiement: item.prixTtcRefPaiement as number,
    montant: item.montant as number,
    remise: item.remise as number,
  };
}

export function readProofRequest(body: unknown): ProofRequestItem[] {
  if (!Array.isArray(body) || body.length === 0 || body.length > ONBOARD_LIMITS.perCall)
    throw new BadRequest(
      `Le corps de la requête doit être une liste de 1 à ${ONBOARD_LIMITS.perCall} commandes à justifier.`,
    );
  const items = body.map((value, index) => readItem(value, index + 1));
  const ids = new Set<number>();
  for (const { idCommande } of items) {
    if (ids.has(idCommande))
      throw new BadRequest(`La commande n° ${idCommande} figure plusieurs fois dans la demande.`);
    ids.add(idCommande);
  }
  return items;
}

/** The reason an item does not match what the clearing holds, or null. */
function mismatch(item: ProofRequestItem, order: CardValidatorOrder, tap: ClearedTap): string | null {
  const { record } = tap;
  const id = item.idCommande;
  if (record.refArchi !== item.refPaiement)
    return `La commande n° ${id} n’a pas été payée par le paiement « ${item.refPaiement} ».`;
  if (Date.parse(record.date) !== Date.parse(item.dateRefPaiement))
    return `La date du paiement « ${item.refPaiement} » est erronée (commande n° ${id}).`;
  if (record.montant !== item.prixTtcRefPaiement)
    return `Le montant du paiement « ${item.refPaiement} » est erroné (commande n° ${id}).`;
  if (record.remise !== item.remise)
    return `La remise du paiement « ${item.refPaiement} » est erronée (commande n° ${id}).`;
  if (order.prixTTC !== item.montant) return `Le montant de la commande n° ${id} est erroné.`;
  return null;
}

/** The payments to prove, in the order their first item came, each with its orders. */
export function matchProofs(items: readonly ProofRequestItem[], clearing: OnboardClearing): ProofPayment[] {
  const payments = new Map<string, ProofPayment>();
  for (const item of items) {
    const found = clearing.orderWithTap(item.idCommande);
    if (!found) throw new BadRequest(`La commande n° ${item.idCommande} n’est liée à aucun paiement à bord.`);
    const reason = mismatch(item, found.order, found.tap);
    if (reason) throw new BadRequest(reason);
    const key = found.tap.record.idTransSec;
    const payment = payments.get(key) ?? { tap: found.tap, orders: [] };
    payment.orders.push(found.order);
    payments.set(key, payment);
  }
  return [...payments.values()];
}
