// Mobile tickets (issue 14), as a customer of the Ligéo app does it from the portal: log into the
// mobile-ticket account, choose a title, pass the provider's cart check, pay on the card provider's page
// and read the summary; then the ticket is in the account, once. The provider is another company on its
// own origin: every call crosses origins (CORS for real) with X-Requested-With and the account's bearer in
// X-Authorization, never our back office's. SPEC §8's texts are reached by the provider's own answers or
// by its fault injection.
import { currentServers, expect, test, type Page, type Request } from './support/test';
import { MOBILE_RETURN_PATHS } from '../../src/shared/mobile-ticket';
import { expectNoAxeViolation } from './support/axe';
import {
  accountTickets,
  addProviderFault,
  clearProviderFaults,
  DEMO,
  expireMobileTokens,
  storedAccount,
} from './support/mobile-ticket';

const API = '/fournisseur/billettique-mobile/api';
const TEXTS = {
  wrongPair: 'Email ou mot de passe invalide. Veuillez réessayer.',
  login: 'Erreur lors de la connexion à votre compte. Veuillez réessayer ultérieurement.',
  products: 'Erreur lors de la récupération des produits vendables. Veuillez réessayer ultérieurement.',
  missing: 'Ce titre nécessite le profil Étudiant. Vous pouvez le demander dans l’application mobile.',
  outOfDate: 'Ce titre nécessite que vous mettiez à jour votre profil Étudiant.',
  addToCart: 'Erreur lors de l’ajout du produit au panier. Veuillez réessayer ultérieurement.',
  payment: 'Erreur lors de l’initialisation du paiement. Veuillez réessayer ultérieurement.',
  redirect: 'Vous allez être redirigé vers la page de paiement sécurisé.',
  failed: 'Échec du paiement…',
} as const;

const titles = DEMO.networks.flatMap((network) => network.produits);
const title = (label: string) => {
  const found = titles.find((product) => product.label === label);
  if (!found) throw new Error(`Titre inconnu de l'émulateur : ${label}`);
  return found;
};
const DAY_PASS = title('Pass 1 jour interurbain');
const BLOIS_HOUR = title('Ticket 1 heure Blois');
const STUDENT = title('Abonnement mensuel Étudiant interurbain');

interface ProviderCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Every call the page makes to the mobile-ticket provider, with its headers and JSON body. */
function recordProviderCalls(page: Page): ProviderCall[] {
  const calls: ProviderCall[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith(`${API}/`)) return;
    const raw = request.postData();
    calls.push({
      method: request.method(),
      path: url.pathname.slice(API.length),
      headers: request.headers(),
      body: raw ? (JSON.parse(raw) as unknown) : undefined,
    });
  });
  return calls;
}

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
/** Intl writes its spaces as no-break spaces; the page's text is compared with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function logIn(page: Page, mail: string, password: string = DEMO.password) {
  await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(mail);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

const productsHeading = (page: Page) => page.getByRole('heading', { name: 'Choisissez votre billet' });
const chooseButton = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^Choisir ${label},`) });

async function openLoggedIn(page: Page, mail: string = DEMO.accounts.confirmed) {
  await page.goto('/appli');
  await expect(page.getByRole('heading', { level: 1, name: 'Billets sur mobile' })).toBeVisible();
  await logIn(page, mail);
  await expect(productsHeading(page)).toBeVisible();
}

/** Choisir → the provider's check → the cart with its one line, then the terms and 'Payer'. */
async function chooseAndPay(page: Page, label: string) {
  await chooseButton(page, label).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  await expect(page.getByText(TEXTS.redirect)).toBeVisible();
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
}

/** The card provider's page, on its own origin: pay with the test card it offers first (accepted). */
async function payOnCardPage(page: Page, card: 'accepted' | 'declined' = 'accepted', mobile = false) {
  const path = mobile ? '/fournisseur/paiement-carte/mobile' : '/fournisseur/paiement-carte';
  await expect(page).toHaveURL(`${currentServers().providersURL}${path}`);
  if (card === 'declined') await page.getByRole('radio', { name: /Carte de test refusée/ }).check();
  await page.getByRole('button', { name: 'Payer' }).click();
}

test.afterEach(async ({ request }) => {
  await clearProviderFaults(request);
});

