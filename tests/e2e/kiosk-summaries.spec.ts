// Issue 26 §2 on the kiosk: no cart (SPEC §1), so /payment carries the terms, asked once; the order goes
// out after that one acceptance; a basket emptied there shows the cart's empty text, not a form.
import { SCREEN } from './support/accessibility-mode';
import { fillEmailAndTerms } from './support/kiosk';
import { callsTo, kioskBasketToPayment, recordCalls } from './support/purchase';
import { expect, test } from './support/kiosk-test';

test.use({ viewport: SCREEN, hasTouch: true });

test('the terms are asked once, on /payment, and the order is sent after that acceptance', async ({
  page,
}) => {
  const calls = recordCalls(page);
  await kioskBasketToPayment(page, { from: '/vpc/itemlist', touch: true });
  await expect(page.getByRole('checkbox', { name: /conditions générales de vente/ })).toHaveCount(1);
  await fillEmailAndTerms(page);
  await page.getByRole('button', { name: 'Valider les achats' }).tap();
  await expect.poll(() => callsTo(calls, '/vente/api/save').length).toBe(1);
});

test('a basket emptied on /payment shows the cart’s empty text, not the form', async ({ page }) => {
  const label = await kioskBasketToPayment(page, { from: '/vpc/itemlist', touch: true });
  await page.getByRole('button', { name: `Supprimer ${label}` }).tap();
  await expect(page.getByText('Il n’y a aucun produit dans votre panier.')).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail *')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Valider les achats' })).toHaveCount(0);
});
