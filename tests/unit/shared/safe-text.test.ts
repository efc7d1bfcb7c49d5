import { describe, expect, it } from 'vitest';
import { normaliseText, unsafeTextProblem } from '../../../src/shared/safe-text';

const BIDI = 'contient des caractères de contrôle du sens d’écriture';
const CONTROL = 'contient des caractères de contrôle';
const INVISIBLE = 'contient des caractères invisibles';
const MALFORMED = 'contient des caractères mal formés';
const RESERVED = 'contient des caractères réservés ou non attribués';
const STACKED = 'contient des signes diacritiques empilés';

describe('safe text', () => {
  it.each([
    ['French with accents and the euro sign', 'Pass journée – 12,50 € « Cœur de ville »'],
    ['digits and punctuation', 'Commande n° 10001 (2 × 1,70 €)'],
    ['the narrow no-break space fr-FR numbers use', '1\u202f234,50\u00a0€'],
    ['a letter with one accent of its own', 'x\u0301'],
    ['two accents on one letter (Vietnamese)', 'q\u0323\u0302'],
    ['an emoji outside the BMP (a well-formed surrogate pair)', 'Billet 🎫'],
    ['Greek, Cyrillic and Arabic letters', 'Ωμέγα Москва سلام'],
    ['an empty text', ''],
  ])('accepts %s', (_name, text) => {
    expect(unsafeTextProblem(normaliseText(text))).toBeUndefined();
  });

  it.each([
    ['RIGHT-TO-LEFT OVERRIDE U+202E', 'Total 1\u202e05,21', BIDI],
    ['LEFT-TO-RIGHT EMBEDDING U+202A', '\u202aTicket', BIDI],
    ['POP DIRECTIONAL FORMATTING U+202C', 'Ticket\u202c', BIDI],
    ['LEFT-TO-RIGHT ISOLATE U+2066', '\u2066Ticket', BIDI],
    ['POP DIRECTIONAL ISOLATE U+2069', 'Ticket\u2069', BIDI],
    ['LEFT-TO-RIGHT MARK U+200E', 'Ticket\u200e', BIDI],
    ['RIGHT-TO-LEFT MARK U+200F', 'Ticket\u200f', BIDI],
    ['ARABIC LETTER MARK U+061C', 'Ticket\u061c', BIDI],
    ['ZERO WIDTH SPACE U+200B', 'Pass\u200bjournée', INVISIBLE],
    ['ZERO WIDTH NON-JOINER U+200C', 'Pass\u200cjournée', INVISIBLE],
    ['ZERO WIDTH JOINER U+200D', 'Pass\u200djournée', INVISIBLE],
    ['WORD JOINER U+2060', 'Pass\u2060journée', INVISIBLE],
    ['INVISIBLE PLUS U+2064', '1\u20642', INVISIBLE],
    ['a byte order mark U+FEFF', '\ufeffTicket', INVISIBLE],
    ['a soft hyphen U+00AD', 'Abonne\u00adment', INVISIBLE],
    ['a variation selector U+FE0F', 'Ticket\ufe0f', INVISIBLE],
    ['a Hangul filler U+3164', 'Ticket\u3164', INVISIBLE],
    ['a tag character U+E0041', 'Ticket\u{e0041}', INVISIBLE],
    ['an interlinear annotation anchor U+FFF9', '\ufff9Ticket', INVISIBLE],
    ['ESC (C0)', 'Gare\u001bd\u0005', CONTROL],
    ['a line feed', 'Gare\nRoutière', CONTROL],
    ['a tab', 'Gare\tRoutière', CONTROL],
    ['DEL', 'Gare\u007f', CONTROL],
    ['NEXT LINE U+0085 (C1)', 'Gare\u0085', CONTROL],
    ['CSI U+009B (C1)', 'Gare\u009b2J', CONTROL],
    ['LINE SEPARATOR U+2028', 'Gare\u2028Routière', CONTROL],
    ['PARAGRAPH SEPARATOR U+2029', 'Gare\u2029Routière', CONTROL],
    ['a lone high surrogate', 'Billet \ud83c', MALFORMED],
    ['a lone low surrogate', '\udfabBillet', MALFORMED],
    ['two low surrogates', '\udfab\udfab', MALFORMED],
    ['the noncharacter U+FFFE', 'Ticket\ufffe', RESERVED],
    ['the noncharacter U+FDD0', 'Ticket\ufdd0', RESERVED],
    ['the noncharacter U+1FFFF', 'Ticket\u{1ffff}', RESERVED],
    ['a private-use character U+E000', 'Ticket\ue000', RESERVED],
    ['an unassigned code point U+0378', 'Ticket\u0378', RESERVED],
    ['three accents stacked on one letter', 'Tq\u0301\u0302\u0303', STACKED],
    ['four accents on a letter NFC composes with the first', 'Te\u0301\u0302\u0303\u0304', STACKED],
  ])('refuses %s', (_name, text, problem) => {
    expect(unsafeTextProblem(normaliseText(text))).toBe(problem);
  });

  it('normalises to NFC: an accent typed as a combining mark becomes one character', () => {
    expect(normaliseText('journe\u0301e')).toBe('journée');
    expect(normaliseText('journe\u0301e')).toHaveLength(7);
  });

  it('keeps lone surrogates through normalisation, so the rule still sees them', () => {
    expect(unsafeTextProblem(normaliseText('e\u0301\ud800'))).toBe(MALFORMED);
  });
});
