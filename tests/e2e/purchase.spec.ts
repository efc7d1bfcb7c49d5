// SPEC §2/§4/§7: a real shop purchase on the web portal, from product to PDF receipt, and its failures.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolation } from './support/axe';
import { addFault, clearFaults, providersOrigin, seeded, setCardHolderField } from './support/emulator';
import {
  addProduct,
  approveCard,
  callsTo,
  expectOnProvider,
  fillAddress,
  LEO,
  payWith,
  recordCalls,
  shopToPayment,
} from './support/purchase';
import { pdfText } from '../support/pdf-text';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
  await setCardHolderField(request, 'porteur');
});

const euros = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

const originOf = (page: Page) => new URL(page.url()).origin;

/** What the browser says about the CSP, on every page of the flow. */
function cspErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  return errors;
}

test('card purchase: shop → cart → address → approved card → summary → PDF receipt', async ({
  page,
  request,
  baseURL,
}) => {
  const calls = recordCalls(page);
  const cspErrors = cspErrorsOf(page);
  // The portal is told the providers' origin, which is not its own.
  const { preferences } = await seeded(request);
  const providers = providersOrigin(baseURL!);
  expect(providers).not.toBe(new URL(baseURL!).origin);
  expect(new URL(preferences.paymentProviderUrl).origin).toBe(providers);
  const [first, second] = await shopToPayment(page);

  // The shop calls of SPEC §7.
  const added = callsTo(calls, '/vente/api/cart/article');
  expect(added).toHaveLength(2);
  expect(added[0]!.body).toMatchObject({ type: 'VPC', quantite: 2 });
  expect(added[1]!.body).toMatchObject({ type: 'VPC', quantite: 1 });
  expect(callsTo(calls, '/vente/api/cart').at(-1)!.body).toEqual({
    isVpc: true,
    isReservation: false,
    isTicketOD: false,
    isRechargementOD: false,
  });

  await fillAddress(page);
  await payWith(page, 'Carte bancaire');
  await approveCard(page);

  // Back on the portal's own origin.
  await expect(page).toHaveURL(/\/recapitulatif\?/);
  expect(originOf(page)).toBe(new URL(baseURL!).origin);
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  const summary = page.locator('.order-summary');
  await expect(summary).toContainText(first!);
  await expect(summary).toContainText(second!);
  const orderNumber = (await summary.locator('strong').first().textContent())!.trim();
  expect(orderNumber).toMatch(/^\d+$/);
  const total = euros(await summary.locator('tfoot tr').last().locator('td').textContent());
  expect(total).toMatch(/^\d+,\d{2} €$/);

  // Requests of the payment flow, in SPEC order, with their bodies.
  const flow = calls
    .filter((c) =>
      /shippingAdress|\/vente\/api\/save|payment\/init|paybox\/parameters|payment\/pending/.test(c.path),
    )
    .map((c) => `${c.method} ${c.path}`);
  expect(flow).toEqual([
    'POST /vente/api/shippingAdress/save',
    'POST /vente/api/save',
    'POST /paiement/api/payment/init',
    'POST /paiement/api/paybox/parameters',
    'PUT /paiement/api/payment/pending',
  ]);
  expect(callsTo(calls, '/vente/api/shippingAdress/save')[0]!.body).toEqual({
    address: {
      gender: 'MR',
      lastname: LEO.lastname,
      firstname: LEO.firstname,
      phone: '',
      secondPhone: '',
      email: LEO.email,
      address: LEO.address,
      addressComplement: '',
      countryCode: '250',
      postalCode: LEO.postalCode,
      town: LEO.town,
    },
  });
  expect(callsTo(calls, '/vente/api/save')[0]!.body).toEqual({
    isVpc: true,
    isReservation: false,
    isTicketOD: false,
    isRechargementOD: false,
    paymentMode: 'CB',
  });
  expect(callsTo(calls, '/paiement/api/payment/init')[0]!.body).toEqual({
    isVpc: true,
    isReservation: false,
    isTicketOD: false,
    paymentMode: 'CB',
  });
  expect(callsTo(calls, '/paiement/api/paybox/parameters')[0]!.body).toEqual({
    orderId: Number(orderNumber),
  });
  expect(callsTo(calls, '/paiement/api/payment/wait')[0]!.body).toEqual({
    urlParameters: { payerId: null, paymentId: null, token: null },
  });

  await expectNoAxeViolation(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger le reçu (PDF)' }).click(),
  ]);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain(orderNumber);
  expect(text).toContain(first!);

  // The cart was emptied once paid.
  await page.goto('/cart');
  await expect(page.getByText('Il n’y a aucun produit dans votre panier.')).toBeVisible();
  // Neither the portal's policy nor the provider's blocked anything on the way.
  expect(cspErrors).toEqual([]);
});

