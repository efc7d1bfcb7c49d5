// Payload validation helpers shared by the channel handlers. Hand-written: the project has no schema
// library, and the rules are few and need French reasons naming the field. Each check returns the reason
// a value is refused (French, without the leading "X invalide :"), or undefined when it is acceptable.

export type Validation<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Cap on a whole payload, serialized, checked before anything else looks at it. */
export const MAX_PAYLOAD_BYTES = 64 * 1024;

export interface TextRule {
  min: number;
  max: number;
  pattern?: RegExp;
  /** French description of the characters the pattern allows. */
  allowed?: string;
}

/** Back-office order numbers, in payments and receipts alike. */
export const ORDER_ID_RULE: TextRule = {
  min: 1,
  max: 32,
  pattern: /^[A-Za-z0-9-]+$/,
  allowed: 'lettres, chiffres et tiret',
};

// C0, DEL and C1 controls: never useful in a label, and an ESC byte would drive the thermal printer.
const CONTROL_CHARACTER = /\p{Cc}/u;

/** 10 000 000 with no-break spaces, as French writes numbers. */
export function formatInteger(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** A field name fit for a message: control characters dropped, long names cut. */
function fieldName(name: string): string {
  const printable = name.replace(/\p{Cc}/gu, '');
  return printable.length > 40 ? `${printable.slice(0, 40)}…` : printable;
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

export function checkPayloadSize(payload: unknown): string | undefined {
  const json = JSON.stringify(payload) as string | undefined;
  if (json !== undefined && new TextEncoder().encode(json).byteLength > MAX_PAYLOAD_BYTES) {
    return `données trop volumineuses (plus de ${MAX_PAYLOAD_BYTES / 1024} Kio)`;
  }
  return undefined;
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

export function checkText(value: unknown, path: string, rule: TextRule): string | undefined {
  if (typeof value !== 'string') return `${quoted(path)} doit être un texte`;
  const length = Array.from(value).length;
  if (length < rule.min || length > rule.max) {
    return rule.min > 0
      ? `${quoted(path)} doit contenir de ${rule.min} à ${rule.max} caractères`
      : `${quoted(path)} doit contenir au plus ${rule.max} caractères`;
  }
  if (CONTROL_CHARACTER.test(value)) return `${quoted(path)} contient des caractères de contrôle`;
  if (rule.pattern && !rule.pattern.test(value)) {
    return `${quoted(path)} contient des caractères non autorisés (${rule.allowed ?? 'voir le format'})`;
  }
  if (rule.min > 0 && value.trim() === '') return `${quoted(path)} est vide`;
  return undefined;
}

export function checkOptionalText(value: unknown, path: string, rule: TextRule): string | undefined {
  return value === undefined ? undefined : checkText(value, path, rule);
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
  const what = rule.unit ? `un nombre entier de ${rule.unit}` : 'un nombre entier';
  return `${quoted(path)} doit être ${what} entre ${formatInteger(rule.min)} et ${formatInteger(rule.max)}`;
}

export function checkArray(value: unknown, path: string, min: number, max: number): string | undefined {
  if (Array.isArray(value) && value.length >= min && value.length <= max) return undefined;
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
