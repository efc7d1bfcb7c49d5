// Every e2e spec's `test` (issue 28 §3): each Playwright worker starts its own emulator, providers'
// stand-ins and demo kiosk on its own ports (tests/support/e2e-servers.ts), so the workers run side by
// side and one test's fault injection (/__emulator/...) reaches only its own worker's emulator.
// `baseURL` (hence page.goto('/…'), `request` and new contexts) is the worker's emulator; `servers` gives
// its providers' origin and demo kiosk too.
import { test as base } from '@playwright/test';
import { workerServers, type E2EServers } from '../../support/e2e-servers';
import { startWorkerServers } from './worker-servers';

// Playwright's API as it is, but for `test` (below).
export * from '@playwright/test';

export const test = base.extend<object, { servers: E2EServers }>({
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
});

/** The running test's worker's servers, for a helper that has no fixtures at hand (the same as `servers`). */
export function currentServers(): E2EServers {
  return workerServers(test.info().parallelIndex);
}
