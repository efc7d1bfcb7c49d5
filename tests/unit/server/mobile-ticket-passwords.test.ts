// The mobile-ticket accounts' passwords: scrypt with a random salt, never stored in clear, compared in
// constant time; an absent account is checked against a dummy hash and always fails.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../src/server/providers/mobile-ticket/passwords';

describe('passwords', () => {
  it('are stored as salted scrypt hashes, a new salt each time', async () => {
    const first = await hashPassword('Ligeo-2026');
    const second = await hashPassword('Ligeo-2026');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toContain('Ligeo-2026');
    expect(second).not.toBe(first);
  });

  it('verify the right password only, in Unicode normal form', async () => {
    const stored = await hashPassword('Mot-de-passe-Élodie');
    expect(await verifyPassword('Mot-de-passe-Élodie', stored)).toBe(true);
    expect(await verifyPassword('Mot-de-passe-E\u0301lodie', stored)).toBe(true);
    expect(await verifyPassword('mot-de-passe-Élodie', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('never let an absent account in, whatever the password', async () => {
    expect(await verifyPassword('Ligeo-2026', null)).toBe(false);
  });
});
