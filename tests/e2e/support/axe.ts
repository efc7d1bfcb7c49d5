// The one accessibility check of the end-to-end tests: axe-core on the whole page, frames included,
// failing on a violation of any impact (minor and moderate too, issue 11 §3).
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(
    violations.map(
      (v) => `${v.id} (${v.impact ?? 'sans impact'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
