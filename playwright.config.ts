// End-to-end tests in Debian's Chromium (its headless shell, tests/support/chromium.ts) against the
// emulator serving the built web portal.
import { defineConfig } from '@playwright/test';
import { e2eLaunchOptions } from './tests/support/chromium';
import { workerServers } from './tests/support/e2e-servers';

export default defineConfig({
  testDir: 'tests/e2e',
  // The emulator's fault injection is global to a server: each worker starts its own servers on its own
  // ports (tests/e2e/support/test.ts), so workers run side by side. Three on this 2-core machine: with two,
  // a fifth of the CPU stays idle while tests wait on a terminal's dialog, a long press or a poll (80 %
  // busy, 10.9 min); with three, 92 % busy, 9.8 min. Every test stands alone: the tests of all files are
  // shared between the workers, so that no long file runs alone at the end.
  workers: 3,
  fullyParallel: true,
  globalSetup: './tests/e2e/support/global-setup.ts',
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Worker 0's emulator; every worker's tests get their own from tests/e2e/support/test.ts's fixture.
    baseURL: workerServers().baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // A trace records every action of every test (DOM snapshots, a screencast): a fifth of a screen test's
    // time on this machine. Off, a failure still leaves its error-context.md (the page's ARIA snapshot)
    // and a screenshot; `npx playwright test --trace retain-on-failure` records them (docs/tests.md).
    trace: 'off',
    // 'only-on-failure' would take a screenshot of every page of every test, then keep those of the
    // failed ones: the `failureScreenshots` fixture (tests/e2e/support/test.ts) takes only those.
    screenshot: 'off',
    // The portal's service worker (issue 16 "PWA") would precache the whole portal in every test's fresh
    // profile and stand between page.route() and the network: only tests/e2e/pwa.spec.ts lets it in.
    serviceWorkers: 'block',
    launchOptions: e2eLaunchOptions,
  },
});
