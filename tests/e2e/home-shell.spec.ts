// Issue 27 goal 2: /home paints its shell (header, heading, the tiles' places) before the back office's
// module list answers, then the tiles take the places. The answer is held by the test, then let go.
import type { Page, Request } from '@playwright/test';
import { MODULES_PATH } from '../../src/shared/http';
import { expectNoAxeViolation } from './support/axe';
import { seeded } from './support/emulator';
import { expect, test } from './support/kiosk-test';

const LOADING = 'Chargement en cours…';

/** Holds every request for the module list until `release()`; `requests` are the ones seen. */
async function holdModules(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requests: Request[] = [];
  await page.route(`**${MODULES_PATH}`, async (route) => {
    requests.push(route.request());
    await released;
    await route.continue();
  });
  return { release, requests };
}

/** The places: drawn, hidden from screen readers, nothing in them to click or tap. */
async function expectPlaces(page: Page) {
  const places = page.locator('.tile-places__list > li');
  await expect(places).toHaveCount(5);
  for (const place of await places.all()) await expect(place).toBeVisible();
  await expect(page.locator('.tile-places__list')).toHaveAttribute('aria-hidden', 'true');
  await expect(page.locator('.tile-places').locator('a, button, [tabindex]')).toHaveCount(0);
  // What a screen reader hears meanwhile (the web's notices have their own, empty, status regions).
  await expect(page.getByRole('status').filter({ hasText: LOADING })).toHaveCount(1);
  // The real tiles are not there yet: benches and tests wait for them with this selector.
  await expect(page.locator('.tiles > li')).toHaveCount(0);
}

test.describe('web', () => {
  test.use({ kioskOptions: null });

  test('index.html itself paints the header’s bar and « Chargement en cours… », before any script has run', async ({
    page,
    request,
  }) => {
    const { modules } = await seeded(request);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The entry script is held: what shows meanwhile is the HTML's own (vite.web.config.ts, staticShell).
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/home', { waitUntil: 'commit' });

    await expect(page.getByRole('status').filter({ hasText: LOADING })).toBeVisible();
    await expect(page.locator('header.header > .header__bar')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
      .toBe(1);
    // Nothing React renders is there yet: no language switch, no tiles' places.
    await expect(page.getByRole('button', { name: 'Français' })).toHaveCount(0);
    await expect(page.locator('.tile-places')).toHaveCount(0);
    await expectNoAxeViolation(page);

    release();
    await expect(page.locator('.tiles > li')).toHaveCount(modules.length);
    await expect(page.locator('.page-loading')).toHaveCount(0);
    await expect(page.getByRole('banner', { name: 'En-tête du portail' })).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: LOADING })).toHaveCount(0);
  });

  test('the shell paints while the modules are held, then the tiles replace the places', async ({
    page,
    request,
  }) => {
    const { modules } = await seeded(request);
    const held = await holdModules(page);
    await page.goto('/home');

    await expect.poll(() => held.requests.length).toBeGreaterThan(0);
    expect(held.requests[0]!.headers()['authorization']).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    const header = page.getByRole('banner', { name: 'En-tête du portail' });
    await expect(header).toBeVisible();
    await expect(header.getByRole('button', { name: 'Français' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeAttached();
    await expectPlaces(page);
    // The menu waits for its entries: they would push the page down as they came.
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
    await expectNoAxeViolation(page);

    held.release();
    await expect(page.locator('.tiles > li')).toHaveCount(modules.length);
    await expect(page.locator('.tile-places')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: LOADING })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  });
});

test.describe('kiosk, 1080 × 1920', () => {
  test.use({ viewport: { width: 1080, height: 1920 } });

  test('the same shell, nothing to tap in the places, then the tiles', async ({ page, request }) => {
    const { modules } = await seeded(request);
    const held = await holdModules(page);
    await page.goto('/home');

    await expect.poll(() => held.requests.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeAttached();
    await expectPlaces(page);
    await expectNoAxeViolation(page);

    held.release();
    // The kiosk does not sell mobile tickets: every seeded module but that one.
    const sold = modules.filter((m) => m.id !== 'RECHARGEMENT_APPLI');
    await expect(page.locator('.tiles > li')).toHaveCount(sold.length);
    await expect(page.locator('.tile-places')).toHaveCount(0);
  });
});
