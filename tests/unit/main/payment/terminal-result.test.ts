// What main keeps of a terminal's answer (src/main/payment/terminal-result.ts), and the simulator, whose
// scripted card numbers get the same masking as a real terminal's.
import { describe, expect, it } from 'vitest';
import { createSimulatorDriver } from '../../../../src/main/payment/simulator-driver';
import { keptTerminalResult, maskCardNumber } from '../../../../src/main/payment/terminal-result';
import { isMaskedPan } from '../../../../src/shared/masked-pan';

const REQUEST = { idempotencyKey: 'k-1', amountCents: 1250, currency: 'EUR' as const, label: 'Commande' };

describe('maskCardNumber', () => {
  it.each([
    ['**** **** **** 0003', '**** **** **** 0003'],
    ['497010******0003', '497010******0003'],
    ['4970 10** **** 0003', '4970 10** **** 0003'],
    ['xxxx-xxxx-xxxx-0003', '**** **** **** 0003'],
    ['••••0003', '****0003'],
    ['4970 1000 0000 0003', '**** **** **** 0003'],
    ['4970\u00a01000\u00a00000\u00a00003', '**** **** **** 0003'],
    ['4222222222222', '*********2222'],
  ])('%s → %s', (pan, masked) => {
    expect(maskCardNumber(pan)).toBe(masked);
    expect(isMaskedPan(masked)).toBe(true);
  });

  it.each([
    '',
    '   ',
    '0003',
    '-4970 1000 0000 0003',
    '４９７０１０００００００００００３',
    '4970 1000 0000 0003 12/27',
    '4970100000000003\u200b',
  ])('leaves out %j', (pan) => {
    expect(maskCardNumber(pan)).toBeUndefined();
  });
});

describe('keptTerminalResult', () => {
  it('keeps a clean answer as it is', () => {
    const result = {
      status: 'approved' as const,
      reference: 'A00395',
      maskedPan: '**** 0003',
      message: 'Paiement accepté.',
    };
    // Strictly: no terminalReference beside a reference kept as sent, no key left undefined.
    expect(keptTerminalResult(result)).toStrictEqual(result);
  });

  it('cuts a reference to 64 UTF-16 units without splitting a character', () => {
    const kept = keptTerminalResult({ status: 'approved', reference: `${'R'.repeat(63)}🎫` });
    expect(kept.reference).toBe('R'.repeat(63));
    expect(kept.terminalReference).toBe(`${'R'.repeat(63)}\\ud83c\\udfab`);
  });

  it('drops the blank a cut at 64 units leaves at the end', () => {
    const kept = keptTerminalResult({ status: 'approved', reference: `${'R'.repeat(63)} S` });
    expect(kept.reference).toBe('R'.repeat(63));
  });

  it('escapes the terminal reference it journals to printable ASCII, losslessly', () => {
    const raw = 'A"\\\u202e\n\ud83c🎫é';
    const kept = keptTerminalResult({ status: 'approved', reference: raw });
    expect(kept.terminalReference).toMatch(/^[\x20-\x7e]+$/);
    expect(JSON.parse(`"${kept.terminalReference!}"`)).toBe(raw);
  });

  it('drops values that are not texts', () => {
    const odd = { status: 'declined', reference: 42, maskedPan: ['4970'], message: null };
    expect(keptTerminalResult(odd as never)).toStrictEqual({ status: 'declined' });
  });

  it('keeps no key for a value with nothing left: an empty reference, blank texts', () => {
    expect(
      keptTerminalResult({ status: 'approved', reference: '', maskedPan: '', message: '   ' }),
    ).toStrictEqual({ status: 'approved' });
  });
});

describe('simulator driver', () => {
  it('masks a scripted card number as a terminal answer would be, in payments and reconciliation', async () => {
    const simulator = createSimulatorDriver({ delayMs: 0 });
    simulator.script({ kind: 'approve', maskedPan: '4970 1000 0000 0003' });
    expect(await simulator.pay(REQUEST)).toMatchObject({ maskedPan: '**** **** **** 0003' });
    expect(await simulator.reconcile(REQUEST)).toMatchObject({ maskedPan: '**** **** **** 0003' });
  });

  it('leaves out a scripted card number it cannot mask', async () => {
    const simulator = createSimulatorDriver({ delayMs: 0 });
    simulator.script({ kind: 'approve', maskedPan: 'VISA 4970100000000003' });
    expect(await simulator.pay(REQUEST)).not.toHaveProperty('maskedPan');
  });
});
