// Issue 16 §4: the kiosk's accessibility mode (EAA, EN 301 549 for self-service terminals), with the bridge
// routed to the real main-process handlers and the speech synthesis stubbed at its edge (what the page hands
// to speechSynthesis is recorded). The 'Accessibilité' button turns on text at 200 % (no sideways scroll,
// nothing clipped), a high-contrast palette (7:1), every control in the lower half of the 1080 × 1920
// screen, and speech: a whole purchase is done with the keyboard only, and what is said at each step is read.
// Every kiosk route (the table) is checked in the mode, with axe, by kiosk-layout.spec.ts's route tests, on
// the page their own checks opened (support/accessibility-route.ts).
import type { Locator, Page } from '@playwright/test';
import { decodeEscPos } from '../../src/demo-kiosk/escpos-decoder';
import {
  clearSpoken,
  expectSaid,
  inspectAccessibilityMode,
  SCREEN,
  spoken,
  stubSpeech,
} from './support/accessibility-mode';
import {
  accessibilityToggle as toggle,
  expectModeRules,
  scrollOffsets,
  turnModeOn,
} from './support/accessibility-route';
import { expectNoAxeViolation } from './support/axe';
import { idleUntilReset, idleUntilWarning, TEST_IDLE } from './support/kiosk-idle';
import { expect, test } from './support/kiosk-test';

test.use({ viewport: SCREEN, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await stubSpeech(page);
});

/** Whatever `locator` shows lies in the lower half of the screen. */
async function expectInLowerHalf(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.y, 'dans la moitié basse').toBeGreaterThanOrEqual(SCREEN.height / 2);
  expect(box.y + box.height).toBeLessThanOrEqual(SCREEN.height);
}

/** The name of what has the focus: its aria-label, its label, or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    const label = el?.getAttribute('aria-label') ?? el?.labels?.[0]?.textContent ?? el?.textContent ?? '';
    return label.replace(/\s+/g, ' ').trim();
  });

/** Presses Tab (Shift+Tab with `back`) until the focus is on `name`, as a keypad user does, listening. */
async function tabTo(page: Page, name: string | RegExp, back = false) {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focused = await focusedName(page);
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`« ${String(name)} » jamais atteint au clavier`);
}

/** Types `keys` on the on-screen keyboard with the arrows and Enter: up or down to the key's row, then
 * left or right to it (the keyboard's layout, as a regular learns it), each key heard before it is typed. */
async function typeWithKeypad(page: Page, keys: string[]) {
  const keyboard = page.getByRole('region', { name: 'Clavier virtuel' });
  const where = (name: string) =>
    keyboard.evaluate((el, wanted) => {
      const rows = [...el.querySelectorAll('.osk__row')].map((row) => [...row.querySelectorAll('.osk__key')]);
      const nameOf = (key: Element) => key.getAttribute('aria-label') ?? key.textContent?.trim() ?? '';
      const rowOf = (key: Element | null) => rows.findIndex((r) => r.includes(key as Element));
      const target = rows.flat().find((key) => nameOf(key) === wanted);
      const active = document.activeElement;
      return {
        from: rowOf(active),
        to: rowOf(target ?? null),
        left: (target?.getBoundingClientRect().left ?? 0) - (active?.getBoundingClientRect().left ?? 0),
        on: target === active,
      };
    }, name);
  for (const key of keys) {
    for (let moves = 0; moves < 30; moves += 1) {
      const { from, to, left, on } = await where(key);
      if (to === -1) throw new Error(`touche « ${key} » absente`);
      if (on) break;
      if (from !== to) await page.keyboard.press(from < to ? 'ArrowDown' : 'ArrowUp');
      else await page.keyboard.press(left < 0 ? 'ArrowLeft' : 'ArrowRight');
    }
    await expectSaid(page, `${key}, bouton`);
    await page.keyboard.press('Enter');
  }
}

/** What the screen says and how it looks, once settled: the mode's rules, and axe. */
async function expectAccessibleScreen(page: Page) {
  await expectModeRules(page);
  await expectNoAxeViolation(page);
}