test('the back office names the card holder `email` (SPEC §3): PBX_PORTEUR posted once, the provider takes it', async ({
  page,
  request,
}) => {
  await setCardHolderField(request, 'email');
  // Read as it passes: once the page has gone on to the provider, the browser no longer keeps the body.
  let sent: Record<string, unknown> | undefined;
  await page.route('**/paiement/api/paybox/parameters', async (route) => {
    const response = await route.fetch();
    sent = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response });
  });
  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && /\/fournisseur\/paiement-carte/.test(r.url()),
  );
  await shopToPayment(page);
  await fillAddress(page);
  await payWith(page, 'Carte bancaire');

  const form = new URLSearchParams((await posted).postData() ?? '');
  expect(sent?.email).toBe(LEO.email);
  expect(sent).not.toHaveProperty('porteur');
  expect(form.getAll('PBX_PORTEUR')).toEqual([LEO.email]);
  expect([...form.keys()].filter((name) => !name.startsWith('PBX_'))).toEqual([]);
  expect(form.has('PBX_EMAIL')).toBe(false);

  // The provider verified the signature over what was posted and shows its page.
  await approveCard(page);
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
});

test('declined card → refused message', async ({ page }) => {
  await shopToPayment(page);
  await fillAddress(page);
  await payWith(page, 'Carte bancaire');
  await approveCard(page, 'refusée');
  await expect(page.getByRole('alert')).toHaveText('Votre paiement a été refusé.', { timeout: 15_000 });
});

test('cancel on the provider page → cancel call, then the failure notice and the summary', async ({
  page,
  baseURL,
}) => {
  const calls = recordCalls(page);
  await shopToPayment(page);
  await fillAddress(page);
  await payWith(page, 'Carte bancaire');
  await expectOnProvider(page, /\/fournisseur\/paiement-carte/);
  await page.getByRole('button', { name: 'Annuler le paiement' }).click();
  await expect(page).toHaveURL(/\/recapitulatif\?.*cancel=true/);
  expect(originOf(page)).toBe(new URL(baseURL!).origin);
  await expect(page.getByText('Échec du paiement…')).toBeVisible();
  expect(callsTo(calls, '/paiement/api/payment/cancel').map((c) => c.method)).toEqual(['POST']);
  expect(callsTo(calls, '/paiement/api/payment/wait')).toHaveLength(0);
});

test('wallet purchase: approve on the wallet page → summary', async ({ page, baseURL }) => {
  const calls = recordCalls(page);
  const cspErrors = cspErrorsOf(page);
  await shopToPayment(page);
  await fillAddress(page);
  await payWith(page, 'PayPal');
  await expectOnProvider(page, /\/fournisseur\/portefeuille/);
  await page.getByRole('button', { name: 'Approuver le paiement' }).click();
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  expect(originOf(page)).toBe(new URL(baseURL!).origin);
  expect(cspErrors).toEqual([]);
  const wait = callsTo(calls, '/paiement/api/payment/wait')[0]!.body as {
    urlParameters: Record<string, string>;
  };
  expect(wait.urlParameters.payerId).toBeTruthy();
  expect(wait.urlParameters.paymentId).toBeTruthy();
  expect(wait.urlParameters.token).toBeTruthy();
  expect(callsTo(calls, '/paiement/api/paypal/parameters')).toHaveLength(1);
});

test('an address the server refuses → the French message, and the button works again', async ({ page }) => {
  await shopToPayment(page);
  await fillAddress(page, { ...LEO, postalCode: '41999' });
  await payWith(page, 'Carte bancaire');
  await expect(page.getByRole('alert')).toHaveText('Certaines des informations saisies ne sont pas valides.');
  await expect(page.getByRole('button', { name: 'Valider les achats' })).toBeEnabled();
});

