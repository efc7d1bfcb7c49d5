// The real app, built (out/main), launched by Playwright's Electron launcher for each test: a fresh userData
// folder, the back-office emulator with the device registered, the loopback Caisse-AP terminal and the
// loopback printer, all started here. The device is configured as an operator would, through the
// documented environment variables and command-line flags (src/main/config), so main, its preload and
// its guards run exactly as on a kiosk or a counter PC; nothing of Electron is replaced.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  _electron as electron,
  expect,
  test as base,
  type ElectronApplication,
  type Page,
} from '@playwright/test';
import { CONFIG_ENV_VARIABLES } from '../../../src/main/config/env';
import type { DeviceMode } from '../../../src/shared/kiosk-bridge';
import { APP_ORIGIN } from '../../../src/shared/http';
import { startServer, type StartedServer } from '../../../src/server/listen';
import { startCaisseApTerminal, type CaisseApTerminal } from '../../support/caisse-ap-terminal';
import { startLoopbackPrinter, type LoopbackPrinter } from '../../../src/demo-kiosk/loopback-printer';

export const HOME_URL = `${APP_ORIGIN}/home`;
const projectRoot = resolve(import.meta.dirname, '../../..');

export interface RunningApp {
  app: ElectronApplication;
  /** The page of the app's first window. */
  page: Page;
  mode: DeviceMode;
  deviceId: string;
  /** The test's own folder, which holds the app's userData (and its application-data folder). */
  dataRoot: string;
  emulator: StartedServer;
  terminal: CaisseApTerminal;
  printer: LoopbackPrinter;
  /** What main has written on stderr so far, line by line (its log: refusals, crashes...). */
  logs(): string[];
}

interface AppFixtures {
  /** The device's mode (`test.use({ mode: 'counter' })`). */
  mode: DeviceMode;
  running: RunningApp;
}

/** The process's environment as Playwright takes it (strings only), with the device's own variables. */
function environment(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined) env[name] = value;
  // Every setting comes from this test: none may leak in from the shell running it (and the temporary
  // userData holds no config.json).
  for (const name of Object.keys(CONFIG_ENV_VARIABLES)) delete env[name];
  return { ...env, ...extra };
}

/** Closes the app; a process that does not quit within 10 s is killed (its window must not outlive the test). */
async function quit(app: ElectronApplication): Promise<void> {
  const child = app.process();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const killed = new Promise<void>((done) => {
    timer = setTimeout(() => {
      child.kill('SIGKILL');
      done();
    }, 10_000);
  });
  await Promise.race([app.close().catch(() => undefined), killed]);
  clearTimeout(timer);
}

export const test = base.extend<AppFixtures>({
  mode: ['kiosk', { option: true }],
  running: async ({ mode }, use, testInfo) => {
    const deviceId = `BORNE-ELECTRON-${randomBytes(4).toString('hex').toUpperCase()}`;
    const deviceSecret = randomBytes(32).toString('hex');
    // Undone in reverse order whatever fails, the launch included: nothing outlives the test.
    const cleanups: (() => Promise<unknown> | void)[] = [];
    try {
      const dataRoot = mkdtempSync(join(tmpdir(), 'portail-electron-'));
      cleanups.push(() => rmSync(dataRoot, { recursive: true, force: true }));
      const emulator = await startServer({ port: 0, devices: { [deviceId]: deviceSecret } });
      cleanups.push(() => emulator.close());
      // The customer's dialog on the terminal: long enough for the waiting screen to be seen.
      const terminal = await startCaisseApTerminal({
        defaultBehaviour: { kind: 'approve', dialogMs: 1_500 },
      });
      cleanups.push(() => terminal.close());
      const printer = await startLoopbackPrinter();
      cleanups.push(() => printer.stop());
      const app = await electron.launch({
        args: [
          projectRoot,
          // Chromium's switch, which Electron reads for app.getPath('userData'): the journal, the
          // single-instance lock and the session of this test only (the first test checks it).
          `--user-data-dir=${join(dataRoot, 'userData')}`,
          `--backoffice-url=${emulator.url}`,
          `--mode=${mode}`,
          '--terminal.driver=caisse-ap',
          `--terminal.host=${terminal.host}`,
          `--terminal.port=${terminal.port}`,
          `--printer.interface=${printer.interface}`,
          '--printer.width=42',
        ],
        // The secret goes through the environment, as npm start passes it (not on a readable command line).
        // The application-data folder moved here too (XDG_CONFIG_HOME on Linux, APPDATA on Windows): were
        // the switch overridden by the app's name, userData would still be this test's.
        env: environment({
          PORTAIL_DEVICE_ID: deviceId,
          PORTAIL_DEVICE_SECRET: deviceSecret,
          XDG_CONFIG_HOME: join(dataRoot, 'config'),
          APPDATA: join(dataRoot, 'config'),
        }),
        cwd: projectRoot,
        timeout: 30_000,
      });
      cleanups.push(() => quit(app));
      // A trace of the window kept when the test fails: the first machine with Electron will need it.
      await app.context().tracing.start({ screenshots: true, snapshots: true });
      cleanups.push(() =>
        app
          .context()
          .tracing.stop(
            testInfo.status === testInfo.expectedStatus ? {} : { path: testInfo.outputPath('trace.zip') },
          )
          .catch(() => undefined),
      );
      const lines: string[] = [];
      let partial = '';
      app.process().stderr?.on('data', (chunk: Buffer) => {
        const parts = (partial + chunk.toString('utf8')).split('\n');
        partial = parts.pop() ?? '';
        lines.push(...parts);
      });
      await use({
        app,
        page: await app.firstWindow(),
        mode,
        deviceId,
        dataRoot,
        emulator,
        terminal,
        printer,
        logs: () => [...lines, ...(partial === '' ? [] : [partial])],
      });
    } finally {
      for (const cleanup of cleanups.reverse()) await cleanup();
    }
  },
});

/**
 * The app's windows, read in the main process. `fullScreen`: the window covers its whole display, which
 * is what a kiosk needs and holds with or without a window manager (BrowserWindow.isFullScreen() waits
 * for the window manager's word on X11, and xvfb-run starts none).
 */
export function windowsState(app: ElectronApplication) {
  return app.evaluate(({ BrowserWindow, screen }) =>
    BrowserWindow.getAllWindows()
      .filter((window) => !window.isDestroyed())
      .map((window) => {
        const bounds = window.getBounds();
        const display = screen.getDisplayMatching(bounds).bounds;
        return {
          kiosk: window.isKiosk(),
          fullScreen:
            bounds.x === display.x &&
            bounds.y === display.y &&
            bounds.width === display.width &&
            bounds.height === display.height,
          visible: window.isVisible(),
          url: window.webContents.getURL(),
        };
      }),
  );
}

/** The home page is there: its module tile from the back office. */
export const homeShown = (page: Page) =>
  expect(page.getByRole('article', { name: 'Acheter un titre' })).toBeVisible();

export { expect };
