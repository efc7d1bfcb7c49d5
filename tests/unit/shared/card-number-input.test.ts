// A card number as a customer pastes it (issue 26 §4): the printed groups' spaces, and any other
// whitespace, go before the 12-character limit applies.
import { describe, expect, it } from 'vitest';
import { CARD_NUMBER_MAX, cardNumberInput } from '../../../src/shared/reload';

describe('card number input', () => {
  it('drops spaces and other whitespace, then keeps 12 characters', () => {
    expect(cardNumberInput('1000 0000 0001')).toBe('100000000001');
    expect(cardNumberInput(' 1000\t0000\u00a00001\n')).toBe('100000000001');
    expect(cardNumberInput('1000 0000 0001 9')).toBe('100000000001');
    expect(cardNumberInput('12a')).toBe('12a');
    expect(cardNumberInput('1'.repeat(100_000))).toHaveLength(CARD_NUMBER_MAX);
  });
});
