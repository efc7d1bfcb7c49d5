// A kiosk page as the kiosk benches drive it: a new browser context (empty cache and storage: the
// renderer's first start), 1080 × 1920 with touch, the bridge stand-in of the kiosk e2e tests
// (tests/e2e/support/kiosk.ts: `window.kiosk` reaching the real main-process handlers, the loopback
// Caisse-AP terminal and printer), and a CDP session to slow the CPU down.
import { request as playwrightRequest, type APIRequestContext, type Browser } from '@playwright/test';
import { DEMO_STATION, kioskDevice } from '../tests/e2e/support/kiosk';
import { benchContext } from './browser';

export type KioskPage = Awaited<ReturnType<typeof openKioskPage>>;

/** `station`: the demo kiosk of docs/kiosk.md (« Où allez-vous ? »), which sells from its own stop (Blois – Gare routière). */
export async function openKioskPage(browser: Browser, baseURL: string) {
  const request: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  const context = await benchContext(browser, {
    baseURL,
    viewport: { width: 1080, height: 1920 },
    hasTouch: true,
  });
  const page = await context.newPage();
  const device = await kioskDevice(page, request, baseURL, { station: DEMO_STATION });
  const cdp = await context.newCDPSession(page);
  return {
    page,
    device,
    /** 1: full speed (the setup); CPU_SLOWDOWN: what is measured. */
    async cpu(rate: number): Promise<void> {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    },
    async close() {
      await device.close();
      await context.close();
      await request.dispose();
    },
  };
}
