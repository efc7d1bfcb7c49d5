// Issue 10 §2: the bearer and the CSRF header go to the back office's own origin only (the page's: the
// web portal is served next to the back office, Electron's app://portail forwards back-office paths),
// decided on the URL axios will request, resolved as the browser resolves it. Asserted on the headers
// of the request that reaches the adapter (the network seam).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import type { Preferences } from '@shared/backoffice';
import { MOBILE_AUTHORIZATION_HEADER } from '@shared/mobile-ticket';
import { createApiClient, MOBILE_BEARER_HEADER } from '../../../src/renderer/src/api/client';
import { providerUrls } from '../../../src/renderer/src/app/providerUrls';

interface Sent {
  url: string;
  authorization: string | null;
  csrf: string | null;
  mobileBearer: string | null;
}

const header = (headers: AxiosHeaders, name: string) => headers.get(name)?.toString() ?? null;

/** Records what is sent; the token endpoint hands out a token, every other call gets `status`. */
function network(status = 200) {
  const sent: Sent[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const headers = AxiosHeaders.from(config.headers);
    const url = axios.getUri(config);
    sent.push({
      url,
      authorization: header(headers, 'Authorization'),
      csrf: header(headers, 'X-XSRF-TOKEN'),
      mobileBearer: header(headers, 'X-Authorization'),
    });
    const answer = url === '/api/jwttoken/generate' ? 200 : status;
    const data = answer === 200 ? { id_token: 'nouveau' } : { messageError: 'refusé' };
    const response = { data, status: answer, statusText: '', headers: {}, config };
    if (answer >= 400) throw new AxiosError(`HTTP ${answer}`, String(answer), config, null, response);
    return response;
  };
  const onAuthFailure = vi.fn();
  const client = createApiClient({ providerUrls: () => providers, onAuthFailure }, { adapter });
  return { client, sent, onAuthFailure };
}

let providers: string[] = [];

function servedFrom(page: string) {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(page);
  window.localStorage.setItem('authenticationToken', 'jeton-du-back-office');
  document.cookie = 'XSRF-TOKEN=cle-csrf; path=/';
}

beforeEach(() => servedFrom('http://localhost:3000/vpc'));

afterEach(() => {
  providers = [];
  document.querySelectorAll('base').forEach((base) => base.remove());
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    'http://localhost:3000/',
  );
});

// Spellings that leave the page's origin once the browser has normalised them (backslashes as slashes,
// tabs and newlines dropped, leading spaces and controls trimmed, scheme-relative, other scheme/port,
// look-alike hosts, user info), plus spellings whose reading differs between URL parsers.
const WEB_HOSTILE = [
  '/\\evil.example/api/x',
  '\\\\evil.example/api/x',
  '\\/evil.example/api/x',
  '//evil.example/api/x',
  '///evil.example/api/x',
  ' //evil.example/api/x',
  '\t//evil.example/api/x',
  '\u0000//evil.example/api/x',
  '/\t/evil.example/api/x',
  '/\n/evil.example/api/x',
  '/\r\n/evil.example/api/x',
  'https:evil.example/api/x',
  'https:/evil.example/api/x',
  'https:\\\\evil.example/api/x',
  'https://evil.example/api/x',
  'HTTPS://EVIL.EXAMPLE/api/x',
  'http://localhost:3000.evil.example/api/x',
  'http://localhost:3000@evil.example/api/x',
  '//localhost:3000@evil.example/api/x',
  'http://localhost%3A3000@evil.example/api/x',
  'http://localhost:3001/api/x',
  'https://localhost:3000/api/x',
  'http://127.0.0.1:3000/api/x',
  'ws://localhost:3000/api/x',
  'blob:http://localhost:3000/0f1e2d3c',
  'data:text/plain,jeton',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'http://xn--lcalhost-e2a:3000/api/x',
];

// Spellings that stay on the page's origin: encoded slashes and backslashes are path characters for
// the browser too, and an absolute URL of our own origin is ours.
const WEB_OWN = [
  '/api/x',
  'api/x',
  './api/x',
  '/%2F%2Fevil.example/api/x',
  '/%5Cevil.example/api/x',
  '/%2e%2e/%2e%2e/api/x',
  'http://localhost:3000/api/x',
  'HTTP://LOCALHOST:3000/api/x',
  '//localhost:3000/api/x',
  'http://localhost:3000/../api/x',
];

