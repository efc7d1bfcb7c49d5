// Trip reservation on the web (issue 13; SPEC §2 "Reservation", §4 "Reservation flow", §5, §8, §9), in
// Chromium against the emulator: a round trip for 2 adults and 1 youth through the cart, the card
// provider and the summary, each ticket PDF read, the places taken on both runs; a full run and a run of
// one place; 'Mon trajet' by keyboard with its forced-choice stops; each error text by fault injection.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { pdfText } from '../support/pdf-text';
import { expectNoAxeViolation } from './support/axe';
import { addFault, clearFaults } from './support/emulator';
import { approveCard, callsTo, fillAddress, payWith, recordCalls } from './support/purchase';
import {
  addPassengers,
  BLOIS,
  CHEVERNY,
  chooseButton,
  chosenButton,
  tripFareTexts,
  L1,
  L2,
  legOfRun,
  orderAmounts,
  parisDay,
  pickDay,
  quotaOf,
  reservationDialog,
  searchTrips,
  shown,
  stopField,
  tripCard,
  VENDOME,
} from './support/reservation';

const TO_CHEVERNY: [[string, string], [string, string]] = [
  ['blois g', BLOIS],
  ['chev', CHEVERNY],
];
const TO_VENDOME: [[string, string], [string, string]] = [
  ['blois g', BLOIS],
  ['vendo', VENDOME],
];

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

const confirm = (page: Page) => reservationDialog(page).getByRole('button', { name: 'Confirmer' });
const stepTitle = (page: Page) => reservationDialog(page).locator('.reservation-dialog__step');