test('log in, choose a title, pay on the card page, read the summary: the ticket is in the account once', async ({
  page,
  request,
}) => {
  const before = await accountTickets(request, DEMO.accounts.confirmed);
  const calls = recordProviderCalls(page);
  await openLoggedIn(page);

  // The titles grouped by network, prices in euros from cents.
  for (const network of DEMO.networks) {
    const section = page.getByRole('region', { name: network.label });
    await expect(section.getByRole('heading', { name: network.label })).toBeVisible();
    for (const product of network.produits) {
      const button = section.getByRole('button', {
        name: `Choisir ${product.label}, ${euros(product.prixTTC)}`,
      });
      await expect(button).toBeVisible();
    }
  }
  await expect(page.getByRole('link', { name: 'Télécharger dans l’App Store' })).toHaveAttribute(
    'href',
    /^https:\/\/apps\.apple\.com\//,
  );
  await expect(page.getByRole('link', { name: 'Disponible sur Google Play' })).toHaveAttribute(
    'href',
    /^https:\/\/play\.google\.com\//,
  );
  await expectNoAxeViolation(page);

  await chooseAndPay(page, DAY_PASS.label);
  await payOnCardPage(page);

  await expect(page).toHaveURL(/\/recapitulatif$/);
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible();
  const summary = plain((await page.getByRole('main').textContent())!);
  expect(summary).toContain(DAY_PASS.label);
  expect(summary).toContain(plain(euros(DAY_PASS.prixTTC)));
  expect(summary).toContain(plain(euros(DAY_PASS.prixTTC - DAY_PASS.prixHT)));
  await expectNoAxeViolation(page);

  // The provider's calls in SPEC §7's order and shapes; the account's bearer only in X-Authorization.
  expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
    'POST /token/authenticate',
    'POST /user/connexion',
    'GET /produit/getProduits',
    'POST /paiement/checkpanier',
    'POST /paiement/init/paybox',
  ]);
  for (const call of calls) {
    expect(call.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(call.headers.authorization).toBeUndefined();
    expect(call.headers['x-xsrf-token']).toBeUndefined();
  }
  expect(calls[0]!.headers['x-authorization']).toBeUndefined();
  const bearer = calls[1]!.headers['x-authorization'];
  expect(bearer).toMatch(/^Bearer [A-Za-z0-9_-]{20,}$/);
  for (const call of calls.slice(1)) expect(call.headers['x-authorization']).toBe(bearer);
  expect(calls[0]!.body).toEqual({
    mail: DEMO.accounts.confirmed,
    password: DEMO.password,
    supportNumero: expect.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/) as unknown,
  });
  expect(calls[1]!.body).toBeUndefined();
  expect(calls[3]!.body).toEqual({ proIds: [DAY_PASS.id] });
  expect(calls[4]!.body).toEqual({
    produits: [{ id: DAY_PASS.id, quantite: 1 }],
    cancelURL: MOBILE_RETURN_PATHS.cancel,
    rejectedURL: MOBILE_RETURN_PATHS.rejected,
    successURL: MOBILE_RETURN_PATHS.success,
    totalTTC: DAY_PASS.prixTTC,
    activerOneClick: false,
    restrictCbOnThisSupport: false,
  });

  // The purchase reached the account exactly once; the summary names its order.
  const after = await accountTickets(request, DEMO.accounts.confirmed);
  expect(after).toHaveLength(before.length + 1);
  const ticket = after[0]!;
  expect(ticket).toMatchObject({ produitId: DAY_PASS.id, label: DAY_PASS.label });
  expect(summary).toContain(`Commande n° ${ticket.idCommande}`);

  // A reload of the summary shows it again and buys nothing more; the cart is empty afterwards.
  await page.reload();
  await expect(page.getByText(`Commande n° ${ticket.idCommande}`, { exact: false })).toBeVisible();
  expect(await accountTickets(request, DEMO.accounts.confirmed)).toHaveLength(before.length + 1);
  await page.goto('/cart');
  await expect(page.getByText('Il n’y a aucun produit dans votre panier.')).toBeVisible();
});

