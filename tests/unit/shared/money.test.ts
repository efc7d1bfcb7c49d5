import { describe, expect, it } from 'vitest';
import { formatEuros, formatEurosPlain, roundTo12, toCents } from '../../../src/shared/money';

describe('money', () => {
  it('shows euros in fr-FR with 2 decimals', () => {
    expect(formatEuros(12.9).replace(/\s/g, ' ')).toBe('12,90 €');
    expect(formatEuros(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatEuros(0).replace(/\s/g, ' ')).toBe('0,00 €');
  });

  it('prints euros with plain spaces for PDFs and thermal printers', () => {
    expect(formatEurosPlain(1234.5)).toBe('1 234,50 €');
    expect(formatEurosPlain(1234.5)).not.toMatch(/[\u00a0\u202f]/);
  });

  it('rounds float sums to 12 decimals', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(roundTo12(0.1 + 0.2)).toBe(0.3);
  });

  it('converts euros to integer cents', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});
