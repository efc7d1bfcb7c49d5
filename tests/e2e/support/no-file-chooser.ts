// Issue 10 §3: on the kiosk no screen may offer a file input (its OS Open dialog is a way out of the
// kiosk onto the device's files). How each route of the table is opened, what is checked on it, and a
// customer's taps on every control while Playwright listens for a file chooser.
import { expect, type Locator, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { clearOutbox, createdRequestGuid, LEA } from './demandes';
import type { RoutePattern } from './route-patterns';
import { CARDS, lookUpCard, openArticles } from './reload';
import { providersOrigin } from './emulator';
import { openJustification } from './onboard';
import { openTrips } from './reservation';

export interface SweepContext {
  baseURL: string;
  /** A real request's guid, created through the emulator. */
  guid: string;
}

/** Fills a sweep's context: a real request of the emulator, its guid read from the link it e-mailed to
 * `email` (one address per sweep, so two sweeps never read each other's link). */
export async function prepareSweep(
  sweep: SweepContext,
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  email: string,
): Promise<void> {
  const api = await playwright.request.newContext({ baseURL });
  try {
    await clearOutbox(api);
    sweep.baseURL = baseURL;
    sweep.guid = await createdRequestGuid(api, baseURL, { ...LEA, email });
  } finally {
    await api.dispose();
  }
}

/** Opens the screen of `pattern` as a customer reaches it (with a product in the cart where needed). */
export function opener(pattern: RoutePattern, context: SweepContext): (page: Page) => Promise<void> {
  const visit = (path: string) => async (page: Page) => {
    await page.goto(path);
  };
  switch (pattern) {
    case '/demandes/formulaire/:guid':
      return visit(`/demandes/formulaire/${context.guid}`);
    case '/*':
      return visit('/une/page/inconnue');
    case '/rechargement/articles':
      return (page) => openArticles(page, CARDS.valid);
    case '/selection-od':
      // The top-up of card 100000000006, its journey prefilled and its titles shown.
      return async (page) => {
        await page.goto('/rechargement/infos-od');
        await lookUpCard(page, CARDS.odSubscriber);
        await expect(page.getByRole('article').first()).toBeVisible();
      };
    case '/reservation/trajets':
      // Tomorrow's runs from Blois to Vendôme, found from 'Mon trajet' (without a search: back there).
      return (page) => openTrips(page);
    case '/recapitulatif':
      return visit('/recapitulatif?paymentOk=true&module=VPC');
    case '/iframe':
      return visit(`/iframe?url=${encodeURIComponent(`${context.baseURL}/externe/contact.html`)}`);
    case '/justification':
      // Without taps from the frame, the summary sends home: opened as the frame leaves it.
      return (page) =>
        openJustification(page, `${providersOrigin(context.baseURL)}/fournisseur/transactions-cb/index.html`);
    case '/vpc/item':
      return async (page) => {
        await page.goto('/vpc/itemlist');
        await page.locator('.products > li').first().getByRole('heading').getByRole('link').click();
        await expect(page).toHaveURL(/\/vpc\/item$/);
      };
    case '/cart':
    case '/payment':
      return async (page) => {
        if ((await page.locator('.cart-line').count()) === 0) await putProductInCart(page);
        await page.goto(pattern);
      };
    default:
      return visit(pattern);
  }
}

async function putProductInCart(page: Page) {
  await page.goto('/vpc/itemlist');
  const card = page.locator('.products > li').first();
  const label = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `Ajouter ${label}` }).click();
  await expect(page.getByText('Le produit a bien été ajouté à votre panier')).toBeVisible();
}

/** The screen has settled: the app's page in place of index.html's own (the web build's, which has an h1
 * too), its title shown, no spinner. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.page-loading')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
}

/** No file input in the page nor in any of its frames (open shadow roots included). */
export async function expectNoFileInput(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    // A frame replaced while it is read (the /iframe screen loading its page) shows nothing any more.
    const count = await frame
      .locator('input[type="file" i]')
      .count()
      .catch((error: unknown) => {
        if (frame.isDetached()) return 0;
        throw error;
      });
    expect(count, `${frame.url()}`).toBe(0);
  }
}

// Links are left out: where they lead is a route of the table, swept on its own; a file chooser opens
// from a control of the screen.
const CONTROLS = [
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'label',
  'summary',
  '[role="button"]',
  '[role="checkbox"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Numbers the visible, enabled controls of the screen (data-sweep), in document order. */
function tagControls(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) =>
        el.checkVisibility() &&
        !el.closest('a[href]') &&
        !(el as HTMLButtonElement).disabled &&
        el.getAttribute('aria-disabled') !== 'true',
    );
    controls.forEach((el, n) => el.setAttribute('data-sweep', String(n)));
    return controls.length;
  }, CONTROLS);
}

/** The on-screen keyboard a text field opens would cover the next controls. */
function hideKeyboard(page: Page): Promise<void> {
  return page.evaluate(() => {
    const hide = [...document.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'Masquer le clavier',
    );
    hide?.click();
  });
}

/** Whether a tap at the control's centre reaches it now, not a dialog, the on-screen keyboard or an
 * overlay over it. Playwright would wait its whole timeout on a covered control before the sweep moves
 * on: asked of the page at once (scrolled as Playwright tries it, a sticky band may cover one position;
 * again after two frames, for a cover that is going away), the answer is the same and the sweep of a
 * screen with an open dialog takes seconds instead of a minute. */
function reachable(control: Locator): Promise<boolean> {
  const hitNow = () =>
    control.evaluate(
      (el) =>
        (['center', 'end', 'start'] as const).some((block) => {
          el.scrollIntoView({ block, inline: 'center', behavior: 'instant' });
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && el.contains(hit);
        }),
      undefined,
      // Gone meanwhile (a tap's effect came late and changed the screen): no wait for it to come back.
      { timeout: 1_000 },
    );
  const twoFrames = (page: Page) =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return hitNow()
    .then(async (hit) => hit || (await twoFrames(control.page()), hitNow()))
    .catch(() => false);
}

/**
 * Taps every visible, enabled control once, with real pointer events (a file chooser needs a user's
 * gesture); a tap that leaves the screen comes back to it (history, else by opening it again) and the
 * taps go on. Returns how many controls were tapped.
 */
export async function tapEveryControl(page: Page, open: (page: Page) => Promise<void>): Promise<number> {
  const screen = page.url();
  const count = await tagControls(page);
  let tapped = 0;
  for (let n = 0; n < count; n += 1) {
    const control = page.locator(`[data-sweep="${n}"]`);
    if ((await control.count()) === 0) continue; // gone since numbered: the screen changed
    if (!(await reachable(control))) continue; // covered: the next control
    await control.click({ timeout: 1_000 }).then(
      () => (tapped += 1),
      () => undefined, // covered or disabled meanwhile: the next control
    );
    if (page.url() === screen) {
      await hideKeyboard(page);
      continue;
    }
    await page.goBack().catch(() => null);
    if (page.url() !== screen) await open(page);
    await settled(page);
    await tagControls(page);
  }
  return tapped;
}
