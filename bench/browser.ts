// Chromium as the e2e tests launch it, and a page as a slow device shows it: a new context (empty cache,
// storage and service workers: a cold load) with the CPU throttled through CDP.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
} from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/support/chromium';

export const CPU_SLOWDOWN = 4;

export const launchChromium = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions);

/** A browser for a bench whose emulator is already running: that emulator is a process of its own,
 * stopped here when the browser cannot start (it would stay on its port, and the next run would find it
 * taken). */
export async function launchBeside<T>(
  server: { close(): Promise<void> },
  launch: () => Promise<T>,
): Promise<T> {
  try {
    return await launch();
  } catch (error) {
    await server.close();
    throw error;
  }
}

export const launchChromiumBeside = (server: { close(): Promise<void> }): Promise<Browser> =>
  launchBeside(server, launchChromium);

/**
 * Options of every context the benchmarks open: French, Paris time, as the e2e tests run. And the page
 * gets a no-op `__name`: tsx (esbuild's keepNames) wraps the functions of this code in `__name(fn, "x")`,
 * so a function handed to the page (the kiosk bridge's init script, an evaluate) would throw there.
 */
export async function benchContext(
  browser: Browser,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris', ...options });
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  return context;
}

export interface ThrottledPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

export async function throttledPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 720 },
): Promise<ThrottledPage> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}
