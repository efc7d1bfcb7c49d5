// Steps of a shop purchase, done as a customer does them: read, type, click.
import { currentServers, expect, type Page, type Request } from './test';

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
  const { card, label, add } = await productCard(page, index);
  if (quantity !== undefined) await card.getByLabel('Quantité').selectOption(String(quantity));
  await add.click();
  await expect(page.getByText('Le produit a bien été ajouté à votre panier')).toBeVisible();
  return label;
}

/** On a kiosk, where the cart is /payment (SPEC §1): the first product of the shop's list `from` (null: the
 * list already open) in the basket (× `quantity`), then 'Consulter mon panier' tapped (`touch`) or clicked,
 * until /payment. The set-up the kiosk specs repeated; returns the product's label. */
export async function kioskBasketToPayment(
  page: Page,
  {
    from = '/vpc',
    quantity,
    touch = false,
  }: { from?: string | null; quantity?: number; touch?: boolean } = {},
): Promise<string> {
  if (from) await page.goto(from);
  const label = await addProduct(page, 0, quantity);
  const toCart = page.getByRole('link', { name: 'Consulter mon panier' });
  if (touch) await toCart.first().tap();
  else await toCart.click();
  await expect(page).toHaveURL(/\/payment$/);
  return label;
}

/** The `index`th product of the shop's list: its card, its name and its 'Ajouter' button. */
export async function productCard(page: Page, index: number) {
  const card = page.locator('.products > li').nth(index);
  const label = (await card.getByRole('heading').textContent())!.trim();
  return { card, label, add: card.getByRole('button', { name: `Ajouter ${label}` }) };
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
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Livraison et Paiement' })).toBeVisible();
  return [first, second];
}

export async function payWith(page: Page, mode: 'Carte bancaire' | 'PayPal'): Promise<void> {
  // The label ends with the mode's name ('Carte bancaire sur le terminal' is another mode, at the counter).
  await page.getByRole('radio', { name: new RegExp(`${mode}$`) }).check();
  await page.getByRole('button', { name: 'Valider les achats' }).click();
}

/** The provider's page, on the providers' own origin, dressed by its own stylesheet. */
export async function expectOnProvider(page: Page, path: RegExp) {
  await expect(page).toHaveURL(path);
  expect(new URL(page.url()).origin).toBe(currentServers().providersURL);
  // header { background: #0b4f8a } of /externe/page.css, served by the providers' origin.
  await expect(page.locator('header')).toHaveCSS('background-color', 'rgb(11, 79, 138)');
}

/** Pays on the card provider's page with its test card that is accepted (or refused). */
export async function approveCard(page: Page, card: 'acceptée' | 'refusée' = 'acceptée') {
  await expectOnProvider(page, /\/fournisseur\/paiement-carte/);
  await page.getByRole('radio', { name: new RegExp(`Carte de test ${card}`) }).check();
  await page.getByRole('button', { name: 'Payer' }).click();
}
