// `npm run test:electron` (scripts/test-electron.ts): the built app itself, launched by Playwright's Electron
// launcher, on a machine that has the Electron binary. Each test starts its own app, emulator, loopback
// terminal and printer (tests/electron/support/electron-app.ts); no web server here.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests/electron',
  // One app at a time: a kiosk window takes the whole screen, and two cores go a long way with one.
  workers: 1,
  forbidOnly: !!process.env.CI,
  // An Electron start is slower than a page: up to a minute for a test with a whole purchase.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
});
