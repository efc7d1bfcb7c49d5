// Card reload and origin-destination tickets at the station kiosk and the counter PC (issue 12): the card number typed on the
// on-screen keypad, the birth date and the journey chosen in touch selects, the payment on the card
// terminal, the receipt printed and decoded; an OD ticket printed with its QR code and what it is good for.
// The bridge goes to the real main-process handlers (Caisse-AP driver → loopback terminal, printer →
// loopback printer), as in kiosk.spec.ts.
import type { Page } from '@playwright/test';
import { decodeEscPos } from '../../src/demo-kiosk/escpos-decoder';
import { expectNoAxeViolation } from './support/axe';
import { expectTouchTargets, fillEmailAndTerms, typeOnScreen, type KioskDevice } from './support/kiosk';
import { callsTo, fillAddress, recordCalls } from './support/purchase';
import {
  CARDS,
  choose,
  chooseJourney,
  increase,
  isoDay,
  openArticles,
  plusButton,
  product,
  selectButton,
  shownDay,
  validate,
} from './support/reload';
import { expect, test } from './support/kiosk-test';

// The kiosk is a touch screen, 1080 × 1920: the band stays above the open keyboard there.
test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true });

/** 'Valider les achats' on /payment: the terminal approves, the summary shows, the receipt is printed. */
async function payOnTerminalAndPrint(page: Page, device: KioskDevice) {
  await fillEmailAndTerms(page);
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement sur le terminal' })).toBeVisible();
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  const summary = page.locator('.order-summary');
  const orderNumber = (await summary.locator('strong').first().textContent())!.trim();
  // The kiosk prints: no download.
  await expect(page.getByRole('button', { name: /^Télécharger/ })).toHaveCount(0);
  await expectTouchTargets(page);
  await page.getByRole('button', { name: 'Imprimer le reçu' }).click();
  await expect(page.getByText('Votre reçu a été imprimé. Pensez à le prendre.')).toBeVisible();
  const [job] = await device.printer.waitForJobs(1);
  return { orderNumber, printed: decodeEscPos(job!) };
}

