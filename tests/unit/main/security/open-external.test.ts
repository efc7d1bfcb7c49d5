import { describe, expect, it, vi } from 'vitest';
import { externalOpener } from '../../../../src/main/security/openExternal';

function opener(mode: 'kiosk' | 'counter') {
  const shell = { openExternal: vi.fn(async (_url: string) => undefined) };
  const log = vi.fn();
  return {
    open: externalOpener({ mode, allowedOrigins: ['https://www.reseau.example.fr'], shell, log }),
    shell,
    log,
  };
}

describe('shell.openExternal', () => {
  it('opens an allowlisted https link in the system browser at the counter', () => {
    const { open, shell } = opener('counter');
    expect(open('https://www.reseau.example.fr/horaires')).toBe(true);
    expect(shell.openExternal).toHaveBeenCalledWith('https://www.reseau.example.fr/horaires');
  });

  it.each([
    'https://evil.test/',
    'https://www.reseau.example.fr.evil.test/',
    'http://www.reseau.example.fr/',
    'file:///etc/passwd',
    'smb://server/share',
    'javascript:alert(1)',
  ])('never opens %s', (url) => {
    const { open, shell, log } = opener('counter');
    expect(open(url)).toBe(false);
    expect(shell.openExternal).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(`Ouverture externe refusée : ${url}`);
  });

  it('opens nothing at all in kiosk mode', () => {
    const { open, shell } = opener('kiosk');
    expect(open('https://www.reseau.example.fr/horaires')).toBe(false);
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('reports a failure of the system browser instead of throwing', async () => {
    const { open, shell, log } = opener('counter');
    shell.openExternal.mockRejectedValueOnce(new Error('pas de navigateur'));
    expect(open('https://www.reseau.example.fr/')).toBe(true);
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith('Ouverture externe impossible : Error: pas de navigateur'),
    );
  });
});
