// Steps of a shop purchase, done as a customer does them: read, type, click.
import { expect, type Page, type Request } from '@playwright/test';

export interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

/** Records the back-office calls the page sends (SPEC §7), with their JSON bodies. */
export function recordCalls(page: Page): SentCall[] {
  const calls: SentCall[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!/^\/(api|vente|paiement|vpc|formulaire|commerce|topologie)\//.test(url.pathname)) return;
    const raw = request.postData();
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // not JSON: keep the raw text
    }
    calls.push({ method: request.method(), path: url.pathname + url.search, body });
  });
  return calls;
}

export const callsTo = (calls: SentCall[], path: string) =>
  calls.filter((c) => c.path.split('?')[0] === path);

/** Adds the n-th product of the current category with the given quantity; returns its label. */
export async function addProduct(page: Page, index: number, quantity?: number): Promise<string> {
  const card = page.locator('.products > li').nth(index);
  const label = (await card.getByRole('heading').textContent())!.trim();
  if (quantity !== undefined) await card.getByLabel('Quantité').selectOption(String(quantity));
  await card.getByRole('button', { name: `Ajouter ${label}` }).click();
  await expect(page.getByText('Le produit a bien été ajouté à votre panier')).toBeVisible();
  return label;
}

export interface AddressInput {
  lastname: string;
  firstname: string;
  email: string;
  address: string;
  postalCode: string;
  town: string;
}

export const LEO: AddressInput = {
  lastname: 'Martin',
  firstname: 'Léo',
  email: 'leo.martin@exemple.fr',
  address: '3 rue Denis Papin',
  postalCode: '41000',
  town: 'Blois',
};

export async function fillAddress(page: Page, input: AddressInput = LEO): Promise<void> {
  await page.getByRole('radio', { name: 'Monsieur' }).check();
  await page.getByLabel(/^Nom( \*)?$/).fill(input.lastname);
  await page.getByLabel(/^Prénom( \*)?$/).fill(input.firstname);
  await page.getByLabel(/^Adresse e-mail( \*)?$/).fill(input.email);
  await page.getByLabel(/^Adresse( \*)?$/).fill(input.address);
  await page.getByLabel(/^Code postal( \*)?$/).fill(input.postalCode);
  await page.getByLabel(/^Ville( \*)?$/).fill(input.town);
}

/** Shop → two products → cart → terms → payment page. Returns the product labels. */
export async function shopToPayment(page: Page): Promise<string[]> {
  await page.goto('/vpc');
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  const first = await addProduct(page, 0, 2);
  const second = await addProduct(page, 1);
  await page.getByRole('link', { name: 'Consulter mon panier' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByLabel(/J'ai lu et j'accepte les/).check();
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Livraison et Paiement' })).toBeVisible();
  return [first, second];
}

export async function payWith(page: Page, mode: 'Carte bancaire' | 'PayPal'): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(mode) }).check();
  await page.getByRole('button', { name: 'Valider les achats' }).click();
}
