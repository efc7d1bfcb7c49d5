// The kiosk's tap budget (issue 24 item 4): from home to the moment the card terminal receives the
// amount, what a person presses is counted in the page as it happens: pointer taps on controls, and the
// on-screen keyboard's key taps apart. The e-mail's characters before the domain are out of the budget;
// each journey prints `kiosk-taps <journey> <n>` and fails above its budget.
import { typeEmailOnKiosk } from './support/kiosk-email';
import { expect, test, type Page } from './support/test';
import { DEMO_STATION, type KioskDevice } from './support/kiosk';
import { CARDS, product } from './support/reload';
import {
  BLOIS,
  CHEVERNY,
  addPassengers,
  chooseButton,
  parisDay,
  pickDay,
  reservationDialog,
  stopField,
} from './support/reservation';

test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true });

interface Taps {
  /** Taps on controls outside the on-screen keyboard. */
  pointer: number;
  /** Taps on the on-screen keyboard's keys (letters, digits, symbols, helpers, 'Masquer le clavier'). */
  keys: number;
  /** What the pointer taps pressed, in order (the printed explanation of the count). */
  pressed: string[];
}

/** Counts, in the page, every press on a control as the customer's finger lands on it (pointerdown). */
async function countTaps(page: Page) {
  await page.addInitScript(() => {
    const taps = { pointer: 0, keys: 0, pressed: [] as string[] };
    Object.defineProperty(window, '__taps', { value: taps });
    const CONTROLS =
      'button, a[href], input, select, textarea, label, [role="button"], [role="option"], [role="checkbox"], [role="link"], [role="gridcell"]';
    document.addEventListener(
      'pointerdown',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        const control = target?.closest(CONTROLS);
        if (!control) return;
        const name = (
          control.getAttribute('aria-label') ??
          (control instanceof HTMLInputElement ? control.labels?.[0]?.textContent : null) ??
          control.textContent ??
          control.tagName
        ).trim();
        const key = control.closest('section[aria-label="Clavier virtuel"]');
        // 'Masquer le clavier' types nothing, and a domain key ('@gmail.com') is one tap for the whole
        // domain: both are taps of the budget; the characters before the domain are not.
        const ofBudget = name.includes('Masquer le clavier') || /^@.+\./.test(name);
        if (key && !ofBudget) taps.keys += 1;
        else {
          taps.pointer += 1;
          taps.pressed.push(name.slice(0, 40));
        }
      },
      true,
    );
  });
}

const tapsOf = (page: Page) =>
  page.evaluate(() => {
    const { pointer, keys, pressed } = (window as unknown as { __taps: Taps }).__taps;
    return { pointer, keys, pressed: [...pressed] };
  });

/** How the on-screen keyboard names a character's key. */
const KEY_NAMES: Record<string, string> = { '@': 'arobase', '.': 'point', '-': 'tiret', _: 'tiret bas' };

/** Presses each character's key on the on-screen keyboard (the focused field's). */
async function typeKeys(page: Page, text: string) {
  const keyboard = page.getByRole('region', { name: 'Clavier virtuel' });
  await expect(keyboard).toBeVisible();
  for (const character of text)
    await keyboard.getByRole('button', { name: KEY_NAMES[character] ?? character, exact: true }).tap();
}

/** /payment: the e-mail field, the address typed, the terms, 'Valider les achats', until the terminal has
 * the amount. Returns the key taps of the part before the domain (out of the budget) and of the domain. */
async function payOnKiosk(page: Page, device: KioskDevice, amountCents: RegExp | string) {
  await expect(page).toHaveURL(/\/payment$/);
  const field = page.getByLabel('Adresse e-mail *');
  // The field opens on arrival with its keyboard (an effect once the form shows): awaited, never tapped,
  // or a loaded run taps it before the page does and counts a tap the customer never makes.
  await expect(field).toBeFocused();
  const before = await tapsOf(page);
  await typeKeys(page, 'leo');
  const afterLocal = await tapsOf(page);
  const local = afterLocal.keys - before.keys;
  await typeEmailOnKiosk(page, '', '@gmail.com');
  const domain = (await tapsOf(page)).pointer - afterLocal.pointer;
  await expect(field).toHaveValue('leo@gmail.com');
  const hide = page.getByRole('button', { name: 'Masquer le clavier' });
  const terms = page.getByLabel(/J’ai lu et j’accepte les/);
  // The customer puts the keyboard away only when it covers what comes next.
  if (!(await isUncovered(page, terms))) await hide.tap();
  await terms.tap();
  await expect(terms).toBeChecked();
  await page.getByRole('button', { name: 'Valider les achats' }).tap();
  await expect.poll(() => device.terminal.requests.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(device.terminal.requests[0]!.find(([tag]) => tag === 'CB')?.[1]).toMatch(amountCents);
  return { local, domain };
}

/** The element's centre is on screen and not under the keyboard. */
async function isUncovered(page: Page, locator: ReturnType<Page['getByLabel']>) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (y < 0 || y > window.innerHeight) return false;
    const top = document.elementFromPoint(x, y);
    return (
      top !== null &&
      (el === top || el.contains(top) || top.contains(el) || el.closest('label')?.contains(top) === true)
    );
  });
}

