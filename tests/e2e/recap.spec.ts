// SPEC §2 "Summary": what the provider's return says (paymentOk, module) and the PDF files' names.
import { expect, test, type Page } from './support/test';
import { parisDay } from '../../src/shared/dates';
import { addFault, clearFaults, setCardHolderField } from './support/emulator';
import { addProduct, callsTo, fillAddress, payWith, recordCalls, shopToPayment } from './support/purchase';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
  await setCardHolderField(request, 'porteur');
});

async function payOnProvider(page: Page, card: 'acceptée' | 'refusée') {
  await expect(page).toHaveURL(/\/fournisseur\/paiement-carte/);
  await page.getByRole('radio', { name: new RegExp(`Carte de test ${card}`) }).check();
  await page.getByRole('button', { name: 'Payer' }).click();
}

test('paymentOk=false: the refusal at once, nothing polled', async ({ page, request }) => {
  await shopToPayment(page);
  await fillAddress(page);
  await payWith(page, 'Carte bancaire');
  // Were the page to poll, it would wait on and on: the payment state never finishes.
  await addFault(request, {
    method: 'POST',
    path: '/paiement/api/payment/wait',
    status: 200,
    body: { finished: false, error: false },
  });
  const calls = recordCalls(page);
  await payOnProvider(page, 'refusée');
  await expect(page).toHaveURL(/\/recapitulatif\?.*paymentOk=false/);
  await expect(page.getByRole('alert')).toHaveText('Votre paiement a été refusé.');
  await expect(page.getByText('Votre paiement est en cours… Veuillez patienter.')).toHaveCount(0);
  expect(callsTo(calls, '/paiement/api/payment/wait')).toHaveLength(0);
});

test('module: a shop locked by ?module=VPC stays locked on the summary opened in a new tab, and after its reload', async ({
  page,
  context,
}) => {
  await page.goto('/?module=VPC');
  await expect(page).toHaveURL(/\/vpc\/itemlist$/);
  await addProduct(page, 0);
  await page.getByRole('link', { name: 'Consulter mon panier' }).click();
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await fillAddress(page);
  // The bank hands the customer back in a new tab (as a bank's app does on a phone): the return
  // address is caught here and opened in another tab, which has none of this tab's session.
  let returnUrl = '';
  await page.route(
    (url) => url.pathname === '/fournisseur/paiement-carte/decision',
    async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      returnUrl = answer.headers()['location'] ?? '';
      await route.fulfill({ contentType: 'text/plain', body: 'Retour ouvert dans un autre onglet.' });
    },
  );
  await payWith(page, 'Carte bancaire');
  await payOnProvider(page, 'acceptée');
  await expect.poll(() => returnUrl).toMatch(/\/recapitulatif\?.*module=VPC/);

  const tab = await context.newPage();
  await tab.goto(returnUrl);
  await expect(tab.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  await expect(tab.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  await expect(tab.locator('header').getByRole('link')).toHaveCount(0);
  // Still locked after a reload of that tab.
  await tab.reload();
  await expect(tab.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  await expect(tab.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
});

test('a customer who was not locked is not locked by the return', async ({ page }) => {
  await shopToPayment(page);
  await fillAddress(page);
  await payWith(page, 'Carte bancaire');
  await payOnProvider(page, 'acceptée');
  await expect(page).toHaveURL(/\/recapitulatif\?.*module=VPC/);
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
});

test('the receipt is saved as recu-commande.pdf', async ({ page }) => {
  await shopToPayment(page);
  await fillAddress(page);
  await payWith(page, 'Carte bancaire');
  await payOnProvider(page, 'acceptée');
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger le reçu (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('recu-commande.pdf');
});

test('a trip ticket is saved as ticket-{number}.pdf (SPEC §7), fetched by its number', async ({ page }) => {
  const calls = recordCalls(page);
  await page.goto('/home');
  await expect(page.locator('.tiles > li').first()).toBeVisible();
  // The trip is put in the cart through the back office's own call, with this visitor's session, token
  // and CSRF cookie: line 1's 09:00 run tomorrow (Paris), Blois station 09:06 to Vendôme 09:56.
  const tomorrow = parisDay(new Date(Date.now() + 24 * 3600 * 1000));
  const status = await page.evaluate(async (day) => {
    const csrf = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/)?.[1] ?? '';
    const response = await fetch('/vente/api/cart/articles', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('authenticationToken')}`,
        'X-XSRF-TOKEN': decodeURIComponent(csrf),
      },
      body: JSON.stringify([
        {
          type: 'RESERVATION',
          codeProduitReservation: 'RES-PLEIN',
          quantite: 1,
          codeOrigine: 'BLO-GARE',
          codeDestination: 'VEN-GARE',
          codeCourse: 'L1-A-0900',
          codeLigne: 'L1',
          libelleOrigine: 'Blois – Gare',
          libelleDestination: 'Vendôme – Gare',
          libelleLigne: 'L1 Blois – Vendôme',
          dateDepart: `${day}T09:06:00`,
          dateArrivee: `${day}T09:56:00`,
        },
      ]),
    });
    localStorage.setItem('cartType', 'reservation');
    return response.status;
  }, tomorrow);
  expect(status).toBe(200);
  await page.goto('/cart');
  await expect(page.getByText('Plein tarif x 1')).toBeVisible();
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await fillAddress(page);
  await payWith(page, 'Carte bancaire');
  await payOnProvider(page, 'acceptée');
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });

  // A reserved seat's button names its leg (issue 26 §2).
  const ticketButton = page.getByRole('button', { name: /^Télécharger le billet Aller \d+$/ });
  await expect(ticketButton).toHaveCount(1);
  const number = (await ticketButton.textContent())!.replace('Télécharger le billet Aller ', '').trim();
  const [download] = await Promise.all([page.waitForEvent('download'), ticketButton.click()]);
  expect(download.suggestedFilename()).toBe(`ticket-${number}.pdf`);
  expect(callsTo(calls, `/vente/api/order/summary/ticket/${number}/pdf`).map((c) => c.method)).toEqual([
    'GET',
  ]);
});
