// Every e2e spec's `test` (issue 28 §3): each Playwright worker starts its own emulator, providers'
// stand-ins and demo kiosk on its own ports (tests/support/e2e-servers.ts), so the workers run side by
// side and one test's fault injection (/__emulator/...) reaches only its own worker's emulator.
// `baseURL` (hence page.goto('/…'), `request` and new contexts) is the worker's emulator; `servers` gives
// its providers' origin and demo kiosk too.
import { test as base, type Page } from '@playwright/test';
import { workerServers, type E2EServers } from '../../support/e2e-servers';
import { kioskDevice, type KioskDevice, type KioskOptions } from './kiosk';
import { startWorkerServers } from './worker-servers';

// Playwright's API as it is, but for `test` (below).
export * from '@playwright/test';

/** kioskDevice, or a helper that opens one its own way (support/kiosk-idle.ts's kioskOnTestClock). */
type OpenKiosk = typeof kioskDevice;

export interface TestFixtures {
  /** Opens a kiosk (or counter) on the test's page (support/kiosk.ts: the bridge injected, main's
   * handlers running here) and closes it after the test, before the page: the set-up the kiosk specs
   * repeated with a `let device` and an afterEach. */
  openKiosk: (options?: KioskOptions, open?: OpenKiosk) => Promise<KioskDevice>;
}

export const test = base.extend<
  TestFixtures & { pageErrors: void; failureScreenshots: void },
  { servers: E2EServers }
>({
  // A failed test shows what its pages threw or logged as errors: a page that stays blank (React unmounts
  // on an error no boundary catches) says why in the report, CI's log included.
  pageErrors: [
    async ({ context }, use, testInfo) => {
      const seen: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) =>
          seen.push(`${page.url()}\n  ${error.stack || `${error.name}: ${error.message}`}`),
        );
        page.on('console', (message) => {
          if (message.type() === 'error') seen.push(`${page.url()}\n  console.error: ${message.text()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      if (testInfo.status !== testInfo.expectedStatus && seen.length > 0) {
        await testInfo.attach('page-errors', { body: seen.join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
  // A failed test's pages as they were, attached to the report (playwright.config.ts turns Playwright's own
  // screenshots off: it takes one of every page of every test as its context closes, and throws away
  // those of the tests that passed, a tenth of a second of the browser's CPU each at 1080 × 1920).
  failureScreenshots: [
    async ({ context }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      // Every page still open: the test's own and those of the contexts it opened (two customers).
      const pages = (context.browser()?.contexts() ?? [context]).flatMap((each) => each.pages());
      for (const [index, page] of pages.entries()) {
        const path = testInfo.outputPath(`test-failed-${index + 1}.png`);
        // A page that cannot be drawn any more (closed, crashed) leaves the report without its picture.
        // Listed where it was written, as Playwright lists its own (attach() would copy it).
        const drawn = await page.screenshot({ path, timeout: 5_000 }).then(
          () => true,
          () => false,
        );
        if (drawn) testInfo.attachments.push({ name: 'screenshot', path, contentType: 'image/png' });
      }
    },
    { auto: true },
  ],
  servers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures.
    async ({}, use, workerInfo) => {
      const running = await startWorkerServers(workerInfo.parallelIndex);
      await use({
        baseURL: running.baseURL,
        providersURL: running.providersURL,
        demoKioskURL: running.demoKioskURL,
      });
      await running.close();
    },
    // The servers start with the worker's first test; tsx and a loaded machine can take a while.
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ servers }, use) => {
    await use(servers.baseURL);
  },
  openKiosk: async ({ page, request, baseURL }, use) => {
    const opened: KioskDevice[] = [];
    await use(async (options = {}, open = kioskDevice) => {
      const device = await open(page, request, baseURL!, options);
      opened.push(device);
      return device;
    });
    for (const device of opened) await device.close();
  },
});

/** The running test's worker's servers, for a helper that has no fixtures at hand (the same as `servers`). */
export function currentServers(): E2EServers {
  return workerServers(test.info().parallelIndex);
}