test('a whole kiosk purchase with a keypad and a headset: what is said at each step', async ({
  page,
  device,
}) => {
  test.slow();
  await page.goto('/home');
  await expect(page.locator('.tile').first()).toBeVisible();

  // Off, the screen is the kiosk's usual one: the same checks find what the mode changes.
  const off = await page.evaluate(inspectAccessibilityMode, true);
  expect(off).toContain('mode accessibilité éteint');
  expect(off.some((problem) => problem.startsWith('commande dans la moitié haute'))).toBe(true);
  expect(await spoken(page)).toEqual([]);

  // The mode's button, reached and pressed with the keypad: the first thing said is its new state.
  await tabTo(page, 'Accessibilité');
  await page.keyboard.press('Enter');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expectSaid(page, 'Accessibilité, bouton, activé');
  await expectAccessibleScreen(page);

  // Home → the shop's tile.
  await tabTo(page, 'Voir la boutique');
  await expectSaid(page, /^Voir la boutique, lien/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vpc\/itemlist$/);
  await expectSaid(page, 'Boutique, titre de niveau 1');
  await expect(page.locator('.products > li').first()).toBeVisible();
  await expectAccessibleScreen(page);

  // Two of the first product: its quantity with the arrows, then 'Ajouter'.
  await tabTo(page, /^Quantité/);
  await expectSaid(page, 'Quantité, liste déroulante, 1');
  await page.keyboard.press('ArrowDown');
  await expectSaid(page, '2');
  await tabTo(page, /^Ajouter /);
  const label = (await focusedName(page)).replace(/^Ajouter /, '');
  await expectSaid(page, `Ajouter ${label}, bouton`);
  await page.keyboard.press('Enter');
  await expectSaid(page, /^Le produit a bien été ajouté à votre panier/);
  await tabTo(page, 'Consulter mon panier');
  await page.keyboard.press('Enter');

  // The kiosk's payment: the order, the e-mail typed on the on-screen keyboard, the terms.
  await expect(page).toHaveURL(/\/payment$/);
  await expectSaid(page, 'Livraison et Paiement, titre de niveau 1');
  await expect(page.locator('.cart-line')).toContainText(`${label} x 2`);
  await expectAccessibleScreen(page);
  await tabTo(page, 'Adresse e-mail *');
  await expectSaid(page, 'Adresse e-mail, zone de texte, vide, obligatoire');
  const keyboard = page.getByRole('region', { name: 'Clavier virtuel' });
  await expect(keyboard).toBeVisible();
  await page.keyboard.press('Tab');
  await expectSaid(
    page,
    /^Clavier virtuel, région\. Choisissez une touche avec les flèches et tapez-la avec Entrée\. Tab pour continuer, Échap pour revenir au champ\. .+, bouton$/,
  );
  // Every key and the field within reach, the field above the keyboard.
  await expectModeRules(page);
  const field = (await page.getByLabel('Adresse e-mail *').boundingBox())!;
  const keys = (await keyboard.boundingBox())!;
  expect(field.y + field.height).toBeLessThanOrEqual(keys.y);
  await typeWithKeypad(page, [...'leo', 'arobase', ...'exemple', 'point fr']);
  await expect(page.getByLabel('Adresse e-mail *')).toHaveValue('leo@exemple.fr');
  await expectSaid(page, 'leo@exemple.fr');
  await page.keyboard.press('Tab');
  await expect(keyboard).toHaveCount(0);
  await expectSaid(page, /^J’ai lu et j’accepte les conditions générales de vente, case à cocher, non coché/);
  await page.keyboard.press('Space');
  await expectSaid(page, 'coché');
  await tabTo(page, 'Valider les achats');
  await expectSaid(page, 'Valider les achats, bouton');
  await clearSpoken(page);
  await page.keyboard.press('Enter');

  // The card terminal: its waiting screen, then its answer, said as they come.
  await expectSaid(
    page,
    /^Paiement sur le terminal\. Suivez les instructions du terminal de paiement : présentez, insérez ou glissez votre carte bancaire\. Montant à payer : 9,00 €\. Le terminal de paiement est sous l’écran\. Annuler le paiement\.$/,
  );
  await expectAccessibleScreen(page);
  await expectSaid(page, /^Paiement accepté\. Merci ! Votre récapitulatif de commande va s’afficher\./);

  // The summary, its printed receipt, and home for the next customer, the mode off again.
  await expect(page).toHaveURL(/\/recapitulatif/);
  await expectSaid(page, 'Récapitulatif de la commande, titre de niveau 1');
  await expectSaid(page, 'Merci, votre paiement a été accepté.');
  await expectAccessibleScreen(page);
  await tabTo(page, 'Imprimer le reçu');
  await page.keyboard.press('Enter');
  await expectSaid(page, 'Votre reçu a été imprimé. Pensez à le prendre.');
  const [job] = await device.printer.waitForJobs(1);
  expect(decodeEscPos(job!).text.join('\n')).toContain(label);
  await tabTo(page, 'Terminer');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('html')).not.toHaveAttribute('data-a11y', 'on');
  expect(device.terminal.debits).toBe(1);

  // Everything said was French.
  expect(new Set((await spoken(page)).map(({ lang }) => lang))).toEqual(new Set(['fr-FR']));
});

