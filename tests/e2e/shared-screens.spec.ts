// Shared screens (issue 23 item 6), as people meet them: on the web a customer sees which mobile-ticket
// account is signed in and signs out, or is signed out after 15 minutes without activity (the warning
// first); at the counter the agent's 'Client suivant' leaves nothing of customer A for customer B: no
// account, no e-mail, no basket, French again. Axe finds nothing on the new screens (1280×800, 390×844).
import { expect, test, type Page, type Response } from './support/test';
import { expectNoAxeViolation } from './support/axe';
import { DEMO, storedAccount } from './support/mobile-ticket';
import { addProduct } from './support/purchase';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const MAIL = DEMO.accounts.confirmed;
const TITLE = DEMO.networks[0]!.produits[0]!;
const WARNING = 'Êtes-vous toujours là ?';

const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Connexion à votre compte' });
const productsHeading = (page: Page) => page.getByRole('heading', { name: 'Choisissez votre billet' });
const accountLine = (page: Page) => page.getByText('Compte connecté :');

/** The layout's inactivity watch comes in its own chunk once an account is signed in: the clock moves only
 * once it runs (it marks <html data-idle-watch> in the task that arms its timer). */
const idleWatchRunning = (page: Page) => expect(page.locator('html[data-idle-watch]')).toHaveCount(1);

