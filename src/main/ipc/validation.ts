// Payload validation helpers shared by the channel handlers. Hand-written: the project has no schema
// library, and the rules are few and need French reasons naming the field. Each check returns the reason
// a value is refused (French, without the leading "X invalide :"), or undefined when it is acceptable;
// PayloadReader chains them while building the checked copy that is passed on.
import { payloadSizeProblem } from '../../shared/payload-size';
import { normaliseText, unsafeTextProblem } from '../../shared/safe-text';

export type Validation<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface TextRule {
  min: number;
  max: number;
  pattern?: RegExp;
  /** French description of the characters the pattern allows. */
  allowed?: string;
  /** A last check of the field's own (French predicate after the field's name, or undefined). */
  refine?: (text: string) => string | undefined;
}

/** Back-office order numbers, in payments and receipts alike. */
export const ORDER_ID_RULE: TextRule = {
  min: 1,
  max: 32,
  pattern: /^[A-Za-z0-9-]+$/,
  allowed: 'lettres, chiffres et tiret',
};

/** 10 000 000 with no-break spaces, as French writes numbers. */
export function formatInteger(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** A field name fit for a message: what the text rule refuses dropped, long names cut (by character). */
function fieldName(name: string): string {
  const printable = Array.from(name.slice(0, 400)).filter((char) => unsafeTextProblem(char) === undefined);
  return printable.length > 40 ? `${printable.slice(0, 40).join('')}…` : printable.join('');
}

export function quoted(path: string): string {
  return `« ${path} »`;
}

/** Runs a validator; data that cannot even be read (a throwing getter, a revoked proxy) is refused. */
export function safely<T>(validate: () => Validation<T>): Validation<T> {
  try {
    return validate();
  } catch {
    return { ok: false, reason: 'données illisibles' };
  }
}

/**
 * The whole payload within MAX_PAYLOAD_BYTES, checked before anything else looks at it, by a walk that
 * stops at the first oversized value and never serialises the payload to measure it.
 */
export function checkPayloadSize(payload: unknown): string | undefined {
  return payloadSizeProblem(payload);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

/** An object with every required key, optional ones allowed, nothing else (path '' for the payload). */
export function checkShape(
  value: unknown,
  path: string,
  required: readonly string[],
  optional: readonly string[] = [],
): string | undefined {
  if (!isPlainObject(value))
    return path === '' ? 'un objet est attendu' : `${quoted(path)} doit être un objet`;
  for (const key of required) {
    if (value[key] === undefined) return `${quoted(join(path, key))} est manquant`;
  }
  const known = new Set([...required, ...optional]);
  const extra = Object.keys(value).find((key) => !known.has(key));
  if (extra !== undefined) return `${quoted(join(path, fieldName(extra)))} n’est pas un champ attendu`;
  return undefined;
}

/**
 * A text field in the form it is checked in and passed on: NFC, within its length in characters (code
 * points, after normalisation), free of control, invisible, bidi and malformed characters
 * (src/shared/safe-text.ts), matching the rule's pattern and, when required, not blank.
 */
export function readText(value: unknown, path: string, rule: TextRule): Validation<string> {
  if (typeof value !== 'string') return { ok: false, reason: `${quoted(path)} doit être un texte` };
  const text = normaliseText(value);
  const reason = textProblem(text, path, rule);
  return reason === undefined ? { ok: true, value: text } : { ok: false, reason };
}

function textProblem(text: string, path: string, rule: TextRule): string | undefined {
  const length = Array.from(text).length;
  if (length < rule.min || length > rule.max) {
    return rule.min > 0
      ? `${quoted(path)} doit contenir de ${rule.min} à ${rule.max} caractères`
      : `${quoted(path)} doit contenir au plus ${rule.max} caractères`;
  }
  const unsafe = unsafeTextProblem(text);
  if (unsafe !== undefined) return `${quoted(path)} ${unsafe}`;
  if (rule.pattern && !rule.pattern.test(text)) {
    return `${quoted(path)} contient des caractères non autorisés (${rule.allowed ?? 'voir le format'})`;
  }
  if (rule.min > 0 && text.trim() === '') return `${quoted(path)} est vide`;
  const refined = rule.refine?.(text);
  return refined === undefined ? undefined : `${quoted(path)} ${refined}`;
}

export interface IntegerRule {
  min: number;
  max: number;
  /** What the number counts ("centimes"), for the message. */
  unit?: string;
}

export function checkInteger(value: unknown, path: string, rule: IntegerRule): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= rule.min && value <= rule.max) {
    return undefined;
  }
  // French elides « de » before a vowel: « d’unités », « de centimes ».
  const of = rule.unit && /^[aeiouyàâéèêîôû]/i.test(rule.unit) ? 'd’' : 'de ';
  const what = rule.unit ? `un nombre entier ${of}${rule.unit}` : 'un nombre entier';
  return `${quoted(path)} doit être ${what} entre ${formatInteger(rule.min)} et ${formatInteger(rule.max)}`;
}

