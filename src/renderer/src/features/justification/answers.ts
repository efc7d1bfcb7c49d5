// What the back office answers about the taps (GET commandesValideurCb), checked before use (the guide:
// every input from the network is checked for type, size and characters). A malformed order is left out,
// and so is an order bound to a tap that was not asked about (SPEC §5: unknown commande records are
// excluded); each order once. Only the known fields reach the store.
import { ONBOARD_LIMITS, type CardValidatorOrder } from '@shared/onboard-payments';
import { isInstant, isPlainObject } from '../iframe';

/** Longest product label shown; longer is not a label but a broken answer. */
const MAX_TEXT = 200;
/** 100 % in ten thousandths. */
const MAX_VAT_RATE = 10_000;
const MAX_CODE = 40;
/** Most travellers one order counts (a printed receipt's line holds no more). */
const MAX_QUANTITY = 9999;

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;
const isInteger = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isCents = (value: unknown): value is number => isInteger(value, 0, ONBOARD_LIMITS.maxCents);

function isOrder(value: unknown): value is CardValidatorOrder {
  return (
    isPlainObject(value) &&
    typeof value.numTransaction === 'string' &&
    typeof value.id === 'number' &&
    Number.isSafeInteger(value.id) &&
    value.id > 0 &&
    isInstant(value.cmdDate) &&
    isText(value.prdCode, MAX_CODE) &&
    isText(value.prdLibelle, MAX_TEXT) &&
    isInteger(value.quantite, 1, MAX_QUANTITY) &&
    isCents(value.prixTTC) &&
    isCents(value.prixHT) &&
    value.prixHT <= value.prixTTC &&
    isInteger(value.tauxTVA, 0, MAX_VAT_RATE)
  );
}

/** The well-formed orders of an answer bound to one of `asked`; null when the answer is not a list. */
export function cardValidatorOrdersOf(value: unknown, asked: readonly string[]): CardValidatorOrder[] | null {
  if (!Array.isArray(value)) return null;
  const taps = new Set(asked);
  const orders = new Map<number, CardValidatorOrder>();
  // A tap has few orders: an answer far longer than the question is broken beyond its first entries.
  for (const order of value.slice(0, ONBOARD_LIMITS.transactions * 2)) {
    if (!isOrder(order) || !taps.has(order.numTransaction) || orders.has(order.id)) continue;
    orders.set(order.id, {
      numTransaction: order.numTransaction,
      id: order.id,
      cmdDate: order.cmdDate,
      prdCode: order.prdCode,
      prdLibelle: order.prdLibelle,
      quantite: order.quantite,
      prixTTC: order.prixTTC,
      prixHT: order.prixHT,
      tauxTVA: order.tauxTVA,
    });
  }
  return [...orders.values()];
}