/** Prints the count and holds it to the budget: taps outside the keyboard plus the domain key's one tap
 * (the characters before the domain are key taps, reported apart). */
function report(journey: string, taps: Taps, budget: number, extra = '') {
  console.log(`kiosk-taps ${journey} ${taps.pointer}`);
  console.log(`kiosk-taps ${journey} (touches du clavier : ${taps.keys}${extra})`);
  console.log(`kiosk-taps ${journey} : ${taps.pressed.join(' → ')}`);
  expect(taps.pointer, `${journey} : au plus ${budget} touchers`).toBeLessThanOrEqual(budget);
}

test('single ticket: Blois – Gare routière → Cheverny – Château in at most 6 taps', async ({
  page,
  openKiosk,
}) => {
  test.slow();
  const device = await openKiosk({ station: DEMO_STATION });
  await countTaps(page);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Acheter', exact: true }).tap();
  await page.getByRole('list', { name: 'Destinations' }).getByRole('button', { name: CHEVERNY }).tap();
  await product(page, 'Billet unitaire').getByRole('button', { name: 'Acheter Billet unitaire' }).tap();
  const { local, domain } = await payOnKiosk(page, device, /^320$/);
  const taps = await tapsOf(page);
  // Tile, destination, 'Acheter', '@gmail.com', terms, 'Valider les achats': the e-mail field opens on
  // arrival with its keyboard.
  expect(taps.pressed[3]).toBe('@gmail.com');
  report('billet-unitaire', taps, 6, `, dont ${local} avant le domaine et ${domain} pour le domaine`);
});

test('reload of a known card, its number typed aside', async ({ page, openKiosk }) => {
  // Twelve digits and an e-mail key by key, and a whole payment.
  test.slow();
  const device = await openKiosk();
  await countTaps(page);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Recharger', exact: true }).tap();
  await page.getByLabel('Numéro de carte *').tap();
  await typeKeys(page, CARDS.valid);
  // 'Valider' in the band, above the number's keyboard: no 'Masquer le clavier' first (issue 24).
  await page
    .getByRole('region', { name: 'Actions de la page' })
    .getByRole('button', { name: 'Valider', exact: true })
    .tap();
  await expect(page).toHaveURL(/\/rechargement\/articles$/);
  await page.getByRole('button', { name: 'Acheter Carnet 10 voyages', exact: true }).tap();
  await payOnKiosk(page, device, /^[1-9]\d*$/);
  // Budget: tile, number field, the band's 'Valider', the title's 'Acheter', the e-mail's domain key (its
  // field opens with the keyboard), terms, 'Valider les achats': 7 (10 before the band's 'Valider', the
  // one-tap title cards and the e-mail field opened on arrival).
  report('rechargement', await tapsOf(page), 7);
});

test('reservation: one seat, one way', async ({ page, openKiosk }) => {
  test.slow();
  const device = await openKiosk();
  await countTaps(page);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Réserver', exact: true }).tap();
  await pickDay(page, page, 'Date', parisDay(4), true);
  for (const [label, keys, option] of [
    ['Départ', 'blois', BLOIS],
    ['Arrivée', 'chev', CHEVERNY],
  ] as const) {
    await stopField(page, label).tap();
    await typeKeys(page, keys);
    await expect(page.locator('[data-trigger="ComboBox"]')).toHaveCSS('opacity', '1');
    await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).tap();
  }
  const hide = page.getByRole('button', { name: 'Masquer le clavier' });
  if (await hide.isVisible()) await hide.tap();
  await page.getByRole('button', { name: 'Valider', exact: true }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Trajets disponibles' })).toBeVisible();
  await chooseButton(page.locator('.trip-card').first()).tap();
  await addPassengers(page, 'Plein tarif', 1, true);
  await reservationDialog(page).getByRole('button', { name: 'Confirmer' }).tap();
  await expect(page).toHaveURL(/\/payment$/);
  await payOnKiosk(page, device, /^[1-9]\d*$/);
  // Budget: tile, calendar, day, each stop's field and its choice (4), keyboard away, 'Valider', the trip,
  // '+', 'Confirmer', the e-mail's domain key (its field opens with the keyboard), terms, 'Valider les
  // achats': 15, and the calendar's 'Suivant' when the day is in the next month.
  const taps = await tapsOf(page);
  report('reservation', taps, taps.pressed.includes('Suivant') ? 16 : 15);
});
