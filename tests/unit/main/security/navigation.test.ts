import { describe, expect, it, vi } from 'vitest';
import { guardNavigation } from '../../../../src/main/security/navigation';
import { isAllowedUrl, originOfUrl, trustedOrigins } from '../../../../src/main/security/origins';
import { fakeEvent, FakeWebContents } from '../fake-electron';

const allowed = trustedOrigins(['https://paiement.example.fr'], 'https://bo.example.fr/portail/');

function guarded() {
  const contents = new FakeWebContents();
  const openOutside = vi.fn();
  const log = vi.fn();
  guardNavigation(contents, { allowed, openOutside, log });
  return { contents, openOutside, log };
}

describe('trusted origins', () => {
  it('are the app, the back office and the configured origins, parsed', () => {
    expect([...allowed]).toEqual(['app://portail', 'https://bo.example.fr', 'https://paiement.example.fr']);
  });

  it.each([
    ['app://portail/home', true],
    ['app://portail/vpc/itemlist?x=1', true],
    ['https://paiement.example.fr/pay?id=3', true],
    ['https://bo.example.fr/recapitulatif', true],
    ['https://paiement.example.fr.evil.test/pay', false],
    ['https://paiement.example.fr@evil.test/', false],
    ['http://paiement.example.fr/', false],
    ['https://paiement.example.fr:8443/', false],
    ['app://portail.evil.test/', false],
    ['app://autre/home', false],
    ['file:///etc/passwd', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>1</script>', false],
    ['not a url', false],
  ])('%s allowed: %s', (url, expected) => {
    expect(isAllowedUrl(url, allowed)).toBe(expected);
  });

  it('rebuilds the origin of the app scheme, which the URL parser reports as "null"', () => {
    expect(new URL('app://portail/home').origin).toBe('null');
    expect(originOfUrl('app://portail/home')).toBe('app://portail');
  });
});

describe('navigation guards', () => {
  it.each(['will-navigate', 'will-redirect'])('%s to a trusted origin goes on', (name) => {
    const { contents } = guarded();
    const event = fakeEvent({ url: 'https://paiement.example.fr/pay' });
    contents.emit(name, event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it.each(['will-navigate', 'will-redirect'])('%s elsewhere is stopped and logged', (name) => {
    const { contents, log } = guarded();
    const event = fakeEvent({ url: 'https://paiement.example.fr.evil.test/' });
    contents.emit(name, event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('https://paiement.example.fr.evil.test/'));
  });

  it('denies every new window, after offering the URL to the external opener', () => {
    const { contents, openOutside } = guarded();
    expect(contents.windowOpenHandler!({ url: 'https://paiement.example.fr/' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler!({ url: 'https://evil.test/' })).toEqual({ action: 'deny' });
    expect(openOutside.mock.calls).toEqual([['https://paiement.example.fr/'], ['https://evil.test/']]);
  });

  it('prevents attaching any <webview>', () => {
    const { contents } = guarded();
    const event = fakeEvent();
    contents.emit('will-attach-webview', event, {}, {});
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });
});
