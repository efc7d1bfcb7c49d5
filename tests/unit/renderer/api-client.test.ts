import { describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createApiClient } from '../../../src/renderer/src/api/client';

interface Sent {
  method: string;
  url: string;
  authorization: string | undefined;
  csrf: string | undefined;
}

/** A fake back office: records what was sent and answers with `answer`. */
function backOffice(
  answer: (config: InternalAxiosRequestConfig, sent: Sent[]) => { status: number; data?: unknown },
) {
  const sent: Sent[] = [];
  let tokens = 0;
  const adapter: AxiosAdapter = async (config) => {
    const headers = AxiosHeaders.from(config.headers);
    const entry: Sent = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      authorization: headers.get('Authorization')?.toString(),
      csrf: headers.get('X-XSRF-TOKEN')?.toString(),
    };
    sent.push(entry);
    const { status, data } =
      entry.url === '/api/jwttoken/generate' && status200(answer(config, sent))
        ? { status: 200, data: { id_token: `jeton-${++tokens}` } }
        : answer(config, sent);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`HTTP ${status}`, String(status), config, null, response);
    return response;
  };
  return { adapter, sent };
}
const status200 = (a: { status: number }) => a.status === 200;

function client(adapter: AxiosAdapter, providerUrls: string[] = []) {
  const onAuthFailure = vi.fn();
  const instance = createApiClient({ providerUrls: () => providerUrls, onAuthFailure }, { adapter });
  return { instance, onAuthFailure };
}

describe('HTTP layer', () => {
  it('fetches a token when none is stored, stores it and sends it as bearer', async () => {
    const { adapter, sent } = backOffice(() => ({ status: 200, data: [] }));
    const { instance } = client(adapter);
    await instance.get('/api/modules/list');
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/jwttoken/generate',
      'GET /api/modules/list',
    ]);
    expect(sent[1]?.authorization).toBe('Bearer jeton-1');
    expect(window.localStorage.getItem('authenticationToken')).toBe('jeton-1');
  });

  it('uses the stored token without asking for another', async () => {
    window.localStorage.setItem('authenticationToken', 'deja-la');
    const { adapter, sent } = backOffice(() => ({ status: 200, data: {} }));
    await client(adapter).instance.get('/api/preferences');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.authorization).toBe('Bearer deja-la');
  });

  it('asks for one token only when several calls start together', async () => {
    const { adapter, sent } = backOffice(() => ({ status: 200, data: {} }));
    const { instance } = client(adapter);
    await Promise.all([instance.get('/api/preferences'), instance.get('/api/modules/list')]);
    expect(sent.filter((s) => s.url === '/api/jwttoken/generate')).toHaveLength(1);
  });

  it('on 401 clears the token, refreshes once and retries with the new one', async () => {
    window.localStorage.setItem('authenticationToken', 'perime');
    const { adapter, sent } = backOffice((config) =>
      AxiosHeaders.from(config.headers).get('Authorization') === 'Bearer perime'
        ? { status: 401 }
        : { status: 200, data: 'ok' },
    );
    const { instance, onAuthFailure } = client(adapter);
    const response = await instance.get('/api/modules/list');
    expect(response.data).toBe('ok');
    expect(sent.map((s) => `${s.url} ${s.authorization ?? ''}`)).toEqual([
      '/api/modules/list Bearer perime',
      '/api/jwttoken/generate ',
      '/api/modules/list Bearer jeton-1',
    ]);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('a burst of 401s with the same stale token refreshes only once', async () => {
    window.localStorage.setItem('authenticationToken', 'perime');
    const { adapter, sent } = backOffice((config) =>
      AxiosHeaders.from(config.headers).get('Authorization') === 'Bearer perime'
        ? { status: 401 }
        : { status: 200, data: 'ok' },
    );
    const { instance, onAuthFailure } = client(adapter);
    const answers = await Promise.all(
      ['/api/preferences', '/api/modules/list', '/api/x'].map((u) => instance.get(u)),
    );
    expect(answers.map((a) => a.data)).toEqual(['ok', 'ok', 'ok']);
    expect(sent.filter((s) => s.url === '/api/jwttoken/generate')).toHaveLength(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('on a second 401 flags the auth failure and gives up without another refresh', async () => {
    const { adapter, sent } = backOffice((config) =>
      config.url === '/api/jwttoken/generate' ? { status: 200 } : { status: 401 },
    );
    const { instance, onAuthFailure } = client(adapter);
    await expect(instance.get('/api/modules/list')).rejects.toMatchObject({ response: { status: 401 } });
    expect(sent.filter((s) => s.url === '/api/jwttoken/generate')).toHaveLength(2);
    expect(sent.filter((s) => s.url === '/api/modules/list')).toHaveLength(2);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('flags the auth failure when the token endpoint is down', async () => {
    const { adapter, sent } = backOffice(() => ({ status: 503 }));
    const { instance, onAuthFailure } = client(adapter);
    await expect(instance.get('/api/preferences')).rejects.toBeInstanceOf(AxiosError);
    expect(sent.map((s) => s.url)).toEqual(['/api/jwttoken/generate']);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('authenticationToken')).toBeNull();
  });

  it('copies the CSRF cookie into the header on non-GET back-office calls only', async () => {
    window.localStorage.setItem('authenticationToken', 't');
    document.cookie = 'XSRF-TOKEN=cle-csrf; path=/';
    const { adapter, sent } = backOffice(() => ({ status: 200, data: {} }));
    const { instance } = client(adapter);
    await instance.get('/vente/api/cities');
    await instance.post('/vente/api/cart', { isVpc: true });
    await instance.put('/paiement/api/payment/pending');
    await instance.post('https://ailleurs.example.org/api/x', {});
    expect(sent.map((s) => `${s.method} ${s.url} ${s.csrf ?? '-'}`)).toEqual([
      'GET /vente/api/cities -',
      'POST /vente/api/cart cle-csrf',
      'PUT /paiement/api/payment/pending cle-csrf',
      'POST https://ailleurs.example.org/api/x -',
    ]);
  });

  it('never sends the bearer toward the payment provider, even on our own origin', async () => {
    const provider = 'http://localhost:3000/fournisseur/paiement-carte';
    const { adapter, sent } = backOffice(() => ({ status: 200, data: {} }));
    const { instance } = client(adapter, [provider]);
    await instance.post(`${provider}/formulaire`, {}, { headers: { Authorization: 'Bearer fuite' } });
    await instance.get('/fournisseur/paiement-carte-pirate');
    expect(sent[0]).toMatchObject({
      url: `${provider}/formulaire`,
      authorization: undefined,
      csrf: undefined,
    });
    // A mere string prefix is not the provider: a back-office path, it gets the bearer like any other.
    expect(sent.slice(1).map((s) => `${s.url} ${s.authorization ?? '-'}`)).toEqual([
      '/api/jwttoken/generate -',
      '/fournisseur/paiement-carte-pirate Bearer jeton-1',
    ]);
  });

  it('does not retry a 401 from the provider with our token', async () => {
    const provider = 'https://paiement.example.fr/';
    const { adapter, sent } = backOffice(() => ({ status: 401 }));
    const { instance, onAuthFailure } = client(adapter, [provider]);
    await expect(instance.get(`${provider}etat`)).rejects.toBeInstanceOf(AxiosError);
    expect(sent).toHaveLength(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});
