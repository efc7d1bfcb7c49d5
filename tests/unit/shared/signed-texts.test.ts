// Texts the two sides must build alike (terminal-outcome.ts, reservation.ts, masked-pan.ts, reload.ts):
// the signed lines of each report version, a modification's path, the masked-PAN refusal, what a pasted
// card number and a product's price let through.
import { describe, expect, it } from 'vitest';
import { MASKED_PAN_PROBLEM, maskedPanProblem } from '../../../src/shared/masked-pan';
import { cardNumberInput, isShown } from '../../../src/shared/reload';
import { modificationPath } from '../../../src/shared/reservation';
import { terminalOutcomeSigningString } from '../../../src/shared/terminal-outcome';
import { SAMPLE_REPORT, SAMPLE_REPORT_LINES } from '../../support/sample-report';

const report = SAMPLE_REPORT;
const lines = SAMPLE_REPORT_LINES;

describe('terminalOutcomeSigningString', () => {
  it('signs version 1, 2 with the settlement, 3 with the cash handed over and the change', () => {
    expect(terminalOutcomeSigningString(report)).toBe(['portail-terminal-outcome-v1', ...lines].join('\n'));
    expect(
      terminalOutcomeSigningString({ ...report, settlement: { by: 'operator', note: 'Vu au journal' } }),
    ).toBe(['portail-terminal-outcome-v2', ...lines, 'operator', 'Vu au journal'].join('\n'));
    expect(terminalOutcomeSigningString({ ...report, cash: { givenCents: 2000, changeCents: 750 } })).toBe(
      ['portail-counter-cash-v3', ...lines, '2000', '750'].join('\n'),
    );
  });
});

describe('modificationPath', () => {
  it('names the order and the article', () => {
    expect(modificationPath(12, 345)).toBe(
      '/vente/api/commandesReservation/12/article/345/modificationReservation',
    );
  });
});

describe('maskedPanProblem', () => {
  it('accepts a masked number and refuses a full one, with its reason', () => {
    expect(maskedPanProblem('**** **** **** 0003')).toBeUndefined();
    expect(maskedPanProblem('4970100000000003')).toBe(MASKED_PAN_PROBLEM);
  });
});

describe('cardNumberInput', () => {
  it('reads 48 pasted characters at most, whitespace included', () => {
    expect(cardNumberInput(`${' '.repeat(40)}123456789012`)).toBe('12345678');
  });
});

describe('isShown', () => {
  it('shows a price above 0 only, and only a number', () => {
    expect(isShown({ price: 0.01 })).toBe(true);
    expect(isShown({ price: 0 })).toBe(false);
    expect(isShown({ price: -1 })).toBe(false);
    expect(isShown({ price: '5' as unknown as number })).toBe(false);
  });
});
