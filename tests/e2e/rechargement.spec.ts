// Card reload on the web (issue 12, SPEC §2 "Card reload", §4, §5, §8): a card holder looks the card up,
// reads its titles, chooses one and its start in the calendar, pays by card and finds it on the card.
import { expect, test, type Page } from './support/test';
import { addDays } from 'date-fns';
import { expectNoAxeViolation } from './support/axe';
import { addFault, clearFaults, resetLookups } from './support/emulator';
import { approveCard, callsTo, fillAddress, payWith, recordCalls } from './support/purchase';
import {
  CARDS,
  cardNumberField,
  cellName,
  euros,
  increase,
  isoDay,
  lookUpCard,
  openArticles,
  pickStartDay,
  product,
  selectButton,
  shownDay,
  validate,
} from './support/reload';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

// Wrong birth dates and unknown cards are misses of the look-ups' throttle, counted for this address.
test.afterEach(async ({ request }) => {
  await resetLookups(request);
});

const NOT_FOUND =
  'La carte n’existe pas ou la date de naissance saisie ne correspond pas à celle du propriétaire.';
const ROLLING_MONTH = 'Abonnement 1 mois glissant';

/** A start a few days ahead whose day exists in every month, so its month ends on the day before. */
function laterStart(): Date {
  let day = addDays(new Date(), 3);
  while (Number(isoDay(day).slice(8)) > 28) day = addDays(day, 1);
  return day;
}

/** The same day one month later, minus a day (the start's day is at most 28). */
function monthEnd(start: Date): Date {
  const [year, month, day] = isoDay(start).split('-').map(Number) as [number, number, number];
  return addDays(new Date(Date.UTC(year, month, day, 12)), -1);
}

async function titlesOfCard(page: Page) {
  return page.getByRole('region', { name: 'Mes titres' });
}

