import { describe, expect, it } from 'vitest';
import { DEFAULT_PIN_COST, hashPin, verifyPin } from '../../../../src/main/operator/pin-hash';
import { parsePinHash } from '../../../../src/shared/operator-pin';

const FAST = { N: 2 ** 14, r: 8, p: 1 };

describe('operator PIN hash', () => {
  it('hashes with a fresh salt in the documented form, and the hash verifies its PIN only', async () => {
    const first = await hashPin('482916', FAST);
    const second = await hashPin('482916', FAST);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(first).not.toBe(second);
    await expect(verifyPin('482916', first)).resolves.toBe(true);
    await expect(verifyPin('482917', first)).resolves.toBe(false);
    await expect(verifyPin('48291', first)).resolves.toBe(false);
  });

  it('keeps the salt it was given: same PIN and salt, same text', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const text = await hashPin('1234', FAST, salt);
    expect(parsePinHash(text)!.salt).toBe(salt.toString('base64'));
    expect(await hashPin('1234', FAST, salt)).toBe(text);
  });

  it('the provisioning cost is OWASP’s and is accepted by the configuration', () => {
    expect(DEFAULT_PIN_COST).toEqual({ N: 131072, r: 8, p: 1 });
    expect(parsePinHash(`scrypt$131072$8$1$${'A'.repeat(22)}==$${'A'.repeat(43)}=`)).not.toBeNull();
  });

  it('a stored text that is not a hash verifies nothing', async () => {
    await expect(verifyPin('1234', 'scrypt$1$1$1$x$y')).resolves.toBe(false);
  });
});
