// The operator's settlement note (operator-settlement.ts): 3 to 200 characters after NFC, no unsafe
// character, only the allowed ones, not only spaces; each refusal in its exact French words.
import { describe, expect, it } from 'vitest';
import { OPERATOR_DECISIONS, settlementNoteProblem } from '../../../src/shared/operator-settlement';

const LENGTH = 'doit contenir de 3 à 200 caractères';

describe('settlementNoteProblem', () => {
  it('accepts a note of 3 and of 200 characters', () => {
    expect(settlementNoteProblem('abc')).toBeUndefined();
    expect(settlementNoteProblem('é'.repeat(200))).toBeUndefined();
    expect(settlementNoteProblem('Ticket TPE n° 0042 : « accordé », 12,50 € (vu à 10:32).')).toBeUndefined();
  });

  it('refuses fewer than 3 or more than 200 characters, counted after NFC', () => {
    expect(settlementNoteProblem('ab')).toBe(LENGTH);
    expect(settlementNoteProblem('')).toBe(LENGTH);
    expect(settlementNoteProblem('a'.repeat(201))).toBe(LENGTH);
    // 'e' and a combining acute accent: two code points, one character once normalised.
    expect(settlementNoteProblem('ae\u0301')).toBe(LENGTH);
    expect(settlementNoteProblem('e\u0301'.repeat(200))).toBeUndefined();
  });

  it('refuses an unsafe character with its own reason, before the allowed characters', () => {
    expect(settlementNoteProblem('abc\u202edef')).toBe(
      'contient des caractères de contrôle du sens d’écriture',
    );
    expect(settlementNoteProblem('abc\u200bdef')).toBe('contient des caractères invisibles');
  });

  it('refuses characters outside letters, digits, spaces and common punctuation', () => {
    expect(settlementNoteProblem('abc<def>')).toBe(
      'contient des caractères non autorisés (lettres, chiffres, espaces et ponctuation courante)',
    );
  });

  it('refuses a note of spaces around fewer than 3 characters', () => {
    expect(settlementNoteProblem('   ')).toBe('est presque vide');
    expect(settlementNoteProblem('  ab  ')).toBe('est presque vide');
    expect(settlementNoteProblem(' abc ')).toBeUndefined();
  });

  it('knows two decisions', () => {
    expect(OPERATOR_DECISIONS).toEqual(['approved', 'declined']);
  });
});
