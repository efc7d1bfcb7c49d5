// Issue 11 §1: the kiosk's own layout on its 1080 × 1920 portrait touch screen. Every route of the table
// (ROUTE_PATTERNS, kept equal to it by a unit test) and the purchase's screens (payment with goods, the
// terminal's waiting screen, the paid summary) are checked as a station customer sees them: nothing scrolls
// sideways, every target is at least 44 × 44 px, no link leaves the app nor opens a window, no tap on any
// control opens a file chooser (issue 10 §3), large type, the
// primary action 64 px tall in the lower half, a header with the logo, 'Accueil' and 'Accessibilité' only,
// no web menu, and axe finds nothing of any impact; then the same screen in the accessibility mode that
// button turns on (its rules and axe: support/accessibility-route.ts; kiosk-accessibility.spec.ts checks
// its journeys). Legal texts and the terms of sale open in-app dialogs; the purchase
// shows its steps.
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { decodeEscPos } from '../../src/demo-kiosk/escpos-decoder';
import { expectNoAxeViolation } from './support/axe';
import { stubSpeech } from './support/accessibility-mode';
import {
  accessibilityToggle,
  expectModeRules,
  expectScreenInMode,
  turnModeOff,
} from './support/accessibility-route';
import { fakeCameraArgs, noiseFrame, writeFakeVideo } from './support/fake-camera';
import { fillEmailAndTerms, kioskDevice, type KioskDevice } from './support/kiosk';
import {
  expectNoFileInput,
  opener,
  prepareSweep,
  settled,
  tapEveryControl,
  type SweepContext,
} from './support/no-file-chooser';
import { addProduct, callsTo, recordCalls } from './support/purchase';
import { CARDS, increase, lookUpCard, selectButton } from './support/reload';
import { ROUTE_PATTERNS, type RoutePattern } from './support/route-patterns';
import { scannerReads } from './support/scanner';
import {
  addPassengers,
  chooseButton,
  legOfRun,
  openReservationDialog,
  openTrips,
  parisDay,
  pickDay,
  pressConfirm,
  reservationDialog,
  shown,
  tripCard,
} from './support/reservation';
import { expect, test } from './support/kiosk-test';

const SCREEN = { width: 1080, height: 1920 };
test.use({ viewport: SCREEN, hasTouch: true });

const LOGO = 'Ligéo, le réseau de transport du Loir-et-Cher';
const BANNER = 'Bienvenue sur la boutique en ligne Ligéo';
const EMAIL = 'lea@exemple.fr';
const OD_MONTHLY = 'Abonnement mensuel origine-destination';

/** The first path segment of every route: a link elsewhere leaves the app (another site in Electron). */
const APP_ROOTS = [
  ...new Set(ROUTE_PATTERNS.map((p) => p.split('/')[1]).filter((s): s is string => !!s && s !== '*')),
];

test.beforeEach(async ({ page }) => {
  // Every window the page would open, by script or by a link's target.
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.defineProperty(window, '__opened', { value: opened });
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
});

/** What the page offers to a finger, and what breaks the kiosk's rules, measured in the page. */
function inspect(appRoots: string[]) {
  const problems: string[] = [];
  const name = (el: Element) =>
    (el.getAttribute('aria-label') ?? el.textContent ?? el.id ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth)
    problems.push(`défilement horizontal : ${root.scrollWidth} px pour ${root.clientWidth}`);
  const fontSize = parseFloat(getComputedStyle(document.body).fontSize);
  if (fontSize < 22) problems.push(`texte de ${fontSize} px`);
  const targets = document.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [tabindex]:not([tabindex="-1"])',
  );
  // Visually hidden for screen readers only (clipped to a pixel): no finger can find it.
  const clippedAway = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const box = node.getBoundingClientRect();
      if (getComputedStyle(node).overflow === 'hidden' && (box.width <= 1 || box.height <= 1)) return true;
    }
    return false;
  };
  for (const el of targets) {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden' || clippedAway(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    // The skip link waits off screen until it has the focus.
    if (box.right <= 0 || box.bottom <= 0) continue;
    if (box.width < 44 || box.height < 44)
      problems.push(
        `cible de ${Math.round(box.width)}×${Math.round(box.height)} px : ${el.tagName.toLowerCase()} « ${name(el)} »`,
      );
  }
  for (const link of document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')) {
    const url = new URL(link.href, location.href);
    const first = url.pathname.split('/')[1] ?? '';
    if (url.origin !== location.origin || !appRoots.includes(first))
      problems.push(`lien hors de l'application : « ${name(link)} » ${link.href}`);
    if (link.target && link.target !== '_self') problems.push(`lien vers une fenêtre : « ${name(link)} »`);
  }
  for (const form of document.querySelectorAll('form[target]'))
    if (form.getAttribute('target') !== '_self') problems.push('formulaire vers une fenêtre');
  const opened = (window as unknown as { __opened?: string[] }).__opened ?? [];
  for (const url of opened) problems.push(`fenêtre ouverte : ${url}`);
  return problems;
}

