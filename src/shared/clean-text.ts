// Texts that must reach the customer even when they break the text rule (safe-text.ts), because refusing
// them would cost more than it protects: a back-office label on a receipt (one soft hyphen must not
// void the whole print), a payment terminal's reference. The rule itself stays a refusal at the IPC
// gate; this is what a sender does first so that its text passes it. Every character the rule refuses
// is removed (it is invisible, malformed or reorders what is shown: dropping it cannot hide a word),
// control characters and line breaks become one space (they separated words), and accents past the
// second on one letter are dropped.
import { normaliseText, unsafeTextProblem } from './safe-text';

const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]/u;
const STACKED_MARKS = /(\p{M}{2})\p{M}+/gu;

/**
 * `text` in NFC without what unsafeTextProblem refuses, blank ends trimmed: the result always passes
 * the rule (and may be empty).
 */
export function cleanText(text: string): string {
  let kept = '';
  let afterBreak = false;
  for (const char of normaliseText(text)) {
    if (unsafeTextProblem(char) === undefined) {
      kept += char;
      afterBreak = false;
    } else if (BREAKS.test(char)) {
      // A run of breaks ("\r\n") is one space.
      if (!afterBreak) kept += ' ';
      afterBreak = true;
    }
  }
  // Removing characters can bring a letter and its accents together again: compose, then cap the marks.
  return normaliseText(kept).replace(STACKED_MARKS, '$1').trim();
}
