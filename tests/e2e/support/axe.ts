// The one accessibility check of the end-to-end tests: axe-core on the whole page, frames included,
// failing on a violation of any impact (minor and moderate too, issue 11 §3).
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { AXE_SCRIPT_PATH, AXE_SOURCE } from './axe-script';
import { currentServers } from './test';

/** Fails with each violation's rule, impact and elements, so the report says what to fix. */
export async function expectNoAxeViolation(page: Page): Promise<void> {
  // The screen as a person reads it, not the moment its code is still on its way: the layout's spinner
  // then stands alone in <main> (no h1 yet), which the early configuration (earlyScript.ts) can leave in
  // view when `load` fires on a page opened for the first time.
  await expect(page.locator('[data-route-loading]')).toHaveCount(0);
  // Only violations are read: axe then builds no selectors for the passes and the incomplete results,
  // a quarter of its time on these pages (same rules, same violations).
  // A page without frames is checked by one axe.run in the page ("legacy mode"): the frames' mode runs
  // each frame apart and then merges them in a blank page it opens and loads axe into, three times the
  // cost here (540 → 190 ms a run) for the same violations (compared on a page with six). A page with a
  // frame, of our origin or a provider's, keeps the frames' mode, which checks inside each.
  const legacy = page.frames().length === 1;
  // In that mode AxeBuilder evaluates axe's source twice a run (analyze, then its injection into the
  // frames): sent through the protocol, compiled and started again each time, half of a run's 290 ms
  // here. The page gets it once (the axe-core AxeBuilder depends on, minified: support/axe-script.ts), and
  // AxeBuilder an empty source: a run on a page already checked (the same screen in English, a later
  // step) sends nothing again. The frames' mode injects the minified build too.
  if (legacy && !(await page.evaluate('typeof window.axe?.run === "function"'))) await loadAxe(page);
  const { violations } = await new AxeBuilder({ page, axeSource: legacy ? ';' : AXE_SOURCE })
    .setLegacyMode(legacy)
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(
    violations.map(
      (v) => `${v.id} (${v.impact ?? 'sans impact'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** axe in the page: a page of the worker's emulator loads it as a script of its origin (support/axe-script.ts:
 * half the browser's CPU of an expression sent through the protocol); another origin's page (a provider's,
 * the demo kiosk's), or one that cannot reach the emulator (a test that took the network away), gets the
 * expression. */
async function loadAxe(page: Page): Promise<void> {
  const sameOrigin = new URL(page.url()).origin === new URL(currentServers().baseURL).origin;
  const loaded =
    sameOrigin &&
    (await page.evaluate(async (src) => {
      const script = document.createElement('script');
      script.src = src;
      const ok = await new Promise<boolean>((settle) => {
        script.onload = () => settle(true);
        script.onerror = () => settle(false);
        document.head.append(script);
      });
      // axe is in the page; its element would be one more node for the rules to read.
      script.remove();
      return ok;
    }, AXE_SCRIPT_PATH));
  if (!loaded) await page.evaluate(AXE_SOURCE);
}
