// The body of POST pdfAchatBorne (SPEC §7): 1 to 100 items {idCommande, refPaiement, dateRefPaiement,
// prixTtcRefPaiement, montant, remise}, read strictly, then each checked against the session and the
// clearing: the session was given the order by commandesValideurCb, and the order is bound to the tap
// of that archive reference, at that instant, for those amounts. A proof says what the operator
// recorded, never what a client sends; whatever is wrong, the answer is the same (issue 23: one text
// per wrong field let a script find an order's fields one by one).
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

/** The one refusal of a request that does not match what the session was given. */
export const PROOF_REFUSED =
  'Justificatif refusé : la demande ne correspond pas aux trajets de votre carte. Recherchez à nouveau vos trajets.';

/** The item says what the clearing holds of its order and tap. */
function matches(item: ProofRequestItem, order: CardValidatorOrder, tap: ClearedTap): boolean {
  const { record } = tap;
  return (
    record.refArchi === item.refPaiement &&
    Date.parse(record.date) === Date.parse(item.dateRefPaiement) &&
    record.montant === item.prixTtcRefPaiement &&
    record.remise === item.remise &&
    order.prixTTC === item.montant
  );
}

/** The payments to prove, in the order their first item came, each with its orders; `given` tells the
 * orders commandesValideurCb gave the asking session. */
export function matchProofs(
  items: readonly ProofRequestItem[],
  clearing: OnboardClearing,
  given: (idCommande: number) => boolean,
): ProofPayment[] {
  const payments = new Map<string, ProofPayment>();
  for (const item of items) {
    const found = given(item.idCommande) ? clearing.orderWithTap(item.idCommande) : undefined;
    if (!found || !matches(item, found.order, found.tap)) throw new BadRequest(PROOF_REFUSED);
    const key = found.tap.record.idTransSec;
    const payment = payments.get(key) ?? { tap: found.tap, orders: [] };
    payment.orders.push(found.order);
    payments.set(key, payment);
  }
  return [...payments.values()];
}