/** Computed font sizes in px of what `selectors` find first. */
const fontSizes = (page: Page, selectors: string[]) =>
  page.evaluate(
    (list) => list.map((s) => parseFloat(getComputedStyle(document.querySelector(s)!).fontSize)),
    selectors,
  );

test('text at 200 % of the kiosk’s size, content reflowed, nothing lost', async ({ page }) => {
  await page.goto('/vpc/itemlist');
  await expect(page.locator('.products > li').first()).toBeVisible();
  const texts = ['body', '.page h1', '.products > li', '.kiosk-header__home'];
  // Every element measured is there first (the products may show before the header's link).
  for (const selector of texts) await expect(page.locator(selector).first()).toBeVisible();
  const before = await fontSizes(page, texts);
  expect(before[0]).toBe(22);
  const names = await page.locator('.products > li').allInnerTexts();

  await turnModeOn(page);
  const after = await fontSizes(page, texts);
  after.forEach((size, i) => expect(size, texts[i]).toBeCloseTo(2 * before[i]!, 0));
  // Every product still there with all its words, nothing sideways nor clipped, the page scrolls down.
  expect((await page.locator('.products > li').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '))).toEqual(
    names.map((t) => t.replace(/\s+/g, ' ')),
  );
  await expectModeRules(page);
  const layout = page.locator('.layout');
  expect(await layout.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

  // Off again, the kiosk's own sizes come back.
  await toggle(page).tap();
  await expect(page.locator('html')).not.toHaveAttribute('data-a11y', 'on');
  expect(await fontSizes(page, texts)).toEqual(before);
});

// A kiosk idle for a minute warns its customer: the test's clock gets there.
test.describe(() => {
  test.use({ kioskOptions: TEST_IDLE });

  test('the idle warning opens within reach and is said; the reset turns the mode off', async ({ page }) => {
    await page.clock.install();
    await page.goto('/vpc/itemlist');
    await expect(page.locator('.products > li').first()).toBeVisible();
    await turnModeOn(page);
    await expectSaid(page, 'Accessibilité, bouton, activé');

    const dialog = await idleUntilWarning(page);
    await expectInLowerHalf(dialog);
    await expectModeRules(page, false);
    // The dialog, what it warns of and where the focus is, said at once (a keypad user hears it in the headset).
    await expectSaid(
      page,
      'Êtes-vous toujours là ?, boîte de dialogue d’alerte. Sans action de votre part, la borne va revenir à la page d’accueil et votre panier ainsi que les informations saisies seront effacés. Retour à l’accueil dans 20 secondes. Continuer, bouton',
    );

    await idleUntilReset(page);
    await expect(page).toHaveURL(/\/home$/);
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).not.toHaveAttribute('data-a11y', 'on');
  });
});

test('dialogs, calendars and lists open within reach in the mode', async ({ page }) => {
  test.slow();

  // A legal text of the footer: its dialog in the lower half, every control too.
  await page.goto('/home');
  await expect(page.locator('.tile').first()).toBeVisible();
  await turnModeOn(page);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Mentions légales' }).tap();
  const legal = page.getByRole('dialog', { name: 'Mentions légales' });
  // Its frame in the lower half; at 200 % its text is longer than that half and scrolls inside it.
  await expect(legal).toBeVisible();
  await expectInLowerHalf(page.locator('.kiosk-modal__box'));
  await expectModeRules(page, false);
  const close = legal.getByRole('button', { name: 'Fermer' });
  await close.scrollIntoViewIfNeeded();
  await expectInLowerHalf(close);
  await close.tap();
  await expect(legal).toHaveCount(0);

  // The reservation's calendar and the stops' list (react-aria popovers), the on-screen keyboard beside.
  await page.goto('/reservation/infos');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon trajet' })).toBeVisible();
  await turnModeOn(page); // a new page load: a new session
  await page.getByRole('button', { name: /^Calendrier Date/ }).tap();
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await expectInLowerHalf(calendar);
  await expectModeRules(page, false);
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);

  const from = page.getByRole('combobox', { name: /^Départ/ });
  await from.tap();
  await from.pressSequentially('blois');
  await expect(page.locator('[data-trigger="ComboBox"]')).toHaveCSS('opacity', '1');
  await expectInLowerHalf(page.getByRole('listbox'));
  await expectModeRules(page, false);
});

/** The home screen's paging buttons, in the band at the bottom of the page's window. */
const pagerOf = (page: Page) =>
  page.getByRole('region', { name: 'Actions de la page' }).getByRole('group', { name: 'Pages' });

