// Checks the body of a terminal outcome report field by field (types, sizes, characters) before
// anything else is looked at: no field may hold a line break, which would blur the signed string.
import type { PaymentStatus } from '../../shared/kiosk-bridge';
import { settlementNoteProblem } from '../../shared/operator-settlement';
import type { CashTaken, OperatorSettlement, TerminalOutcomeReport } from '../../shared/terminal-outcome';
import { BadRequest, record, text } from '../validation';
import { DEVICE_ID_PATTERN, DEVICE_ID_RULE } from './devices';

const STATUSES: readonly PaymentStatus[] = ['approved', 'declined', 'cancelled', 'unknown', 'error'];
/** Same bound as the receipts (RECEIPT_LIMITS.maxCents): one million euros. */
const MAX_CENTS = 100_000_000;
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

function matching(raw: unknown, field: string, pattern: RegExp, rule: string): string {
  const value = text(raw, field);
  if (!pattern.test(value)) throw new BadRequest(`Le champ « ${field} » ${rule}`);
  return value;
}

/** An operator's settlement: only approved or declined, and a note by the kiosk's own rule (one line). */
function parseSettlement(raw: unknown, status: PaymentStatus): OperatorSettlement | undefined {
  if (raw === undefined) return undefined;
  const fields = record(raw, 'settlement');
  if (Object.keys(fields).some((key) => key !== 'by' && key !== 'note'))
    throw new BadRequest('Le champ « settlement » n’accepte que « by » et « note ».');
  if (fields.by !== 'operator') throw new BadRequest('Le champ « settlement.by » doit valoir « operator ».');
  const note = text(fields.note, 'settlement.note');
  const problem = settlementNoteProblem(note);
  if (problem !== undefined || note !== note.normalize('NFC'))
    throw new BadRequest(`Le champ « settlement.note » ${problem ?? 'doit être en forme NFC'}.`);
  if (status !== 'approved' && status !== 'declined')
    throw new BadRequest('Un paiement réglé par l’opérateur est « approved » ou « declined ».');
  return { by: 'operator', note };
}

const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_CENTS;

/** A counter's cash: what was handed over covers the amount, and the change is exactly the rest. */
function parseCash(raw: unknown, amountCents: number): CashTaken | undefined {
  if (raw === undefined) return undefined;
  const fields = record(raw, 'cash');
  if (Object.keys(fields).some((key) => key !== 'givenCents' && key !== 'changeCents'))
    throw new BadRequest('Le champ « cash » n’accepte que « givenCents » et « changeCents ».');
  const { givenCents, changeCents } = fields;
  if (!isCents(givenCents) || !isCents(changeCents))
    throw new BadRequest(`Les champs « cash » sont des entiers de 0 à ${MAX_CENTS} (centimes).`);
  if (givenCents - changeCents !== amountCents)
    throw new BadRequest(
      'Le champ « cash » ne correspond pas au montant : remis moins rendu doit faire le montant.',
    );
  return { givenCents, changeCents };
}

export function parseOutcomeReport(body: unknown): TerminalOutcomeReport {
  const fields = record(body);
  const deviceId = matching(fields.deviceId, 'deviceId', DEVICE_ID_PATTERN, DEVICE_ID_RULE);
  const orderId = matching(fields.orderId, 'orderId', /^\d{1,12}$/, 'doit être un numéro de commande.');
  const amountCents = fields.amountCents;
  if (
    typeof amountCents !== 'number' ||
    !Number.isInteger(amountCents) ||
    amountCents < 1 ||
    amountCents > MAX_CENTS
  )
    throw new BadRequest(`Le champ « amountCents » doit être un entier de 1 à ${MAX_CENTS} (centimes).`);
  if (fields.currency !== 'EUR') throw new BadRequest('Le champ « currency » doit valoir « EUR ».');
  const idempotencyKey = matching(
    fields.idempotencyKey,
    'idempotencyKey',
    /^[\x21-\x7e]{1,128}$/,
    'doit compter de 1 à 128 caractères imprimables, sans espace.',
  );
  if (typeof fields.status !== 'string' || !STATUSES.includes(fields.status as PaymentStatus))
    throw new BadRequest(`Le champ « status » doit valoir ${STATUSES.map((s) => `« ${s} »`).join(', ')}.`);
  // No control character (line breaks included), checked by code point: the lint bans them in regexps.
  const reference = text(fields.reference, 'reference');
  if (reference.length > 64 || [...reference].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    throw new BadRequest(
      'Le champ « reference » doit compter au plus 64 caractères, sans caractère de contrôle.',
    );
  const signedAt = matching(
    fields.signedAt,
    'signedAt',
    ISO_8601,
    'doit être une date et heure ISO 8601 (par exemple 2025-01-31T14:05:00.000Z).',
  );
  if (Number.isNaN(Date.parse(signedAt)))
    throw new BadRequest('Le champ « signedAt » n’est pas une date valide.');
  const signature = matching(
    fields.signature,
    'signature',
    /^[0-9a-f]{64}$/,
    'doit être un HMAC-SHA256 en hexadécimal minuscule (64 caractères).',
  );
  const settlement = parseSettlement(fields.settlement, fields.status as PaymentStatus);
  const cash = parseCash(fields.cash, amountCents);
  if (cash && settlement)
    throw new BadRequest('Un compte rendu d’espèces n’est jamais réglé par l’opérateur.');
  return {
    ...(settlement ? { settlement } : {}),
    ...(cash ? { cash } : {}),
    deviceId,
    orderId,
    amountCents,
    currency: 'EUR',
    idempotencyKey,
    status: fields.status as PaymentStatus,
    reference,
    signedAt,
    signature,
  };
}
