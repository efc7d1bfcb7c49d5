// A card number as a receipt or a screen may show it (PCI DSS: at most the first 6 and the last 4
// digits): never the full number, whoever sends it (the renderer's receipt, the terminal's answer).

/** The longest masked form accepted, separators included ("**** **** **** 0003"). */
export const MASKED_PAN_MAX_LENGTH = 19;

/** French predicate after the field's name when a text is not a masked card number. */
export const MASKED_PAN_PROBLEM = 'doit être un numéro de carte masqué (par exemple **** **** **** 0003)';

// Groups of digits and mask characters ('*', 'X', 'x', '•'), separated by one space or one dash.
const GROUPS = /^[0-9*Xx•]+(?:[ -][0-9*Xx•]+)*$/;
// Without separators: up to 6 leading digits, at least 4 mask characters, then exactly the last 4
// digits. Digits never run longer than 6, so no card number (12 digits and more) fits.
const MASKED = /^\d{0,6}[*Xx•]{4,}\d{4}$/;

export function isMaskedPan(text: string): boolean {
  return text.length <= MASKED_PAN_MAX_LENGTH && GROUPS.test(text) && MASKED.test(text.replace(/[ -]/g, ''));
}

/** The reason `text` is refused as a masked card number, or undefined (for IPC text rules). */
export function maskedPanProblem(text: string): string | undefined {
  return isMaskedPan(text) ? undefined : MASKED_PAN_PROBLEM;
}