test('kiosk reload: card number on the keypad, birth date in touch selects, two carnets, terminal, printed receipt', async ({
  page,
  device,
}) => {
  // A whole purchase and a second lookup, with axe at 1080 × 1920 along the way.
  test.slow();
  const calls = recordCalls(page);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Recharger', exact: true }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Recharger ma carte' })).toBeVisible();
  await expectTouchTargets(page);
  await expectNoAxeViolation(page);

  // The number on the on-screen numeric keypad, key by key.
  await typeOnScreen(page, 'Numéro de carte *', [...CARDS.personalised]);
  const keyboard = page.getByRole('region', { name: 'Clavier virtuel' });
  await expect(keyboard.getByRole('button', { name: 'a', exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Numéro de carte' })).toHaveValue(CARDS.personalised);
  // 'Retour' and 'Valider' in the band, above the open keyboard (issue 24): no need to hide it first.
  const band = page.getByRole('region', { name: 'Actions de la page' });
  const bandRow = band.locator('.kiosk-actions__row').getByRole('button');
  await expect(bandRow).toHaveText(['Retour', 'Valider']);
  const bandBox = (await bandRow.last().boundingBox())!;
  expect(bandBox.y + bandBox.height).toBeLessThanOrEqual((await keyboard.boundingBox())!.y);
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Masquer le clavier' }).tap();
  await choose(page, 'Jour', '14');
  await choose(page, 'Mois', 'mai');
  await choose(page, 'Année', '1990');
  await validate(page).tap();

  await expect(page).toHaveURL(/\/rechargement\/articles$/);
  await expect(page.getByText('Carte n° 1000 0000 0002')).toBeVisible();
  // The trips the card holds before (another kiosk run may have loaded a carnet on this demo card).
  const tripsBefore = await carnetTrips(page);
  // One card per title, its price and rule read before paying, no quantities (issue 24 item 2); a title
  // whose start is chosen shows that choice on its card.
  const booklet = product(page, 'Carnet 10 voyages');
  await expect(booklet).toContainText('13,00 €');
  await expect(booklet).toContainText('valable 1 jour à partir de l’achat');
  await expect(product(page, 'Abonnement mensuel Ligéo')).toContainText('valable le mois choisi');
  await expect(
    selectButton(product(page, 'Abonnement mensuel Ligéo'), 'Début de validité Abonnement mensuel Ligéo'),
  ).toBeVisible();
  await expect(plusButton(page, 'Carnet 10 voyages')).toHaveCount(0);
  await expectTouchTargets(page);
  await expectNoAxeViolation(page);
  await booklet.getByRole('button', { name: 'Acheter Carnet 10 voyages', exact: true }).tap();

  // The kiosk has no cart route: straight to its payment page.
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Adresse et paiement' })).toBeVisible();
  await expect(page.locator('.cart-lines')).toContainText('Carnet 10 voyages x 1');
  expect(callsTo(calls, '/vente/api/cart/article').map((c) => c.body)).toEqual([
    {
      type: 'RECHARGEMENT',
      idProduit: 106,
      quantite: 1,
      numSupport: CARDS.personalised,
      ddv: isoDay(new Date()),
    },
  ]);
  await expectTouchTargets(page);
  await expectNoAxeViolation(page);

  const { orderNumber, printed } = await payOnTerminalAndPrint(page, device);
  // One debit of 13,00 €.
  expect(device.terminal.debits).toBe(1);
  expect(device.terminal.requests[0]!.find(([tag]) => tag === 'CB')?.[1]).toBe('1300');
  const text = printed.text.join('\n');
  expect(printed.text).toContain(`Commande n° ${orderNumber}`);
  expect(text).toContain('Carnet 10 voyages');
  expect(text).toContain('13,00 €');
  // A reload is loaded onto the card: no ticket, no QR code.
  expect(printed.qrCodes).toEqual([]);
  expect(printed.cuts).toBeGreaterThan(0);

  // The summary's 'Terminer' forgets the customer; the card then holds its 10 trips.
  await page.getByRole('button', { name: 'Terminer' }).tap();
  await page.goto('/rechargement/infos');
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill(CARDS.personalised);
  await choose(page, 'Jour', '14');
  await choose(page, 'Mois', 'mai');
  await choose(page, 'Année', '1990');
  // Choosing in a select took the focus off the number: the keyboard is closed.
  await expect(page.getByRole('region', { name: 'Clavier virtuel' })).toHaveCount(0);
  await validate(page).tap();
  await expect(carnetOf(page)).toContainText(`${tripsBefore + 10} voyages restants`);
});

/** The card's carnet line in 'Mes titres' (one line, whatever the number of carnets loaded). */
const carnetOf = (page: Page) =>
  page
    .getByRole('region', { name: 'Mes titres' })
    .getByRole('listitem')
    .filter({ hasText: 'Carnet 10 voyages' })
    .first();

async function carnetTrips(page: Page): Promise<number> {
  await expect(page.getByRole('region', { name: 'Mes titres' })).toBeVisible();
  if ((await carnetOf(page).count()) === 0) return 0;
  const trips = /(\d+) voyages restants/.exec((await carnetOf(page).textContent()) ?? '');
  expect(trips, 'le carnet dit ses voyages restants').not.toBeNull();
  return Number(trips![1]);
}

test("kiosk reload: a month chosen on its title's card, then 'Acheter' loads it from that month", async ({
  page,
}) => {
  // A lookup, a recalculated period and the cart, with axe: slow on a shared machine.
  test.slow();
  const calls = recordCalls(page);
  await openArticles(page, CARDS.valid);
  const monthly = product(page, 'Abonnement mensuel Ligéo');
  const today = new Date();
  const monthName = (d: Date) => d.toLocaleDateString('fr-FR', { month: 'long', year: 'numeric' });
  const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
  const after = new Date(today.getFullYear(), today.getMonth() + 2, 1);
  // The card holds this month: the next one is offered first, quietly recalculated.
  const picker = selectButton(monthly, 'Début de validité Abonnement mensuel Ligéo');
  await expect(picker).toHaveAccessibleName(`${monthName(next)} Début de validité Abonnement mensuel Ligéo`);
  await expect.poll(() => callsTo(calls, '/vente/api/produit_vendable/101/periode_validite').length).toBe(1);
  await expect(monthly.getByRole('status')).toHaveCount(0);
  await choose(page, 'Début de validité Abonnement mensuel Ligéo', monthName(after), monthly);
  await expect(monthly.getByRole('status')).toHaveText('La période de validité a été mise à jour.');
  await expectNoAxeViolation(page);
  await monthly.getByRole('button', { name: 'Acheter Abonnement mensuel Ligéo', exact: true }).tap();
  await expect(page).toHaveURL(/\/payment$/, { timeout: 20_000 });
  await expect(page.locator('.cart-lines')).toContainText('Abonnement mensuel Ligéo x 1');
  expect(callsTo(calls, '/vente/api/cart/article').map((c) => c.body)).toEqual([
    { type: 'RECHARGEMENT', idProduit: 101, quantite: 1, numSupport: CARDS.valid, ddv: isoDay(after) },
  ]);
});

test("kiosk reload: 'Plusieurs titres' brings back the quantities and 'Valider'", async ({ page }) => {
  test.slow();
  await openArticles(page, CARDS.valid);
  await expect(product(page, 'Carnet 10 voyages')).toBeVisible();
  const several = page.getByRole('button', { name: 'Plusieurs titres', exact: true });
  await several.tap();
  await expect(several).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Acheter Carnet 10 voyages' })).toHaveCount(0);
  await increase(page, 'Carnet 10 voyages', 2, true);
  await expect(page.getByRole('textbox', { name: 'Quantité Carnet 10 voyages' })).toHaveValue('2');
  await expectNoAxeViolation(page);
  await validate(page).tap();
  await expect(page).toHaveURL(/\/payment$/, { timeout: 20_000 });
  await expect(page.locator('.cart-lines')).toContainText('Carnet 10 voyages x 2');
});

test('kiosk OD ticket: journey in touch selects, terminal, the ticket printed with its QR code and its validity', async ({
  page,
  device,
}) => {
  // The journey, axe at 1080 × 1920, a payment on the terminal and the printed ticket.
  test.slow();
  await page.goto('/home');
  await page.getByRole('link', { name: 'Acheter', exact: true }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Acheter un titre' })).toBeVisible();
  await chooseJourney(page, 'Ligne 4 Blois – Mer', 'Blois – Gare routière', 'Mer – Centre');
  // One card per title, its rule read before paying; one tap on 'Acheter' takes one and goes to pay.
  const single = product(page, 'Billet unitaire');
  await expect(single).toContainText('3,20 €');
  await expect(single).toContainText('valable 30 minutes après l’achat');
  await expect(product(page, 'Billet à date choisie')).toContainText('valable le jour choisi');
  await expect(product(page, 'Pass journée origine-destination')).toContainText(
    'valable 1 jour à partir de la première validation',
  );
  await expectTouchTargets(page);
  await expectNoAxeViolation(page);
  await single.getByRole('button', { name: 'Acheter Billet unitaire', exact: true }).tap();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('main')).toContainText('Billet unitaire x 1');

  const { printed } = await payOnTerminalAndPrint(page, device);
  expect(device.terminal.debits).toBe(1);
  expect(device.terminal.requests[0]!.find(([tag]) => tag === 'CB')?.[1]).toBe('320');
  // One QR code, the ticket number, and under it what the ticket is good for.
  expect(printed.qrCodes).toHaveLength(1);
  const ticket = printed.qrCodes[0]!;
  expect(ticket).toMatch(/^\d+$/);
  const at = printed.text.indexOf(`Billet n° ${ticket}`);
  expect(at).toBeGreaterThan(0);
  // Lines wrap at the printer's width: read them as one text.
  const details = printed.text.slice(at + 1, at + 9).join(' ');
  expect(details).toContain('Ligne 4 Blois - Mer');
  expect(details).toContain('De Blois - Gare routière à Mer - Centre');
  expect(details).toContain(`Valable le ${shownDay(new Date())}`);
  expect(details).toMatch(
    /Valable aujourd'hui : utilisable à bord dans les 30 minutes suivant l'achat, jusqu'à \d{2}:\d{2}\./,
  );
  // The QR code comes before its number on paper.
  const events = printed.events.map((e) =>
    e.type === 'qr' ? `QR ${e.data}` : e.type === 'line' ? e.text : e.type,
  );
  expect(events.indexOf(`QR ${ticket}`)).toBe(events.indexOf(`Billet n° ${ticket}`) - 1);
});

test("kiosk OD tickets: 'Plusieurs titres' keeps the quantities reachable", async ({ page }) => {
  await page.goto('/selection-od');
  await chooseJourney(page, 'Ligne 4 Blois – Mer', 'Blois – Gare routière', 'Mer – Centre');
  await expect(plusButton(page, 'Billet unitaire')).toHaveCount(0);
  const several = page.getByRole('button', { name: 'Plusieurs titres', exact: true });
  await several.tap();
  await expect(several).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Acheter Billet unitaire' })).toHaveCount(0);
  await increase(page, 'Billet unitaire', 2, true);
  await expectNoAxeViolation(page);
  await validate(page).tap();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('main')).toContainText('Billet unitaire x 2');
});