/** The kiosk's rules on the screen shown; `primary` is its main action (64 px tall, in the lower half);
 * `paying`: the terminal holds the card, when 'Accueil' is no way out. */
async function expectKioskScreen(page: Page, primary?: Locator, { paying = false } = {}) {
  expect(await page.evaluate(inspect, APP_ROOTS)).toEqual([]);

  // A header with the logo, 'Accueil' and 'Accessibilité' only (the banner too on home), and no web menu.
  const header = page.getByRole('banner');
  await expect(header.getByRole('img', { name: LOGO })).toBeVisible();
  const controls = header.locator('a, button, input, select, textarea, [role="button"], [role="link"]');
  await expect(controls).toHaveCount(paying ? 1 : 2);
  if (!paying) await expect(controls.first()).toHaveAccessibleName('Accueil');
  await expect(controls.last()).toHaveAccessibleName('Accessibilité');
  await expect(controls.last()).toHaveAttribute('aria-pressed', 'false');
  const home = new URL(page.url()).pathname === '/home';
  await expect(header.getByRole('img')).toHaveCount(home ? 2 : 1);
  if (home) await expect(header.getByRole('img', { name: BANNER })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);

  await expectFitsScreen(page, primary);

  if (primary) {
    await expect(primary).toBeVisible();
    const { top, height } = await primary.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { top: box.top + window.scrollY, height: box.height };
    });
    expect(height, 'action principale de 64 px au moins').toBeGreaterThanOrEqual(64);
    expect(top, "action principale dans la moitié basse de l'écran").toBeGreaterThanOrEqual(
      SCREEN.height / 2,
    );
  }
  await expectNoAxeViolation(page);
}

/** Issue 24 §7: the screen never scrolls (a page taller than its room pages in <main>, with the band's
 * buttons), and 'Retour' and the main action sit on the band's bottom row, in the same places on every
 * screen: 'Retour' on the left, the main action on its right, the row's bottom just above the footer.
 * A modal dialog's own actions, above the band it makes inert, are checked by expectDialogFits. */
async function expectFitsScreen(page: Page, primary?: Locator) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'la page ne défile pas').toBeLessThanOrEqual(SCREEN.height);
  const band = page.getByRole('region', { name: 'Actions de la page' });
  const back = (scope: Locator) =>
    scope
      .getByRole('button', { name: 'Retour', exact: true })
      .or(scope.getByRole('link', { name: 'Retour', exact: true }));
  await expect(back(page.getByRole('main')), "'Retour' dans le bandeau, pas dans la page").toHaveCount(0);
  const footer = (await page.getByRole('contentinfo').boundingBox())!;
  // The band's bottom padding (0.8rem of 22 px) above the footer.
  const rowBottom = footer.y - 17.6;
  if ((await back(band).count()) > 0) {
    // Measured once shown: a page that finishes loading may draw its band's 'Retour' again meanwhile.
    await expect(back(band)).toBeVisible();
    const box = (await back(band).boundingBox())!;
    expect(Math.round(box.x), "'Retour' à gauche du bandeau").toBe(33);
    expect(Math.abs(box.y + box.height - rowBottom), "'Retour' en bas du bandeau").toBeLessThanOrEqual(1);
  }
  if (!primary) return;
  await expect(primary, 'une seule action principale').toHaveCount(1);
  expect(
    await primary.evaluate((el) => !!el.closest('[role="region"][aria-label="Actions de la page"]')),
    "l'action principale dans le bandeau, pas dans la page",
  ).toBe(true);
  const box = (await primary.boundingBox())!;
  expect(Math.abs(box.y + box.height - rowBottom), 'action principale en bas du bandeau').toBeLessThanOrEqual(
    1,
  );
  if ((await back(band).count()) > 0) {
    const backBox = (await back(band).boundingBox())!;
    expect(backBox.x + backBox.width, "'Retour' à gauche de l'action principale").toBeLessThanOrEqual(box.x);
  }
}

