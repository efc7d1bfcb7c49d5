// Issue 16 "Phones" (SPEC §9: below 576 px): every route of the table (ROUTE_PATTERNS, kept equal to it
// by a unit test) opened with real data at 390 × 844 on a touch screen: the page never scrolls sideways,
// every control is at least 44 × 44 px, the menu waits behind its button. Then what is wider than a phone:
// the on-board payments' table scrolls in its own labelled region, the shop's category carousel pages
// with its arrows. The card form posted to the provider's mobile page is proved by appli.spec.ts
// ('390 × 844: … the card form goes to the mobile page').
import { expect, test, type Page } from './support/test';
import { clearFaults, providersOrigin } from './support/emulator';
import { opener, prepareSweep, settled, type SweepContext } from './support/no-file-chooser';
import { openJustification } from './support/onboard';
import { PHONE, phoneProblems } from './support/phone';
import { CARDS, increase, openArticles } from './support/reload';
import {
  addPassengers,
  openReservationDialog,
  parisDay,
  pickDay,
  pressConfirm,
  reservationDialog,
} from './support/reservation';
import { ROUTE_PATTERNS } from './support/route-patterns';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

/** The main menu on a phone: its entries hidden behind 'Menu', which opens them. */
async function expectMenuBehindButton(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const toggle = menu.getByRole('button', { name: 'Menu' });
  const home = menu.getByRole('link', { name: 'Accueil', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(home).toBeHidden();
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(home).toBeVisible();
  // Open, its entries are finger-sized and fit the phone too.
  expect(await page.evaluate(phoneProblems)).toEqual([]);
  await toggle.tap();
  await expect(home).toBeHidden();
}

test.describe('every route at 390 × 844', () => {
  const sweep: SweepContext = { baseURL: '', guid: '' };

  test.beforeAll(async ({ playwright, baseURL }) => {
    await prepareSweep(sweep, playwright, baseURL!, 'telephone.ecran@exemple.fr');
  });

  for (const pattern of ROUTE_PATTERNS) {
    test(`${pattern}: fits the phone, finger-sized targets, menu behind its button`, async ({ page }) => {
      await opener(pattern, sweep)(page);
      await settled(page);
      expect(await page.evaluate(phoneProblems)).toEqual([]);
      await expectMenuBehindButton(page);
    });
  }
});

test("the on-board payments' table scrolls sideways in its own labelled region, not the page", async ({
  page,
  baseURL,
}) => {
  await openJustification(page, `${providersOrigin(baseURL!)}/fournisseur/transactions-cb/index.html`);
  const region = page.getByRole('region', { name: /.+/ }).filter({ has: page.getByRole('table') });
  await expect(region).toHaveCount(1);
  const sizes = await region.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    right: el.getBoundingClientRect().right,
    overflowX: getComputedStyle(el).overflowX,
  }));
  // Wider than the phone, so it scrolls, inside the page's width.
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(['auto', 'scroll']).toContain(sizes.overflowX);
  expect(sizes.right).toBeLessThanOrEqual(PHONE.width);
  // A keyboard reaches it (tabindex) and scrolls it with the arrows; a finger drags it.
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // Its last column (the downloads) is reached by scrolling, and its buttons are finger-sized.
  const download = region.getByRole('button').first();
  await download.scrollIntoViewIfNeeded();
  await expect(download).toBeInViewport();
  expect(await page.evaluate(phoneProblems)).toEqual([]);
});

test("the shop's categories: four at a time, the arrows page through all of them by touch", async ({
  page,
}) => {
  await page.goto('/vpc/itemlist');
  const carousel = page.getByRole('navigation', { name: /catégories/i });
  const categories = carousel.getByRole('list').getByRole('button');
  await expect(categories).toHaveCount(4);
  const first = (await categories.allTextContents()).map((text) => text.trim());
  const next = carousel.getByRole('button', { name: /suivantes/i });
  const previous = carousel.getByRole('button', { name: /précédentes/i });
  await expect(previous).toBeDisabled();
  const seen = new Set(first);
  while (await next.isEnabled()) {
    await next.tap();
    for (const text of await categories.allTextContents()) seen.add(text.trim());
  }
  // The seven seeded categories were all offered, each button within the phone's width.
  expect(seen.size).toBe(7);
  for (const box of await categories.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right)))
    expect(box).toBeLessThanOrEqual(PHONE.width);
  await categories.last().tap();
  await expect(categories.last()).toHaveAttribute('aria-current', 'true');
  await previous.tap();
  await expect(next).toBeEnabled();
  expect(await page.evaluate(phoneProblems)).toEqual([]);
});

test.describe('what opens over a screen, at 390 × 844', () => {
  test('the reservation dialog: passengers, the return date calendar, the runs back', async ({ page }) => {
    await openReservationDialog(page);
    await addPassengers(page, 'Plein tarif aller-retour', 1, true);
    expect(await page.evaluate(phoneProblems)).toEqual([]);
    const dialog = reservationDialog(page);
    await dialog.getByRole('button', { name: 'Confirmer' }).tap();
    await pickDay(dialog, page, 'Date du retour', parisDay(2), true);
    await pressConfirm(dialog.getByRole('button', { name: 'Confirmer' }), true);
    await expect(dialog.getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(phoneProblems)).toEqual([]);
  });

  test("a reload title's start-of-validity calendar", async ({ page }) => {
    await openArticles(page, CARDS.valid);
    await increase(page, 'Abonnement 1 mois glissant');
    await page
      .getByRole('button', { name: /^Calendrier Début de validité Abonnement 1 mois glissant/ })
      .tap();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(phoneProblems)).toEqual([]);
  });
});
