// A text of the printed receipt as main accepts it (src/main/ipc/print-receipt.ts): cleaned with the
// shared rule first, since a back-office label with a soft hyphen or a bidi mark must not void the whole
// print (clean-text.ts), then cut to what main counts: characters (code points) after NFC. The cut falls
// between graphemes, so no emoji, flag or accented letter is split into something else, and '…' shows
// that the text goes on.
import { cleanText } from '@shared/clean-text';
import { RECEIPT_LIMITS } from '@shared/kiosk-bridge';

const ELLIPSIS = '…';
const graphemes = new Intl.Segmenter('fr', { granularity: 'grapheme' });

const codePoints = (text: string) => Array.from(text).length;

/** `text` cleaned and within `max` characters; '' when nothing printable is left (or not a text). */
export function receiptText(text: unknown, max: number = RECEIPT_LIMITS.text): string {
  const cleaned = typeof text === 'string' ? cleanText(text) : '';
  if (codePoints(cleaned) <= max) return cleaned;
  let cut = '';
  let used = 0;
  for (const { segment } of graphemes.segment(cleaned)) {
    used += codePoints(segment);
    if (used > max - ELLIPSIS.length) break;
    cut += segment;
  }
  return `${cut.trimEnd()}${ELLIPSIS}`;
}
