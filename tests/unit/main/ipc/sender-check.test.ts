import { describe, expect, it } from 'vitest';
import { isAllowedSender, normaliseAllowedOrigin, originOf } from '../../../../src/main/ipc/sender-check';

describe('originOf', () => {
  it.each([
    ['app://portail/home', 'app://portail'],
    ['app://portail', 'app://portail'],
    ['http://127.0.0.1:5173/payment?x=1', 'http://127.0.0.1:5173'],
    ['https://example.org:443/', 'https://example.org'],
  ])('%s → %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });

  it.each([
    'not a url',
    '',
    'app://user@portail/',
    'app://portail:secret@x/',
    'file:///app/portail',
    'app:portail',
  ])('refuses %j (unparsable, credentials or no host)', (url) => {
    expect(originOf(url)).toBeNull();
  });
});

describe('normaliseAllowedOrigin', () => {
  it('accepts a bare origin, with or without the trailing slash', () => {
    expect(normaliseAllowedOrigin('app://portail')).toBe('app://portail');
    expect(normaliseAllowedOrigin('app://portail/')).toBe('app://portail');
    expect(normaliseAllowedOrigin('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173');
  });

  it.each(['app://portail/home', 'app://portail/?x', 'app://u@portail', 'portail', ''])(
    'throws at setup for %j',
    (origin) => {
      expect(() => normaliseAllowedOrigin(origin)).toThrow(
        `Origine autorisée invalide pour l’IPC du kiosque : « ${origin} ».`,
      );
    },
  );
});

describe('isAllowedSender', () => {
  const allowed = 'app://portail';

  it.each(['app://portail/home', 'app://portail/', 'app://portail', 'app://portail/cart?a=1#b'])(
    'accepts the main frame of %s',
    (url) => {
      expect(isAllowedSender({ url, isMainFrame: true }, allowed)).toBe(true);
    },
  );

  it.each([
    'app://portail.evil/home',
    'app://portail@evil/home',
    'app://evil@portail/home',
    'app://portailx/',
    'app://portail:8080/',
    'app://evil/app://portail',
    'app://evil/?next=app://portail',
    'http://portail/',
    'https://portail/',
    'http://127.0.0.1:5173/',
    'blob:app://portail/0d4c-11',
    'file:///opt/portail/index.html',
    'about:blank',
    'APP://PORTAIL.evil/',
    '',
  ])('refuses the main frame of %j', (url) => {
    expect(isAllowedSender({ url, isMainFrame: true }, allowed)).toBe(false);
  });

  it('refuses a sub-frame of the allowed origin', () => {
    expect(isAllowedSender({ url: 'app://portail/iframe', isMainFrame: false }, allowed)).toBe(false);
  });

  it('refuses a frame that is gone', () => {
    expect(isAllowedSender(null, allowed)).toBe(false);
  });

  it('refuses a sender whose fields are not what Electron gives', () => {
    expect(isAllowedSender({ url: 42, isMainFrame: true } as never, allowed)).toBe(false);
    expect(isAllowedSender({ url: 'app://portail/', isMainFrame: 1 } as never, allowed)).toBe(false);
  });
});
