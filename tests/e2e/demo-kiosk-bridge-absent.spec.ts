// Issue 25 §4: the bridge exists only in the emulator's demo kiosk, on its own origin. The web portal, on
// the emulator's origin, loads no /pont.js and answers neither it nor a /pont/ call (404); no file the
// kiosk (out/renderer) or the web (out/web) builds hold mentions "/pont/": the shim is added when the demo
// kiosk serves its page, never built in.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { KIOSK_CHANNELS } from '../../src/shared/kiosk-bridge';

/** Every file under `dir`, at any depth. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

test('the web portal has no bridge: no /pont.js in its page, /pont.js and /pont/ not served', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  const response = await page.goto('/home');
  const html = await response!.text();
  expect(html).toContain('<script');
  expect(html).not.toContain('/pont');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts).not.toContain('/pont.js');
  expect(await page.evaluate(() => 'kiosk' in window)).toBe(false);

  expect((await request.get('/pont.js')).status()).toBe(404);
  const call = await request.post(`/pont/${KIOSK_CHANNELS.info}`, {
    headers: { 'content-type': 'application/json' },
    data: {},
  });
  expect(call.status()).toBe(404);
});

test('no built kiosk or web file contains "/pont/"', () => {
  for (const out of ['out/renderer', 'out/web']) {
    const files = filesUnder(out);
    expect(files.length).toBeGreaterThan(0);
    const holding = files.filter((file) => readFileSync(file).includes('/pont/'));
    expect(holding, out).toEqual([]);
  }
});