// The counter PC's device: the same bridge, in its counter mode.
test.describe(() => {
  test.use({ kioskOptions: { mode: 'counter' } });

  test('counter PC: an OD ticket through the full web flow, downloaded and printed with its QR code', async ({
    page,
    device,
  }) => {
    await page.goto('/selection-od');
    await chooseJourney(page, 'Ligne 1 Blois – Vendôme', 'Blois – Gare routière', 'Vendôme – Gare routière');
    await increase(page, 'Billet unitaire');
    await validate(page).click();
    // The counter keeps the cart page and the address form; the customer's card goes on its terminal.
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('.cart-line')).toContainText('Vendôme – Gare routière');
    await page.getByLabel(/J’ai lu et j’accepte les/).check();
    await page.getByRole('button', { name: 'Valider les achats' }).click();
    await fillAddress(page);
    await page.getByRole('radio', { name: /Carte bancaire sur le terminal$/ }).check();
    await page.getByRole('button', { name: 'Valider les achats' }).click();
    await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });

    // Both: the ticket to download, and the receipt with the ticket to print.
    const download = page.getByRole('button', { name: /^Télécharger le billet \d+$/ });
    await expect(download).toHaveCount(1);
    const ticket = (await download.textContent())!.replace('Télécharger le billet', '').trim();
    await page.getByRole('button', { name: 'Imprimer le reçu' }).click();
    await expect(page.getByText('Votre reçu a été imprimé. Pensez à le prendre.')).toBeVisible();
    const [job] = await device.printer.waitForJobs(1);
    const printed = decodeEscPos(job!);
    expect(printed.qrCodes).toEqual([ticket]);
    expect(printed.text.join(' ')).toContain('De Blois - Gare routière à Vendôme - Gare routière');
    expect(printed.text.join(' ')).toContain('Paiement : Carte bancaire sur le terminal');
    expect(device.terminal.debits).toBe(1);
  });
});
