// Origin-destination titles on the web (issue 12, SPEC §2 "Selection-od", §4 "Top-up", §8): a single
// ticket bought and its ticket PDF read, an OD subscription topped up on card 100000000006 in card mode,
// and the SPEC errors.
import { expect, test } from './support/test';
import { expectNoAxeViolation } from './support/axe';
import { addFault, clearFaults } from './support/emulator';
import { pdfText } from '../support/pdf-text';
import { approveCard, callsTo, fillAddress, payWith, recordCalls } from './support/purchase';
import {
  CARDS,
  choose,
  chooseJourney,
  euros,
  increase,
  isoDay,
  lookUpCard,
  openArticles,
  product,
  selectButton,
  validate,
} from './support/reload';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

const L4 = 'Ligne 4 Blois – Mer';
const L2 = 'Ligne 2 Blois – Romorantin-Lanthenay';
const BLOIS = 'Blois – Gare routière';
const MER = 'Mer – Centre';
const CHEVERNY = 'Cheverny – Château';
const OD_MONTHLY = 'Abonnement mensuel origine-destination';

/** The month after today as the month selector shows it ('décembre 2026'), its first day (yyyy-MM-dd)
 * and its validity as the page says it. */
function nextMonth(): { label: string; first: string; period: string } {
  const [year, month] = isoDay(new Date()).split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month, 1, 12));
  const last = new Date(Date.UTC(year, month + 1, 0, 12));
  const label = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    first,
  );
  const shown = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('/');
  return { label, first: first.toISOString().slice(0, 10), period: `du ${shown(first)} au ${shown(last)}` };
}

test('a single OD ticket: line → stops → 2 tickets → cart → card payment → ticket PDF with its number', async ({
  page,
}) => {
  const calls = recordCalls(page);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Acheter', exact: true }).click();
  await expect(page).toHaveURL(/\/selection-od$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acheter un titre' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Étape 1 : votre ligne' })).toBeVisible();
  // The journey's steps show one after the other.
  await expect(page.getByRole('heading', { name: 'Étape 2 : votre trajet' })).toHaveCount(0);
  await expectNoAxeViolation(page);

  await chooseJourney(page, L4, BLOIS, MER);
  await expectNoAxeViolation(page);
  expect(callsTo(calls, '/vente/api/produit_vendable').map((c) => c.path)).toEqual([
    '/vente/api/produit_vendable?ligne=L4&origine=BLO-GARE&destination=MER-CENT',
  ]);
  // A ticket for the chosen trip, priced by the stops travelled.
  const single = product(page, 'Billet unitaire');
  await expect(single).toContainText('3,20 €');
  // Under each name, its validity: what sets the two single tickets apart.
  await expect(single.locator('.reload-product__rule')).toHaveText('valable 30 minutes après l’achat');
  await expect(product(page, 'Billet à date choisie').locator('.reload-product__rule')).toHaveText(
    'valable le jour choisi',
  );
  await increase(page, 'Billet unitaire', 2);
  expect(euros(await page.locator('.reload-summary__total strong').textContent())).toBe('6,40 €');

  await validate(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  const [added] = callsTo(calls, '/vente/api/cart/articles');
  expect(added!.body).toEqual([
    expect.objectContaining({
      type: 'TICKET_OD',
      codeProduitReservation: 'OD-UNITAIRE',
      quantite: 2,
      codeLigne: 'L4',
      codeOrigine: 'BLO-GARE',
      codeDestination: 'MER-CENT',
      libelleLigne: L4,
      libelleOrigine: BLOIS,
      libelleDestination: MER,
      ddv: isoDay(new Date()),
    }),
  ]);
  // SPEC §2 "Cart": OD carts show origin, destination and line.
  const line = page.locator('.cart-line');
  await expect(line).toContainText('Billet unitaire x 2');
  await expect(line).toContainText(BLOIS);
  await expect(line).toContainText(MER);
  await expect(line).toContainText(L4);
  // Issue 26 §2: a ticket for today says the 30-minute rule, in the validity rules' words.
  await expect(line.getByText('Billet valable 30 minutes après l’achat')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour', exact: true })).toHaveAttribute(
    'href',
    '/selection-od',
  );
  await expectNoAxeViolation(page);

  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await fillAddress(page);
  await payWith(page, 'Carte bancaire');
  await approveCard(page);
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  const flags = { isVpc: false, isReservation: false, isTicketOD: true, isRechargementOD: false };
  expect(callsTo(calls, '/vente/api/save')[0]!.body).toEqual({ ...flags, paymentMode: 'CB' });
  // The summary names the ticket's line, stops and the ticket's own 30-minute rule (issue 26 §2).
  const bought = page.locator('.order-summary');
  await expect(bought.getByText(L4)).toBeVisible();
  await expect(bought.getByText(`${BLOIS} → ${MER}`)).toBeVisible();
  await expect(
    bought.getByText(
      /^Valable aujourd’hui : utilisable à bord dans les 30 minutes suivant l’achat, jusqu’à \d{2}:\d{2}\.$/,
    ),
  ).toBeVisible();

  const ticketButton = page.getByRole('button', { name: /^Télécharger le billet \d+$/ });
  await expect(ticketButton).toHaveCount(1);
  const number = (await ticketButton.textContent())!.replace('Télécharger le billet', '').trim();
  const [download] = await Promise.all([page.waitForEvent('download'), ticketButton.click()]);
  expect(download.suggestedFilename()).toBe(`ticket-${number}.pdf`);
  const { readFile } = await import('node:fs/promises');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain(`Billet n° ${number}`);
  expect(text).toContain(L4);
  expect(text).toContain(BLOIS);
  expect(text).toContain(MER);
  expect(text).toMatch(/30 minutes/);
});

