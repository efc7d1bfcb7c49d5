// What the contactless-transactions provider's page posts to the portal (src/shared/onboard-payments.ts
// TransactionsMessage), checked before anything is kept: another site's data, as untrusted as a network
// answer. The message must be a plain object of the exact type and version with a list of at most
// ONBOARD_LIMITS.transactions records; a record is kept only when complete and well typed (SPEC §3: a Smact
// transaction is valid only if all its fields are present), and only its known fields are kept. The same
// check reads the taps back from storage, which anyone at the keyboard can change.
import {
  ONBOARD_ID,
  ONBOARD_LIMITS,
  TRANSACTIONS_MESSAGE_TYPE,
  TRANSACTIONS_MESSAGE_VERSION,
  type SmactTransaction,
} from '@shared/onboard-payments';

type Fields = Record<string, unknown>;

/** A plain data object (what a structured clone of an object literal gives), not an array nor a class. */
export function isPlainObject(value: unknown): value is Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === null || prototype === Object.prototype;
}

const isId = (value: unknown): value is string => typeof value === 'string' && ONBOARD_ID.test(value);

const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= ONBOARD_LIMITS.maxCents;

/** ISO 8601 date and time, offset optional (then the device's own time, Paris on ours). */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/;

/** An ISO 8601 instant of a day that exists (Date.parse reads 30 February as 2 March). */
export function isInstant(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 40) return false;
  const match = ISO_DATE_TIME.exec(value);
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** One record as a tap, with only its known fields; null when incomplete or ill typed. */
export function tapOf(value: unknown): SmactTransaction | null {
  if (!isPlainObject(value)) return null;
  const { idTransSec, date, montant, remise, refArchi, debitEnAttente } = value;
  if (!isId(idTransSec) || !isInstant(date) || !isCents(montant) || !isCents(remise) || !isId(refArchi))
    return null;
  if (debitEnAttente !== undefined && typeof debitEnAttente !== 'boolean') return null;
  return {
    idTransSec,
    date,
    montant,
    remise,
    refArchi,
    ...(debitEnAttente === undefined ? {} : { debitEnAttente }),
  };
}

/** The valid taps of a list of records, each transaction number once (its first record); null when the
 * list is not one or is longer than a message may be. */
export function tapsOf(records: unknown): SmactTransaction[] | null {
  if (!Array.isArray(records) || records.length > ONBOARD_LIMITS.transactions) return null;
  const taps = new Map<string, SmactTransaction>();
  for (const record of records) {
    const tap = tapOf(record);
    if (tap && !taps.has(tap.idTransSec)) taps.set(tap.idTransSec, tap);
  }
  return [...taps.values()];
}

/** The taps a TransactionsMessage carries, or null when `data` is not one. */
export function transactionsOf(data: unknown): SmactTransaction[] | null {
  if (!isPlainObject(data)) return null;
  if (data.type !== TRANSACTIONS_MESSAGE_TYPE || data.version !== TRANSACTIONS_MESSAGE_VERSION) return null;
  return tapsOf(data.transactions);
}
