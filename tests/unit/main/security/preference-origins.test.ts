import { describe, expect, it, vi } from 'vitest';
import { backofficeBase } from '../../../../src/main/appPaths';
import { createAppOrigins } from '../../../../src/main/security/origins';
import {
  createPreferenceOriginsLoader,
  fetchPreferenceOrigins,
} from '../../../../src/main/security/preferenceOrigins';
import { buildServer } from '../../../../src/server';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiIxIn0.c2lnbmF0dXJl';
const PREFERENCES = {
  logo: { url: '/content/images/logo.svg', alt: 'Logo' },
  paymentProviderUrl: 'https://paiement.example.fr/carte',
  paymentProviderMobileUrl: 'https://paiement.example.fr/carte/mobile',
  walletProviderUrl: 'https://portefeuille.example.fr/',
  mobileTicketUrl: 'https://billettique.example.fr/api',
  allowedOrigins: ['https://www.reseau.example.fr', 'https://bo.example.fr'],
};

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A back office answering the token and the preferences (or what a test wants instead). */
function backoffice(answers: { token?: () => Response; preferences?: () => Response } = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    if (url.endsWith('/api/jwttoken/generate'))
      return answers.token?.() ?? Response.json({ id_token: TOKEN });
    if (url.endsWith('/api/preferences')) return answers.preferences?.() ?? Response.json(PREFERENCES);
    return new Response('{}', { status: 404 });
  });
  return { fetch, calls };
}

const read = (fetch: typeof globalThis.fetch, url = 'https://bo.example.fr/portail/') =>
  fetchPreferenceOrigins({ backoffice: backofficeBase(url), fetch });

describe('origins from the back office’s preferences', () => {
  it('takes a machine token, then reads the preferences with it, below the base path, never following a redirect', async () => {
    const { fetch, calls } = backoffice();
    await read(fetch);
    expect(calls.map((call) => call.url)).toEqual([
      'https://bo.example.fr/portail/api/jwttoken/generate',
      'https://bo.example.fr/portail/api/preferences',
    ]);
    expect(new Headers(calls[0]!.init!.headers).get('authorization')).toBeNull();
    expect(new Headers(calls[1]!.init!.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(calls.map((call) => call.init!.redirect)).toEqual(['error', 'error']);
    expect(calls.every((call) => call.init!.signal instanceof AbortSignal)).toBe(true);
  });

  it('gives the parsed origins of the providers, the mobile tickets and allowedOrigins, once each', async () => {
    const { fetch } = backoffice();
    expect(await read(fetch)).toEqual({
      ok: true,
      origins: [
        'https://paiement.example.fr',
        'https://portefeuille.example.fr',
        'https://billettique.example.fr',
        'https://www.reseau.example.fr',
        'https://bo.example.fr',
      ],
      refused: [],
    });
  });

  it.each([
    ['http://paiement.example.fr/carte', 'plain http elsewhere than on this machine'],
    ['http://127.0.0.1:5181/carte', 'plain http on this machine while the back office is remote'],
    ['javascript:alert(1)', 'a script URL'],
    ['data:text/html,x', 'a data URL'],
    ['file:///etc/passwd', 'a file'],
    ['https://user:pw@paiement.example.fr/', 'credentials in the URL'],
    ['https://[bad', 'an unparsable URL'],
  ])('refuses %s (%s) and keeps the rest', async (url) => {
    const { fetch } = backoffice({
      preferences: () => Response.json({ ...PREFERENCES, walletProviderUrl: url }),
    });
    const result = await read(fetch);
    expect(result).toMatchObject({ ok: true, refused: [url] });
    expect(result.ok && result.origins).toContain('https://paiement.example.fr');
  });

  it('accepts plain http on this machine when the back office is the emulator on this machine', async () => {
    const { fetch } = backoffice({
      preferences: () =>
        Response.json({
          ...PREFERENCES,
          paymentProviderUrl: 'http://127.0.0.1:5181/fournisseur/paiement-carte',
          walletProviderUrl: 'http://localhost:5181/fournisseur/portefeuille',
          mobileTicketUrl: 'http://192.168.1.10:5181/api',
        }),
    });
    const result = await read(fetch, 'http://127.0.0.1:5180/');
    expect(result).toMatchObject({ ok: true, refused: ['http://192.168.1.10:5181/api'] });
    expect(result.ok && result.origins).toEqual([
      'http://127.0.0.1:5181',
      'https://paiement.example.fr',
      'http://localhost:5181',
      'https://www.reseau.example.fr',
      'https://bo.example.fr',
    ]);
  });

  it('a relative URL is the back office’s own', async () => {
    const { fetch } = backoffice({
      preferences: () => Response.json({ ...PREFERENCES, walletProviderUrl: '/fournisseur/portefeuille' }),
    });
    const result = await read(fetch);
    expect(result.ok && result.origins).toContain('https://bo.example.fr');
  });

  it.each<[string, unknown, string]>([
    ['a list', [PREFERENCES], 'les préférences ne sont pas un objet'],
    ['null', null, 'les préférences ne sont pas un objet'],
    [
      'no card provider',
      { ...PREFERENCES, paymentProviderUrl: undefined },
      '« paymentProviderUrl » n’est pas une adresse',
    ],
    ['a number', { ...PREFERENCES, mobileTicketUrl: 5 }, '« mobileTicketUrl » n’est pas une adresse'],
    [
      'an empty URL',
      { ...PREFERENCES, walletProviderUrl: '' },
      '« walletProviderUrl » n’est pas une adresse',
    ],
    [
      'a URL of 2 049 characters',
      { ...PREFERENCES, paymentProviderMobileUrl: `https://a.fr/${'x'.repeat(2036)}` },
      '« paymentProviderMobileUrl » n’est pas une adresse',
    ],
    [
      'no allowedOrigins',
      { ...PREFERENCES, allowedOrigins: undefined },
      '« allowedOrigins » n’est pas une liste d’au plus 50 adresses',
    ],
    [
      '51 allowedOrigins',
      { ...PREFERENCES, allowedOrigins: Array.from({ length: 51 }, (_, i) => `https://s${i}.fr`) },
      '« allowedOrigins » n’est pas une liste d’au plus 50 adresses',
    ],
    [
      'an object among allowedOrigins',
      { ...PREFERENCES, allowedOrigins: [{}] },
      '« allowedOrigins » n’est pas une liste d’au plus 50 adresses',
    ],
  ])('refuses preferences with %s, and uses none of them', async (_name, body, reason) => {
    const { fetch } = backoffice({ preferences: () => Response.json(body) });
    expect(await read(fetch)).toEqual({ ok: false, reason });
  });

  it('stops reading preferences past 256 Kio', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
      },
    });
    const { fetch } = backoffice({ preferences: () => new Response(endless) });
    expect(await read(fetch)).toEqual({ ok: false, reason: '/api/preferences : réponse de plus de 256 Kio' });
    expect(pulled).toBeLessThan(10);
  });

  it('refuses at once a body whose declared length is too large', async () => {
    const { fetch } = backoffice({
      token: () => new Response('{}', { headers: { 'content-length': String(1024 * 1024) } }),
    });
    expect(await read(fetch)).toEqual({
      ok: false,
      reason: '/api/jwttoken/generate : réponse de plus de 16 Kio',
    });
  });

  it.each([
    ['no token', {}],
    ['a token with a space', { id_token: 'a b' }],
    ['a token with a line break', { id_token: 'a\r\nX-Injected: 1' }],
    ['a token of another type', { id_token: 42 }],
  ])('refuses %s', async (_name, body) => {
    const { fetch, calls } = backoffice({ token: () => Response.json(body) });
    expect(await read(fetch)).toEqual({
      ok: false,
      reason: '/api/jwttoken/generate : jeton absent ou invalide',
    });
    expect(calls).toHaveLength(1);
  });

  it('says why when the back office cannot be reached, fails or does not answer JSON', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await read(down)).toEqual({
      ok: false,
      reason: '/api/jwttoken/generate injoignable (fetch failed)',
    });
    const failing = backoffice({ preferences: () => new Response('panne', { status: 503 }) });
    expect(await read(failing.fetch)).toEqual({ ok: false, reason: '/api/preferences a répondu 503' });
    const html = backoffice({ preferences: () => new Response('<html>') });
    expect(await read(html.fetch)).toEqual({
      ok: false,
      reason: '/api/preferences : réponse qui n’est pas du JSON',
    });
  });

  it('accepts everything the emulator publishes, read through its real routes', async () => {
    const server = await buildServer({
      jwtSecret: new TextEncoder().encode('cle-de-test-de-32-octets-minimum!!'),
    });
    const viaInject = async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      const answer = await server.inject({
        method: 'GET',
        url: url.pathname,
        headers: { host: url.host, ...Object.fromEntries(new Headers(init?.headers)) },
      });
      return new Response(answer.body, { status: answer.statusCode });
    };
    const result = await read(viaInject, 'http://127.0.0.1:5180/');
    await server.close();
    expect(result).toMatchObject({ ok: true, refused: [] });
    expect(result.ok && result.origins).toContain('http://127.0.0.1:5180');
  });
});

