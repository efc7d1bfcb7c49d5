// An unknown payment outcome settled by the operator (issue 25 §2): the operator reads the terminal's
// own journal and records what it says, with a note. One rule for the note, checked by main (the
// operator's input) and by the back office (the signed report that carries it).
import { normaliseText, unsafeTextProblem } from './safe-text';

export type OperatorDecision = 'approved' | 'declined';
export const OPERATOR_DECISIONS: readonly OperatorDecision[] = ['approved', 'declined'];

export const SETTLEMENT_NOTE_LIMITS = { min: 3, max: 200 } as const;
/** Letters, digits, spaces and the punctuation a note needs: no line break (it is signed line by line). */
export const SETTLEMENT_NOTE_PATTERN = /^[\p{L}\p{N} .,;:!?'’"«»()/\-+#°€%&*_=@]+$/u;
export const SETTLEMENT_NOTE_ALLOWED = 'lettres, chiffres, espaces et ponctuation courante';

/** Why the note is refused, as a French predicate after « La note » ; undefined: accepted. */
export function settlementNoteProblem(note: string): string | undefined {
  const text = normaliseText(note);
  const length = Array.from(text).length;
  if (length < SETTLEMENT_NOTE_LIMITS.min || length > SETTLEMENT_NOTE_LIMITS.max)
    return `doit contenir de ${SETTLEMENT_NOTE_LIMITS.min} à ${SETTLEMENT_NOTE_LIMITS.max} caractères`;
  const unsafe = unsafeTextProblem(text);
  if (unsafe !== undefined) return unsafe;
  if (!SETTLEMENT_NOTE_PATTERN.test(text))
    return `contient des caractères non autorisés (${SETTLEMENT_NOTE_ALLOWED})`;
  if (text.trim().length < SETTLEMENT_NOTE_LIMITS.min) return 'est presque vide';
  return undefined;
}
