// Debian's Chromium driven over the DevTools protocol itself, for cold starts. Playwright enables the
// Runtime domain on every page, and while a client has it on, V8 records a detailed stack for every Error
// the page creates (for the uncaught-exception reports) and reparses the functions on that stack for their
// source positions: React builds its error constants as its module runs, so the entry's evaluation there
// costs ~160 ms more at 4× CPU than in a browser nobody inspects, as the kiosk runs (measured on /home:
// median LCP 1 006 ms with Runtime enabled, 840 ms without; the trace's V8.CollectSourcePositions). A page
// here speaks Page, Emulation, Input and Fetch only: Runtime.evaluate needs no Runtime.enable.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { launchBeside } from './browser';

type Params = Record<string, unknown>;
type Listener = (params: Params) => void;

export interface CdpPage {
  send<T = Params>(method: string, params?: Params): Promise<T>;
  on(event: string, listener: Listener): void;
  /** Runs before any script of every document of the page (a self-contained function and its argument). */
  addInitScript<A>(script: (arg: A) => void, arg: A): Promise<void>;
  /** A self-contained function of the page, its answer by value. */
  evaluate<T, A = undefined>(script: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  /** 1: full speed; CPU_SLOWDOWN: what is measured. */
  cpu(rate: number): Promise<void>;
  goto(url: string): Promise<void>;
  /** A finger's tap at (x, y), in CSS pixels of the viewport. */
  tap(x: number, y: number): Promise<void>;
  close(): Promise<void>;
}

export interface CdpBrowser {
  newPage(viewport: { width: number; height: number }): Promise<CdpPage>;
  close(): Promise<void>;
}

async function devToolsPort(dir: string): Promise<string> {
  const file = join(dir, 'DevToolsActivePort');
  for (let tries = 0; tries < 300; tries += 1) {
    if (existsSync(file)) {
      const [port, path] = readFileSync(file, 'utf8').split('\n');
      if (port && path) return `ws://127.0.0.1:${port}${path}`;
    }
    await sleep(100);
  }
  throw new Error('Chromium n’a pas ouvert son port DevTools en 30 s.');
}

/** As the e2e tests launch it (tests/support/chromium.ts), headless, no scrollbars (as Playwright). */
export async function launchCdpChromium(): Promise<CdpBrowser> {
  const dir = mkdtempSync(join(tmpdir(), 'banc-cdp-'));
  const child = spawn(
    chromiumLaunchOptions.executablePath,
    [
      ...chromiumLaunchOptions.args,
      '--headless=new',
      '--hide-scrollbars',
      '--mute-audio',
      `--user-data-dir=${dir}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const socket = new WebSocket(await devToolsPort(dir));
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let lastId = 0;
  const pending = new Map<number, { resolve: (value: Params) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Listener[]>();
  socket.addEventListener('message', (message) => {
    const data = JSON.parse(String(message.data)) as {
      id?: number;
      method?: string;
      sessionId?: string;
      params?: Params;
      result?: Params;
      error?: { message: string };
    };
    if (data.id !== undefined) {
      const call = pending.get(data.id);
      pending.delete(data.id);
      if (data.error) call?.reject(new Error(`CDP : ${data.error.message}`));
      else call?.resolve(data.result ?? {});
      return;
    }
    for (const listener of listeners.get(`${data.sessionId ?? ''}:${data.method}`) ?? [])
      listener(data.params ?? {});
  });
  const send = <T>(method: string, params: Params = {}, sessionId?: string): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      lastId += 1;
      pending.set(lastId, { resolve: resolve as (value: Params) => void, reject });
      socket.send(JSON.stringify({ id: lastId, method, params, ...(sessionId ? { sessionId } : {}) }));
    });

  async function newPage(viewport: { width: number; height: number }): Promise<CdpPage> {
    // A context of its own: empty cache and storage, the renderer's first start.
    const { browserContextId } = await send<{ browserContextId: string }>('Target.createBrowserContext', {
      disposeOnDetach: true,
    });
    const { targetId } = await send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const on = (event: string, listener: Listener) => {
      const key = `${sessionId}:${event}`;
      listeners.set(key, [...(listeners.get(key) ?? []), listener]);
    };
    const inPage = <T>(method: string, params?: Params) => send<T>(method, params, sessionId);
    await inPage('Page.enable');
    await inPage('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 1, mobile: false });
    await inPage('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await inPage('Emulation.setLocaleOverride', { locale: 'fr-FR' });
    await inPage('Emulation.setTimezoneOverride', { timezoneId: 'Europe/Paris' });
    // tsx (esbuild's keepNames) wraps this code's functions in `__name(fn, "x")`: a no-op in the page.
    await inPage('Page.addScriptToEvaluateOnNewDocument', { source: 'globalThis.__name = (fn) => fn;' });
    return {
      send: inPage,
      on,
      async addInitScript(script, arg) {
        await inPage('Page.addScriptToEvaluateOnNewDocument', {
          source: `(${script.toString()})(${JSON.stringify(arg)});`,
        });
      },
      async evaluate<T, A>(script: (arg: A) => T | Promise<T>, arg?: A) {
        const answer = await inPage<{
          result: { value?: T };
          exceptionDetails?: { text: string; exception?: { description?: string } };
        }>('Runtime.evaluate', {
          expression: `(${script.toString()})(${JSON.stringify(arg ?? null)})`,
          returnByValue: true,
          awaitPromise: true,
        });
        if (answer.exceptionDetails)
          throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
        return answer.result.value as T;
      },
      async cpu(rate) {
        await inPage('Emulation.setCPUThrottlingRate', { rate });
      },
      async goto(url) {
        const { errorText } = await inPage<{ errorText?: string }>('Page.navigate', { url });
        if (errorText) throw new Error(`Navigation vers ${url} : ${errorText}`);
      },
      async tap(x, y) {
        const touchPoints = [{ x, y }];
        await inPage('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints });
        await inPage('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      },
      async close() {
        await send('Target.closeTarget', { targetId });
        await send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
      },
    };
  }

  return {
    newPage,
    async close() {
      socket.close();
      child.kill();
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Bare Chromium beside a running emulator (browser.ts, launchBeside). */
export const launchCdpChromiumBeside = (server: { close(): Promise<void> }): Promise<CdpBrowser> =>
  launchBeside(server, launchCdpChromium);
