import { describe, expect, it } from 'vitest';
import { formatPinHash, OPERATOR_PIN_PATTERN, parsePinHash } from '../../../src/shared/operator-pin';

const SALT = 'c2VsLWRlLWxhLWJvcm5lLTAx'; // 18 bytes
const HASH = 'A'.repeat(43) + '='; // 32 bytes

describe('parsePinHash', () => {
  it('reads scrypt$N$r$p$salt$hash and writes it back unchanged', () => {
    const text = `scrypt$131072$8$1$${SALT}$${HASH}`;
    expect(parsePinHash(text)).toEqual({ N: 131072, r: 8, p: 1, salt: SALT, hash: HASH });
    expect(formatPinHash(parsePinHash(text)!)).toBe(text);
  });

  it.each([
    ['another algorithm', `bcrypt$131072$8$1$${SALT}$${HASH}`],
    ['N not a power of two', `scrypt$100000$8$1$${SALT}$${HASH}`],
    ['N below 2^14', `scrypt$8192$8$1$${SALT}$${HASH}`],
    ['N above 2^20', `scrypt$2097152$1$1$${SALT}$${HASH}`],
    ['more memory than 256 MiB', `scrypt$1048576$8$1$${SALT}$${HASH}`],
    ['r = 0', `scrypt$16384$0$1$${SALT}$${HASH}`],
    ['p too large', `scrypt$16384$8$5$${SALT}$${HASH}`],
    ['a salt under 16 bytes', `scrypt$16384$8$1$c2Vs$${HASH}`],
    ['a hash under 32 bytes', `scrypt$16384$8$1$${SALT}$AAAA`],
    ['a hash that is not base64', `scrypt$16384$8$1$${SALT}$${'A'.repeat(42)}=A`],
    ['a missing part', `scrypt$16384$8$${SALT}$${HASH}`],
    ['spaces', ` scrypt$16384$8$1$${SALT}$${HASH}`],
  ])('refuses %s', (_name, text) => {
    expect(parsePinHash(text)).toBeNull();
  });
});

describe('OPERATOR_PIN_PATTERN', () => {
  it('allows 4 to 12 ASCII digits only', () => {
    expect(['1234', '123456789012'].every((pin) => OPERATOR_PIN_PATTERN.test(pin))).toBe(true);
    for (const pin of ['123', '1234567890123', '12a4', '١٢٣٤', '1234\n', ' 1234'])
      expect(OPERATOR_PIN_PATTERN.test(pin)).toBe(false);
  });
});
