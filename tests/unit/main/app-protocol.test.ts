import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createAppProtocolHandler } from '../../../src/main/appProtocol';

function rendererDir() {
  const dir = mkdtempSync(join(tmpdir(), 'renderer-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Portail</title>');
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(tmpdir(), 'secret.txt'), 'secret');
  return dir;
}

describe('app:// protocol', () => {
  const forwarded: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    forwarded.push(request);
    return new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } });
  });
  const handle = createAppProtocolHandler({
    rendererDir: rendererDir(),
    backofficeUrl: 'http://127.0.0.1:5180/',
    fetch,
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
});
