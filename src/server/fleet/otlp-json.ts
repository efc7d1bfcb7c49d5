// Reading OTLP/JSON (the OpenTelemetry Protocol's "JSON Protobuf Encoding": proto3's JSON mapping, keys
// in lowerCamelCase, enums as integers, 64-bit integers as decimal strings or numbers). Unknown fields
// are ignored, as the protocol asks of receivers; what we read is checked for its type, and whatever
// is kept for later is checked for its size and characters too.
import { normaliseText, unsafeTextProblem } from '../../shared/safe-text';
import { BadRequest, record } from '../validation';

export type Message = Record<string, unknown>;

/** A repeated field: absent (or null) is empty, anything else must be a list of messages. */
export function messages(value: unknown, field: string): Message[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new BadRequest(`Le champ « ${field} » doit être une liste.`);
  return value.map((item: unknown) => record(item, field));
}

/** An optional message field: absent (or null) is the empty message. */
export function optionalMessage(value: unknown, field: string): Message {
  return value === undefined || value === null ? {} : record(value, field);
}

const INT64 = /^-?\d{1,19}$/;

/** An int64 as the JSON mapping writes it (string or number), when it is a safe integer; else null. */
export function int64(value: unknown): number | null {
  const number = typeof value === 'string' && INT64.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
}

const FIXED64 = /^\d{1,20}$/;

/** A fixed64 time in nanoseconds (string or number); absent is 0 (proto3's default); else null. */
export function unixNanos(value: unknown): bigint | null {
  if (value === undefined || value === null) return 0n;
  if (typeof value === 'string' && FIXED64.test(value)) return BigInt(value);
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  return null;
}

/** A resource's or a record's attributes (KeyValue list), by key; the values are AnyValue messages. */
export function attributes(value: unknown, field: string): Map<string, Message> {
  const byKey = new Map<string, Message>();
  for (const pair of messages(value, field)) {
    if (typeof pair.key !== 'string')
      throw new BadRequest(`Le champ « ${field} » doit être une liste de paires { key, value }.`);
    byKey.set(pair.key, optionalMessage(pair.value, `${field}.value`));
  }
  return byKey;
}

/** A text kept for the page, in the NFC form it is checked in: 1 to `max` characters, and nothing that
 * would make it read as another (safe-text.ts, the receipts' and terminal's rule). Else the French
 * reason, to follow the field's name. */
export function keptText(value: string, max: number): { text: string } | { problem: string } {
  const text = normaliseText(value);
  const length = [...text].length;
  if (length < 1 || length > max) return { problem: `doit compter de 1 à ${max} caractères` };
  const problem = unsafeTextProblem(text);
  return problem ? { problem } : { text };
}
