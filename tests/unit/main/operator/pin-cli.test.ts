import { describe, expect, it, vi } from 'vitest';
import { pinHashFromLines } from '../../../../scripts/operator-pin';

describe('npm run operator:pin', () => {
  it('hashes the PIN of the first line when the second repeats it', async () => {
    const hash = vi.fn(async (pin: string) => `hash-of-${pin}`);
    await expect(pinHashFromLines(['482916', '482916'], hash)).resolves.toEqual({
      ok: true,
      hash: 'hash-of-482916',
    });
    await expect(pinHashFromLines(['482916'], hash)).resolves.toEqual({ ok: true, hash: 'hash-of-482916' });
  });

  it.each([[['12a4']], [['123']], [[]], [['1234567890123']]])('refuses %j in French', async (lines) => {
    const hash = vi.fn(async () => 'x');
    await expect(pinHashFromLines(lines, hash)).resolves.toEqual({
      ok: false,
      message: 'Code opérateur invalide : il doit compter de 4 à 12 chiffres.',
    });
    expect(hash).not.toHaveBeenCalled();
  });

  it('refuses two different entries', async () => {
    const hash = vi.fn(async () => 'x');
    await expect(pinHashFromLines(['1234', '1243'], hash)).resolves.toEqual({
      ok: false,
      message: 'Les deux saisies du code opérateur diffèrent : rien n’a été calculé.',
    });
    expect(hash).not.toHaveBeenCalled();
  });

  it('by default prints a hash the configuration accepts (real scrypt)', async () => {
    const result = await pinHashFromLines(['482916']);
    expect(result.ok && result.hash).toMatch(/^scrypt\$131072\$8\$1\$/);
  });
});