describe('preference origins loader', () => {
  it('adds the origins once read, logs what it refused, and reads no more', async () => {
    const { fetch, calls } = backoffice({
      preferences: () => Response.json({ ...PREFERENCES, walletProviderUrl: 'http://evil.example/\n' }),
    });
    const origins = createAppOrigins('https://bo.example.fr/portail/', []);
    const log = vi.fn();
    const loader = createPreferenceOriginsLoader({ backoffice: origins.backoffice, fetch, origins, log });
    await Promise.all([loader.ensure(), loader.ensure()]);
    await loader.ensure();
    expect(calls).toHaveLength(2);
    expect(loader.loaded()).toBe(true);
    expect(origins.topLevel.has('https://paiement.example.fr')).toBe(true);
    expect(origins.trusted.has('https://billettique.example.fr')).toBe(true);
    expect(origins.topLevel.has('https://bo.example.fr')).toBe(false);
    expect(log).toHaveBeenCalledWith(
      'Adresse des préférences refusée (https exigé) : "http://evil.example/\\n"',
    );
  });

  it('when the back office is down: only the configured origins, logged; the next attempt completes them', async () => {
    let down = true;
    const { fetch } = backoffice({
      token: () => (down ? new Response('', { status: 503 }) : Response.json({ id_token: TOKEN })),
    });
    const origins = createAppOrigins('https://bo.example.fr/', ['https://configure.example.fr']);
    const log = vi.fn();
    const loader = createPreferenceOriginsLoader({ backoffice: origins.backoffice, fetch, origins, log });
    await loader.ensure();
    expect(loader.loaded()).toBe(false);
    expect([...origins.trusted]).toEqual(['https://bo.example.fr', 'https://configure.example.fr']);
    expect(log).toHaveBeenCalledWith(
      'Préférences du back office illisibles (/api/jwttoken/generate a répondu 503) : seules les origines configurées sont autorisées, nouvel essai au prochain chargement de page.',
    );
    down = false;
    await loader.ensure();
    expect(loader.loaded()).toBe(true);
    expect(origins.trusted.has('https://paiement.example.fr')).toBe(true);
  });
});
