// Issue 24 items 3 and 4: on the kiosk's /payment the e-mail field opens with its keyboard, a tap less.
// Its error shows once the customer has typed and left, or pressed 'Valider les achats', never on arrival
// nor on leaving it untouched; with the keyboard open, the terms' checkbox and their dialog's button act on
// the first tap (the keyboard closing must not move them from under the finger). In the accessibility mode
// the page opens on its heading; the web's /payment does not focus the field.
import type { Page } from '@playwright/test';
import { inspectAccessibilityMode, SCREEN } from './support/accessibility-mode';
import { expectNoAxeViolation } from './support/axe';
import { addProduct, kioskBasketToPayment } from './support/purchase';
import { expect, test } from './support/kiosk-test';

test.use({ viewport: SCREEN, hasTouch: true });

const emailField = (page: Page) => page.getByLabel('Adresse e-mail *');
const keyboardOf = (page: Page) => page.getByRole('region', { name: 'Clavier virtuel' });
const termsBox = (page: Page) => page.getByLabel(/J’ai lu et j’accepte les/);
const REQUIRED = 'Veuillez saisir une adresse e-mail.';
const INVALID = 'L’adresse e-mail n’est pas valide.';

/** A shop product in the basket, then /payment reached as a customer does (no page load in between). */
async function toPayment(page: Page, load = true) {
  await kioskBasketToPayment(page, { from: load ? '/vpc/itemlist' : null, touch: true });
  await expect(page.locator('.cart-line')).toHaveCount(1);
}

/** The mode turned on from the shop with its button, then /payment reached as in toPayment. */
async function toPaymentInAccessibilityMode(page: Page) {
  await page.goto('/vpc/itemlist');
  await page.getByRole('banner').getByRole('button', { name: 'Accessibilité' }).tap();
  await expect(page.locator('html')).toHaveAttribute('data-a11y', 'on');
  await toPayment(page, false);
}

/** The page's e-mail errors shown, whatever their text. */
const errorsShown = (page: Page) => page.locator('.field__error').allTextContents();

test('the e-mail field opens with its keyboard; leaving it untouched says nothing', async ({ page }) => {
  await toPayment(page);
  await expect(emailField(page)).toBeFocused();
  await expect(keyboardOf(page)).toBeVisible();
  expect(await errorsShown(page)).toEqual([]);

  // The terms' box above the keyboard: one tap ticks it, the keyboard goes, no error appears.
  await termsBox(page).tap();
  await expect(termsBox(page)).toBeChecked();
  await expect(keyboardOf(page)).toHaveCount(0);
  await expect(emailField(page)).not.toHaveAttribute('aria-invalid', 'true');
  expect(await errorsShown(page)).toEqual([]);
});

test('the error shows once typed and left, not while typing; then follows what is typed', async ({
  page,
}) => {
  await toPayment(page);
  const keyboard = keyboardOf(page);
  for (const key of 'leo') await keyboard.getByRole('button', { name: key, exact: true }).tap();
  await expect(emailField(page)).toHaveValue('leo');
  expect(await errorsShown(page)).toEqual([]);

  await termsBox(page).tap();
  await expect(termsBox(page)).toBeChecked();
  await expect(page.getByText(INVALID)).toBeVisible();
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');

  // Back in the field: the domain key makes it valid, and the error goes at once.
  await emailField(page).tap();
  await keyboard.getByRole('button', { name: '@gmail.com', exact: true }).tap();
  await expect(emailField(page)).toHaveValue('leo@gmail.com');
  await expect(page.getByText(INVALID)).toHaveCount(0);
  expect(await errorsShown(page)).toEqual([]);
});

test("'Valider les achats' with no e-mail says it is required, and nothing reaches the terminal", async ({
  page,
  device,
}) => {
  await toPayment(page);
  await termsBox(page).tap();
  await page.getByRole('button', { name: 'Valider les achats' }).tap();
  await expect(page.getByText(REQUIRED)).toBeVisible();
  await expect(page.getByText('Certaines des informations saisies ne sont pas valides.')).toBeVisible();
  expect(device.terminal.requests).toEqual([]);
});