test('a round trip for 2 adults and 1 youth: cart with both legs, card payment, 6 ticket PDFs, places taken', async ({
  page,
  request,
}) => {
  test.slow();
  const day = parisDay(2);
  const outbound = await legOfRun(request, 'L2-A-0830', 'BLO-GARE', 'CHV-CHAT', day);
  const back = await legOfRun(request, 'L2-R-1300', 'CHV-CHAT', 'BLO-GARE', day);
  const early = await legOfRun(request, 'L2-R-0620', 'CHV-CHAT', 'BLO-GARE', day);
  const before = {
    outbound: (await quotaOf(request, 'L2-A-0830', day))!,
    back: (await quotaOf(request, 'L2-R-1300', day))!,
  };
  const calls = recordCalls(page);

  // The module's tile (sousFonction 1) lands on the reserve tab.
  await page.goto('/home');
  await page.getByRole('link', { name: 'Réserver', exact: true }).click();
  await expect(page).toHaveURL(/\/reservation\/infos\?tab=1$/);
  await expect(page.getByRole('tab', { name: 'Réserver un trajet' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(stopField(page, 'Départ')).toBeVisible();
  await expectNoAxeViolation(page);
  await searchTrips(page, ...TO_CHEVERNY, day);
  await expect(page.getByText(`De ${BLOIS} à ${CHEVERNY}, le ${shown(day)}`)).toBeVisible();
  const flags = { isVpc: false, isReservation: true, isTicketOD: false, isRechargementOD: false };
  expect(callsTo(calls, '/vente/api/cart/empty').map((c) => c.body)).toEqual([flags]);
  expect(callsTo(calls, '/topologie/api/coursesOD').map((c) => c.path)).toEqual([
    `/topologie/api/coursesOD?codeOrigine=BLO-GARE&codeDestination=CHV-CHAT&date=${day}`,
  ]);
  const card = tripCard(page, outbound);
  await expect(card).toContainText(L2);
  await expect(card).toContainText('31 min');
  // The full fare of one trip on line 2, and the lowest price with its profile (the solidarity fare).
  expect(await tripFareTexts(card)).toEqual([
    expect.stringMatching(/^Durée /),
    `Ligne ${L2}`,
    'Plein tarif 9,20 €',
    'À partir de 2,76 € (Tarif solidaire)',
  ]);
  await expect(card).toContainText(
    `${before.outbound.nbQuota - before.outbound.nbReservations} places disponibles`,
  );
  await expectNoAxeViolation(page);

  await chooseButton(card).click();
  const dialog = reservationDialog(page);
  await expect(dialog).toBeVisible();
  await expect(stepTitle(page)).toHaveText('Étape 1 : vos passagers');
  await addPassengers(page, 'Plein tarif aller-retour', 2);
  await addPassengers(page, 'Tarif jeune aller-retour', 1);
  // 2 × 18,40 € + 1 × 11,04 €, VAT 10 % included.
  expect(await orderAmounts(page)).toEqual(['Prix de la commande', '47,84 €', 'dont TVA', '4,36 €']);
  await expectNoAxeViolation(page);
  await confirm(page).click();

  await expect(stepTitle(page)).toHaveText('Étape 2 : la date du retour');
  await expect(confirm(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(confirm(page)).toHaveAccessibleDescription(
    `Pour confirmer, choisissez une date de retour à partir du ${shown(day)}.`,
  );
  await pickDay(dialog, page, 'Date du retour', day);
  await expect(confirm(page)).not.toHaveAttribute('aria-disabled', 'true');
  await confirm(page).click();

  await expect(stepTitle(page)).toHaveText('Étape 3 : le trajet retour');
  const backCard = tripCard(dialog, back);
  await expect(backCard).toBeVisible();
  // A run back leaving Cheverny before the outbound arrives there cannot be chosen.
  await expect(tripCard(dialog, early)).toContainText(
    'Ce trajet part avant l’arrivée de votre trajet aller.',
  );
  await expect(chooseButton(tripCard(dialog, early))).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolation(page);
  await expect(dialog.getByRole('list', { name: `Retour : ${CHEVERNY} → ${BLOIS}` })).toBeVisible();
  await expect(chooseButton(backCard)).toHaveAttribute('aria-pressed', 'false');
  await expect(chooseButton(backCard)).toHaveClass(/button--secondary/);
  await chooseButton(backCard).click();
  await expect(chosenButton(backCard)).toHaveAttribute('aria-pressed', 'true');
  await expect(chosenButton(backCard)).toHaveText('✓Trajet choisi');
  await expect(chosenButton(backCard)).not.toHaveClass(/button--secondary/);
  await confirm(page).click();

  // The cart: both profiles, each with its outbound and return leg.
  await expect(page).toHaveURL(/\/cart$/);
  const outboundFields = {
    type: 'RESERVATION',
    codeOrigine: 'BLO-GARE',
    codeDestination: 'CHV-CHAT',
    codeLigne: 'L2',
    libelleOrigine: BLOIS,
    libelleDestination: CHEVERNY,
    libelleLigne: L2,
    codeCourse: 'L2-A-0830',
    dateDepart: outbound.dateDepart,
    dateArrivee: outbound.dateArrivee,
    codeCourseRetour: 'L2-R-1300',
    codeLigneRetour: 'L2',
    libelleLigneRetour: L2,
    dateDepartRetour: back.dateDepart,
    dateArriveeRetour: back.dateArrivee,
  };
  expect(callsTo(calls, '/vente/api/cart/articles').map((c) => c.body)).toEqual([
    [
      { ...outboundFields, codeProduitReservation: 'RES-PLEIN-AR', quantite: 2 },
      { ...outboundFields, codeProduitReservation: 'RES-JEUNE-AR', quantite: 1 },
    ],
  ]);
  const lines = page.locator('.cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Plein tarif aller-retour x 2');
  await expect(lines.nth(1)).toContainText('Tarif jeune aller-retour x 1');
  const at = (local: string) => `${shown(local.slice(0, 10))} ${local.slice(11, 16)}`;
  for (const line of [lines.nth(0), lines.nth(1)]) {
    const details = (await line.locator('.cart-line__details > *').allTextContents()).map((t) => t.trim());
    // Issue 26 §2: each leg named, with its stops and times.
    expect(details).toEqual([
      'Ligne',
      L2,
      'Aller',
      `${BLOIS} → ${CHEVERNY}, ${at(outbound.dateDepart)} – ${at(outbound.dateArrivee)}`,
      'Retour',
      `${CHEVERNY} → ${BLOIS}, ${at(back.dateDepart)} – ${at(back.dateArrivee)}`,
    ]);
  }
  await expect(page.getByRole('link', { name: 'Retour', exact: true })).toHaveAttribute(
    'href',
    '/reservation/trajets',
  );
  await expectNoAxeViolation(page);

  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adresse et paiement' })).toBeVisible();
  // Issue 26 §2: accepted once, on the cart; the payment page asks for details, not the terms again.
  await expect(page.getByRole('group', { name: 'Vos coordonnées' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /conditions générales de vente/ })).toHaveCount(0);
  await fillAddress(page);
  await payWith(page, 'Carte bancaire');
  await approveCard(page);
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  expect(callsTo(calls, '/vente/api/save')[0]!.body).toEqual({ ...flags, paymentMode: 'CB' });

  // One ticket per passenger and per leg: 3 × 2.
  // Issue 26 §2: each button says which leg it downloads, the leg its PDF prints.
  const buttons = page.getByRole('button', { name: /^Télécharger le billet (Aller|Retour) \d{16}$/ });
  await expect(buttons).toHaveCount(6);
  const texts = await buttons.allTextContents();
  const numbers = texts.map((t) => t.replace(/^Télécharger le billet (Aller|Retour) /, '').trim());
  expect(new Set(numbers).size).toBe(6);
  const legs: string[] = [];
  for (const [index, number] of numbers.entries()) {
    const [download] = await Promise.all([page.waitForEvent('download'), buttons.nth(index).click()]);
    expect(download.suggestedFilename()).toBe(`ticket-${number}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(`Billet n° ${number}`);
    expect(text).toContain(L2);
    const isReturn = text.includes(`De ${CHEVERNY} à ${BLOIS}`);
    const leg = isReturn ? back : outbound;
    expect(text).toContain(isReturn ? `De ${CHEVERNY} à ${BLOIS}` : `De ${BLOIS} à ${CHEVERNY}`);
    expect(text).toContain(`${shown(leg.dateDepart.slice(0, 10))} à ${leg.dateDepart.slice(11, 16)}`);
    legs.push(isReturn ? 'Retour' : 'Aller');
    expect(texts[index]).toBe(`Télécharger le billet ${isReturn ? 'Retour' : 'Aller'} ${number}`);
  }
  expect(legs.sort()).toEqual(['Aller', 'Aller', 'Aller', 'Retour', 'Retour', 'Retour']);
  await expectNoAxeViolation(page);

  // Three seats taken on each run, and the trips page says so.
  expect((await quotaOf(request, 'L2-A-0830', day))!.nbReservations).toBe(before.outbound.nbReservations + 3);
  expect((await quotaOf(request, 'L2-R-1300', day))!.nbReservations).toBe(before.back.nbReservations + 3);
  await page.goto('/reservation/infos');
  await searchTrips(page, ...TO_CHEVERNY, day);
  await expect(tripCard(page, outbound)).toContainText(
    `${before.outbound.nbQuota - before.outbound.nbReservations - 3} places disponibles`,
  );
});

test("the cart's 'Retour' goes back to the trips of the same search, whose basket starts empty", async ({
  page,
  request,
}) => {
  const day = parisDay(3);
  const outbound = await legOfRun(request, 'L1-A-0900', 'BLO-GARE', 'VEN-GARE', day);
  const calls = recordCalls(page);
  await page.goto('/reservation/infos');
  await searchTrips(page, ...TO_VENDOME, day);
  await chooseButton(tripCard(page, outbound)).click();
  await addPassengers(page, 'Tarif senior (65 ans et plus)', 1);
  // One way: no return step.
  await confirm(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('.cart-line')).toContainText('Tarif senior (65 ans et plus) x 1');
  await expect(page.locator('.cart-line')).not.toContainText('Retour');

  await page.getByRole('link', { name: 'Retour', exact: true }).click();
  await expect(page).toHaveURL(/\/reservation\/trajets$/);
  await expect(page.getByText(`De ${BLOIS} à ${VENDOME}, le ${shown(day)}`)).toBeVisible();
  await expect(tripCard(page, outbound)).toBeVisible();
  expect(callsTo(calls, '/vente/api/cart/empty')).toHaveLength(2);
  await page.goto('/cart');
  await expect(page.getByText('Il n’y a aucun produit dans votre panier.')).toBeVisible();
});

test('a full run cannot be picked, and a run without quota has no place', async ({ page, request }) => {
  const day = parisDay(1);
  const full = await legOfRun(request, 'L1-A-1730', 'BLO-GARE', 'VEN-GARE', day);
  const noQuota = await legOfRun(request, 'L1-A-1900', 'BLO-GARE', 'VEN-GARE', day);
  await page.goto('/reservation/infos');
  await searchTrips(page, ...TO_VENDOME, day);
  for (const leg of [full, noQuota]) {
    const card = tripCard(page, leg);
    await expect(card).toContainText('Plus de place disponible.');
    await expect(chooseButton(card)).toHaveAttribute('aria-disabled', 'true');
    await expect(chooseButton(card)).toHaveAccessibleDescription('Plus de place disponible.');
    // A press (forced: Playwright will not press what says it is disabled) opens nothing.
    await chooseButton(card).click({ force: true });
    await expect(reservationDialog(page)).toHaveCount(0);
  }
});

test('a run of one place takes one passenger in all, and the dialog steps back with Annuler', async ({
  page,
  request,
}) => {
  const day = parisDay(1);
  const onePlace = await legOfRun(request, 'L1-A-1215', 'BLO-GARE', 'VEN-GARE', day);
  await page.goto('/reservation/infos');
  await searchTrips(page, ...TO_VENDOME, day);
  const card = tripCard(page, onePlace);
  await expect(card).toContainText('1 place disponible');
  await chooseButton(card).click();
  const dialog = reservationDialog(page);
  await expect(dialog).toContainText('1 place disponible');
  await expect(confirm(page)).toHaveAccessibleDescription('Pour confirmer, choisissez au moins un passager.');
  await addPassengers(page, 'Plein tarif aller-retour', 1);
  await expect(dialog.getByRole('textbox', { name: 'Quantité Plein tarif aller-retour' })).toHaveValue('1');
  for (const label of ['Plein tarif', 'Tarif jeune (moins de 26 ans)', 'Plein tarif aller-retour'])
    await expect(
      dialog.getByRole('button', { name: `Augmenter Quantité ${label}`, exact: true }),
    ).toBeDisabled();
  // Typed beyond the places, the number goes back to what is left.
  const field = dialog.getByRole('textbox', { name: 'Quantité Plein tarif', exact: true });
  await field.fill('5');
  await field.press('Tab');
  await expect(field).toHaveValue('0');
  expect(await orderAmounts(page)).toEqual(['Prix de la commande', '17,00 €', 'dont TVA', '1,54 €']);

  await confirm(page).click();
  await expect(stepTitle(page)).toHaveText('Étape 2 : la date du retour');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(stepTitle(page)).toHaveText('Étape 1 : vos passagers');
  await expect(dialog.getByRole('textbox', { name: 'Quantité Plein tarif aller-retour' })).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(chooseButton(card)).toBeFocused();
});

test("'Mon trajet': tabs by keyboard in the URL, 'Valider' saying what is missing, stops by label only", async ({
  page,
}) => {
  await page.goto('/reservation?tab=2');
  await expect(page).toHaveURL(/\/reservation\/infos\?tab=2$/);
  const reserve = page.getByRole('tab', { name: 'Réserver un trajet' });
  const modify = page.getByRole('tab', { name: 'Modifier une réservation' });
  await expect(modify).toHaveAttribute('aria-selected', 'true');
  await modify.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(reserve).toHaveAttribute('aria-selected', 'true');
  await expect(reserve).toBeFocused();
  await expect(page).toHaveURL(/\/reservation\/infos\?tab=1$/);

  const validate = page.getByRole('button', { name: 'Valider', exact: true });
  await expect(validate).toHaveAttribute('aria-disabled', 'true');
  await expect(validate).toHaveAccessibleDescription('Pour valider, complétez : Date, Départ, Arrivée.');
  await expect(page.getByRole('link', { name: 'Retour', exact: true })).toHaveAttribute('href', '/home');

  // No list before the first character; 'Aucun résultat' for a name no stop has.
  const origin = stopField(page, 'Départ');
  await origin.click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await origin.pressSequentially('Paris');
  await expect(page.getByRole('listbox')).toHaveText('Aucun résultat');
  // Left that way, the text is no stop: the field empties.
  await page.keyboard.press('Tab');
  await expect(origin).toHaveValue('');
  await expectNoAxeViolation(page);
  await expect(validate).toHaveAccessibleDescription('Pour valider, complétez : Date, Départ, Arrivée.');

  // Keyboard only: arrows through the list, Enter picks.
  await origin.focus();
  await page.keyboard.type('vend');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(origin).toHaveValue(VENDOME);
  // From Vendôme, line 1 and the school line go on: only their stops are offered.
  const destination = stopField(page, 'Arrivée');
  await destination.click();
  await destination.pressSequentially('chev');
  await expect(page.getByRole('listbox')).toHaveText('Aucun résultat');
  await destination.fill('');
  await destination.pressSequentially('blois');
  await expect(page.getByRole('option')).toHaveText([BLOIS, 'Blois – Place de la Résistance']);
  await page.getByRole('option', { name: BLOIS }).click();
  await expect(validate).toHaveAccessibleDescription('Pour valider, complétez : Date.');
  await pickDay(page, page, 'Date', parisDay(1));
  await expect(validate).not.toHaveAttribute('aria-disabled');
  await validate.click();
  await expect(page).toHaveURL(/\/reservation\/trajets$/);
  await expect(page.getByText(`De ${VENDOME} à ${BLOIS}, le ${shown(parisDay(1))}`)).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(L1);
});

test('the error texts of SPEC §8, each by fault injection', async ({ page, request }) => {
  test.slow();
  const day = parisDay(1);

  // Topology: nothing to choose from.
  await addFault(request, { path: '/topologie/api/topologie/arretsPhysiques', status: 503 });
  await page.goto('/reservation/infos');
  await expect(page.getByRole('alert')).toHaveText(
    'Service indisponible. Veuillez réessayer ultérieurement.',
  );
  await expect(stopField(page, 'Départ')).toHaveCount(0);
  await expectNoAxeViolation(page);
  await clearFaults(request);

  await page.goto('/reservation/infos');
  await searchTrips(page, ...TO_CHEVERNY, day);
  const again = async () => {
    await page.getByRole('link', { name: 'Retour', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mon trajet' })).toBeVisible();
    // The search is kept: 'Valider' again.
    await page.getByRole('button', { name: 'Valider', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trajets disponibles' })).toBeVisible();
  };

  await addFault(request, { path: '/topologie/api/coursesOD', status: 404, body: { messageError: 'x' } });
  await again();
  await expect(page.getByRole('alert')).toHaveText('Aucun trajet disponible pour la date choisie.');
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectNoAxeViolation(page);
  await clearFaults(request);

  await addFault(request, {
    path: '/topologie/api/coursesOD',
    status: 500,
    body: { messageError: 'Horaires en cours de mise à jour.' },
  });
  await again();
  await expect(page.getByRole('alert')).toHaveText('Horaires en cours de mise à jour.');
  await clearFaults(request);

  await addFault(request, { path: '/commerce/api/produit', status: 500 });
  await again();
  await expect(page.getByRole('alert')).toHaveText(
    'Une erreur est survenue. Veuillez réessayer ultérieurement.',
  );
  await expect(page.getByRole('article')).toHaveCount(0);
  await clearFaults(request);

  // Quotas: every run without a place, and none can be picked.
  await addFault(request, { path: '/commerce/api/quota', status: 500 });
  await again();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  await expect(page.getByText('Plus de place disponible.')).toHaveCount(count);
  for (let i = 0; i < count; i += 1)
    await expect(chooseButton(cards.nth(i))).toHaveAttribute('aria-disabled', 'true');
  await clearFaults(request);

  // The basket cannot be emptied: back to 'Mon trajet', saying so.
  await addFault(request, {
    path: '/vente/api/cart/empty',
    status: 500,
    body: { messageError: 'Panier indisponible.' },
  });
  await page.getByRole('link', { name: 'Retour', exact: true }).click();
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page).toHaveURL(/\/reservation\/infos$/);
  await expect(page.getByRole('alert')).toHaveText('Panier indisponible.');
});