test('issue 24 §8: home pages through every tile with large buttons in the lower half, one page at a time', async ({
  page,
}) => {
  // Axe on each page of the home screen at 200 %.
  test.slow();
  await page.goto('/home');
  await expect(page.locator('.tile')).toHaveCount(8);
  await turnModeOn(page);
  const pager = pagerOf(page);
  const previous = pager.getByRole('button', { name: 'Précédent' });
  const next = pager.getByRole('button', { name: 'Suivant' });
  const position = pager.getByText(/^Page \d+ sur \d+$/);
  await expect(position).toHaveText(/^Page 1 sur \d+$/);
  // The count follows the tiles' layout at 200 %, which may still be settling when the mode's button
  // answers (a loaded host read « Page 1 sur 2 », then 8): read once it holds still.
  let read = '';
  await expect
    .poll(
      async () => {
        const now = (await position.textContent()) ?? '';
        const still = now === read;
        read = now;
        return still;
      },
      { intervals: [300] },
    )
    .toBe(true);
  const count = Number(read.split(' sur ')[1]);
  expect(count, 'plus d’une page de services').toBeGreaterThan(1);
  for (const button of [previous, next]) {
    await expectInLowerHalf(button);
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(64);
  }
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(position).toHaveAttribute('aria-live', 'polite');

  // Each page shows whole tiles only, in the page's window; together the pages show every tile once.
  const seen: string[] = [];
  for (let shown = 1; shown <= count; shown += 1) {
    await expect(position).toHaveText(`Page ${shown} sur ${count}`);
    const whole = await page.evaluate(() => {
      const window = document.querySelector('main')!.getBoundingClientRect();
      const tiles = [...document.querySelectorAll('.tile')].map((tile) => ({
        name: tile.querySelector('.tile__title')?.textContent?.trim() ?? '',
        box: tile.getBoundingClientRect(),
      }));
      const inside = tiles.filter(({ box }) => box.top >= window.top - 1 && box.bottom <= window.bottom + 1);
      const cut = tiles.filter(
        ({ box }) =>
          box.bottom > window.top + 1 && box.top < window.bottom - 1 && !inside.some((t) => t.box === box),
      );
      return { inside: inside.map((t) => t.name), cut: cut.map((t) => t.name) };
    });
    expect(whole.inside.length, `page ${shown} : au moins une carte entière`).toBeGreaterThan(0);
    seen.push(...whole.inside.filter((name) => !seen.includes(name)));
    await expectAccessibleScreen(page);
    if (shown < count) await next.tap();
  }
  expect(seen.sort()).toEqual(
    (await page.locator('.tile__title').allTextContents()).map((t) => t.trim()).sort(),
  );
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  // Back to the first page with the other button, by keypad too.
  await previous.focus();
  for (let shown = count - 1; shown >= 1; shown -= 1) {
    await page.keyboard.press('Enter');
    await expect(position).toHaveText(`Page ${shown} sur ${count}`);
  }
  await expect(previous).toBeFocused();
  expect((await scrollOffsets(page)).main).toBe(0);
});

test('issue 24 §8: after a tile, the new page opens at its top with the focus on its heading', async ({
  page,
}) => {
  test.slow();
  // The shop seen once, then home with 'Accueil': its page is in memory, it shows at once when chosen
  // again (no loading spinner in between that would bring the offset back to 0 by itself).
  await page.goto('/vpc/itemlist');
  await expect(page.locator('.products > li').first()).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Accueil' }).tap();
  await expect(page.locator('.tile')).toHaveCount(8);
  await turnModeOn(page);
  // Paged down to the shop's tile: the home screen was scrolled down when it was tapped.
  const next = pagerOf(page).getByRole('button', { name: 'Suivant' });
  const shop = page
    .getByRole('article', { name: 'Boutique' })
    .getByRole('link', { name: 'Voir la boutique' });
  const inWindow = () =>
    shop.evaluate((link) => {
      const window = document.querySelector('main')!.getBoundingClientRect();
      const box = link.getBoundingClientRect();
      return box.top >= window.top && box.bottom <= window.bottom;
    });
  while (!(await inWindow())) await next.tap();
  expect((await scrollOffsets(page)).main).toBeGreaterThan(0);
  await shop.tap();
  await expect(page).toHaveURL(/\/vpc\/itemlist$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Boutique' });
  await expect(heading).toBeFocused();
  expect(await scrollOffsets(page)).toEqual({ document: 0, window: 0, main: 0 });
  await expect(pagerOf(page).getByText(/^Page \d+ sur \d+$/)).toHaveText(/^Page 1 sur \d+$/);
  await expectSaid(page, 'Boutique, titre de niveau 1');
  await expectAccessibleScreen(page);
});