/** A modal dialog at 1080 × 1920 (issue 24 §7): the document does not scroll, the dialog is whole on the
 * screen, its main action (its own, above the band it covers) visible, and axe finds nothing. */
async function expectDialogFits(page: Page, dialog: Locator, primary?: Locator) {
  await expect(dialog).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'la page ne défile pas').toBeLessThanOrEqual(SCREEN.height);
  const box = (await dialog.boundingBox())!;
  expect(box.x, "la boîte de dialogue dans l'écran").toBeGreaterThanOrEqual(0);
  expect(box.y, "la boîte de dialogue dans l'écran").toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, "la boîte de dialogue dans l'écran").toBeLessThanOrEqual(SCREEN.width);
  expect(box.y + box.height, "la boîte de dialogue dans l'écran").toBeLessThanOrEqual(SCREEN.height);
  if (primary) {
    await expect(primary).toBeInViewport({ ratio: 1 });
    expect(
      (await primary.boundingBox())!.height,
      'action principale de 64 px au moins',
    ).toBeGreaterThanOrEqual(64);
  }
  expect(await page.evaluate(inspect, APP_ROOTS)).toEqual([]);
  await expectNoAxeViolation(page);
}

/** Each route's main action, where it has one: in the page, or in the band below it. */
function primaryAction(page: Page, pattern: RoutePattern): Locator | undefined {
  const main = page.locator('body');
  switch (pattern) {
    case '/demandes':
    case '/demandes/access':
      return main.getByRole('button', { name: 'Valider la demande d’accès' });
    case '/demandes/formulaire/:guid':
      return main.getByRole('link', { name: 'Retour à l’accueil', exact: true });
    case '/vpc':
    case '/vpc/itemlist':
    case '/vpc/item':
      return main.getByRole('link', { name: 'Consulter mon panier' });
    case '/cart':
    case '/payment':
      return main.getByRole('button', { name: 'Valider les achats' });
    case '/recapitulatif':
      return main.getByRole('button', { name: 'Terminer', exact: true });
    case '/rechargement':
    case '/rechargement/infos':
    case '/rechargement/infos-od':
      // In the band, above the number's keyboard (issue 24).
      return page
        .getByRole('region', { name: 'Actions de la page' })
        .getByRole('button', { name: 'Valider', exact: true });
    case '/rechargement/articles':
      // One 'Acheter' per title card (issue 24 item 2): no single main action.
      return undefined;
    case '/reservation':
    case '/reservation/infos':
    case '/reservation/modification':
      return main.getByRole('button', { name: 'Valider', exact: true });
    case '/selection-od':
      // At its titles, one 'Acheter' per title card (issue 24 item 2): no single main action.
      return undefined;
    default:
      return undefined;
  }
}

