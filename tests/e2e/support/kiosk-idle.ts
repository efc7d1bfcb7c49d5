// A kiosk left alone (SPEC's idle reset) on the page's fake clock: timings short enough for a test to
// move past, and the two steps every idle test takes: the warning, then the reset.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { kioskDevice, type KioskDevice, type KioskOptions } from './kiosk';

/** A minute without a touch, then a 20 s warning. */
export const TEST_IDLE = { idleTimeoutMs: 60_000, idleWarningMs: 20_000 } as const satisfies KioskOptions;

/** A kiosk with TEST_IDLE whose timers run on the page's fake clock (installed before the app starts). */
export async function kioskOnTestClock(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  options: KioskOptions = {},
): Promise<KioskDevice> {
  await page.clock.install();
  return kioskDevice(page, request, baseURL, { ...TEST_IDLE, ...options });
}

/** The customer walks away: past the idle time, the warning shows (`name`: its title in the page's language). */
export async function idleUntilWarning(page: Page, name = 'Êtes-vous toujours là ?'): Promise<Locator> {
  await page.clock.fastForward(TEST_IDLE.idleTimeoutMs + 1_000);
  const warning = page.getByRole('alertdialog', { name });
  await expect(warning).toBeVisible();
  return warning;
}

/** Nobody answers the warning: its countdown runs out and the kiosk resets for the next customer. */
export async function idleUntilReset(page: Page): Promise<void> {
  await page.clock.fastForward(TEST_IDLE.idleWarningMs + 1_000);
}
