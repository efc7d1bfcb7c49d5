// The kiosk as Electron runs it (DESIGN "Electron security"): one fullscreen kiosk window on app://, a page
// that sees `window.kiosk` and nothing else of the preload or of Node, navigation and new windows out of
// the app refused (the window stays on the portal), and a crashed renderer brought back by the watchdog.
import { join, sep } from 'node:path';
import { expect, HOME_URL, homeShown, test, windowsState } from './support/electron-app';

const OUTSIDE = 'https://exemple.org/';

test('one fullscreen kiosk window, its portal served from app://, its data in the test’s own folder', async ({
  running,
}) => {
  const { app, page, dataRoot } = running;
  await expect(page).toHaveURL(HOME_URL);
  await homeShown(page);
  // The window shows once painted, fullscreen once the window system has applied it: polled.
  await expect
    .poll(() => windowsState(app))
    .toEqual([{ kiosk: true, fullScreen: true, visible: true, url: HOME_URL }]);
  const served = await page.evaluate(() => ({
    protocol: location.protocol,
    host: location.host,
    // The bundle itself: every script and style sheet of the page comes from app://portail.
    origins: [
      ...new Set(
        [
          ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
            'script[src], link[rel=stylesheet]',
          ),
        ].map((element) => {
          const url = new URL('src' in element ? element.src : element.href);
          return `${url.protocol}//${url.host}`;
        }),
      ),
    ],
  }));
  expect(served).toEqual({ protocol: 'app:', host: 'portail', origins: ['app://portail'] });
  // The journal and the single-instance lock live in userData: this test's folder, not the machine's.
  const userData = await app.evaluate(({ app: electronApp }) => electronApp.getPath('userData'));
  expect(userData.startsWith(join(dataRoot, sep))).toBe(true);
});

test('the page sees window.kiosk, frozen, with its five methods, and nothing else of Electron or Node', async ({
  running,
}) => {
  const { page } = running;
  await homeShown(page);
  const seen = await page.evaluate(() => {
    // A blank frame's window holds exactly the browser's own globals: what the page has more was added.
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const standard = new Set(Object.getOwnPropertyNames(frame.contentWindow!));
    frame.remove();
    const names = [
      'require',
      'process',
      'ipcRenderer',
      'electron',
      'module',
      'Buffer',
      'global',
      '__dirname',
    ];
    const bridge = (window as unknown as { kiosk: Record<string, unknown> }).kiosk;
    return {
      added: Object.getOwnPropertyNames(window)
        .filter((name) => !standard.has(name))
        .sort(),
      node: Object.fromEntries(names.map((name) => [name, name in window])),
      methods: Object.keys(bridge).sort(),
      kinds: [...new Set(Object.values(bridge).map((value) => typeof value))],
      frozen: Object.isFrozen(bridge),
    };
  });
  // React Router's version mark is the app's own (the web portal in a browser has it too).
  expect(seen.added).toEqual(['__reactRouterVersion', 'kiosk']);
  expect(seen.node).toEqual({
    require: false,
    process: false,
    ipcRenderer: false,
    electron: false,
    module: false,
    Buffer: false,
    global: false,
    __dirname: false,
  });
  expect(seen.methods).toEqual(['cancelPayment', 'info', 'printReceipt', 'reload', 'startPayment']);
  expect(seen.kinds).toEqual(['function']);
  expect(seen.frozen).toBe(true);
  // The bridge answers from main: the device this test configured, in kiosk mode.
  const info = await page.evaluate(() =>
    (window as unknown as { kiosk: { info(): Promise<{ deviceId: string; mode: string }> } }).kiosk.info(),
  );
  expect({ deviceId: info.deviceId, mode: info.mode }).toEqual({ deviceId: running.deviceId, mode: 'kiosk' });
});

test('leaving for another site is refused: the window stays on the portal', async ({ running }) => {
  const { app, page, logs } = running;
  await homeShown(page);
  await page.evaluate((url) => {
    location.href = url;
  }, OUTSIDE);
  await expect.poll(logs).toContain(`Navigation refusée vers une origine non autorisée : ${OUTSIDE}`);
  await expect(page).toHaveURL(HOME_URL);
  await homeShown(page);
  await expect
    .poll(() => windowsState(app))
    .toEqual([{ kiosk: true, fullScreen: true, visible: true, url: HOME_URL }]);
});

test('window.open to another site opens nothing, in the app or outside it', async ({ running }) => {
  const { app, page, logs } = running;
  await homeShown(page);
  const opened = await page.evaluate((url) => window.open(url) === null, OUTSIDE);
  expect(opened).toBe(true);
  // A kiosk hands nothing to the system browser either.
  await expect.poll(logs).toContain(`Ouverture externe refusée : ${OUTSIDE}`);
  expect(app.windows()).toHaveLength(1);
  await expect
    .poll(() => windowsState(app))
    .toEqual([{ kiosk: true, fullScreen: true, visible: true, url: HOME_URL }]);
  await homeShown(page);
});

test('a crashed renderer is reloaded: the portal is back in the same kiosk window', async ({ running }) => {
  const { app, page, logs } = running;
  await homeShown(page);
  await app.evaluate(({ BrowserWindow }) => {
    BrowserWindow.getAllWindows()[0]!.webContents.forcefullyCrashRenderer();
  });
  await expect.poll(() => logs().some((line) => line.startsWith('Processus de rendu arrêté ('))).toBe(true);
  // Read from main: Playwright's page object is the crashed renderer's; the window's new one is checked.
  await expect
    .poll(
      () =>
        app.evaluate(async ({ BrowserWindow }) => {
          const windows = BrowserWindow.getAllWindows().filter((window) => !window.isDestroyed());
          const contents = windows[0]?.webContents;
          if (windows.length !== 1 || !contents || contents.isCrashed() || contents.isLoading()) return null;
          // The home page's module tile, rendered again by the new renderer.
          const tile: unknown = await contents.executeJavaScript(
            `document.body.innerText.includes('Acheter un titre')`,
          );
          return { kiosk: windows[0]!.isKiosk(), url: contents.getURL(), tile };
        }),
      { timeout: 30_000 },
    )
    .toEqual({ kiosk: true, url: HOME_URL, tile: true });
  // One incident: the watchdog reloaded, it did not give up to the out-of-service page.
  expect(logs().filter((line) => line.startsWith('Processus de rendu arrêté ('))).toHaveLength(1);
  expect(logs().some((line) => line.includes('page hors service'))).toBe(false);
});
