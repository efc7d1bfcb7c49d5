// SPEC §2 "Cart" and §5 (terms): the way on to payment says what is missing, an empty cart offers only 'Retour'.
import { expect, test } from './support/test';
import { clearFaults } from './support/emulator';
import { addProduct } from './support/purchase';

const TERMS_MESSAGE = 'Veuillez accepter les conditions générales de vente.';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test("'Valider les achats' with the terms unticked stays on /cart, says why and focuses the box", async ({
  page,
}) => {
  await page.goto('/vpc');
  await addProduct(page, 0);
  await page.goto('/cart');
  const terms = page.getByLabel(/J’ai lu et j’accepte les/);
  const validate = page.getByRole('button', { name: 'Valider les achats' });
  await expect(terms).not.toBeChecked();
  // Reachable and usable: not disabled, one Tab away from 'Annuler'.
  await expect(validate).toBeEnabled();
  await page.getByRole('link', { name: 'Annuler' }).focus();
  await page.keyboard.press('Tab');
  await expect(validate).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('alert')).toHaveText(TERMS_MESSAGE);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(terms).toBeFocused();
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await expect(terms).toHaveAccessibleDescription(TERMS_MESSAGE);

  // Ticked, the message goes and the button goes on to payment.
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await expect(page.getByText(TERMS_MESSAGE)).toHaveCount(0);
  await expect(terms).not.toHaveAttribute('aria-invalid', 'true');
  await validate.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Livraison et Paiement' })).toBeVisible();
});

test("an empty cart shows its text and 'Retour' only", async ({ page }) => {
  await page.goto('/vpc');
  const label = await addProduct(page, 0);
  await page.goto('/cart');
  await page.getByRole('button', { name: `Supprimer ${label}` }).click();
  const cart = page.locator('section.cart');
  await expect(cart.getByText('Il n’y a aucun produit dans votre panier.')).toBeVisible();
  await expect(cart.getByRole('link')).toHaveText(['Retour']);
  await expect(cart.getByRole('button')).toHaveCount(0);
  await expect(cart.getByRole('checkbox')).toHaveCount(0);
  await expect(cart.getByText('Montant total à payer')).toHaveCount(0);
  await cart.getByRole('link', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/vpc\/itemlist$/);
});