test.describe('every kiosk route at 1080 × 1920', () => {
  const sweep: SweepContext = { baseURL: '', guid: '' };

  test.beforeAll(async ({ playwright, baseURL }) => {
    await prepareSweep(sweep, playwright, baseURL!, 'borne.ecran@exemple.fr');
  });

  test.beforeEach(async ({ page }) => {
    await stubSpeech(page);
  });

  for (const pattern of ROUTE_PATTERNS) {
    test(`${pattern}: fits the screen, large targets, no way out, kiosk header; the same in the accessibility mode; no tap opens a file chooser`, async ({
      page,
    }) => {
      // A product put in the cart first for some, axe on a 1080 × 1920 page twice (the mode off, then on),
      // then dozens of real taps each waiting for the screen to answer: more than one screen's budget.
      test.slow();
      const choosers: string[] = [];
      page.on('filechooser', () => choosers.push(page.url()));
      const open = opener(pattern, sweep);
      await open(page);
      await settled(page);
      await expectKioskScreen(page, primaryAction(page, pattern));
      if (pattern === '/home' || pattern === '/') {
        // The tiles fill the screen in a grid, each button 64 px tall; the nine seeded modules but the
        // mobile tickets, which the kiosk does not sell.
        const tiles = page.locator('.tile');
        await expect(tiles).toHaveCount(8);
        await expect(page.locator('.tile[data-module="RECHARGEMENT_APPLI"]')).toHaveCount(0);
        for (const button of await page.locator('.tile__button').all())
          expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(64);
        const last = (await tiles.last().boundingBox())!;
        expect(last.y + last.height).toBeGreaterThan(SCREEN.height * 0.6);
      }
      // Issue 16 §4, issue 24 §8: the same screen with the accessibility mode turned on (its rules, reached
      // again from another page, axe), then off again for the customer's taps below.
      await expectScreenInMode(page);
      await turnModeOff(page);
      // Issue 10 §3: no file input, and a customer tapping every control opens no file chooser (the OS
      // Open dialog would browse the device).
      await expectNoFileInput(page);
      await tapEveryControl(page, open);
      await expectNoFileInput(page);
      expect(choosers).toEqual([]);
    });
  }
});

test("the home's tiles of another site open the frame screen, never a window", async ({ page }) => {
  const popups: string[] = [];
  page.on('popup', (popup) => popups.push(popup.url()));
  await page.goto('/home');
  const plan = page
    .getByRole('article', { name: 'Plan du réseau' })
    .getByRole('link', { name: 'Ouvrir le plan' });
  await expect(plan).toHaveAttribute('href', /^\/iframe\?url=/);
  await plan.click();
  await expect(page).toHaveURL(/\/iframe\?url=/);
  await expect(
    page.frameLocator('iframe').getByRole('heading', { name: 'Plan du réseau Ligéo' }),
  ).toBeVisible();
  await settled(page);
  await expectKioskScreen(page);
  expect(popups).toEqual([]);
});

test('a purchase: its steps, the payment with goods, the terminal waiting, the paid summary', async ({
  page,
  device,
}) => {
  // A whole purchase, with four screens checked by axe.
  test.slow();
  // On the terminal until its waiting screen has been looked at.
  device.terminal.script({ kind: 'approve', held: true });
  const steps = page.getByRole('list', { name: 'Étapes de votre achat' });
  const current = steps.locator('[aria-current="step"]');

  await page.goto('/home');
  await expect(page.locator('.tile').first()).toBeVisible();
  await expect(steps).toHaveCount(0);

  await page.goto('/vpc/itemlist');
  // The shop's own steps (issue 24 item 7).
  await expect(steps.getByRole('listitem')).toHaveText(['1Articles', '2Coordonnées', '3Paiement']);
  await expect(current).toHaveText('1Articles');
  await addProduct(page, 0, 2);
  await page.getByRole('link', { name: 'Consulter mon panier' }).click();

  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.locator('.cart-line')).toHaveCount(1);
  await expect(current).toHaveText('2Coordonnées');
  await expect(steps.getByRole('listitem').first()).toHaveText('✓Articles (terminée)');
  await expectKioskScreen(page, page.getByRole('button', { name: 'Valider les achats' }));

  await page.getByLabel('Adresse e-mail *').fill(EMAIL);
  await page.getByRole('button', { name: 'Masquer le clavier' }).click();
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await page.getByRole('button', { name: 'Valider les achats' }).click();

  await expect(page.getByRole('heading', { name: 'Paiement sur le terminal' })).toBeVisible();
  await expect(current).toHaveText('3Paiement');
  await expectKioskScreen(page, undefined, { paying: true });

  device.terminal.finishDialog();
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible();
  await expect(page).toHaveURL(/\/recapitulatif/);
  // Paid: every step done.
  await expect(current).toHaveCount(0);
  await expect(steps.getByRole('listitem').last()).toHaveText('✓Paiement (terminée)');
  await expectKioskScreen(page, page.getByRole('button', { name: 'Imprimer le reçu' }));
});

