// SPEC §2 "Shop" and §4: product cards open their detail, the detail's 'Retour', categories reload products.
import { expect, test, type Locator, type Page } from './support/test';
import { clearFaults } from './support/emulator';
import { callsTo, recordCalls } from './support/purchase';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

const cards = (page: Page) => page.locator('.products > li');

/** Clicks where a person sees the element, whatever covers it (the card's link lies over its texts). */
async function clickOn(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function openShop(page: Page) {
  await page.goto('/vpc');
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

test('a click anywhere on a product card opens its detail; one link per card', async ({ page }) => {
  await openShop(page);
  const count = await cards(page).count();
  for (let i = 0; i < count; i += 1) {
    // One link per card (its title), nothing interactive inside it.
    const card = cards(page).nth(i);
    await expect(card.getByRole('link')).toHaveCount(1);
    await expect(card.locator('a :is(a, button, select, input)')).toHaveCount(0);
  }

  const card = cards(page).first();
  const label = (await card.getByRole('heading').textContent())!.trim();
  for (const part of ['.product__description', '.product__price', 'img'] as const) {
    await clickOn(page, cards(page).first().locator(part));
    await expect(page).toHaveURL(/\/vpc\/item$/);
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    await page.goBack();
    await expect(cards(page).first()).toBeVisible();
  }
  // A click on the card's own padding too.
  const first = cards(page).first().locator('.product__card');
  await first.scrollIntoViewIfNeeded();
  const box = (await first.boundingBox())!;
  await page.mouse.click(box.x + box.width - 4, box.y + box.height / 2);
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
});

test("the card's quantity and 'Ajouter' stay on the list", async ({ page }) => {
  await openShop(page);
  const card = cards(page).first();
  const label = (await card.getByRole('heading').textContent())!.trim();
  // Clicked as a person does (not only selected by script): the select opens, the page stays.
  await card.getByLabel('Quantité').click();
  await card.getByLabel('Quantité').selectOption('2');
  await card.getByRole('button', { name: `Ajouter ${label}` }).click();
  await expect(page.getByText('Le produit a bien été ajouté à votre panier')).toBeVisible();
  await expect(page).toHaveURL(/\/vpc\/itemlist$/);
  await expect(page.locator('.mini-cart')).toContainText(`${label} x 2`);
});

test("'Retour' on the product detail goes back to the list", async ({ page }) => {
  await openShop(page);
  const label = (await cards(page).nth(1).getByRole('heading').textContent())!.trim();
  await cards(page).nth(1).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await page.getByRole('link', { name: 'Retour', exact: true }).click();
  await expect(page).toHaveURL(/\/vpc\/itemlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  await expect(cards(page).nth(1).getByRole('heading')).toHaveText(label);
});

test('choosing a category reloads the products with that category', async ({ page }) => {
  const calls = recordCalls(page);
  await openShop(page);
  const carousel = page.getByRole('navigation', { name: 'Catégories de produits' });
  await expect(carousel.getByRole('button', { name: 'Cartes et étuis' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(callsTo(calls, '/vpc/api/products/list').map((c) => c.body)).toEqual([{ categoryId: 1 }]);
  await expect(cards(page).getByRole('heading')).toHaveText([
    'Étui de carte Ligéo',
    'Porte-cartes en cuir',
    'Cordon tour de cou',
  ]);

  await carousel.getByRole('button', { name: 'Papeterie' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Papeterie' })).toBeVisible();
  await expect(cards(page).getByRole('heading')).toHaveText([
    'Carnet du voyageur',
    'Affiche du plan du réseau',
  ]);
  expect(callsTo(calls, '/vpc/api/products/list').map((c) => c.body)).toEqual([
    { categoryId: 1 },
    { categoryId: 3 },
  ]);
  await expect(carousel.getByRole('button', { name: 'Papeterie' })).toHaveAttribute('aria-current', 'true');
});