describe('credentials on the web (page http://localhost:3000)', () => {
  it.each(WEB_HOSTILE)('%j gets neither the bearer nor the CSRF header', async (url) => {
    const { client, sent } = network();
    await client.post(url, {}).catch(() => undefined);
    expect(sent.filter((s) => s.authorization !== null || s.csrf !== null)).toEqual([]);
  });

  it.each(WEB_OWN)('%j is ours: bearer and CSRF header', async (url) => {
    const { client, sent } = network();
    await client.post(url, {});
    expect(sent).toEqual([
      expect.objectContaining({ authorization: 'Bearer jeton-du-back-office', csrf: 'cle-csrf' }),
    ]);
  });

  it('a call without a URL is not taken for ours, and does not break the interceptor', async () => {
    const { client, sent } = network();
    await client.request({ method: 'post', data: {} });
    expect(sent).toEqual([{ url: undefined, authorization: null, csrf: null, mobileBearer: null }]);
  });

  it('a caller-set Authorization or CSRF header is removed toward another origin', async () => {
    const { client, sent } = network();
    await client.post(
      'https://evil.example/api/x',
      {},
      { headers: { Authorization: 'Bearer jeton-du-back-office', 'X-XSRF-TOKEN': 'cle-csrf' } },
    );
    expect(sent).toEqual([
      { url: 'https://evil.example/api/x', authorization: null, csrf: null, mobileBearer: null },
    ]);
  });

  it('the URL axios requests decides, baseURL included', async () => {
    const { client, sent } = network();
    await client.post('/api/x', {}, { baseURL: 'https://evil.example/' });
    await client.post('api/x', {}, { baseURL: '//evil.example' });
    await client.post('/api/x', {}, { baseURL: 'http://localhost:3000/' });
    expect(sent.map((s) => `${s.url} ${s.authorization ?? '-'} ${s.csrf ?? '-'}`)).toEqual([
      'https://evil.example/api/x - -',
      '//evil.example/api/x - -',
      'http://localhost:3000/api/x Bearer jeton-du-back-office cle-csrf',
    ]);
  });

  it('a <base> pointing elsewhere takes relative calls elsewhere: they get nothing', async () => {
    const base = document.createElement('base');
    base.href = 'https://evil.example/';
    document.head.append(base);
    const { client, sent } = network();
    await client.post('/vente/api/cart', {});
    expect(sent).toEqual([{ url: '/vente/api/cart', authorization: null, csrf: null, mobileBearer: null }]);
  });

  it('no token is fetched for a foreign call, and its 401 triggers no refresh nor auth failure', async () => {
    window.localStorage.removeItem('authenticationToken');
    const { client, sent, onAuthFailure } = network(401);
    await expect(client.get('/\\evil.example/api/x')).rejects.toBeInstanceOf(AxiosError);
    expect(sent.map((s) => s.url)).toEqual(['/\\evil.example/api/x']);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('authenticationToken')).toBeNull();
  });

  it('the mobile-ticket bearer never leaves through this client, toward the provider or toward us', async () => {
    // The preferences as the emulator serves them: its stand-ins on the back office's origin. The
    // provider is called by its own client (api/mobileTicket); here an X-Authorization given by mistake
    // is dropped, and the provider still gets nothing of ours.
    const preferences = {
      paymentProviderUrl: 'http://localhost:3000/fournisseur/paiement-carte',
      paymentProviderMobileUrl: 'http://localhost:3000/fournisseur/paiement-carte/mobile',
      walletProviderUrl: 'http://localhost:3000/fournisseur/portefeuille',
      mobileTicketUrl: 'http://localhost:3000/fournisseur/billettique-mobile/api',
    } as Preferences;
    providers = providerUrls(preferences);
    const { client, sent } = network();
    const mobile = { headers: { [MOBILE_AUTHORIZATION_HEADER]: 'Bearer jeton-mobile' } };
    await client.post('https://billettique.example.fr/api/user/connexion', {}, mobile);
    await client.post('/fournisseur/billettique-mobile/api/user/connexion', {}, mobile);
    await client.post('/vente/api/cart', {}, mobile);
    expect(sent).toEqual([
      {
        url: 'https://billettique.example.fr/api/user/connexion',
        authorization: null,
        csrf: null,
        mobileBearer: null,
      },
      {
        url: '/fournisseur/billettique-mobile/api/user/connexion',
        authorization: null,
        csrf: null,
        mobileBearer: null,
      },
      {
        url: '/vente/api/cart',
        authorization: 'Bearer jeton-du-back-office',
        csrf: 'cle-csrf',
        mobileBearer: null,
      },
    ]);
    expect(MOBILE_BEARER_HEADER).toBe(MOBILE_AUTHORIZATION_HEADER);
  });
  it('a provider path spelled with encoded unreserved characters is still the provider', async () => {
    providers = ['http://localhost:3000/fournisseur/paiement-carte'];
    const { client, sent } = network();
    await client.post('/fournisseur/%70aiement-carte/formulaire', {});
    await client.post('/%66ournisseur/paiement%2Dcarte', {});
    await client.post('/fournisseur/./x/../paiement-carte', {});
    await client.post('/fournisseur/%2e/paiement-carte', {});
    expect(sent.map((s) => [s.url, s.authorization, s.csrf])).toEqual([
      ['/fournisseur/%70aiement-carte/formulaire', null, null],
      ['/%66ournisseur/paiement%2Dcarte', null, null],
      ['/fournisseur/./x/../paiement-carte', null, null],
      ['/fournisseur/%2e/paiement-carte', null, null],
    ]);
  });
});

