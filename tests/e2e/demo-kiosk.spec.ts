// The demo kiosk (issue 25 §4): the built kiosk renderer on its own origin, its window.kiosk an HTTP shim
// to main's real handlers running in the emulator's process (terminal simulator, loopback printer). No
// bridge injected here: the page gets what `npm start` serves a newcomer's browser.
import { expect, test, type Page, type Request } from './support/test';
import { demoKioskURL } from '../support/demo-kiosk-url';
import { KIOSK_CHANNELS } from '../../src/shared/kiosk-bridge';
import { BRIDGE_REFUSALS } from '../../src/demo-kiosk/bridge-shim';
import { buyCarnetAndPrint } from './support/demo-kiosk';

test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true });

/** Every call the page makes to the shim: its channel and its body as sent. */
function recordBridgeCalls(page: Page) {
  const calls: { channel: string; body: unknown; contentType: string | null }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== demoKioskURL || !url.pathname.startsWith('/pont/')) return;
    calls.push({
      channel: url.pathname.slice('/pont/'.length),
      body: request.postDataJSON() as unknown,
      contentType: request.headers()['content-type'] ?? null,
    });
  });
  return calls;
}

test('a person reloads a card on the demo kiosk: terminal simulator, receipt printed', async ({ page }) => {
  test.slow();
  const calls = recordBridgeCalls(page);
  await page.goto(`${demoKioskURL}/home`);
  // The kiosk's layout and flow: main's info() said « kiosk » through the shim.
  await buyCarnetAndPrint(page);

  // What the page asked main, through the shim, in JSON: one payment of 13,00 € for a reload, one print.
  expect(calls.every((call) => call.contentType === 'application/json')).toBe(true);
  expect(calls.map((call) => call.channel)).toContain(KIOSK_CHANNELS.info);
  const payments = calls.filter((call) => call.channel === KIOSK_CHANNELS.startPayment);
  expect(payments).toHaveLength(1);
  expect(payments[0]!.body).toMatchObject({
    payload: { amountCents: 1300, currency: 'EUR', saleKinds: ['reload'] },
  });
  const prints = calls.filter((call) => call.channel === KIOSK_CHANNELS.printReceipt);
  expect(prints).toHaveLength(1);
  expect(prints[0]!.body).toMatchObject({
    payload: {
      totalCents: 1300,
      paymentMode: 'Carte bancaire sur le terminal',
      maskedPan: '**** **** **** 0003',
    },
  });
});

test('the shim answers its own origin, and refuses another origin, another content type, an unknown channel', async ({
  request,
}) => {
  const call = (channel: string, headers: Record<string, string>, data: string = '{}') =>
    request.post(`${demoKioskURL}/pont/${channel}`, { headers, data });
  const json = { 'content-type': 'application/json', origin: demoKioskURL };

  const info = await call(KIOSK_CHANNELS.info, json);
  expect(info.status()).toBe(200);
  expect(await info.json()).toMatchObject({ answer: { deviceId: 'BORNE-DEMO-01', mode: 'kiosk' } });

  const foreign = await call(KIOSK_CHANNELS.info, { ...json, origin: 'http://127.0.0.1:5999' });
  expect(foreign.status()).toBe(403);
  expect(await foreign.json()).toEqual({ ok: false, message: BRIDGE_REFUSALS.origin });
  expect(BRIDGE_REFUSALS.origin).toBe('Appel refusé : origine non autorisée.');

  const form = await call(
    KIOSK_CHANNELS.info,
    { ...json, 'content-type': 'application/x-www-form-urlencoded' },
    'payload=1',
  );
  expect(form.status()).toBe(415);
  expect(await form.json()).toEqual({
    ok: false,
    message: 'Appel refusé : le corps doit être du JSON (application/json).',
  });

  const unknown = await call('kiosk:open-drawer', json);
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ ok: false, message: 'Appel refusé : canal inconnu.' });

  const large = await call(
    KIOSK_CHANNELS.printReceipt,
    json,
    JSON.stringify({ payload: 'x'.repeat(70_000) }),
  );
  expect(large.status()).toBe(413);
  expect(await large.json()).toEqual({ ok: false, message: 'Appel refusé : corps trop volumineux.' });

  // Past the shim, main's own validation answers as a value: a payment without its fields starts nothing.
  const invalid = await call(
    KIOSK_CHANNELS.startPayment,
    json,
    JSON.stringify({ payload: { amountCents: -1 } }),
  );
  expect(invalid.status()).toBe(200);
  expect(await invalid.json()).toMatchObject({ answer: { status: 'error' } });
});
