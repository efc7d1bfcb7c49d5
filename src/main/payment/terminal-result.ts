// What main keeps of a terminal's answer, before anything is journaled, signed or answered to the page.
// A payment terminal is semi-trusted hardware: it decides whether money moved, and that is never second-
// guessed here, but the texts it sends are not taken as they come:
// - The card number is kept only in a masked form (isMaskedPan), whatever separators or mask characters
//   the terminal used; a number that cannot be shown masked is left out. A full card number never
//   reaches the journal file, the page or a receipt.
// - The reference is cleaned with the shared text rule (clean-text.ts) and cut to the back office's 64
//   characters: the page copies it into the printed receipt, where main refuses unsafe characters, and
//   the back office refuses a report whose reference holds a control character, so a raw value would
//   leave the order unsettled for good. The page, the signed report, the journal and the back office's
//   order thus carry one and the same value, and the receipt matches the order. When cleaning changed
//   anything, the terminal's own value is journaled next to it (terminalReference, escaped to printable
//   ASCII so that the journal stays one line per entry and shows no invisible or reordering character)
//   for reconciliation with the acquirer; a Caisse-AP reference (AC: at most 10 printable ASCII
//   characters) needs it only when it has blank ends.
// - The message is cleaned the same way and bounded; one with nothing left gives way to the default text.
// - Any other field a driver adds is dropped.
import { cleanText } from '../../shared/clean-text';
import { isMaskedPan } from '../../shared/masked-pan';
import type { TerminalResult } from './driver';

/** The back office's bound on a report's reference (src/server/kiosk/outcome-report.ts). */
export const REFERENCE_MAX_LENGTH = 64;
/** A customer message is a sentence or two (PAYMENT_MESSAGES); nothing longer is shown. */
export const MESSAGE_MAX_LENGTH = 300;

/** What the service journals: the result as kept, and the terminal's reference when it had to change. */
export type KeptTerminalResult = TerminalResult & {
  /** The reference exactly as the terminal sent it, JSON-escaped to printable ASCII. Never shown. */
  terminalReference?: string;
};

// Groups of digits and mask characters ('#' too, as Caisse-AP terminals print them) between runs of
// blanks, dashes or dots.
const SEPARATORS = /[\s.-]+/;
const GROUP = /^[0-9*Xx#•]+$/;
const TERMINAL_MASKED = /^\d{0,6}\*{4,}\d{4}$/;

/**
 * The card number as the page may show it ("**** **** **** 0003", "497010******0003"), or undefined
 * when `pan` cannot be read as one. A form the terminal already masked keeps its first 6 digits (what
 * PCI DSS allows); any other keeps only its last 4. Mask characters become '*', the terminal's grouping
 * is kept with single spaces when it fits. The result always passes isMaskedPan.
 */
export function maskCardNumber(pan: string): string | undefined {
  const groups = pan.trim().split(SEPARATORS);
  if (!groups.every((group) => GROUP.test(group))) return undefined;
  // Too long, or not ending in 4 digits: isMaskedPan refuses it below, whatever the grouping.
  const characters = groups.join('').replace(/[Xx#•]/g, '*');
  const masked = TERMINAL_MASKED.test(characters)
    ? characters
    : `${characters.slice(0, -4).replace(/\d/g, '*')}${characters.slice(-4)}`;
  const grouped: string[] = [];
  let at = 0;
  for (const group of groups) grouped.push(masked.slice(at, (at += group.length)));
  const shown = grouped.join(' ');
  if (isMaskedPan(shown)) return shown;
  return isMaskedPan(masked) ? masked : undefined;
}

/**
 * `text` cleaned and cut to `max` UTF-16 units (what the back office counts; never half a character),
 * or undefined when nothing is left.
 */
function cleanedText(text: unknown, max: number): string | undefined {
  if (typeof text !== 'string') return undefined;
  let cut = '';
  for (const char of cleanText(text)) {
    if (cut.length + char.length > max) break;
    cut += char;
  }
  cut = cut.trimEnd();
  return cut === '' ? undefined : cut;
}

/** JSON string escapes, and \uXXXX for every UTF-16 unit outside printable ASCII: lossless, readable. */
function escapedAscii(text: string): string {
  return JSON.stringify(text)
    .slice(1, -1)
    .replace(/[^\x20-\x7e]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The result as main keeps it (see the top of this file); `status` was checked by the caller. */
export function keptTerminalResult(result: TerminalResult): KeptTerminalResult {
  const kept: KeptTerminalResult = { status: result.status };
  const reference = cleanedText(result.reference, REFERENCE_MAX_LENGTH);
  if (reference !== undefined) kept.reference = reference;
  if (typeof result.reference === 'string' && result.reference !== '' && result.reference !== reference) {
    kept.terminalReference = escapedAscii(result.reference);
  }
  const maskedPan = typeof result.maskedPan === 'string' ? maskCardNumber(result.maskedPan) : undefined;
  if (maskedPan !== undefined) kept.maskedPan = maskedPan;
  const message = cleanedText(result.message, MESSAGE_MAX_LENGTH);
  if (message !== undefined) kept.message = message;
  return kept;
}