test('a legal link of the footer opens an in-app dialog, closed by its button', async ({ page }) => {
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link')).toHaveCount(0);
  const legal = footer.getByRole('button', { name: 'Mentions légales' });
  await legal.click();
  const dialog = page.getByRole('dialog', { name: 'Mentions légales' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Ce document ne peut pas être affiché sur la borne. Il est disponible sur le site internet du réseau et à l’agence commerciale :',
  );
  await expect(dialog).toContainText('Agence commerciale Ligéo');
  await expect(dialog).toContainText('12 place de la Gare');
  await expectDialogFits(page, dialog);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(legal).toBeFocused();
  expect(page.url()).toMatch(/\/home$/);
});

test('the terms of sale open an in-app dialog beside the checkbox, closed by its button', async ({
  page,
}) => {
  // A product in the cart, then axe with the dialog open: it ran out of 30 s on a busy machine.
  test.slow();
  await page.goto('/vpc/itemlist');
  await addProduct(page, 0);
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/payment$/);
  const terms = page
    .getByRole('main')
    .getByRole('button', { name: 'Lire les conditions générales de vente' });
  await terms.click();
  const dialog = page.getByRole('dialog', { name: 'Conditions générales de vente' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Conditions générales de vente' })).toBeVisible();
  await expectDialogFits(page, dialog);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(terms).toBeFocused();
  // Reading them did not tick the box.
  await expect(page.getByLabel(/J’ai lu et j’accepte les/)).not.toBeChecked();
  await expect(page).toHaveURL(/\/payment$/);
});

test("links inside a message are touch targets too: 'Voir mon panier', 'Effectuer une nouvelle demande'", async ({
  page,
}) => {
  test.slow();
  await page.goto('/vpc/itemlist');
  await addProduct(page, 0);
  const toCart = page.getByRole('main').getByRole('link', { name: 'Voir mon panier' });
  expect((await toCart.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectKioskScreen(page, page.getByRole('link', { name: 'Consulter mon panier' }));

  // A link that is no longer valid: the page says so and offers a new request.
  await page.goto('/demandes/formulaire/00000000-0000-4000-8000-000000000000');
  const renew = page.getByRole('main').getByRole('link', { name: 'Effectuer une nouvelle demande' });
  await expect(renew).toBeVisible();
  expect((await renew.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectKioskScreen(page);
});

test("the reservation's dialog at each step (passengers, the return day and its calendar, the runs back) fits the screen, 'Confirmer' low and right of 'Annuler'", async ({
  page,
}) => {
  // Four dialogs checked by axe, on a machine shared by several runs.
  test.setTimeout(180_000);
  await openReservationDialog(page);
  const dialog = reservationDialog(page);
  const confirm = dialog.getByRole('button', { name: 'Confirmer' });
  // The dialog's own row, as the band's: 'Annuler' (one step back) on the left, 'Confirmer' on the right.
  const cancel = dialog.getByRole('button', { name: 'Annuler' });
  const expectRow = async () => {
    const [left, right] = [(await cancel.boundingBox())!, (await confirm.boundingBox())!];
    expect(left.x + left.width, "'Annuler' à gauche de 'Confirmer'").toBeLessThanOrEqual(right.x);
    expect(Math.abs(left.y - right.y), 'sur la même ligne').toBeLessThanOrEqual(1);
    expect(right.y, "'Confirmer' dans la moitié basse de l'écran").toBeGreaterThanOrEqual(SCREEN.height / 2);
  };
  await addPassengers(page, 'Plein tarif aller-retour', 1, true);
  await expectDialogFits(page, dialog, confirm);
  await expectRow();

  await confirm.tap();
  const calendarButton = dialog.getByRole('button', { name: /^Calendrier Date du retour/ });
  await calendarButton.tap();
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await expectDialogFits(page, calendar);
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expectDialogFits(page, dialog, confirm);
  await expectRow();

  await pickDay(dialog, page, 'Date du retour', parisDay(2), true);
  await pressConfirm(confirm, true);
  await expect(dialog.getByRole('article').first()).toBeVisible();
  // The runs back are taller than the dialog's room: its body pages, its title and actions stay.
  const pager = dialog.getByRole('group', { name: 'Pages' });
  await expect(pager).toContainText('Page 1 sur');
  await pager.getByRole('button', { name: 'Suivant' }).tap();
  await expect(pager).toContainText('Page 2 sur');
  await expectDialogFits(page, dialog, confirm);
  await expectRow();
});

test("/selection-od's titles with quantities: 'Total' and 'Valider' in the band, the validity month's list fits the screen", async ({
  page,
}) => {
  // A card looked up, then three screens checked by axe.
  test.slow();
  await page.goto('/rechargement/infos-od');
  await lookUpCard(page, CARDS.odSubscriber);
  await expect(page).toHaveURL(/\/selection-od\?carte=true$/);
  await page.getByRole('button', { name: 'Plusieurs titres', exact: true }).tap();
  const band = page.getByRole('region', { name: 'Actions de la page' });
  const validate = page.getByRole('button', { name: 'Valider', exact: true });
  await expectKioskScreen(page, validate);
  await expect(band.getByText('Total')).toBeVisible();
  await expect(band).toContainText('0,00 €');

  // Pressed before a title is chosen: what is missing, said in the band beside 'Valider' (aria-disabled,
  // which a finger presses all the same: force skips Playwright's wait for it to be enabled).
  await validate.tap({ force: true });
  await expect(band.getByText('Choisissez au moins un titre.', { exact: true })).toBeVisible();
  await expectFitsScreen(page, validate);

  // The product's own choice: the month its subscription starts, a list over the page.
  await selectButton(page, `Début de validité ${OD_MONTHLY}`).tap();
  const months = page.getByRole('listbox');
  await expectDialogFits(page, months);
  await page.keyboard.press('Escape');
  await expect(months).toHaveCount(0);

  await increase(page, OD_MONTHLY, 1, true);
  await expect(band).toContainText('48,00 €');
  await expect(band.getByText('Choisissez au moins un titre.', { exact: true })).toHaveCount(0);
  await validate.tap();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('main')).toContainText(`${OD_MONTHLY} x 1`);
});

test.describe('the reservation modification on the kiosk (issue 24 item 7)', () => {
  const ORDERS = '/vente/api/commandesReservation';
  const keyboard = (page: Page) => page.getByRole('region', { name: 'Clavier virtuel' });

  /** A seat bought on this kiosk (one adult, line 1's 09:00 run in `days` days), paid on the terminal, then
   * 'Terminer': the ticket's number, as the order's summary gives it. Its own ticket, so that the demo
   * tickets other specs modify stay as they are. */
  async function buySeat(page: Page, request: APIRequestContext, days: number): Promise<string> {
    const leg = await legOfRun(request, 'L1-A-0900', 'BLO-GARE', 'VEN-GARE', parisDay(days));
    await openTrips(page, true, parisDay(days));
    await chooseButton(tripCard(page, leg)).tap();
    await addPassengers(page, 'Plein tarif', 1, true);
    await reservationDialog(page).getByRole('button', { name: 'Confirmer' }).tap();
    await expect(page).toHaveURL(/\/payment$/);
    await fillEmailAndTerms(page);
    await page.getByRole('button', { name: 'Valider les achats' }).tap();
    await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
    const numbers = await page.evaluate(async () => {
      const response = await fetch('/vente/api/order/summary', {
        headers: { Authorization: `Bearer ${localStorage.getItem('authenticationToken')}` },
      });
      const { order } = (await response.json()) as { order: { orderItems: { numTicket: string }[] } };
      return order.orderItems.map((item) => item.numTicket);
    });
    expect(numbers).toHaveLength(1);
    await page.getByRole('button', { name: 'Terminer', exact: true }).tap();
    await expect(page).toHaveURL(/\/home$/);
    return numbers[0]!;
  }

  test("a ticket moved to another day by touch: 'Valider', 'Chercher' and the end's buttons in the band, the confirmation fits the screen", async ({
    page,
    request,
    device,
  }) => {
    // A purchase paid on the terminal, then the modification: six screens and dialogs checked by axe.
    test.setTimeout(240_000);
    await stubSpeech(page);
    const ticket = await buySeat(page, request, 9);
    const bought = await legOfRun(request, 'L1-A-0900', 'BLO-GARE', 'VEN-GARE', parisDay(9));
    const calls = recordCalls(page);
    const band = page.getByRole('region', { name: 'Actions de la page' });

    // The next customer: 'Réserver', then the tab 'Modifier une réservation'.
    await page.getByRole('link', { name: 'Réserver', exact: true }).tap();
    await page.getByRole('tab', { name: 'Modifier une réservation' }).tap();
    const number = page.getByRole('textbox', { name: 'Numéro de ticket' });
    await number.tap();
    await expect(keyboard(page)).toBeVisible();
    for (const digit of ticket) await keyboard(page).getByRole('button', { name: digit, exact: true }).tap();
    await expect(number).toHaveValue(ticket);
    await keyboard(page).getByRole('button', { name: 'Masquer le clavier' }).tap();
    await pickDay(page, page, 'Date de départ', parisDay(9), true);
    await expectKioskScreen(page, band.getByRole('button', { name: 'Valider', exact: true }));
    await band.getByRole('button', { name: 'Valider', exact: true }).tap();

    await expect(page).toHaveURL(/\/reservation\/modification$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier ma réservation' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Votre ticket' });
    await expect(details).toContainText(ticket);
    await expect(details).toContainText('Plein tarif');
    await expect(details).toContainText(`${shown(parisDay(9))} à ${bought.dateDepart.slice(11, 16)}`);
    expect(callsTo(calls, ORDERS).map((call) => call.path)).toEqual([
      `${ORDERS}?numSupport=${ticket}&dateDepartArticle=${parisDay(9)}`,
    ]);
    const search = band.getByRole('button', { name: 'Chercher', exact: true });
    await expectKioskScreen(page, search);

    await pickDay(page, page, 'Nouvelle date de départ', parisDay(10), true);
    await search.tap();
    const run = await legOfRun(request, 'L1-A-0900', 'BLO-GARE', 'VEN-GARE', parisDay(10));
    const card = tripCard(page, run);
    await expect(card).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Confirmer la modification' });
    const confirm = dialog.getByRole('button', { name: 'Confirmer' });

    // First in the accessibility mode: the confirmation within reach, then 'Annuler' back to the runs.
    const mode = accessibilityToggle(page);
    await mode.tap();
    await expect(page.locator('html')).toHaveAttribute('data-a11y', 'on');
    await chooseButton(card).tap();
    await expectDialogFits(page, dialog, confirm);
    expect((await dialog.boundingBox())!.y, 'dans la moitié basse').toBeGreaterThanOrEqual(SCREEN.height / 2);
    await expectModeRules(page, false);
    await dialog.getByRole('button', { name: 'Annuler' }).tap();
    await expect(dialog).toHaveCount(0);
    await expect(chooseButton(card)).toBeFocused();
    await mode.tap();
    await expect(page.locator('html')).not.toHaveAttribute('data-a11y', 'on');

    await chooseButton(card).tap();
    await expect(dialog).toContainText(`${shown(parisDay(10))} à ${run.dateDepart.slice(11, 16)}`);
    await expectDialogFits(page, dialog, confirm);
    await confirm.tap();

    await expect(page.getByText('Votre réservation est modifiée.')).toBeVisible();
    const newNumber = (await page.locator('.modification-done__number').textContent())!.trim();
    expect(newNumber).toMatch(/^\d{16}$/);
    expect(newNumber).not.toBe(ticket);
    const posts = calls.filter((call) => call.method === 'POST' && call.path.startsWith(`${ORDERS}/`));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.path).toMatch(new RegExp(`^${ORDERS}/\\d+/article/\\d+/modificationReservation$`));
    expect(posts[0]!.body).toEqual({
      codeCourse: run.codeCourse,
      dateDepart: run.dateDepart,
      dateArrivee: run.dateArrivee,
      email: null,
    });
    const print = band.getByRole('button', { name: 'Imprimer le nouveau ticket' });
    await expectKioskScreen(page, print);
    const home = band.getByRole('button', { name: 'Retour à l’accueil' });
    await expect(home).toBeVisible();
    await print.tap();
    await expect(page.getByText('Votre nouveau ticket a été imprimé. Pensez à le prendre.')).toBeVisible();
    // The only print of the test (the purchase's receipt was not asked for).
    const [job] = await device.printer.waitForJobs(1);
    // Its QR code holds its number and its day (issue 26 §4).
    expect(decodeEscPos(job!).qrCodes).toEqual([`${newNumber};${run.dateDepart.slice(0, 10)}`]);
    await home.tap();
    // The end of the customer: home, and nothing of the ticket for the next one.
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('link', { name: 'Réserver', exact: true }).tap();
    await page.getByRole('tab', { name: 'Modifier une réservation' }).tap();
    await expect(number).toHaveValue('');
  });
});

test.describe('the QR dialogs on the kiosk (issue 24 item 7)', () => {
  const scanButton = (page: Page) => page.getByRole('button', { name: 'Scanner le QR code du ticket' });
  let cameraBrowser: Browser | undefined;
  let cameraKiosk: KioskDevice | undefined;

  test.afterEach(async () => {
    await cameraKiosk?.close();
    cameraKiosk = undefined;
    await cameraBrowser?.close();
    cameraBrowser = undefined;
  });

  test("a USB scan that is no ticket: 'QR Code invalide' fits the screen, 'Fermer' gives the focus back to the ticket number", async ({
    page,
  }) => {
    await page.goto('/reservation/infos?tab=2');
    const number = page.getByRole('textbox', { name: 'Numéro de ticket' });
    await expect(number).toBeVisible();
    // No camera on this kiosk: its reader is the USB scanner, which types a code's text then Enter.
    await expect(scanButton(page)).toHaveCount(0);
    await scannerReads(page, 'https://exemple.fr/');
    const invalid = page.getByRole('dialog', { name: 'QR Code invalide' });
    await expect(invalid).toContainText(
      'Le QR code lu n’est pas celui d’un ticket. Saisissez son numéro ou réessayez.',
    );
    const close = invalid.getByRole('button', { name: 'Fermer' });
    await expectDialogFits(page, invalid, close);
    await close.tap();
    await expect(invalid).toHaveCount(0);
    await expect(number).toBeFocused();
    await expect(number).toHaveValue('');
  });

  test("a kiosk with a camera: 'Détection QR Code', then 'QR Code invalide' when nothing is read, each fits the screen; 'Fermer' gives the focus back to the scan button", async ({
    playwright,
    baseURL,
  }, testInfo) => {
    // The 10 s the reader looks for a code, and two dialogs checked by axe.
    test.slow();
    const { launchOptions, locale, timezoneId } = testInfo.project.use;
    const video = writeFakeVideo('bruit-borne', noiseFrame());
    cameraBrowser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions?.args ?? []), ...fakeCameraArgs(video)],
    });
    const context = await cameraBrowser.newContext({
      baseURL,
      locale,
      timezoneId,
      viewport: SCREEN,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    // Its own kiosk: the fixture's is on the default browser's page, which has no camera.
    cameraKiosk = await kioskDevice(page, context.request, baseURL!, { camera: true });
    await page.goto('/reservation/infos?tab=2');
    await scanButton(page).tap();
    const detection = page.getByRole('dialog', { name: 'Détection QR Code' });
    await expect(detection.getByText('Présentez le QR code du ticket devant la caméra.')).toBeVisible();
    await expect(detection.locator('video')).toBeVisible();
    await expectDialogFits(page, detection, detection.getByRole('button', { name: 'Fermer' }));

    const invalid = page.getByRole('dialog', { name: 'QR Code invalide' });
    await expect(invalid).toContainText(
      'Aucun QR code n’a pu être lu. Approchez le ticket de la caméra ou saisissez son numéro.',
      { timeout: 15_000 },
    );
    await expect(detection).toHaveCount(0);
    const close = invalid.getByRole('button', { name: 'Fermer' });
    await expectDialogFits(page, invalid, close);
    await close.tap();
    await expect(invalid).toHaveCount(0);
    await expect(scanButton(page)).toBeFocused();

    // Opened again and closed at once: the focus back on the button too.
    await scanButton(page).tap();
    await detection.getByRole('button', { name: 'Fermer' }).tap();
    await expect(detection).toHaveCount(0);
    await expect(scanButton(page)).toBeFocused();
  });
});
