// Debian's Chromium as every browser run of the project launches it.
// - The e2e tests (playwright.config.ts) take Debian's headless shell (package chromium-headless-shell):
//   the same Blink and V8 without the browser's window and UI layers, as Playwright's own headless runs
//   use. On this 2-core machine the screens' tests take 1.5 min in it against 3.7 min in the full browser.
// - The benchmarks (bench/) and the docs' screenshots keep the full browser, the closest to the kiosk's
//   Electron for what they measure and show.
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's packages and where they put their program (scripts/ensure-chromium.ts installs them). */
export const CHROMIUM = { package: 'chromium', path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };
export const HEADLESS_SHELL = {
  package: 'chromium-headless-shell',
  path: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
};

export const chromiumLaunchOptions = { executablePath: CHROMIUM.path, args };

export const e2eLaunchOptions = { executablePath: HEADLESS_SHELL.path, args };
