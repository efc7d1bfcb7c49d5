// SPEC §2 "Payment" and §7: the strong-authentication notice and its remembered dismissal, the form kept in
// session storage, and the town lookup starting after more than 3 characters of the postal code.
import { expect, test, type Page } from './support/test';
import { clearFaults } from './support/emulator';
import { callsTo, recordCalls, shopToPayment } from './support/purchase';

const NOTICE =
  'Conformément à la directive européenne sur les services de paiement (DSP2), votre banque peut vous demander de confirmer votre paiement par une authentification forte (code reçu par SMS, validation dans l’application de votre banque…).';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

const notice = (page: Page) => page.getByRole('note').filter({ hasText: 'DSP2' });

async function onPaymentPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Livraison et Paiement' })).toBeVisible();
  // The page has read what it remembers once the payment modes are listed.
  await expect(page.getByRole('radio', { name: /Carte bancaire/ })).toBeVisible();
}

test("the strong-authentication notice: shown, dismissed with 'J’ai compris', not shown again", async ({
  page,
  context,
  browser,
}) => {
  await shopToPayment(page);
  await expect(notice(page)).toHaveText(`${NOTICE}J’ai compris`);
  await notice(page).getByRole('button', { name: 'J’ai compris' }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByText(NOTICE)).toHaveCount(0);

  // Reloaded: still dismissed.
  await page.reload();
  await onPaymentPage(page);
  await expect(page.getByText(NOTICE)).toHaveCount(0);

  // A new visit in this browser (another tab, its own session): still dismissed.
  const again = await context.newPage();
  await again.goto('/payment');
  await onPaymentPage(again);
  await expect(again.getByText(NOTICE)).toHaveCount(0);

  // Another browser has not dismissed it.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  // With a basket of its own: an empty one has no payment form (issue 26 §2).
  await shopToPayment(stranger);
  await onPaymentPage(stranger);
  await expect(stranger.getByText(NOTICE)).toBeVisible();
  await other.close();
});

test('the payment form is kept in session storage and restored', async ({ page, context }) => {
  await shopToPayment(page);
  await page.getByRole('radio', { name: 'Madame' }).check();
  await page.getByLabel(/^Nom( \*)?$/).fill('Lefèvre');
  await page.getByLabel(/^Prénom( \*)?$/).fill('Zoé');
  await page.getByLabel(/^Adresse e-mail( \*)?$/).fill('zoe@exemple.fr');
  await page.getByLabel(/^Code postal( \*)?$/).fill('41000');
  await page.getByLabel(/^Ville( \*)?$/).fill('Blois');
  await page.getByRole('radio', { name: /PayPal/ }).check();

  // Back to the cart and on again (the terms are asked again), then a reload: everything is there.
  await page.goto('/cart');
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await onPaymentPage(page);
  await page.reload();
  await onPaymentPage(page);
  await expect(page.getByRole('radio', { name: 'Madame' })).toBeChecked();
  await expect(page.getByLabel(/^Nom( \*)?$/)).toHaveValue('Lefèvre');
  await expect(page.getByLabel(/^Prénom( \*)?$/)).toHaveValue('Zoé');
  await expect(page.getByLabel(/^Adresse e-mail( \*)?$/)).toHaveValue('zoe@exemple.fr');
  await expect(page.getByLabel(/^Code postal( \*)?$/)).toHaveValue('41000');
  await expect(page.getByLabel(/^Ville( \*)?$/)).toHaveValue('Blois');
  await expect(page.getByRole('radio', { name: /PayPal/ })).toBeChecked();

  // Session storage: another tab starts with an empty form.
  const other = await context.newPage();
  await other.goto('/payment');
  await onPaymentPage(other);
  await expect(other.getByLabel(/^Nom( \*)?$/)).toHaveValue('');
});

test('the town lookup starts only after more than 3 characters of the postal code', async ({ page }) => {
  await shopToPayment(page);
  const calls = recordCalls(page);
  const postalCode = page.getByLabel(/^Code postal( \*)?$/);
  await postalCode.pressSequentially('410', { delay: 50 });
  // Well past the lookup's wait: nothing asked with 3 characters.
  await page.waitForTimeout(1000);
  expect(callsTo(calls, '/vente/api/cities')).toEqual([]);

  const lookup = page.waitForRequest((r) => new URL(r.url()).pathname === '/vente/api/cities');
  await postalCode.press('0');
  const sent = new URL((await lookup).url());
  expect(sent.searchParams.get('postalCode')).toBe('4100');
  expect(sent.searchParams.get('countryCode')).toBe('250');
  expect(callsTo(calls, '/vente/api/cities')).toHaveLength(1);
});
