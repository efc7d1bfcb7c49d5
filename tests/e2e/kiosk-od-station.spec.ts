// The kiosk that knows its stop (device config `station`, issue 24 item 1): a ticket starts from the
// destinations reachable from it, the line chosen for the customer when one serves the pair and asked
// otherwise, an A–Z filter typed on the on-screen keyboard, 'Partir d’un autre arrêt' to SPEC's steps;
// the same §7 calls. Checked at 1080 × 1920 with axe.
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolation } from './support/axe';
import { DEMO_STATION, expectTouchTargets, typeOnScreen } from './support/kiosk';
import { callsTo, recordCalls, type SentCall } from './support/purchase';
import { chooseJourney, product, selectButton } from './support/reload';

test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true });

/** The products calls since `from` (the kiosk first asks each line's whole route, before its list shows). */
const productCalls = (calls: SentCall[], from: number) =>
  callsTo(calls.slice(from), '/vente/api/produit_vendable').map((c) => c.path);

const destinations = (page: Page) => page.getByRole('list', { name: 'Destinations' });
const destination = (page: Page, name: string) =>
  destinations(page).getByRole('button', { name, exact: true });

/** No page scroll: the screen holds the whole page. */
const expectFits = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1920);

test('from the kiosk’s stop: one tap on the destination, the only line chosen, one tap on the title', async ({
  page,
  openKiosk,
}) => {
  await openKiosk({ station: DEMO_STATION });
  const calls = recordCalls(page);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Acheter', exact: true }).tap();
  await expect(page.getByRole('heading', { level: 2, name: 'Étape 1 : votre destination' })).toBeVisible();
  await expect(page.getByText('Départ : Blois – Gare routière')).toBeVisible();
  // The step bar names the ticket's real steps (issue 24 item 7).
  const steps = page.getByRole('list', { name: 'Étapes de votre achat' });
  await expect(steps.getByRole('listitem')).toHaveText([
    '1Destination',
    '2Titre',
    '3Coordonnées',
    '4Paiement',
  ]);
  await expect(steps.locator('[aria-current="step"]')).toHaveText('1Destination');
  // Every stop of lines 1 to 4 but the kiosk's own, A to Z; no line select.
  const names = await destinations(page).getByRole('button').allTextContents();
  expect(names).toHaveLength(30);
  const listed = calls.length;
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  expect(names).not.toContain('Blois – Gare routière');
  await expect(page.getByRole('button', { name: /Ligne$/ })).toHaveCount(0);
  await expectFits(page);
  await expectTouchTargets(page);
  await expectNoAxeViolation(page);

  await destination(page, 'Cheverny – Château').tap();
  await expect(
    page.getByText('Destination : Cheverny – Château (Ligne 2 Blois – Romorantin-Lanthenay)'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Étape 2 : votre titre' })).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toHaveText('2Titre');
  await expect(product(page, 'Billet unitaire')).toContainText('valable 30 minutes après l’achat');
  // SPEC §7's products call, with the line chosen for the customer.
  expect(productCalls(calls, listed)).toEqual([
    '/vente/api/produit_vendable?ligne=L2&origine=BLO-GARE&destination=CHV-CHAT',
  ]);
  await expectFits(page);
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Acheter Billet unitaire', exact: true }).tap();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('main')).toContainText('Cheverny – Château');
  await expect(steps.locator('[aria-current="step"]')).toHaveText('3Coordonnées');
});

test('several lines serve the pair: the line is asked; another destination starts again', async ({
  page,
  openKiosk,
}) => {
  await openKiosk({ station: DEMO_STATION });
  const calls = recordCalls(page);
  await page.goto('/selection-od');
  await expect(destinations(page).getByRole('button')).toHaveCount(30);
  const listed = calls.length;
  await destination(page, 'Blois – Vienne').tap();
  await expect(page.getByText('Plusieurs lignes vont à Blois – Vienne : choisissez la vôtre.')).toBeVisible();
  const lines = page.getByRole('list', {
    name: 'Plusieurs lignes vont à Blois – Vienne : choisissez la vôtre.',
  });
  await expect(lines.getByRole('button')).toHaveText([
    'Ligne 2 Blois – Romorantin-Lanthenay',
    'Ligne 3 Blois – Montrichard Val de Cher',
    'Ligne 4 Blois – Mer',
  ]);
  expect(productCalls(calls, listed)).toEqual([]);
  await expectNoAxeViolation(page);
  await lines.getByRole('button', { name: 'Ligne 4 Blois – Mer' }).tap();
  await expect(page.getByText('Destination : Blois – Vienne (Ligne 4 Blois – Mer)')).toBeVisible();
  await expect(product(page, 'Billet unitaire')).toBeVisible();
  expect(productCalls(calls, listed)).toEqual([
    '/vente/api/produit_vendable?ligne=L4&origine=BLO-GARE&destination=BLO-VIEN',
  ]);

  await page.getByRole('button', { name: 'Changer de destination' }).tap();
  await expect(destinations(page).getByRole('button')).toHaveCount(30);
  await expect(product(page, 'Billet unitaire')).toHaveCount(0);
});

test('the A–Z filter, typed on the on-screen keyboard, keeps the destinations with a word starting so', async ({
  page,
  openKiosk,
}) => {
  await openKiosk({ station: DEMO_STATION });
  await page.goto('/selection-od');
  await typeOnScreen(page, 'Filtrer les destinations', ['m', 'e', 'r']);
  await expect(destinations(page).getByRole('button')).toHaveText(['Mer – Centre', 'Mer – Gare']);
  await page.getByRole('button', { name: 'Masquer le clavier' }).tap();
  await destination(page, 'Mer – Gare').tap();
  await expect(page.getByText('Destination : Mer – Gare (Ligne 4 Blois – Mer)')).toBeVisible();
});

test("'Partir d’un autre arrêt' gives SPEC's line, origin and destination", async ({ page, openKiosk }) => {
  await openKiosk({ station: DEMO_STATION });
  await page.goto('/selection-od');
  await page.getByRole('button', { name: 'Partir d’un autre arrêt' }).tap();
  await expect(page.getByRole('heading', { name: 'Étape 1 : votre ligne' })).toBeVisible();
  await expect(destinations(page)).toHaveCount(0);
  // Nothing offered that sells nothing: the school line, which the back office sells nothing on, is not
  // among the lines (issue 24 item 7).
  await selectButton(page, 'Ligne').tap();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
    'Ligne 1 Blois – Vendôme',
    'Ligne 2 Blois – Romorantin-Lanthenay',
    'Ligne 3 Blois – Montrichard Val de Cher',
    'Ligne 4 Blois – Mer',
  ]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await chooseJourney(page, 'Ligne 1 Blois – Vendôme', 'Vendôme – Gare routière', 'Blois – Gare routière');
  await expect(product(page, 'Billet unitaire')).toBeVisible();
});

test('a stop the topology does not know is said, and SPEC’s steps are kept', async ({ page, openKiosk }) => {
  await openKiosk({ station: 'NUL-PART' });
  await page.goto('/selection-od');
  await expect(
    page.getByText(
      'L’arrêt de cette borne (NUL-PART) est inconnu du réseau : choisissez votre ligne et vos arrêts.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Étape 1 : votre ligne' })).toBeVisible();
});

test('the counter keeps SPEC’s steps, whatever its stop', async ({ page, openKiosk }) => {
  await openKiosk({ station: DEMO_STATION, mode: 'counter' });
  await page.goto('/selection-od');
  await expect(page.getByRole('heading', { name: 'Étape 1 : votre ligne' })).toBeVisible();
  await expect(destinations(page)).toHaveCount(0);
});