test('reload card 100000000001: a rolling month started later in the calendar → cart → card payment → summary → on the card', async ({
  page,
}) => {
  const calls = recordCalls(page);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Recharger', exact: true }).click();
  await expect(page).toHaveURL(/\/rechargement\/infos$/);
  await expect(page.getByText('Laissez vide si votre carte n’est pas personnalisée')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Carte Ligéo' })).toBeVisible();
  await expectNoAxeViolation(page);

  // Required first, then a card that is not personalised: no birth date needed.
  await validate(page).click();
  await expect(page.getByText('Veuillez saisir un numéro de carte', { exact: true })).toBeVisible();
  await lookUpCard(page, CARDS.valid);
  await expect(page).toHaveURL(/\/rechargement\/articles$/);
  expect(callsTo(calls, '/commerce/api/support').map((c) => c.path)).toEqual([
    `/commerce/api/support?cardNumber=${CARDS.valid}`,
  ]);

  // The card, its state and the titles it holds (SPEC §3, §8, §9).
  await expect(page.getByText('Carte n° 1000 0000 0001')).toBeVisible();
  await expect(page.getByText('Carte valide.', { exact: true })).toBeVisible();
  const titles = await titlesOfCard(page);
  const monthly = titles.getByRole('listitem').filter({ hasText: 'Abonnement mensuel Ligéo' });
  const today = new Date();
  const [year, month] = isoDay(today).split('-');
  await expect(monthly).toContainText(`Du 01/${month}/${year} au `);
  await expect(titles.getByRole('listitem').filter({ hasText: 'Carnet 10 voyages' })).toContainText(
    '4 voyages restants',
  );
  await expect(titles.getByRole('listitem').filter({ hasText: 'Pass 1 jour' })).toContainText('Non consommé');

  // The titles for sale: priced 0 discarded, type 7 and 0 listed but not sold.
  await expect(product(page, 'Duplicata de carte')).toHaveCount(0);
  await expect(product(page, 'Abonnement Liberté (post-paiement)')).toContainText(
    'Ce titre n’est pas disponible à la vente en ligne.',
  );
  await expect(product(page, 'Titre événementiel')).toContainText(
    'Ce titre n’est pas disponible à la vente en ligne.',
  );
  await expectNoAxeViolation(page);

  // 'Valider' needs a total above 0: locked with aria-disabled, it still takes the press and says why.
  await expect(validate(page)).toHaveAttribute('aria-disabled', 'true');
  await validate(page).press('Enter');
  await expect(page.getByText('Choisissez au moins un titre.')).toBeVisible();
  expect(callsTo(calls, '/vente/api/cart/article')).toHaveLength(0);

  // One rolling month: its quantity locks the other titles (SPEC §4).
  await increase(page, ROLLING_MONTH);
  await expect(page.getByRole('textbox', { name: `Quantité ${ROLLING_MONTH}` })).toHaveValue('1');
  await expect(page.getByRole('button', { name: `Augmenter Quantité ${ROLLING_MONTH}` })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Augmenter Quantité Carnet 10 voyages' })).toBeDisabled();

  // Its start changed in the calendar, recalculated by the back office.
  const start = laterStart();
  await pickStartDay(page, ROLLING_MONTH, new RegExp(`^${cellName(start)}$`));
  const chosen = product(page, ROLLING_MONTH);
  await expect(chosen.getByText('La période de validité a été mise à jour.')).toBeVisible();
  const period = `Validité : du ${shownDay(start)} au ${shownDay(monthEnd(start))}`;
  await expect(chosen.getByText(period)).toBeVisible();
  const recalculated = callsTo(calls, '/vente/api/produit_vendable/102/periode_validite');
  expect(recalculated.map((c) => c.body)).toEqual([{ ddv: isoDay(start) }]);
  expect(euros(await page.locator('.reload-summary__total strong').textContent())).toBe('49,00 €');
  await expectNoAxeViolation(page);

  await validate(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  expect(callsTo(calls, '/vente/api/cart/article').map((c) => c.body)).toEqual([
    { type: 'RECHARGEMENT', idProduit: 102, quantite: 1, numSupport: CARDS.valid, ddv: isoDay(start) },
  ]);
  const line = page.locator('.cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`${ROLLING_MONTH} x 1`);
  // Issue 26 §2: the card as printed, in groups of four.
  await expect(line.getByText('Carte n° 1000 0000 0001')).toBeVisible();
  await expect(line).toContainText(period);
  expect(euros(await page.locator('dd.cart-totals__total').textContent())).toBe('49,00 €');
  // The cart's 'Retour' leads back to the card (SPEC §2 "Cart").
  await expect(page.getByRole('link', { name: 'Retour', exact: true })).toHaveAttribute(
    'href',
    '/rechargement/articles',
  );

  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adresse et paiement' })).toBeVisible();
  // Issue 26 §2: nothing is posted, so « Vos coordonnées »; the terms accepted on the cart are not asked again.
  await expect(page.getByRole('group', { name: 'Vos coordonnées' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /conditions générales de vente/ })).toHaveCount(0);
  await fillAddress(page);
  await payWith(page, 'Carte bancaire');
  await approveCard(page);
  await expect(page).toHaveURL(/\/recapitulatif\?/);
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.order-summary')).toContainText(ROLLING_MONTH);
  // The summary names the card and the period bought (issue 26 §2).
  await expect(page.locator('.order-summary').getByText('Carte n° 1000 0000 0001')).toBeVisible();
  await expect(page.locator('.order-summary').getByText(period)).toBeVisible();
  // A reload is loaded onto the card: no ticket to download.
  await expect(page.getByRole('button', { name: /Télécharger le billet/ })).toHaveCount(0);
  const flags = { isVpc: false, isReservation: false, isTicketOD: false, isRechargementOD: false };
  expect(callsTo(calls, '/vente/api/save')[0]!.body).toEqual({ ...flags, paymentMode: 'CB' });

  // Paid, the title is on the card.
  await page.goto('/rechargement/infos');
  await lookUpCard(page, CARDS.valid);
  const loaded = (await titlesOfCard(page)).getByRole('listitem').filter({ hasText: ROLLING_MONTH });
  await expect(loaded.first()).toContainText(`Du ${shownDay(start)} au ${shownDay(monthEnd(start))}`);
});

test('card 100000000001 holds this month of its monthly subscription: the next month is offered first', async ({
  page,
}) => {
  const calls = recordCalls(page);
  await openArticles(page, CARDS.valid);
  const monthly = product(page, 'Abonnement mensuel Ligéo');
  const today = new Date();
  const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
  const end = new Date(today.getFullYear(), today.getMonth() + 2, 0);
  const nextName = next.toLocaleDateString('fr-FR', { month: 'long', year: 'numeric' });
  await expect(selectButton(monthly, 'Début de validité Abonnement mensuel Ligéo')).toHaveAccessibleName(
    `${nextName} Début de validité Abonnement mensuel Ligéo`,
  );
  // The back office recalculated that month's period; nothing was announced, the customer chose nothing.
  await expect(monthly.getByText(`Validité : du ${shownDay(next)} au ${shownDay(end)}`)).toBeVisible();
  await expect(monthly.getByRole('status')).toHaveCount(0);
  expect(callsTo(calls, '/vente/api/produit_vendable/101/periode_validite').map((c) => c.body)).toEqual([
    { ddv: isoDay(next) },
  ]);
  await expectNoAxeViolation(page);
});

test('card 100000000002 is personalised: no or a wrong birth date answers 404, the right one opens it', async ({
  page,
}) => {
  const calls = recordCalls(page);
  await page.goto('/rechargement/infos');
  await lookUpCard(page, CARDS.personalised);
  await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();
  await expect(page).toHaveURL(/\/rechargement\/infos$/);

  await lookUpCard(page, CARDS.personalised, { day: '15', month: 'mai', year: '1990' });
  await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();
  await expect(page).toHaveURL(/\/rechargement\/infos$/);

  // An impossible date (31 février) is not sent, as SPEC §5 says: the card is looked up without it
  // (issue 26 §4), and this personalised card answers its 404.
  await lookUpCard(page, CARDS.personalised, { day: '31', month: 'février', year: '1990' });
  await expect(page.getByText('La date de naissance n’est pas valide.')).toHaveCount(0);
  await expect.poll(() => callsTo(calls, '/commerce/api/support').length).toBe(3);
  await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();

  await lookUpCard(page, CARDS.personalised, { day: '14', month: 'mai', year: '1990' });
  await expect(page).toHaveURL(/\/rechargement\/articles$/);
  await expect(page.getByText('Carte n° 1000 0000 0002')).toBeVisible();
  await expect(page.getByText('Abonnement annuel Ligéo').first()).toBeVisible();
  expect(callsTo(calls, '/commerce/api/support').map((c) => c.path)).toEqual([
    `/commerce/api/support?cardNumber=${CARDS.personalised}`,
    `/commerce/api/support?cardNumber=${CARDS.personalised}&birthDate=1990-05-15`,
    `/commerce/api/support?cardNumber=${CARDS.personalised}`,
    `/commerce/api/support?cardNumber=${CARDS.personalised}&birthDate=1990-05-14`,
  ]);
  // The titles were asked with the birth date that opened the card.
  expect(callsTo(calls, '/vente/api/produit_vendable').at(-1)!.path).toBe(
    `/vente/api/produit_vendable?numSupport=${CARDS.personalised}&dateNaissance=1990-05-14`,
  );
});

test('a card number pasted with its spaces (« 1000 0000 0001 ») is looked up compact (issue 26 §4)', async ({
  page,
}) => {
  const calls = recordCalls(page);
  await page.goto('/rechargement/infos-od');
  await cardNumberField(page).click();
  // As a paste does it: the whole text at once, which a maxlength of 12 would have cut to « 1000 0000 00 ».
  await page.keyboard.insertText('1000 0000 0001');
  await expect(cardNumberField(page)).toHaveValue('100000000001');
  await validate(page).click();
  await expect(page).toHaveURL(/\/selection-od\?carte=true$/);
  expect(callsTo(calls, '/commerce/api/support').map((c) => c.path)).toEqual([
    '/commerce/api/support?cardNumber=100000000001',
  ]);
});

test('blacklisted and deleted cards say so and offer nothing to buy', async ({ page }) => {
  await openArticles(page, CARDS.suspended);
  await expect(
    page.getByText('Cette carte est en liste noire, elle ne peut pas être utilisée.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Titres à recharger' })).toHaveCount(0);
  await expect(validate(page)).toHaveCount(0);
  await expectNoAxeViolation(page);

  await openArticles(page, CARDS.deleted);
  await expect(page.getByText('Carte supprimée.', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Titres à recharger' })).toHaveCount(0);
  await expect(validate(page)).toHaveCount(0);
});

test('a card without titles nor products, an unknown card, letters in the number', async ({ page }) => {
  await openArticles(page, CARDS.empty);
  await expect(page.getByText('Aucun titre disponible', { exact: true })).toBeVisible();
  await expect(page.getByText('Aucun produit n’est disponible pour cette carte.')).toBeVisible();

  await page.goto('/rechargement/infos');
  await lookUpCard(page, '999999999999');
  await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();
  await cardNumberField(page).fill('10000000000A');
  await validate(page).click();
  await expect(page.getByText('Le numéro de carte ne doit contenir que des chiffres.')).toBeVisible();
  // At most 12 characters can be typed (SPEC §9).
  await cardNumberField(page).fill('');
  await cardNumberField(page).pressSequentially('1234567890123');
  await expect(cardNumberField(page)).toHaveValue('123456789012');
});

test('another card than the last empties the reload cart; the same card keeps it', async ({ page }) => {
  const calls = recordCalls(page);
  await openArticles(page, CARDS.valid);
  await openArticles(page, CARDS.valid);
  // The first lookup of the session empties the reload cart once; the same card again does not.
  expect(callsTo(calls, '/vente/api/cart/empty')).toHaveLength(1);
  await openArticles(page, CARDS.odSubscriber);
  const emptied = callsTo(calls, '/vente/api/cart/empty');
  expect(emptied).toHaveLength(2);
  expect(emptied[1]!.body).toEqual({
    isVpc: false,
    isReservation: false,
    isTicketOD: false,
    isRechargementOD: false,
  });
});

test('SPEC §8 errors: lookup failure with and without a server message, validity failure reverts the date', async ({
  page,
  request,
}) => {
  await page.goto('/rechargement/infos');
  await addFault(request, {
    path: '/commerce/api/support',
    status: 503,
    body: { messageError: 'Le service des cartes est en maintenance.' },
    times: 1,
  });
  await lookUpCard(page, CARDS.valid);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Le service des cartes est en maintenance.' }),
  ).toBeVisible();
  await addFault(request, { path: '/commerce/api/support', status: 500, body: {}, times: 1 });
  await validate(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Une erreur est survenue, veuillez réessayer.' }),
  ).toBeVisible();

  await lookUpCard(page, CARDS.valid);
  await expect(page).toHaveURL(/\/rechargement\/articles$/);
  const chosen = product(page, ROLLING_MONTH);
  const before = await chosen.getByText(/^Validité : /).textContent();
  await addFault(request, {
    path: '/vente/api/produit_vendable/102/periode_validite',
    status: 400,
    body: { messageError: 'Date refusée.' },
  });
  await pickStartDay(page, ROLLING_MONTH, new RegExp(`^${cellName(laterStart())}$`));
  await expect(chosen.getByText('Erreur lors du calcul de la période de validité.')).toBeVisible();
  // The date goes back to what it was, and so does the period.
  await expect(chosen.getByText(/^Validité : /)).toHaveText(before!);
  await expect(
    page.getByRole('spinbutton', { name: new RegExp(`^jour, Début de validité ${ROLLING_MONTH}`) }),
  ).toHaveText(isoDay(new Date()).slice(8));
});

test('the titles of a card fail to load: the server message is shown', async ({ page, request }) => {
  await addFault(request, {
    path: '/vente/api/produit_vendable',
    status: 500,
    body: { messageError: 'Catalogue indisponible.' },
  });
  await openArticles(page, CARDS.valid);
  await expect(page.getByRole('alert').filter({ hasText: 'Catalogue indisponible.' })).toBeVisible();
});