/** The towns the lookup put in the town field's suggestions, as [value, label]. */
async function suggestedTowns(page: Page): Promise<string[][]> {
  const list = await page.getByLabel(/^Ville( \*)?$/).getAttribute('list');
  return page
    .locator(`datalist[id="${list}"] option`)
    .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? '']));
}

test('an address in 35000 Rennes: the lookup offers Rennes, the address is saved, the purchase goes on', async ({
  page,
}) => {
  await shopToPayment(page);
  await fillAddress(page, { ...LEO, postalCode: '35000', town: '' });
  await expect.poll(() => suggestedTowns(page)).toEqual([['Rennes', '35000 Rennes']]);
  await page.getByLabel(/^Ville( \*)?$/).fill('Rennes');
  // Read as it passes: once the page has gone on to the provider, Chromium no longer keeps the body.
  let saved: unknown = null;
  await page.route('**/vente/api/shippingAdress/save', async (route) => {
    const response = await route.fetch();
    saved = await response.json();
    await route.fulfill({ response });
  });
  await payWith(page, 'Carte bancaire');
  await expect.poll(() => saved).toEqual({ valid: true });
  await approveCard(page);
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.order-summary address')).toContainText('35000 Rennes');
});

test('20000 offers Ajaccio and Lecci; a town typed in lower case is stored under its name', async ({
  page,
}) => {
  await shopToPayment(page);
  await fillAddress(page, { ...LEO, postalCode: '20000', town: 'lecci' });
  await expect
    .poll(() => suggestedTowns(page))
    .toEqual([
      ['Ajaccio', '20000 Ajaccio'],
      ['Lecci', '20000 Lecci'],
    ]);
  await payWith(page, 'Carte bancaire');
  await approveCard(page);
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.order-summary address')).toContainText('20000 Lecci');
});

test("a town that is not one of the postal code's → the French message", async ({ page }) => {
  await shopToPayment(page);
  // Tours is 37000, not 41000.
  await fillAddress(page, { ...LEO, postalCode: '41000', town: 'Tours' });
  await payWith(page, 'Carte bancaire');
  await expect(page.getByRole('alert')).toHaveText('Certaines des informations saisies ne sont pas valides.');
  await expect(page.getByRole('button', { name: 'Valider les achats' })).toBeEnabled();
});

test('payment init failing → the French message', async ({ page, request }) => {
  await addFault(request, { method: 'POST', path: '/paiement/api/payment/init', status: 500 });
  await shopToPayment(page);
  await fillAddress(page);
  await payWith(page, 'Carte bancaire');
  await expect(page.getByRole('alert')).toHaveText(
    'Impossible de démarrer le service de paiement. Veuillez réessayer plus tard.',
  );
  await expect(page.getByRole('button', { name: 'Valider les achats' })).toBeEnabled();
});

test('a double click on pay sends one payment init', async ({ page, request }) => {
  const calls = recordCalls(page);
  await addFault(request, { method: 'POST', path: '/vente/api/shippingAdress/save', delayMs: 400 });
  await shopToPayment(page);
  await fillAddress(page);
  await page.getByRole('radio', { name: /Carte bancaire/ }).check();
  await page.getByRole('button', { name: 'Valider les achats' }).dblclick();
  await expect(page).toHaveURL(/\/fournisseur\/paiement-carte/);
  expect(callsTo(calls, '/paiement/api/payment/init')).toHaveLength(1);
  expect(callsTo(calls, '/vente/api/shippingAdress/save')).toHaveLength(1);
});