describe('credentials on an https page', () => {
  it.each([
    'http:evil.example/api/x',
    'http:/evil.example/api/x',
    'http://portail.example.fr/api/x',
    'https://portail.example.fr:8443/api/x',
  ])('%j gets nothing', async (url) => {
    servedFrom('https://portail.example.fr/vpc');
    const { client, sent } = network();
    await client.post(url, {}).catch(() => undefined);
    expect(sent.filter((s) => s.authorization !== null || s.csrf !== null)).toEqual([]);
  });

  it.each(['/api/x', 'https://portail.example.fr:443/api/x', 'HTTPS://Portail.Example.FR/api/x'])(
    '%j is ours',
    async (url) => {
      servedFrom('https://portail.example.fr/vpc');
      const { client, sent } = network();
      await client.post(url, {});
      expect(sent.map((s) => [s.authorization, s.csrf])).toEqual([
        ['Bearer jeton-du-back-office', 'cle-csrf'],
      ]);
    },
  );
});

describe('credentials in Electron (page app://portail)', () => {
  // The app scheme is standard for Chromium (backslashes become slashes there) but not for the WHATWG
  // parser, which keeps them in the path: a backslash is never ours, whichever reading applies.
  it.each([
    '/\\evil.example/api/x',
    '\\\\evil.example/api/x',
    '//evil.example/api/x',
    '/\t/evil.example/api/x',
    'app://evil.example/api/x',
    'app://PORTAIL/api/x',
    'app:/api/x',
    'app:api/x',
    'app://portail@evil.example/api/x',
    'http://portail/api/x',
    'https://backoffice.example.fr/api/x',
    'http://127.0.0.1:5180/api/x',
  ])('%j gets nothing', async (url) => {
    servedFrom('app://portail/vpc');
    const { client, sent } = network();
    await client.post(url, {}).catch(() => undefined);
    expect(sent.filter((s) => s.authorization !== null || s.csrf !== null)).toEqual([]);
  });

  it.each(['/vente/api/cart', 'app://portail/vente/api/cart', '//portail/vente/api/cart'])(
    '%j is ours',
    async (url) => {
      servedFrom('app://portail/vpc');
      const { client, sent } = network();
      await client.post(url, {});
      expect(sent.map((s) => [s.authorization, s.csrf])).toEqual([
        ['Bearer jeton-du-back-office', 'cle-csrf'],
      ]);
    },
  );
});
