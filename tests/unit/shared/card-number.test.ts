// Issue 26 §2: a card number reads the same everywhere a customer sees it, « 1000 0000 0001 ».
import { describe, expect, it } from 'vitest';
import { formatCardNumber } from '../../../src/shared/card-number';

describe('formatCardNumber', () => {
  it.each([
    ['100000000001', '1000 0000 0001'],
    ['1000 0000 0001', '1000 0000 0001'],
    [' 1000  00000001 ', '1000 0000 0001'],
    ['12345', '1234 5'],
    ['1234', '1234'],
    ['', ''],
  ])('%j reads %j', (numero, shown) => {
    expect(formatCardNumber(numero)).toBe(shown);
  });
});