test('polling gives up after 10 tries with an error', async ({ page, request }) => {
  await page.clock.install();
  await shopToPayment(page);
  await fillAddress(page);
  await payWith(page, 'Carte bancaire');
  await addFault(request, {
    method: 'POST',
    path: '/paiement/api/payment/wait',
    status: 200,
    body: { finished: false, error: false },
  });
  const calls = recordCalls(page);
  await approveCard(page);
  await expect(page.getByText('Votre paiement est en cours… Veuillez patienter.').first()).toBeVisible();
  // Each poll answers before the next 3 s wait is scheduled: move the clock one answer at a time.
  for (let i = 1; i < 10; i += 1) {
    await expect.poll(() => callsTo(calls, '/paiement/api/payment/wait').length).toBe(i);
    await page.clock.runFor(3000);
  }
  await expect(page.getByRole('alert')).toContainText(
    'Le récapitulatif immédiat de votre commande n’est plus disponible.',
  );
  expect(callsTo(calls, '/paiement/api/payment/wait')).toHaveLength(10);
});

test('shop, cart and payment pages have no accessibility violation of any impact', async ({ page }) => {
  await page.goto('/vpc');
  await expect(page.locator('.products > li').first()).toBeVisible();
  await expectNoAxeViolation(page);
  await shopToPayment(page);
  await expectNoAxeViolation(page);
  await page.goto('/cart');
  await expect(page.locator('.cart-line').first()).toBeVisible();
  await expectNoAxeViolation(page);
});

test('the whole purchase can be done with the keyboard alone', async ({ page }) => {
  await page.goto('/vpc');
  const add = page
    .locator('.products > li')
    .first()
    .getByRole('button', { name: /^Ajouter / });
  await expect(add).toBeVisible();
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Le produit a bien été ajouté à votre panier')).toBeVisible();

  const toCart = page.getByRole('link', { name: 'Consulter mon panier' });
  await toCart.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByLabel(/J’ai lu et j’accepte les/).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Valider les achats' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Livraison et Paiement' })).toBeVisible();

  // Tab through the form from the civility radios, typing as a person would.
  await page.getByRole('radio', { name: 'Madame' }).focus();
  await page.keyboard.press('Space');
  const typeInto = async (label: RegExp, value: string) => {
    await page.getByLabel(label).focus();
    await page.keyboard.type(value);
  };
  await typeInto(/^Nom( \*)?$/, 'Lefèvre');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Zoé');
  await typeInto(/^Adresse e-mail( \*)?$/, 'zoe@exemple.fr');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12 place de la Gare');
  await typeInto(/^Code postal( \*)?$/, '41000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Blois');
  await page.getByRole('radio', { name: /Carte bancaire/ }).focus();
  await page.keyboard.press('Space');
  const pay = page.getByRole('button', { name: 'Valider les achats' });
  await expect(pay).toBeEnabled();
  await pay.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/fournisseur\/paiement-carte/);
  await page.getByRole('button', { name: 'Payer' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
});

test('no shop category → the SPEC message', async ({ page, request }) => {
  await addFault(request, { method: 'GET', path: '/vpc/api/categorie', status: 200, body: [] });
  await page.goto('/vpc');
  await expect(page.getByRole('alert')).toHaveText(
    'Aucun produit n’est disponible dans la boutique actuellement. Veuillez réessayer ultérieurement.',
  );
});

test('a shop call failing shows the server message', async ({ page, request }) => {
  await page.goto('/vpc');
  await expect(page.locator('.products > li').first()).toBeVisible();
  await addFault(request, {
    method: 'POST',
    path: '/vente/api/cart/article',
    status: 409,
    body: { messageError: 'Stock épuisé pour ce produit.' },
  });
  await page
    .locator('.products > li')
    .first()
    .getByRole('button', { name: /^Ajouter / })
    .click();
  await expect(page.getByRole('alert')).toHaveText('Stock épuisé pour ce produit.');
});

test('the cart deletes a line, sends the request, and says when it is empty', async ({ page }) => {
  const calls = recordCalls(page);
  await page.goto('/vpc');
  const label = await addProduct(page, 0);
  await page.goto('/cart');
  await expect(page.getByText(`${label} x 1`)).toBeVisible();
  await expect(page.getByText('Montant total à payer')).toBeVisible();
  await page.getByRole('button', { name: `Supprimer ${label}` }).click();
  await expect(page.getByText('Il n’y a aucun produit dans votre panier.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Valider les achats' })).toHaveCount(0);
  expect(callsTo(calls, '/vente/api/cart/remove')[0]!.body).toMatchObject({
    isVpc: true,
    productId: expect.any(Number),
  });
});