export function checkArray(value: unknown, path: string, min: number, max: number): string | undefined {
  if (Array.isArray(value) && value.length >= min && value.length <= max) return undefined;
  if (min === max) return `${quoted(path)} doit être une liste de ${min} éléments`;
  return min > 0
    ? `${quoted(path)} doit être une liste de ${min} à ${max} éléments`
    : `${quoted(path)} doit être une liste d’au plus ${max} éléments`;
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** An ISO 8601 date-time with its offset (as toISOString writes it), and a date that exists. */
export function checkIsoDateTime(value: unknown, path: string): string | undefined {
  const refusal = `${quoted(path)} doit être une date et heure ISO 8601 (par exemple 2026-11-22T10:30:00Z)`;
  if (typeof value !== 'string') return refusal;
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return refusal;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
  const timeOk = hour! <= 23 && minute! <= 59 && second <= 59 && offsetHours <= 23 && offsetMinutes <= 59;
  return exists && timeOk ? undefined : refusal;
}

/**
 * Reads a payload field by field, in order, into the checked copy handed to a service: texts in the
 * form they were checked in (NFC), nothing inherited. Keeps the first refusal; once refused, every
 * later read is skipped and returns a placeholder, and `problem` says why.
 */
export class PayloadReader {
  problem: string | undefined;

  /** Records `reason` unless a refusal came first; a lazy check runs only while nothing was refused. */
  check(reason: string | undefined | (() => string | undefined)): void {
    if (this.problem !== undefined) return;
    this.problem = typeof reason === 'function' ? reason() : reason;
  }

  /** The object's own fields once its keys were checked ({} after a refusal). */
  object(
    value: unknown,
    path: string,
    required: readonly string[],
    optional: readonly string[] = [],
  ): Record<string, unknown> {
    this.check(() => checkShape(value, path, required, optional));
    return this.problem === undefined ? (value as Record<string, unknown>) : {};
  }

  text(value: unknown, path: string, rule: TextRule): string {
    if (this.problem !== undefined) return '';
    const read = readText(value, path, rule);
    if (!read.ok) this.problem = read.reason;
    return read.ok ? read.value : '';
  }

  /** Absent stays absent (undefined); present, it is read as text. */
  optionalText(value: unknown, path: string, rule: TextRule): string | undefined {
    return value === undefined ? undefined : this.text(value, path, rule);
  }

  integer(value: unknown, path: string, rule: IntegerRule): number {
    this.check(() => checkInteger(value, path, rule));
    return this.problem === undefined ? (value as number) : 0;
  }

  /** A fresh array of the items as readItem reads them, each with its path (lines[0]). */
  list<T>(
    value: unknown,
    path: string,
    bounds: { min: number; max: number },
    readItem: (item: unknown, path: string) => T,
  ): T[] {
    this.check(() => checkArray(value, path, bounds.min, bounds.max));
    const items: T[] = [];
    for (const [index, item] of (this.problem === undefined ? (value as unknown[]) : []).entries()) {
      items.push(readItem(item, `${path}[${index}]`));
      if (this.problem !== undefined) return [];
    }
    return items;
  }

  result<T>(value: T): Validation<T> {
    return this.problem === undefined ? { ok: true, value } : { ok: false, reason: this.problem };
  }
}