test("the back office's preferences without store links: the operator's App Store and Google Play pages", async ({
  page,
}) => {
  // A back office that names no listing (mobileAppLinks is not in SPEC): its answer as sent, without them.
  const answered: unknown[] = [];
  await page.route('**/api/preferences', async (route) => {
    const response = await route.fetch();
    const preferences = (await response.json()) as Record<string, unknown>;
    delete preferences.mobileAppLinks;
    answered.push(preferences);
    await route.fulfill({ response, json: preferences });
  });
  await page.goto('/appli');
  await expect(page.getByRole('heading', { name: 'Téléchargez l’application mobile' })).toBeVisible();
  expect(answered.length).toBeGreaterThan(0);
  expect(answered.every((preferences) => !('mobileAppLinks' in (preferences as object)))).toBe(true);
  const apple = page.getByRole('link', { name: 'Télécharger dans l’App Store' });
  const google = page.getByRole('link', { name: 'Disponible sur Google Play' });
  await expect(apple).toHaveAttribute('href', 'https://apps.apple.com/fr/app/ligeo-billets/id6400000000');
  await expect(google).toHaveAttribute(
    'href',
    'https://play.google.com/store/apps/details?id=fr.ligeo.billets',
  );
  for (const link of [apple, google]) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('a declined card: Échec du paiement…, nothing in the account; the card page cancelled goes back to the titles', async ({
  page,
  request,
}) => {
  const before = await accountTickets(request, DEMO.accounts.confirmed);
  await openLoggedIn(page);
  await chooseAndPay(page, BLOIS_HOUR.label);
  await payOnCardPage(page, 'declined');
  await expect(page).toHaveURL(/\/recapitulatif\?cancel=true$/);
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.failed })).toBeVisible();
  expect(await accountTickets(request, DEMO.accounts.confirmed)).toHaveLength(before.length);

  // The title is still in the cart; this time the customer gives up on the card page.
  await page.goto('/cart');
  await expect(page.getByText(`${BLOIS_HOUR.label} x 1`)).toBeVisible();
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await page.getByRole('button', { name: 'Annuler le paiement' }).click();
  await expect(page).toHaveURL(/\/appli$/);
  await expect(productsHeading(page)).toBeVisible();
  expect(await accountTickets(request, DEMO.accounts.confirmed)).toHaveLength(before.length);
});

test('a wrong password, then the disabled account: SPEC §8 texts, and the login stays', async ({ page }) => {
  await page.goto('/appli');
  await logIn(page, DEMO.accounts.confirmed, 'pas-le-bon');
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.wrongPair })).toBeVisible();
  await expect(productsHeading(page)).toHaveCount(0);

  await logIn(page, DEMO.accounts.disabled);
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.login })).toBeVisible();
  await expect(productsHeading(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

test('the password is shown on demand', async ({ page }) => {
  await page.goto('/appli');
  const password = page.getByLabel(/^Mot de passe/);
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  const toggle = page.getByRole('button', { name: 'Afficher le mot de passe' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('an unconfirmed account (COMPTE_NON_CONFIRME) is let in', async ({ page }) => {
  await openLoggedIn(page, DEMO.accounts.unconfirmed);
  await expect(chooseButton(page, DAY_PASS.label)).toBeVisible();
});

test('profile texts: the Étudiant profile missing, then out of date; another title goes through', async ({
  page,
}) => {
  await openLoggedIn(page, DEMO.accounts.withoutStudent);
  await chooseButton(page, STUDENT.label).click();
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.missing })).toBeVisible();
  await expect(page).toHaveURL(/\/appli$/);

  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await logIn(page, DEMO.accounts.studentOutOfDate);
  await expect(productsHeading(page)).toBeVisible();
  await chooseButton(page, STUDENT.label).click();
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.outOfDate })).toBeVisible();
  await expect(page).toHaveURL(/\/appli$/);

  await chooseButton(page, DAY_PASS.label).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(`${DAY_PASS.label} x 1`)).toBeVisible();
});

