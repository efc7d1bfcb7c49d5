import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN, createAppProtocolHandler } from '../../../src/main/appProtocol';
import { OUT_OF_SERVICE_CSP, OUT_OF_SERVICE_TITLE } from '../../../src/main/out-of-service/page';
import { DEVICE_ID_HEADER } from '../../../src/shared/terminal-outcome';

const CONFIGURED_POLICY = "default-src 'self'; frame-src 'self' https://pay.example.fr";
const FIXED_POLICY = "script-src app://portail/assets/; object-src 'none'; base-uri 'none'";

function rendererDir() {
  const dir = mkdtempSync(join(tmpdir(), 'renderer-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Portail</title><link rel="icon" href="./favicon.svg"><script type="module" crossorigin src="./assets/index-abc.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(tmpdir(), 'secret.txt'), 'secret');
  return dir;
}

describe('app:// protocol', () => {
  const forwarded: Request[] = [];
  let answer = () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (request: Request) => {
    forwarded.push(request);
    return answer();
  });
  const handle = createAppProtocolHandler({
    rendererDir: rendererDir(),
    backofficeUrl: 'http://127.0.0.1:5180/',
    fetch,
    deviceId: 'borne-gare-01',
    contentSecurityPolicy: CONFIGURED_POLICY,
  });

  it('serves the bundled files with their type', async () => {
    const response = await handle(new Request('app://portail/assets/index-abc.js'));
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('answers every route of the single-page app with index.html', async () => {
    for (const path of ['/home', '/vpc/itemlist', '/demandes/formulaire/abc']) {
      const response = await handle(new Request(`app://portail${path}`));
      expect(await response.text()).toContain('<title>Portail</title>');
    }
  });

  it('makes the bundle URLs absolute, so a nested route still loads /assets/', async () => {
    const page = await (await handle(new Request('app://portail/vpc/itemlist'))).text();
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(page).toContain('<link rel="icon" href="/favicon.svg">');
    expect(page).not.toContain('./');
  });

  it('never serves a file outside the renderer folder', async () => {
    const response = await handle(new Request('app://portail/..%2Fsecret.txt'));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret');
  });

  it('forwards back-office calls with method, query, headers and body', async () => {
    const response = await handle(
      new Request('app://portail/vente/api/cart?x=1', {
        method: 'POST',
        headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
        body: '{"isVpc":true}',
      }),
    );
    expect(await response.json()).toEqual({ ok: true });
    const sent = forwarded.at(-1)!;
    expect(sent.url).toBe('http://127.0.0.1:5180/vente/api/cart?x=1');
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('authorization')).toBe('Bearer t');
    expect(await sent.text()).toBe('{"isVpc":true}');
  });

  it('refuses other hosts of the scheme', async () => {
    expect((await handle(new Request('app://ailleurs/home'))).status).toBe(404);
  });

  it('sends both policies with the app page: the fixed one and the configured one', async () => {
    for (const path of ['/home', '/index.html']) {
      const response = await handle(new Request(`app://portail${path}`));
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      // Two policies in one header, comma-separated: the browser enforces each.
      expect(response.headers.get('content-security-policy')).toBe(`${FIXED_POLICY}, ${CONFIGURED_POLICY}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
    }
  });

  it('the fixed policy allows scripts only from the bundle’s assets of this very origin', () => {
    expect(FIXED_POLICY.split('; ')[0]).toBe(`script-src ${APP_ORIGIN}/assets/`);
  });

  it('sends no policy with scripts and styles (it applies to documents)', async () => {
    const response = await handle(new Request('app://portail/assets/index-abc.js'));
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('marks every forwarded call with the device id, whatever the renderer sent', async () => {
    await handle(
      new Request('app://portail/paiement/api/modes', { headers: { [DEVICE_ID_HEADER]: 'forged' } }),
    );
    await handle(new Request('app://portail/vente/api/cart', { method: 'POST', body: '{}' }));
    expect(forwarded.slice(-2).map((r) => r.headers.get(DEVICE_ID_HEADER))).toEqual([
      'borne-gare-01',
      'borne-gare-01',
    ]);
  });

  it('puts the app policies on an HTML answer of the back office, keeping its status and cookies', async () => {
    answer = () => {
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
      headers.append('set-cookie', 'a=1');
      headers.append('set-cookie', 'b=2');
      return new Response('<p>page</p>', { status: 202, headers });
    };
    const response = await handle(new Request('app://portail/api/page'));
    answer = () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('<p>page</p>');
    expect(response.headers.get('content-security-policy')).toBe(`${FIXED_POLICY}, ${CONFIGURED_POLICY}`);
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('serves the out-of-service page itself, with its own strict policy', async () => {
    const response = await handle(new Request('app://portail/hors-service'));
    expect(await response.text()).toContain(`<h1>${OUT_OF_SERVICE_TITLE}</h1>`);
    expect(response.headers.get('content-security-policy')).toBe(OUT_OF_SERVICE_CSP);
    expect(forwarded.some((request) => request.url.includes('hors-service'))).toBe(false);
  });
});
