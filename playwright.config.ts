// End-to-end tests in Debian's Chromium against the emulator serving the built web portal.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';
import { demoKioskPort } from './tests/support/demo-kiosk-url';

const port = Number(process.env.E2E_PORT ?? 5199);
export const baseURL = `http://127.0.0.1:${port}`;
/** The providers' stand-ins (card, wallet, mobile ticket...) on their own origin: E2E_PORT + 1 by default. */
const providersPort = Number(process.env.E2E_PROVIDERS_PORT ?? port + 1);
export const providersURL = `http://127.0.0.1:${providersPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // The emulator's fault injection is global to the server: tests run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    // The portal's service worker (issue 16 "PWA") would precache the whole portal in every test's fresh
    // profile and stand between page.route() and the network: only tests/e2e/pwa.spec.ts lets it in.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    url: `${baseURL}/home`,
    env: {
      PORT: String(port),
      PROVIDERS_PORT: String(providersPort),
      // The demo kiosk (issue 25 §4), served beside the emulator as `npm start` does without Electron.
      DEMO_KIOSK_PORT: String(demoKioskPort()),
      // Its reports to /emulateur/bornes every 2 s: a test reads a change without waiting a minute.
      DEMO_KIOSK_TELEMETRY_MS: '2000',
      EMULATOR_CONTROL: '1',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
