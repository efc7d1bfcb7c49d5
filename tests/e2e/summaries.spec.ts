// Issue 26 §2 on the web, as a customer sees it: the payment page's address form says what it is for, an
// empty basket has nothing to pay, the terms are accepted once (on the cart, SPEC §2) and the order goes
// out after that one acceptance; every menu entry opens a page titled as the entry.
import { expect, test } from './support/test';
import { clearFaults } from './support/emulator';
import { callsTo, fillAddress, payWith, recordCalls, shopToPayment } from './support/purchase';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

const TERMS = /conditions générales de vente/;

test('shop goods: « Adresse de livraison », terms accepted once on the cart, then the order is sent', async ({
  page,
}) => {
  const calls = recordCalls(page);
  await shopToPayment(page);
  await expect(page.getByRole('group', { name: 'Adresse de livraison' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Vos coordonnées' })).toHaveCount(0);
  // Accepted on the cart: not asked again here.
  await expect(page.getByRole('checkbox', { name: TERMS })).toHaveCount(0);
  await fillAddress(page);
  await payWith(page, 'Carte bancaire');
  await expect(page).toHaveURL(/\/fournisseur\/paiement-carte/);
  const flags = { isVpc: true, isReservation: false, isTicketOD: false, isRechargementOD: false };
  expect(callsTo(calls, '/vente/api/save').map((call) => call.body)).toEqual([
    { ...flags, paymentMode: 'CB' },
  ]);
});

test('/payment reached without the cart’s acceptance (a reload) asks the terms once', async ({ page }) => {
  await shopToPayment(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Livraison et Paiement' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: TERMS })).toHaveCount(1);
});

test('/payment with an empty basket shows the cart’s empty text, not a form', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cartType', 'rechargement'));
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Adresse et paiement' })).toBeVisible();
  await expect(page.getByText('Il n’y a aucun produit dans votre panier.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Vos coordonnées' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Valider les achats' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Retour', exact: true })).toHaveAttribute(
    'href',
    '/rechargement/articles',
  );
});

test('every menu entry opens a page whose title says the same', async ({ page }) => {
  await page.goto('/home');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  // The routes of ours: external tiles leave for another site (new window or frame).
  const entries = menu.locator('a:not([target])').filter({ hasNotText: 'Accueil' });
  await expect(entries.first()).toBeVisible();
  const names: string[] = [];
  for (const link of await entries.all()) {
    const href = (await link.getAttribute('href')) ?? '';
    if (href.startsWith('/iframe') || href.startsWith('http') || href.startsWith('/externe')) continue;
    names.push((await link.textContent())!.trim());
  }
  expect(names).toEqual([
    'Recharger ma carte',
    'Recharger un trajet',
    'Boutique',
    'Effectuer une demande',
    'Billets sur mobile',
    'Mon trajet',
    'Acheter un titre',
  ]);
  for (const name of names) {
    await page.goto('/home');
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  }
});
