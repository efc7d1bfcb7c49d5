// Issue 25 §4: the demo kiosk's origin serves the kiosk renderer with the bridge shim loaded first, and
// its /pont/<channel> endpoint lets through only its own page's JSON calls of a known channel, to main's
// real handlers (the payment simulator, the loopback printer). No emulator here: nothing is paid.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoKiosk, type DemoKiosk } from '../../../src/demo-kiosk';
import { BRIDGE_REFUSALS } from '../../../src/demo-kiosk/bridge-shim';
import { createDemoLink } from '../../../src/demo-kiosk/link';
import { BODY_TOO_LARGE, MAX_FORWARDED_BODY_BYTES } from '../../../src/demo-kiosk/server';

const EMULATOR = 'http://127.0.0.1:9';
let kiosk: DemoKiosk;
const link = createDemoLink('');

beforeAll(async () => {
  const renderer = mkdtempSync(join(tmpdir(), 'rendu-demo-'));
  writeFileSync(
    join(renderer, 'index.html'),
    '<!doctype html><html><head><script type="module" src="./assets/app.js"></script></head></html>',
  );
  kiosk = await startDemoKiosk({
    rendererDir: renderer,
    port: 0,
    backofficeUrl: `${EMULATOR}/`,
    deviceId: 'BORNE-DEMO-01',
    deviceSecret: 'x'.repeat(64),
    link,
  });
});
afterAll(() => kiosk?.close());

const call = (channel: string, init: { headers?: Record<string, string>; body?: string; method?: string }) =>
  fetch(`${kiosk.origin}/pont/${channel}`, {
    method: init.method ?? 'POST',
    headers: init.headers ?? {},
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
const own = () => ({ origin: kiosk.origin, 'content-type': 'application/json' });

describe('demo kiosk origin', () => {
  it('serves every route of the app with /pont.js run before the bundle, framed by its emulator only', async () => {
    const page = await fetch(`${kiosk.origin}/rechargement/infos`);
    const html = await page.text();
    // A classic script in the head runs before the bundle, a module, which runs once the page is parsed.
    expect(html.indexOf('<script src="/pont.js"></script>')).toBeGreaterThan(-1);
    expect(html.indexOf('/pont.js')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script type="module" src="/assets/app.js">');
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${EMULATOR}`);
    const script = await (await fetch(`${kiosk.origin}/pont.js`)).text();
    expect(script).toContain("Object.defineProperty(window, 'kiosk'");
    expect(script).toContain('kiosk:start-payment');
  });

  it("answers its own page's JSON call with main's answer", async () => {
    const answer = await call('kiosk:info', { headers: own(), body: '{}' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ answer: { deviceId: 'BORNE-DEMO-01', mode: 'kiosk' } });
    // Main's own validation then answers as a value.
    const reload = await call('kiosk:reload', { headers: own(), body: '{"payload":-5}' });
    expect(reload.status).toBe(200);
    expect(await reload.json()).toMatchObject({ answer: { ok: false } });
  });

  it('refuses another origin, no origin, another type, a long body, another key, an unknown channel, GET', async () => {
    const refusals: [Response, number, string][] = [
      [
        await call('kiosk:info', { headers: { ...own(), origin: 'http://127.0.0.1:1' }, body: '{}' }),
        403,
        BRIDGE_REFUSALS.origin,
      ],
      [
        await call('kiosk:info', { headers: { 'content-type': 'application/json' }, body: '{}' }),
        403,
        BRIDGE_REFUSALS.origin,
      ],
      [
        await call('kiosk:info', { headers: { ...own(), 'content-type': 'text/plain' }, body: '{}' }),
        415,
        BRIDGE_REFUSALS.contentType,
      ],
      [
        await call('kiosk:info', { headers: own(), body: JSON.stringify({ payload: 'x'.repeat(70_000) }) }),
        413,
        BRIDGE_REFUSALS.size,
      ],
      [
        await call('kiosk:info', { headers: own(), body: '{"payload":1,"autre":2}' }),
        400,
        BRIDGE_REFUSALS.body,
      ],
      [await call('kiosk:info', { headers: own(), body: '[1]' }), 400, BRIDGE_REFUSALS.body],
      [await call('operator:unlock', { headers: own(), body: '{}' }), 404, BRIDGE_REFUSALS.channel],
      [await call('kiosk:info', { method: 'GET' }), 405, BRIDGE_REFUSALS.method],
    ];
    for (const [response, status, message] of refusals) {
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ ok: false, message });
    }
  });

  it('refuses another Host name (DNS rebinding) and a back-office post from another origin', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${kiosk.origin}/home`, { headers: { host: 'attaquant.example' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(421);
    const forwarded = await fetch(`${kiosk.origin}/api/account`, {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:1', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(forwarded.status).toBe(403);
  });

  it('refuses a forwarded body larger than the back office takes, before holding it in memory', async () => {
    const post = (body: NonNullable<RequestInit['body']>, extra: Record<string, unknown> = {}) =>
      fetch(`${kiosk.origin}/api/commandes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        ...extra,
      });
    // Declared: refused on its Content-Length.
    const declared = await post(new Uint8Array(MAX_FORWARDED_BODY_BYTES + 1));
    expect(declared.status).toBe(413);
    expect(await declared.text()).toBe(BODY_TOO_LARGE);
    // Chunked, with no length said: refused once the bytes pass the limit.
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_FORWARDED_BODY_BYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const chunked = await post(stream, { duplex: 'half' });
    expect(chunked.status).toBe(413);
    // Within the limit it goes on to the back office (none here: 502).
    expect((await post('{}')).status).toBe(502);
  });

  it('lets the emulator make the paper run out, as main then reads it', async () => {
    await link.act('papier-epuise');
    expect(kiosk.device.readiness.current().sales['origin-destination'].canStart).toBe(false);
    expect(kiosk.device.readiness.current().sales.reload.canStart).toBe(true);
    await link.act('papier-remis');
    expect(kiosk.device.readiness.current().sales['origin-destination'].canStart).toBe(true);
  });
});