test('OD top-up in card mode on 100000000006: its subscription prefilled, next month chosen, paid, on the card', async ({
  page,
}) => {
  const calls = recordCalls(page);
  await page.goto('/selection-od?carte=true');
  // Card mode needs a looked-up card: first the card.
  await expect(page).toHaveURL(/\/rechargement\/infos-od$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recharger un trajet' })).toBeVisible();
  await validate(page).click();
  await expect(page.getByText('Veuillez saisir un numéro de carte', { exact: true })).toBeVisible();
  await expectNoAxeViolation(page);
  await lookUpCard(page, CARDS.odSubscriber);

  await expect(page).toHaveURL(/\/selection-od\?carte=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recharger un trajet' })).toBeVisible();
  await expect(page.getByText('Carte n° 1000 0000 0006')).toBeVisible();
  // The journey of the card's OD subscription, already chosen.
  await expect(selectButton(page, 'Ligne')).toHaveAccessibleName(`${L2} Ligne`);
  await expect(selectButton(page, 'Arrêt de départ')).toHaveAccessibleName(`${BLOIS} Arrêt de départ`);
  await expect(selectButton(page, 'Arrêt d’arrivée')).toHaveAccessibleName(`${CHEVERNY} Arrêt d’arrivée`);
  const monthly = product(page, OD_MONTHLY);
  await expect(monthly).toContainText('48,00 €');
  await expect(product(page, 'Billet unitaire')).toHaveCount(0);
  await expectNoAxeViolation(page);

  // The card holds this month on that journey: next month is offered first, recalculated by the back
  // office without a message.
  const month = nextMonth();
  await expect(selectButton(page, `Début de validité ${OD_MONTHLY}`)).toHaveAccessibleName(
    `${month.label} Début de validité ${OD_MONTHLY}`,
  );
  const period = `Validité : ${month.period}`;
  await expect(monthly.getByText(period)).toBeVisible();
  await expect(monthly.getByRole('status')).toHaveCount(0);
  expect(callsTo(calls, '/vente/api/produit_vendable/211/periode_validite').map((c) => c.body)).toEqual([
    { ddv: month.first, ligne: 'L2', origine: 'BLO-GARE', destination: 'CHV-CHAT' },
  ]);
  await increase(page, OD_MONTHLY);
  // A card takes one title at a time.
  await expect(
    page.getByRole('button', { name: 'Augmenter Quantité 10 trajets origine-destination' }),
  ).toBeDisabled();

  await validate(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  expect(callsTo(calls, '/vente/api/cart/articles')[0]!.body).toEqual([
    expect.objectContaining({
      type: 'RECHARGEMENT_ABONNE_OD',
      codeProduitReservation: 'OD-ABO-MOIS',
      quantite: 1,
      codeLigne: 'L2',
      codeOrigine: 'BLO-GARE',
      codeDestination: 'CHV-CHAT',
      numSupport: CARDS.odSubscriber,
      ddv: month.first,
    }),
  ]);
  const line = page.locator('.cart-line');
  await expect(line).toContainText(`${OD_MONTHLY} x 1`);
  await expect(line).toContainText(CHEVERNY);
  await expect(line).toContainText(period);
  // Issue 26 §2: the card as printed, in groups of four.
  await expect(line.getByText('Carte n° 1000 0000 0006')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour', exact: true })).toHaveAttribute(
    'href',
    '/selection-od?carte=true',
  );
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await fillAddress(page);
  await payWith(page, 'Carte bancaire');
  await approveCard(page);
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.order-summary').getByText('Carte n° 1000 0000 0006')).toBeVisible();
  const flags = { isVpc: false, isReservation: false, isTicketOD: false, isRechargementOD: true };
  expect(callsTo(calls, '/vente/api/save')[0]!.body).toEqual({ ...flags, paymentMode: 'CB' });

  // The subscription is on the card, with its line and stops.
  await openArticles(page, CARDS.odSubscriber);
  const titles = page.getByRole('region', { name: 'Mes titres' });
  const loaded = titles.getByRole('listitem').filter({ hasText: `D${month.period.slice(1)}` });
  await expect(loaded.filter({ hasText: OD_MONTHLY }).first()).toContainText(CHEVERNY);
});

test('changing the line clears the journey and its titles', async ({ page }) => {
  await page.goto('/selection-od');
  await chooseJourney(page, L4, BLOIS, MER);
  await increase(page, 'Billet unitaire');
  await choose(page, 'Ligne', L2);
  await expect(selectButton(page, 'Arrêt de départ')).toHaveAccessibleName('Choisir Arrêt de départ');
  await expect(selectButton(page, 'Arrêt d’arrivée')).toHaveAccessibleName('Choisir Arrêt d’arrivée');
  await expect(page.getByRole('heading', { name: 'Étape 3 : votre titre' })).toHaveCount(0);
  await expect(product(page, 'Billet unitaire')).toHaveCount(0);
  // The arrival list leaves out the departure chosen.
  await choose(page, 'Arrêt de départ', BLOIS);
  await selectButton(page, 'Arrêt d’arrivée').click();
  await expect(page.getByRole('option', { name: CHEVERNY, exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: BLOIS, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('SPEC §8: topology down, no title on the school line, titles failing', async ({ page, request }) => {
  await addFault(request, { path: '/topologie/api/topologie/ligne', status: 500, times: 1 });
  await page.goto('/selection-od');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Service indisponible. Veuillez réessayer ultérieurement.' }),
  ).toBeVisible();
  await expectNoAxeViolation(page);

  await addFault(request, { path: '/topologie/api/topologie/itineraire', status: 503, times: 1 });
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Service indisponible. Veuillez réessayer ultérieurement.' }),
  ).toBeVisible();

  await page.reload();
  await chooseJourney(
    page,
    'Ligne scolaire Vendôme – Montoire-sur-le-Loir',
    'Vendôme – Gare routière',
    'Montoire-sur-le-Loir – Place Clemenceau',
  );
  await expect(page.getByText('Aucun produit disponible à la vente.', { exact: true })).toBeVisible();

  await addFault(request, {
    path: '/vente/api/produit_vendable',
    status: 500,
    body: { messageError: 'Catalogue indisponible.' },
  });
  await choose(page, 'Ligne', L4);
  await choose(page, 'Arrêt de départ', BLOIS);
  await choose(page, 'Arrêt d’arrivée', MER);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Une erreur est survenue, veuillez réessayer.' }),
  ).toBeVisible();
});

test('bad query parameters answer 400 and change nothing', async ({ request }) => {
  const { id_token: token } = (await (await request.get('/api/jwttoken/generate')).json()) as {
    id_token: string;
  };
  const headers = { Authorization: `Bearer ${token}` };
  for (const query of [
    'ligne=L4&ligne=L1&origine=BLO-GARE&destination=MER-CENT',
    'ligne=L4&origine=BLO-GARE',
    'ligne=L4&origine=BLO-GARE&destination=BLO-GARE',
    'ligne=L9&origine=BLO-GARE&destination=MER-CENT',
    'numSupport=12ab',
    'numSupport=100000000001&inconnu=1',
  ]) {
    const response = await request.get(`/vente/api/produit_vendable?${query}`, { headers });
    expect(response.status(), query).toBe(400);
    expect(((await response.json()) as { messageError: string }).messageError).toMatch(/\S/);
  }
  const card = await request.get('/commerce/api/support?cardNumber=1000000000011', { headers });
  expect(card.status()).toBe(400);
});
