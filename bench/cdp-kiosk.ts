// The kiosk on a page driven over bare CDP (bench/cdp.ts), for its cold start: 1080 × 1920 with touch, the
// same main-process stand-in as the e2e tests (tests/e2e/support/kiosk.ts: the real handlers, the loopback
// Caisse-AP terminal and printer), reached without Playwright's bindings: `window.kiosk` POSTs each call
// to a same-origin path that the Fetch domain hands here, and every request to the back office's origin
// gets the device's id, as main adds it (and as kioskDevice does, through the same Fetch domain).
import { request as playwrightRequest } from '@playwright/test';
import { KIOSK_CHANNELS, OPERATOR_CHANNELS } from '../src/shared/kiosk-bridge';
import type { KioskChannel, OperatorChannel } from '../src/shared/kiosk-bridge';
import { DEVICE_ID_HEADER } from '../src/shared/terminal-outcome';
import { DEMO_STATION, startKioskMain } from '../tests/e2e/support/kiosk';
import { installKioskWindow, KIOSK_BRIDGE_PATH } from '../tests/e2e/support/kiosk-window';
import type { CdpBrowser, CdpPage } from './cdp';

interface PausedRequest {
  requestId: string;
  frameId?: string;
  request: { url: string; method: string; headers: Record<string, string>; postData?: string };
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

/** `station`: the demo kiosk of docs/kiosk.md (« Où allez-vous ? »), which sells from its own stop (Blois – Gare routière). */
export async function openCdpKiosk(
  browser: CdpBrowser,
  baseURL: string,
): Promise<{ page: CdpPage; close(): Promise<void> }> {
  const request = await playwrightRequest.newContext({ baseURL });
  const page = await browser.newPage({ width: 1080, height: 1920 });
  const main = await startKioskMain(
    request,
    baseURL,
    { station: DEMO_STATION },
    { reload: () => void page.send('Page.reload').catch(() => undefined) },
  );
  const origin = new URL(baseURL).origin;
  const frames = new Map<string, string>();
  let mainFrameId = '';
  page.on('Page.frameNavigated', (params) => {
    const frame = params.frame as { id: string; parentId?: string; url: string };
    frames.set(frame.id, frame.url);
    if (!frame.parentId) mainFrameId = frame.id;
  });

  async function answerBridge(paused: PausedRequest): Promise<void> {
    const frameId = paused.frameId ?? '';
    let answer: { value?: unknown; error?: string };
    try {
      const { channel, payload } = JSON.parse(paused.request.postData ?? '{}') as {
        channel: KioskChannel | OperatorChannel;
        payload?: unknown;
      };
      const handler = main.handlers[channel];
      answer = handler
        ? {
            value: await handler(
              { url: frames.get(frameId) ?? '', isMainFrame: frameId === mainFrameId },
              payload,
            ),
          }
        : { value: { ok: false, message: 'Canal inconnu.' } };
    } catch (error) {
      answer = { error: error instanceof Error ? error.message : String(error) };
    }
    await page.send('Fetch.fulfillRequest', {
      requestId: paused.requestId,
      responseCode: 200,
      responseHeaders: [{ name: 'Content-Type', value: 'application/json' }],
      body: json(answer),
    });
  }

  page.on('Fetch.requestPaused', (params) => {
    const paused = params as unknown as PausedRequest;
    const url = new URL(paused.request.url);
    const done =
      url.pathname === KIOSK_BRIDGE_PATH && paused.request.method === 'POST'
        ? answerBridge(paused)
        : page.send('Fetch.continueRequest', {
            requestId: paused.requestId,
            headers: [
              ...Object.entries(paused.request.headers).map(([name, value]) => ({ name, value })),
              { name: DEVICE_ID_HEADER, value: main.device.deviceId },
            ],
          });
    void done.catch(() => undefined);
  });
  await page.send('Fetch.enable', { patterns: [{ urlPattern: `${origin}/*`, requestStage: 'Request' }] });
  await page.addInitScript(installKioskWindow, {
    channels: KIOSK_CHANNELS,
    operatorChannels: main.hasOperator ? OPERATOR_CHANNELS : null,
    transport: { post: KIOSK_BRIDGE_PATH },
  });
  return {
    page,
    async close() {
      await page.close();
      await main.device.close();
      await request.dispose();
    },
  };
}
