// What a Caisse-AP debit request says and what the terminal's answer means for the customer. Pure
// functions: the TCP exchange lives in driver.ts, the byte format in codec.ts.
import type { TerminalRequest, TerminalResult } from '../driver';
import { PAYMENT_MESSAGES } from '../messages';
import { fieldValue, type CaisseApField, type CaisseApMessage } from './codec';

export interface CaisseApRequestSettings {
  /** CZ: protocol version, 4 digits. */
  protocolVersion: string;
  /** CJ: cash-register protocol identifier (12 characters, assigned by the AP; informative for terminals). */
  protocolId: string;
  /** CA: point-of-sale number, 2 digits. */
  posNumber: string;
}

/** CB carries at most 12 digits. */
export const CAISSE_AP_MAX_AMOUNT_CENTS = 999_999_999_999;

const EURO = '978';

/** The debit request, CZ first. Throws a plain Error when the amount or currency cannot be sent. */
export function debitRequest(request: TerminalRequest, settings: CaisseApRequestSettings): CaisseApField[] {
  const { amountCents } = request;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > CAISSE_AP_MAX_AMOUNT_CENTS) {
    throw new Error(`Montant invalide pour le terminal : ${amountCents}`);
  }
  if (request.currency !== 'EUR') throw new Error(`Devise non prise en charge : ${String(request.currency)}`);
  return [
    ['CZ', settings.protocolVersion],
    ['CJ', settings.protocolId],
    ['CA', settings.posNumber],
    ['CB', String(amountCents).padStart(2, '0')],
    ['CD', '0'],
    ['CE', EURO],
    // Answer at the end of the transaction, not an immediate acknowledgement.
    ['BA', '0'],
  ];
}

/** AF (complement to a failed AE) → what the customer is told. Codes from the Caisse-AP tag dictionary. */
const FAILURES: Readonly<Record<string, Pick<TerminalResult, 'status' | 'message'>>> = {
  '00': { status: 'declined', message: PAYMENT_MESSAGES.declinedByTerminal }, // unknown
  '02': { status: 'declined', message: PAYMENT_MESSAGES.authorisationRequired }, // voice referral
  '03': { status: 'declined', message: PAYMENT_MESSAGES.authorisationRequired }, // forcing
  '04': { status: 'declined', message: PAYMENT_MESSAGES.declined }, // refused
  '05': { status: 'declined', message: PAYMENT_MESSAGES.forbiddenCard }, // forbidden
  '06': { status: 'cancelled', message: PAYMENT_MESSAGES.cancelled }, // abandon
  '07': { status: 'declined', message: PAYMENT_MESSAGES.notCompleted }, // not completed
  '08': { status: 'cancelled', message: PAYMENT_MESSAGES.inputTimeout }, // input time-out
  '09': { status: 'error', message: PAYMENT_MESSAGES.terminalRejected }, // message format error
  '10': { status: 'error', message: PAYMENT_MESSAGES.terminalRejected }, // selection error
  '11': { status: 'cancelled', message: PAYMENT_MESSAGES.cancelled }, // operator / customer abandon
  '12': { status: 'error', message: PAYMENT_MESSAGES.terminalRejected }, // unknown action type
  '13': { status: 'error', message: PAYMENT_MESSAGES.terminalRejected }, // currency not supported
};

/** AE 11: the terminal took the request into account; the real answer follows on the same connection. */
export const INTERMEDIATE = 'intermediate';

export interface Interpretation {
  result: TerminalResult;
  /** Why the answer could not be trusted (logged; the customer sees the `unknown` text). */
  problem?: string;
}

const unknown = (problem: string): Interpretation => ({
  result: { status: 'unknown', message: PAYMENT_MESSAGES.unknown },
  problem,
});

/** What an approval must carry before it is read: the echoes checked against the request, then AC and AA. */
const APPROVAL_FIELDS = ['CA', 'CB', 'CD', 'CE', 'AC', 'AA'];

/**
 * Whether a final answer to a debit already holds every field this point of sale reads, so that no
 * more bytes need waiting for (over IP an answer has no total length, and terminals may pause between
 * fields while the connection stays open). AE 10: the echoed CA, CB, CD, CE, the authorisation number
 * AC and the card number AA. AE 01: its reason AF. Fields a terminal may add after these (CC, CI, AI,
 * AB, CF, CG...) are never read. AE 11 and an unknown AE are never complete: the real answer, or the
 * terminal closing, or the quiet time, ends them.
 */
export function isCompleteAnswer(answer: CaisseApMessage): boolean {
  const status = fieldValue(answer, 'AE');
  if (status === '10') return APPROVAL_FIELDS.every((tag) => fieldValue(answer, tag) !== undefined);
  if (status === '01') return fieldValue(answer, 'AF') !== undefined;
  return false;
}

/** A card number is shown masked; a terminal that sends it in clear gets it masked here, last 4 kept. */
export function maskPan(pan: string): string {
  return /^\d+$/.test(pan) ? `${'*'.repeat(Math.max(0, pan.length - 4))}${pan.slice(-4)}` : pan;
}

/**
 * Meaning of a final answer to `sent`. The echoed CA/CB/CD/CE must match the request; an approval must
 * echo them all (else we cannot tell what was debited → `unknown`), a failure may omit them.
 */
export function interpretAnswer(
  answer: CaisseApMessage,
  sent: readonly CaisseApField[],
): Interpretation | typeof INTERMEDIATE {
  const status = fieldValue(answer, 'AE');
  if (status === '11') return INTERMEDIATE;
  for (const tag of ['CA', 'CB', 'CD', 'CE']) {
    const echoed = fieldValue(answer, tag);
    const expected = fieldValue(sent, tag)!;
    // CB may come back zero-padded to 12 digits.
    const same =
      tag === 'CB'
        ? echoed !== undefined && /^\d+$/.test(echoed) && Number(echoed) === Number(expected)
        : echoed === expected;
    if (echoed !== undefined && !same)
      return unknown(`la réponse porte ${tag}=${echoed} au lieu de ${expected}`);
    if (echoed === undefined && status === '10') return unknown(`réponse d'acceptation sans ${tag}`);
  }
  if (status === '10') {
    const reference = fieldValue(answer, 'AC');
    const pan = fieldValue(answer, 'AA');
    return {
      result: {
        status: 'approved',
        message: PAYMENT_MESSAGES.approved,
        ...(reference ? { reference } : {}),
        ...(pan ? { maskedPan: maskPan(pan) } : {}),
      },
    };
  }
  if (status === '01') {
    const reason = fieldValue(answer, 'AF');
    const failure = (reason && FAILURES[reason.slice(0, 2)]) || FAILURES['00']!;
    return { result: { ...failure } };
  }
  return unknown(status === undefined ? 'réponse sans AE' : `AE inconnu : ${status}`);
}
