// Texts shown on the payment terminal or printed on a receipt (labels, header, lines, references): one
// rule for main's IPC validation and for the renderer, so that what the customer reads is what the
// characters say. Refused rather than silently stripped: a text that needs these characters is either a
// bug or an attempt to make a printed or displayed text read differently (Trojan Source style
// reordering, invisible characters splitting or hiding words, control bytes driving the printer).
//
// Checked on the NFC form (normaliseText), which is also the form passed on: an accent typed as a
// combining mark becomes the one precomposed letter the PC858 code page of the printer holds. Letters the
// code page lacks are not refused here: the printer's layout prints a close substitute or '?'
// (src/main/printer/printableText.ts), which cannot change what a text means.

/** The form every checked text is compared, measured and passed on in. */
export function normaliseText(text: string): string {
  return text.normalize('NFC');
}

const RULES: readonly (readonly [RegExp, string])[] = [
  // Half of a UTF-16 surrogate pair: no character at all; encoders turn it into U+FFFD or fail.
  [/\p{Cs}/u, 'contient des caractères mal formés'],
  // U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C: reorder what is displayed.
  [/\p{Bidi_Control}/u, 'contient des caractères de contrôle du sens d’écriture'],
  // C0 (ESC drives ESC/POS printers), DEL, C1 (CSI drives terminals), line and paragraph separators.
  [/[\p{Cc}\p{Zl}\p{Zp}]/u, 'contient des caractères de contrôle'],
  // Zero-width characters, word joiner, invisible operators, BOM, soft hyphen, variation selectors,
  // fillers, tags, and every other format character.
  [/[\p{Default_Ignorable_Code_Point}\p{Cf}]/u, 'contient des caractères invisibles'],
  // Noncharacters (U+FFFE, U+FDD0…), private use (any glyph a font chooses) and unassigned code points.
  [/[\p{Cn}\p{Co}]/u, 'contient des caractères réservés ou non attribués'],
  // Accents piled on one letter overwrite the lines around them on a display (after NFC, French text
  // never has more than one combining mark in a row).
  [/\p{M}{3}/u, 'contient des signes diacritiques empilés'],
];

/**
 * Why `text` (already normalised) may not be displayed or printed as it is, as a French predicate
 * ("contient des caractères invisibles") to follow the field's name; undefined when it may.
 */
export function unsafeTextProblem(text: string): string | undefined {
  return RULES.find(([pattern]) => pattern.test(text))?.[1];
}
