import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN, createAppProtocolHandler } from '../../../src/main/appProtocol';
import { OUT_OF_SERVICE_CSP, OUT_OF_SERVICE_TITLE } from '../../../src/main/out-of-service/page';
import { buildServer } from '../../../src/server';
import { TOKEN_PATH } from '../../../src/shared/http';
import { DEVICE_ID_HEADER } from '../../../src/shared/terminal-outcome';
import { TOPOLOGY_PATHS } from '../../../src/shared/topology';

const CONFIGURED_POLICY = "default-src 'self'; frame-src 'self' https://pay.example.fr";
const FIXED_POLICY =
  "script-src app://portail/assets/ 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'";

function rendererDir() {
  const dir = mkdtempSync(join(tmpdir(), 'renderer-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Portail</title><link rel="icon" href="./favicon.svg"><script type="module" crossorigin src="./assets/index-abc.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'zxing_reader-abc.wasm'), new Uint8Array([0, 0x61, 0x73, 0x6d]));
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

  it('serves WebAssembly as application/wasm, so the QR code reader compiles it as it streams', async () => {
    const response = await handle(new Request('app://portail/assets/zxing_reader-abc.wasm'));
    expect(response.headers.get('content-type')).toBe('application/wasm');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0, 0x61, 0x73, 0x6d]);
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

  it('the fixed policy allows scripts only from the bundle’s assets of this very origin, and WebAssembly', () => {
    // 'wasm-unsafe-eval' compiles WebAssembly (the QR code reader) and allows no eval() nor inline script.
    expect(FIXED_POLICY.split('; ')[0]).toBe(`script-src ${APP_ORIGIN}/assets/ 'wasm-unsafe-eval'`);
    expect(FIXED_POLICY).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
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

  describe('every forwarded answer gets nosniff and both policies, whatever its type', () => {
    const script = '<script>window.kiosk.startPayment({})</script>';
    it.each([
      ['image/svg+xml', `<svg xmlns="http://www.w3.org/2000/svg">${script}</svg>`],
      ['application/xhtml+xml', `<html xmlns="http://www.w3.org/1999/xhtml">${script}</html>`],
      ['application/xml', `<?xml version="1.0"?><x>${script}</x>`],
      ['text/xml', `<?xml version="1.0"?><x>${script}</x>`],
      ['TEXT/HTML', script],
      ['Text/Html; charset=UTF-8', script],
      ['application/json', '{"ok":true}'],
      ['image/png', 'png'],
      [null, script],
    ])('%s', async (type, body) => {
      answer = () =>
        // Bytes, so that no content-type is added when none is given.
        new Response(new TextEncoder().encode(body), {
          status: 200,
          headers: type === null ? {} : { 'content-type': type },
        });
      const response = await handle(new Request('app://portail/content/images/logo.svg'));
      answer = () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } });
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('content-security-policy')).toBe(`${FIXED_POLICY}, ${CONFIGURED_POLICY}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toBe(body);
    });
  });

  it('replaces a policy the back office sent with the app’s own two', async () => {
    answer = () =>
      new Response('<p>x</p>', {
        headers: { 'content-type': 'text/html', 'content-security-policy': "script-src 'unsafe-inline'" },
      });
    const response = await handle(new Request('app://portail/api/page'));
    answer = () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } });
    expect(response.headers.get('content-security-policy')).toBe(`${FIXED_POLICY}, ${CONFIGURED_POLICY}`);
  });

  it('serves the out-of-service page itself, with its own strict policy', async () => {
    const response = await handle(new Request('app://portail/hors-service'));
    expect(await response.text()).toContain(`<h1>${OUT_OF_SERVICE_TITLE}</h1>`);
    expect(response.headers.get('content-security-policy')).toBe(OUT_OF_SERVICE_CSP);
    expect(forwarded.some((request) => request.url.includes('hors-service'))).toBe(false);
  });
});

describe('app:// forwarding decides on the path the back office will get', () => {
  const forwarded: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    forwarded.push(request);
    return new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } });
  });
  const handle = createAppProtocolHandler({
    rendererDir: rendererDir(),
    // A back office below a base path: every forwarded call stays under it.
    backofficeUrl: 'https://bo.example/portail/',
    fetch,
    deviceId: 'borne-gare-01',
    contentSecurityPolicy: CONFIGURED_POLICY,
  });

  it('keeps the base path of the back office, and the query', async () => {
    await handle(new Request('app://portail/api/preferences?x=1&y=%2F'));
    await handle(new Request('app://portail/content/images/logo.svg'));
    expect(forwarded.map((request) => request.url)).toEqual([
      'https://bo.example/portail/api/preferences?x=1&y=%2F',
      'https://bo.example/portail/content/images/logo.svg',
    ]);
  });

  it('a base path without its final slash is kept too', async () => {
    const calls: string[] = [];
    const noSlash = createAppProtocolHandler({
      rendererDir: rendererDir(),
      backofficeUrl: 'https://bo.example/portail',
      fetch: async (request) => {
        calls.push(request.url);
        return new Response('{}');
      },
      deviceId: 'borne-gare-01',
      contentSecurityPolicy: CONFIGURED_POLICY,
    });
    await noSlash(new Request('app://portail/vente/api/cart'));
    expect(calls).toEqual(['https://bo.example/portail/vente/api/cart']);
  });

  it.each([
    ['an encoded slash', 'app://portail/api/..%2F..%2Fadmin'],
    ['an encoded slash in lower case', 'app://portail/content/..%2f..%2fadmin'],
    ['an encoded backslash', 'app://portail/api/..%5C..%5Cadmin'],
    ['an encoded backslash in lower case', 'app://portail/api/..%5c..%5cadmin'],
    ['an encoded dot', 'app://portail/api/%2E%2Ex/preferences'],
    ['an encoded dot in lower case', 'app://portail/vente/api/cart%2ejson'],
    ['a backslash', 'app://portail/api\\..\\..\\admin'],
    ['a malformed escape', 'app://portail/api/%E0%A4%A'],
    ['a truncated escape', 'app://portail/api/x%'],
  ])('refuses %s with a 404 and forwards nothing', async (_name, url) => {
    const before = forwarded.length;
    const response = await handle(new Request(url));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Chemin refusé');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(`${FIXED_POLICY}, ${CONFIGURED_POLICY}`);
    expect(forwarded.length).toBe(before);
  });

  it('resolves dot segments first, then decides: what leaves the prefixes is not forwarded', async () => {
    const before = forwarded.length;
    const response = await handle(new Request('app://portail/api/%2e%2e/admin/users'));
    // Resolved to /admin/users: a route of the app, answered by its page, never sent to the back office.
    expect(await response.text()).toContain('<title>Portail</title>');
    expect(forwarded.length).toBe(before);
  });

  it('forwards nothing to another host, even through a path that starts with //', async () => {
    const before = forwarded.length;
    await handle(new Request('app://portail//evil.example/api/preferences'));
    await handle(new Request('app://portail/api//evil.example/x'));
    expect(forwarded.slice(before).map((request) => request.url)).toEqual([
      'https://bo.example/portail/api//evil.example/x',
    ]);
  });

  it.each([
    'app://portail/home%E0%A4%A',
    'app://portail/assets/x%E0%A4%A.js',
    'app://portail/assets/..%2F..%2Fsecret.txt',
    'app://portail/assets/%2e%2e%5csecret.txt',
    'app://portail/assets/%00.js',
  ])('answers 404 for a bundled path it cannot decode safely (%s), never a throw', async (url) => {
    const response = await handle(new Request(url));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret');
  });

  it('never follows a redirect of the back office (its target is not re-checked by fetch)', async () => {
    await handle(new Request('app://portail/api/preferences'));
    expect(forwarded.at(-1)!.redirect).toBe('error');
  });

  it('keeps the renderer’s Origin on a forwarded call', async () => {
    await handle(
      new Request('app://portail/vente/api/cart', {
        method: 'POST',
        headers: { origin: 'app://portail' },
        body: '{}',
      }),
    );
    expect(forwarded.at(-1)!.headers.get('origin')).toBe('app://portail');
  });

  it.each(['https://evil.example', 'null', 'app://autre'])(
    'refuses a non-GET call that another origin (%s) sends through the app',
    async (origin) => {
      const before = forwarded.length;
      const response = await handle(
        new Request('app://portail/vente/api/cart', { method: 'POST', headers: { origin }, body: '{}' }),
      );
      expect(response.status).toBe(403);
      expect(await response.text()).toBe('Origine refusée');
      expect(forwarded.length).toBe(before);
    },
  );
});

describe('app:// policy that grows', () => {
  it('a page waits for beforePage and carries the policy as it is then; forwarded calls do not wait', async () => {
    let policy = "default-src 'self'";
    let release: () => void = () => undefined;
    const beforePage = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = () => {
            policy = "default-src 'self'; form-action 'self' https://pay.example.fr";
            resolve();
          };
        }),
    );
    const handle = createAppProtocolHandler({
      rendererDir: rendererDir(),
      backofficeUrl: 'http://127.0.0.1:5180/',
      fetch: async () => new Response('{}'),
      deviceId: 'borne-gare-01',
      contentSecurityPolicy: () => policy,
      beforePage,
    });
    const forwarded = await handle(new Request('app://portail/api/preferences'));
    expect(forwarded.headers.get('content-security-policy')).toBe(`${FIXED_POLICY}, default-src 'self'`);
    expect(beforePage).not.toHaveBeenCalled();
    const page = handle(new Request('app://portail/home'));
    await vi.waitFor(() => expect(beforePage).toHaveBeenCalledOnce());
    release();
    expect((await page).headers.get('content-security-policy')).toBe(
      `${FIXED_POLICY}, default-src 'self'; form-action 'self' https://pay.example.fr`,
    );
  });
});

describe('app:// forwarding of a compressed answer (issue 27 §7)', () => {
  it('gives the renderer the JSON as fetch decoded it, without the encoding it no longer has', async () => {
    // The real chain: Node's fetch (as Electron's net.fetch, it asks for and undoes compression) against
    // the emulator, which compresses JSON above a kilobyte.
    const emulator = await buildServer({
      jwtSecret: new TextEncoder().encode('cle-de-test-de-32-octets-minimum!!'),
    });
    const url = await emulator.listen({ port: 0, host: '127.0.0.1' });
    try {
      const token = (await (await fetch(`${url}${TOKEN_PATH}`)).json()) as { id_token: string };
      const headers = { authorization: `Bearer ${token.id_token}` };
      const direct = await fetch(`${url}${TOPOLOGY_PATHS.stops}`, { headers });
      expect(['br', 'gzip']).toContain(direct.headers.get('content-encoding'));
      const handle = createAppProtocolHandler({
        rendererDir: rendererDir(),
        backofficeUrl: `${url}/`,
        fetch,
        deviceId: 'borne-gare-01',
        contentSecurityPolicy: CONFIGURED_POLICY,
      });
      const response = await handle(new Request(`app://portail${TOPOLOGY_PATHS.stops}`, { headers }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('content-length')).toBeNull();
      expect(await response.json()).toEqual(await direct.json());
    } finally {
      await emulator.close();
    }
  });
});
