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

// An e2e page lives a few seconds, in a fresh context: V8's optimising compilers (Maglev, TurboFan) spent
// a seventh of the renderers' CPU compiling code that page never ran long enough to repay (a trace of seven
// screen tests: 1.5 of 11 s). Capped at Sparkplug, its baseline compiler, the same code runs the same way:
// the whole e2e suite, back to back, 1 003 against 1 088 s of CPU, then 1 001 against 1 064. The
// benchmarks keep every tier.
export const e2eLaunchOptions = {
  executablePath: HEADLESS_SHELL.path,
  args: [...args, '--js-flags=--max-opt=1'],
};
