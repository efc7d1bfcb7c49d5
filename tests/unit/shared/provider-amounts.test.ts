// The on-board payments' and the mobile-ticket provider's shared rules (SPEC §9): amounts in cents, VAT per
// ten thousand, the proofs' file names. Both sides read them, so a wrong one shows a wrong price.
import { describe, expect, it } from 'vitest';
import { centsToEuros } from '../../../src/shared/mobile-ticket';
import { ALL_PROOFS_FILE_NAME, proofFileName, vatPercent } from '../../../src/shared/onboard-payments';

describe('on-board payments', () => {
  it('reads a VAT rate per ten thousand as a percent', () => {
    expect(vatPercent(1000)).toBe(10);
    expect(vatPercent(550)).toBe(5.5);
    expect(vatPercent(0)).toBe(0);
  });

  it('names one payment’s proof after its archive reference, several in one file', () => {
    expect(proofFileName('REF-2026_11')).toBe('Justificatif_cb_REF-2026_11.pdf');
    expect(ALL_PROOFS_FILE_NAME).toBe('Justificatifs_cb.pdf');
  });
});

describe('mobile-ticket provider', () => {
  it('turns cents into euros', () => {
    expect(centsToEuros(1250)).toBe(12.5);
    expect(centsToEuros(5)).toBe(0.05);
    expect(centsToEuros(0)).toBe(0);
  });
});