for (const how of ['tap', 'click'] as const) {
  test(`with the keyboard open, the terms' dialog opens on the first ${how}`, async ({ page }) => {
    await toPayment(page);
    await expect(keyboardOf(page)).toBeVisible();
    const read = page
      .getByRole('main')
      .getByRole('button', { name: 'Lire les conditions générales de vente' });
    await read[how]();
    const dialog = page.getByRole('dialog', { name: 'Conditions générales de vente' });
    await expect(dialog).toBeVisible();
    await expect(keyboardOf(page)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Fermer' }).tap();
    await expect(dialog).toHaveCount(0);
    expect(await errorsShown(page)).toEqual([]);
  });
}

test('in the accessibility mode the page opens on its heading, the keyboard closed', async ({ page }) => {
  await toPaymentInAccessibilityMode(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Livraison et Paiement' })).toBeFocused();
  await expect(keyboardOf(page)).toHaveCount(0);
  await expect(emailField(page)).not.toBeFocused();
});

test('in the accessibility mode the e-mail domains are a key « @… » away, each one tap', async ({ page }) => {
  test.slow();
  await toPaymentInAccessibilityMode(page);
  await emailField(page).tap();
  const keyboard = keyboardOf(page);
  for (const key of 'leo') await keyboard.getByRole('button', { name: key, exact: true }).tap();
  await expect(keyboard.getByRole('button', { name: '@gmail.com' })).toHaveCount(0);
  await keyboard.getByRole('button', { name: 'Domaines e-mail' }).tap();
  // Every domain whole on screen, in the lower half, finger-sized and not covered: one tap each.
  const domains = [
    '@gmail.com',
    '@orange.fr',
    '@free.fr',
    '@sfr.fr',
    '@laposte.net',
    '@hotmail.fr',
    '@outlook.fr',
    '@yahoo.fr',
  ];
  for (const domain of domains) {
    const key = keyboard.getByRole('button', { name: domain, exact: true });
    await expect(key).toBeVisible();
    const box = (await key.boundingBox())!;
    expect(box.y, domain).toBeGreaterThanOrEqual(SCREEN.height / 2);
    expect(box.y + box.height, domain).toBeLessThanOrEqual(SCREEN.height);
    expect(box.height, domain).toBeGreaterThanOrEqual(64);
    expect(await key.evaluate((el) => el.scrollWidth <= el.clientWidth), `${domain} : texte entier`).toBe(
      true,
    );
    expect(
      await key.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      }),
      `${domain} : rien par-dessus`,
    ).toBe(true);
  }
  // The field in sight above the keyboard, the mode's rules kept, and axe satisfied.
  const field = (await emailField(page).boundingBox())!;
  expect(field.y + field.height).toBeLessThanOrEqual((await keyboard.boundingBox())!.y);
  expect(await page.evaluate(inspectAccessibilityMode, false)).toEqual([]);
  await expectNoAxeViolation(page);

  await keyboard.getByRole('button', { name: '@orange.fr', exact: true }).tap();
  await expect(emailField(page)).toHaveValue('leo@orange.fr');
  // Back on the letters, to check or correct the address.
  await expect(keyboard.getByRole('button', { name: 'arobase' })).toBeVisible();
  await expect(keyboard.getByRole('button', { name: '@orange.fr' })).toHaveCount(0);
});

test.describe('on the web', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, kioskOptions: null });

  test('/payment does not take the focus to the e-mail field', async ({ page }) => {
    await page.goto('/vpc/itemlist');
    await addProduct(page, 0);
    await page.goto('/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Livraison et Paiement' })).toBeVisible();
    await expect(page.getByLabel(/^Adresse e-mail( \*)?$/)).toBeVisible();
    await expect(page.getByLabel(/^Adresse e-mail( \*)?$/)).not.toBeFocused();
  });
});