test('an expired token: the next call answers 401 and the login comes back, the token forgotten', async ({
  page,
  request,
}) => {
  await openLoggedIn(page);
  // The titles are on screen, their calls answered: the expiry below is met by the next call, the tap's.
  await expect(chooseButton(page, DAY_PASS.label)).toBeVisible();
  expect(await expireMobileTokens(request, DEMO.accounts.confirmed)).toBeGreaterThan(0);
  await chooseButton(page, DAY_PASS.label).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page).toHaveURL(/\/appli$/);
  expect(await storedAccount(page)).toEqual({ account: null, inLocalStorage: false });

  // Expired while the cart waits: 'Payer' brings the login back too, nothing is paid.
  await openLoggedIn(page);
  await chooseButton(page, DAY_PASS.label).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expireMobileTokens(request, DEMO.accounts.confirmed);
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page).toHaveURL(/\/appli$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

test("'Annuler' logs out: the token is cleared and a reload stays logged out", async ({ page }) => {
  await openLoggedIn(page);
  expect((await storedAccount(page)).account?.mail).toBe(DEMO.accounts.confirmed);
  // Logged in, a reload goes straight to the titles.
  await page.reload();
  await expect(productsHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(await storedAccount(page)).toEqual({ account: null, inLocalStorage: false });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(productsHeading(page)).toHaveCount(0);
});

test('the provider failing or unreachable: each SPEC §8 text, never a blank page', async ({
  page,
  request,
}) => {
  // Unreachable at login (every connection dropped: Chromium itself retries a POST whose reused
  // connection closed without an answer, so one dropped connection alone would go unnoticed).
  await addProviderFault(request, { path: `${API}/token/authenticate`, down: true });
  await page.goto('/appli');
  await logIn(page, DEMO.accounts.confirmed);
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.login })).toBeVisible();
  await clearProviderFaults(request);

  // The titles failing, then a status other than OK.
  await addProviderFault(request, { path: `${API}/produit/getProduits`, status: 500, times: 1 });
  await logIn(page, DEMO.accounts.confirmed);
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.products })).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await addProviderFault(request, {
    path: `${API}/produit/getProduits`,
    status: 200,
    body: { statusWsResponse: 'KO_SERVICE', reseaux: [] },
    times: 1,
  });
  await logIn(page, DEMO.accounts.confirmed);
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.products })).toBeVisible();

  // The cart check failing.
  await page.reload();
  await expect(productsHeading(page)).toBeVisible();
  await addProviderFault(request, { path: `${API}/paiement/checkpanier`, status: 500, times: 1 });
  await chooseButton(page, DAY_PASS.label).click();
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.addToCart })).toBeVisible();
  await expect(page).toHaveURL(/\/appli$/);

  // The payment start failing, then unreachable: the text, 'Payer' usable again, nothing left the page.
  await chooseButton(page, DAY_PASS.label).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await addProviderFault(request, { path: `${API}/paiement/init/paybox`, status: 500, times: 1 });
  const pay = page.getByRole('button', { name: 'Payer', exact: true });
  await pay.click();
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.payment })).toBeVisible();
  await expect(pay).not.toHaveAttribute('aria-disabled', 'true');
  await addProviderFault(request, { path: `${API}/paiement/init/paybox`, down: true });
  await pay.click();
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.payment })).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await clearProviderFaults(request);
  // And then it goes through.
  await pay.click();
  await payOnCardPage(page);
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible();
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('390 × 844: the screens fit, axe finds nothing, and the card form goes to the mobile page', async ({
    page,
  }) => {
    const noSidewaysScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.goto('/appli');
    await noSidewaysScroll();
    await expectNoAxeViolation(page);
    await logIn(page, DEMO.accounts.confirmed);
    await expect(productsHeading(page)).toBeVisible();
    await noSidewaysScroll();
    await expectNoAxeViolation(page);
    await chooseButton(page, BLOIS_HOUR.label).click();
    await expect(page).toHaveURL(/\/cart$/);
    await noSidewaysScroll();
    await expectNoAxeViolation(page);
    await page.getByLabel(/J’ai lu et j’accepte les/).check();
    await page.getByRole('button', { name: 'Payer', exact: true }).click();
    await payOnCardPage(page, 'accepted', true);
    await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible();
    await noSidewaysScroll();
    await expectNoAxeViolation(page);
  });
});

test.describe('counter PC and kiosk', () => {
  test('counter PC: the same purchase, the device id as support number', async ({
    page,
    request,
    openKiosk,
  }) => {
    const device = await openKiosk({ mode: 'counter' });
    const calls = recordProviderCalls(page);
    const before = await accountTickets(request, DEMO.accounts.unconfirmed);
    await openLoggedIn(page, DEMO.accounts.unconfirmed);
    expect((calls[0]!.body as { supportNumero: string }).supportNumero).toBe(device.deviceId);
    await chooseAndPay(page, DAY_PASS.label);
    await payOnCardPage(page);
    await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible();
    const after = await accountTickets(request, DEMO.accounts.unconfirmed);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ produitId: DAY_PASS.id });
  });

  test('kiosk: no mobile-ticket tile, and /appli sends home', async ({ page, openKiosk }) => {
    await openKiosk();
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Mon trajet' })).toBeVisible();
    await expect(page.getByText('Billets sur mobile')).toHaveCount(0);
    await page.goto('/appli');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveCount(0);
  });
});
