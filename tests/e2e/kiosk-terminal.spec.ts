// The terminal moment (issue 24 item 6): while the Caisse-AP terminal holds the card, the kiosk's payment
// page says 'Paiement par carte', shows the amount large and a drawn arrow toward the reader on the side
// the device configuration names, and offers one control, 'Annuler le paiement': no 'Accueil', no
// 'Retour'. Caisse-AP has no abort message, so the page says to use the terminal's red key or wait, and
// the terminal's own answer ends the payment. The bridge goes to the real main handlers (loopback terminal).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolation } from './support/axe';
import { clearFaults } from './support/emulator';
import { kioskDevice, type KioskDevice } from './support/kiosk';
import { typeEmailOnKiosk } from './support/kiosk-email';
import { addProduct } from './support/purchase';

let device: KioskDevice | undefined;

test.use({ viewport: { width: 1080, height: 1920 } });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test.afterEach(async () => {
  await device?.close();
  device = undefined;
});

async function toPayment(page: Page) {
  await page.goto('/vpc');
  await addProduct(page, 0);
  await page.getByRole('link', { name: 'Consulter mon panier' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  // The e-mail with a domain key: 3 letters, a dot, 3 letters, then '@orange.fr' in one tap.
  await page.getByLabel('Adresse e-mail *').click();
  expect(await typeEmailOnKiosk(page, 'leo.dup', '@orange.fr')).toBe(8);
  await expect(page.getByLabel('Adresse e-mail *')).toHaveValue('leo.dup@orange.fr');
  await page.getByRole('button', { name: 'Masquer le clavier' }).click();
  await page.getByLabel(/J'ai lu et j'accepte les/).check();
}

/** Every visible control of the page but the header's 'Accessibilité' and the footer's legal texts. */
function waysOut(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((el) => el.offsetParent !== null && !el.closest('footer'))
      .map((el) => el.textContent?.trim() ?? '')
      .filter((name) => name !== 'Accessibilité' && name !== 'Aller au contenu'),
  );
}

test("Caisse-AP: one way out, the arrow on the configured side; 'Annuler le paiement' waits for the terminal", async ({
  page,
  request,
  baseURL,
}) => {
  device = await kioskDevice(page, request, baseURL!, { readerSide: 'right', answerTimeoutMs: 90_000 });
  // The customer presses the terminal's red key after 30 s: AE 01, AF 11.
  device.terminal.script({ kind: 'abandon', dialogMs: 30_000 });
  await toPayment(page);
  const amount = (await page.locator('dd.cart-totals__total').textContent())!;
  await page.getByRole('button', { name: 'Valider les achats' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Paiement par carte' })).toBeVisible();
  await expect(page.locator('.terminal__amount--large strong')).toHaveText(amount.trim());
  const pointer = page.locator('.reader-pointer');
  await expect(pointer).toHaveAttribute('data-side', 'right');
  await expect(pointer.locator('svg')).toBeVisible();
  await expect(page.getByText('Le terminal de paiement est à droite de l’écran.')).toBeVisible();
  expect(await waysOut(page)).toEqual(['Annuler le paiement']);
  // The page fits the portrait screen.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1920);

  await page.getByRole('button', { name: 'Annuler le paiement' }).click();
  await expect(
    page.getByText(
      "Ce terminal ne permet pas d'annuler depuis l'écran : appuyez sur la touche rouge du terminal, ou attendez qu'il réponde.",
    ),
  ).toBeVisible();
  // Still the terminal's moment, and nothing more to press.
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement par carte' })).toBeVisible();
  expect(await waysOut(page)).toEqual([]);
  await expectNoAxeViolation(page);
  // The terminal's answer ends it: cancelled on the terminal, nothing debited.
  await expect(page.getByRole('heading', { name: 'Paiement annulé' })).toBeVisible({ timeout: 45_000 });
  expect(device.terminal.debits).toBe(0);
  expect(device.terminal.requests).toHaveLength(1);
  // The request to abort is in main's journal, refused (no abort in Caisse-AP).
  const journal = readFileSync(device.journal.path, 'utf8');
  expect(journal).toMatch(/"type":"cancel-requested".*"accepted":false/);
});
