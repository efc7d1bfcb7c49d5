// The back office's last successful call: which answers count, and that the calls go through unchanged.
import { describe, expect, it, vi } from 'vitest';
import { watchBackOffice } from '../../../../src/main/readiness';

const BACKOFFICE = 'https://bo.reseau.example/portail/';

function setup(answer: (url: string) => Promise<Response>) {
  let clock = 1_000;
  const fetch = vi.fn(async (input: string | URL | Request, _init?: RequestInit) =>
    answer(input instanceof Request ? input.url : String(input)),
  );
  const watch = watchBackOffice({
    backofficeUrl: BACKOFFICE,
    fetch: fetch as typeof globalThis.fetch,
    now: () => clock,
  });
  return { watch, fetch, tick: (ms: number) => (clock += ms) };
}

describe('the back office watch', () => {
  it('knows no success before the first answer', () => {
    expect(setup(async () => new Response('{}')).watch.lastSuccessAt()).toBeNull();
  });

  it('notes an answer from the back office, a 404 included, and passes the call through unchanged', async () => {
    const { watch, fetch, tick } = setup(
      async (url) => new Response('', { status: url.endsWith('/404') ? 404 : 200 }),
    );
    const init = { method: 'POST', body: '{}' };
    expect((await watch.fetch('https://bo.reseau.example/api/preferences', init)).status).toBe(200);
    expect(fetch).toHaveBeenCalledWith('https://bo.reseau.example/api/preferences', init);
    expect(watch.lastSuccessAt()).toBe(1_000);
    tick(500);
    await watch.fetch(new URL('https://bo.reseau.example/api/ticket/404'));
    expect(watch.lastSuccessAt()).toBe(1_500);
    tick(500);
    await watch.fetch(new Request('https://bo.reseau.example/api/orders'));
    expect(watch.lastSuccessAt()).toBe(2_000);
  });

  it('does not count a server error, a network failure or another origin', async () => {
    const { watch, tick } = setup(async (url) => {
      if (url.includes('panne')) return new Response('', { status: 503 });
      if (url.includes('coupure')) throw new TypeError('fetch failed');
      return new Response('{}');
    });
    await watch.fetch('https://bo.reseau.example/api/a');
    tick(1_000);
    expect((await watch.fetch('https://bo.reseau.example/panne')).status).toBe(503);
    await expect(watch.fetch('https://bo.reseau.example/coupure')).rejects.toThrow('fetch failed');
    await watch.fetch('https://autre.example/api/a');
    await watch.fetch('http://bo.reseau.example/api/a');
    expect(watch.lastSuccessAt()).toBe(1_000);
  });
});
