// A kiosk screen in the accessibility mode (issue 16 §4, issue 24 §8), for the specs that turn it on:
// kiosk-layout.spec.ts checks every route of the table in it, on the page its own checks opened, and
// kiosk-accessibility.spec.ts its journeys. The mode's rules are measured in the page
// (support/accessibility-mode.ts).
import { expect, type Page } from '@playwright/test';
import { inspectAccessibilityMode } from './accessibility-mode';
import { expectNoAxeViolation } from './axe';
import { settled } from './no-file-chooser';

export const accessibilityToggle = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Accessibilité' });

/** Turns the mode on with a tap on its button: a 64 px target, off until then. */
export async function turnModeOn(page: Page): Promise<void> {
  const toggle = accessibilityToggle(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(64);
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-a11y', 'on');
}

/** Turns the mode off again with a tap on its button. */
export async function turnModeOff(page: Page): Promise<void> {
  const toggle = accessibilityToggle(page);
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('html')).not.toHaveAttribute('data-a11y', 'on');
}

/** The mode's rules on the screen shown. `fromTop`: measured with the page scrolled to its top (an open
 * list or calendar would close on a scroll: measured as it is). */
export async function expectModeRules(page: Page, fromTop = true): Promise<void> {
  expect(await page.evaluate(inspectAccessibilityMode, fromTop)).toEqual([]);
}

/** The offsets of everything that scrolls: the document, the mode's window, the page in <main>. */
export const scrollOffsets = (page: Page) =>
  page.evaluate(() => ({
    document: Math.round(window.scrollY),
    window: Math.round(document.querySelector('.layout')!.scrollTop),
    main: Math.round(document.querySelector('main')!.scrollTop),
  }));

/**
 * The screen shown, settled, in the mode: turned on there, the screen keeps to the mode's rules (200 %
 * text, 7:1 contrast, every control in the lower half). Issue 24 §8: reached again with the mode on from
 * another page scrolled down, it opens at its top, the focus on its h1, and fits: no page scroll, or paged
 * with visible 'Précédent'/'Suivant'. axe once, on the screen as reached (the same page, in the same
 * mode, as before the trip away).
 */
export async function expectScreenInMode(page: Page): Promise<void> {
  await turnModeOn(page);
  await expectModeRules(page);
  await arriveFromScrolledPage(page);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await scrollOffsets(page)).toEqual({ document: 0, window: 0, main: 0 });
  await expectFits(page);
  await expectModeRules(page);
  await expectNoAxeViolation(page);
}

/** Leaves the screen shown for another page through the router (home, paged down to its last page; the
 * shop when the screen is home: an unknown path shows home too), then comes back with the browser's
 * back: the screen is reached again with the mode on, as after a tap. */
async function arriveFromScrolledPage(page: Page) {
  const here = await page.evaluate(() => `${location.pathname}${location.search}`);
  const other = here.startsWith('/home') ? '/vpc' : '/home';
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, other);
  await expect(page.locator(other === '/home' ? '.tile' : 'h1').first()).toBeVisible();
  await page.locator('main').evaluate((main) => main.scrollTo(0, main.scrollHeight));
  if (other === '/home') expect((await scrollOffsets(page)).main).toBeGreaterThan(0);
  await page.goBack();
  await expect.poll(() => page.evaluate(() => `${location.pathname}${location.search}`)).toBe(here);
}

/** The screen fits: the document never scrolls; a page longer than its window is paged by visible
 * 'Précédent' and 'Suivant' buttons. */
async function expectFits(page: Page) {
  const { documentScrolls, mainScrolls } = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    return {
      documentScrolls: document.documentElement.scrollHeight > window.innerHeight,
      mainScrolls: main.scrollHeight > main.clientHeight + 1,
    };
  });
  expect(documentScrolls, 'la page défile').toBe(false);
  if (!mainScrolls) return;
  const pager = page
    .getByRole('region', { name: 'Actions de la page' })
    .getByRole('group', { name: 'Pages' });
  await expect(pager.getByRole('button', { name: 'Précédent' })).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Suivant' })).toBeVisible();
}