async function logIn(page: Page, mail: string = MAIL) {
  await page.goto('/appli');
  await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(mail);
  await page.getByLabel(/^Mot de passe/).fill(DEMO.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(productsHeading(page)).toBeVisible();
  await idleWatchRunning(page);
}

test.describe('the web', () => {
  test.use({ viewport: DESKTOP });

  test("the account is named; 'Se déconnecter' brings the login back, and a reload stays signed out", async ({
    page,
  }) => {
    await logIn(page);
    await expect(accountLine(page)).toHaveText(`Compte connecté : ${MAIL}`);
    // Kept for the tab only, never in local storage.
    expect(await storedAccount(page)).toMatchObject({ account: { mail: MAIL }, inLocalStorage: false });
    await expectNoAxeViolation(page);

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(loginHeading(page)).toBeFocused();
    await expect(page.getByRole('textbox', { name: /^Adresse e-mail/ })).toHaveValue('');
    await expect(accountLine(page)).toHaveCount(0);
    expect(await storedAccount(page)).toEqual({ account: null, inLocalStorage: false });

    await page.reload();
    await expect(loginHeading(page)).toBeVisible();
    await expect(productsHeading(page)).toHaveCount(0);
    await expect(accountLine(page)).toHaveCount(0);
  });

  test("the cart's 'Annuler' after an abandoned mobile-ticket purchase signs out", async ({ page }) => {
    await logIn(page);
    await page.getByRole('button', { name: new RegExp(`^Choisir ${TITLE.label},`) }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(`${TITLE.label} x 1`)).toBeVisible();
    await page.getByRole('link', { name: 'Annuler' }).click();
    await expect(page).toHaveURL(/\/appli$/);
    await expect(loginHeading(page)).toBeVisible();
    expect(await storedAccount(page)).toEqual({ account: null, inLocalStorage: false });
    // The title chosen with the account went with it.
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('15 minutes without activity: the warning in the 15th, then signed out, the login says why', async ({
    page,
  }) => {
    await page.clock.install();
    await logIn(page);
    await page.clock.fastForward('13:59');
    const warning = page.getByRole('alertdialog', { name: WARNING });
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward('00:01');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(
      'Sans action de votre part, votre compte de billets sur mobile va être déconnecté et le billet choisi retiré du panier.',
    );
    await expect(warning).toContainText('Déconnexion dans 60 secondes');
    await expect(warning.getByRole('button', { name: 'Continuer' })).toBeFocused();
    await expectNoAxeViolation(page);

    await page.clock.fastForward('01:00');
    await expect(warning).toHaveCount(0);
    await expect(loginHeading(page)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Connexion à votre compte' }).getByRole('status')).toHaveText(
      'Votre compte a été déconnecté après 15 minutes sans activité.',
    );
    expect(await storedAccount(page)).toEqual({ account: null, inLocalStorage: false });
    await page.reload();
    await expect(loginHeading(page)).toBeVisible();
  });

  test("'Continuer' keeps the account for another quarter of an hour", async ({ page }) => {
    await page.clock.install();
    await logIn(page);
    await page.clock.fastForward('14:00');
    const warning = page.getByRole('alertdialog', { name: WARNING });
    await warning.getByRole('button', { name: 'Continuer' }).click();
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward('13:59');
    await expect(warning).toHaveCount(0);
    await expect(accountLine(page)).toHaveText(`Compte connecté : ${MAIL}`);
  });
});

test.describe('a phone', () => {
  test.use({ viewport: PHONE });

  test('390 × 844: the account and the warning fit, axe finds nothing', async ({ page }) => {
    await page.clock.install();
    await logIn(page);
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolation(page);
    await page.clock.fastForward('14:00');
    const warning = page.getByRole('alertdialog', { name: WARNING });
    await expect(warning).toBeVisible();
    const box = (await warning.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolation(page);
  });
});

test.describe('the counter PC', () => {
  test.use({ viewport: DESKTOP });
  // Two customers, one after the other, on two loaded cores.
  test.describe.configure({ timeout: 60_000 });

  /** Customer A: a shop basket at the back office, the page in English, then the mobile-ticket account
   * signed in with a title in its cart. */
  async function customerA(page: Page): Promise<void> {
    await page.goto('/vpc/itemlist');
    const label = await addProduct(page, 0);
    await expect(page.getByRole('complementary', { name: 'Mon panier' })).toContainText(`${label} x 1`);
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/appli');
    await page.getByRole('textbox', { name: /^Email address/ }).fill(MAIL);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Signed-in account:')).toHaveText(`Signed-in account: ${MAIL}`);
    await idleWatchRunning(page);
    await page.getByRole('button', { name: new RegExp(`^Choose ${TITLE.label},`) }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(`${TITLE.label} x 1`)).toBeVisible();
  }

  /** What customer B finds: French, home, no account, no e-mail, no basket, nothing stored. */
  async function customerBFindsNothing(page: Page) {
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await storedAccount(page)).toEqual({ account: null, inLocalStorage: false });
    await page.goto('/appli');
    await expect(loginHeading(page)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Adresse e-mail/ })).toHaveValue('');
    await expect(accountLine(page)).toHaveCount(0);
    await expect(page.getByText(MAIL)).toHaveCount(0);
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/vpc/itemlist');
    await expect(page.getByRole('complementary', { name: 'Mon panier' })).toContainText(
      'Il n’y a aucun produit dans votre panier.',
    );
  }

  /** The five carts' empty calls (SPEC §7 flags), and what the back office answered for each. */
  function recordEmpties(page: Page) {
    const emptied: { body: unknown; products: unknown }[] = [];
    page.on('response', (response: Response) => {
      if (new URL(response.url()).pathname !== '/vente/api/cart/empty') return;
      void response.json().then((cart: { products: unknown }) => {
        emptied.push({ body: response.request().postDataJSON() as unknown, products: cart.products });
      });
    });
    return emptied;
  }

  test("'Client suivant': customer B finds no account, no e-mail, no basket; A's carts were emptied", async ({
    page,
    openKiosk,
  }) => {
    await openKiosk({ mode: 'counter' });
    await customerA(page);
    const emptied = recordEmpties(page);
    const next = page.getByRole('banner').getByRole('button', { name: 'Next customer' });
    await expectNoAxeViolation(page);
    await next.click();

    await customerBFindsNothing(page);
    const empty = { isVpc: false, isReservation: false, isTicketOD: false, isRechargementOD: false };
    await expect.poll(() => emptied.length).toBe(5);
    // Sent together: they may come back in any order.
    const byFlags = (body: unknown) => JSON.stringify(body);
    expect(emptied.map((call) => byFlags(call.body)).sort()).toEqual(
      [
        { ...empty, isVpc: true },
        { ...empty, isReservation: true },
        empty,
        { ...empty, isRechargementOD: true },
        { ...empty, isTicketOD: true },
      ]
        .map(byFlags)
        .sort(),
    );
    for (const call of emptied) expect(call.products).toEqual([]);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Client suivant' })).toBeVisible();
    await expectNoAxeViolation(page);
  });

  test('15 minutes without activity with an account signed in: the warning, then the end of customer', async ({
    page,
    openKiosk,
  }) => {
    await page.clock.install();
    await openKiosk({ mode: 'counter' });
    await customerA(page);
    // A scrolled down the shop's list in the counter's window, signed in all along (scrolled by script:
    // the installed clock holds the animation frames a wheel's smooth scroll waits for).
    await page.setViewportSize({ width: 1280, height: 560 });
    await page.goto('/vpc/itemlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await idleWatchRunning(page);
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.clock.fastForward('14:00');
    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(
      'If you do nothing, the counter will go back to the home page: the mobile ticket account will be signed out, and the baskets and the information entered will be erased.',
    );
    await expectNoAxeViolation(page);
    await page.clock.fastForward('01:00');
    await customerBFindsNothing(page);
  });
});
