// The terminal moment (issue 24 item 6): while the Caisse-AP terminal holds the card, the kiosk's payment
// page says 'Paiement par carte', shows the amount large and a drawn arrow toward the reader on the side
// the device configuration names, and offers one control, 'Annuler le paiement': no 'Accueil', no
// 'Retour'. Caisse-AP has no abort message, so the page says to use the terminal's red key or wait, and
// the terminal's own answer ends the payment. The bridge goes to the real main handlers (loopback terminal).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { inspectAccessibilityMode } from './support/accessibility-mode';
import { expectNoAxeViolation } from './support/axe';
import { clearFaults } from './support/emulator';
import { typeEmailOnKiosk } from './support/kiosk-email';
import { kioskBasketToPayment } from './support/purchase';

test.use({ viewport: { width: 1080, height: 1920 } });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

async function toPayment(page: Page) {
  await kioskBasketToPayment(page);
  // The e-mail with a domain key: 3 letters, a dot, 3 letters, then '@orange.fr' in one tap.
  await page.getByLabel('Adresse e-mail *').click();
  expect(await typeEmailOnKiosk(page, 'leo.dup', '@orange.fr')).toBe(8);
  await expect(page.getByLabel('Adresse e-mail *')).toHaveValue('leo.dup@orange.fr');
  await page.getByRole('button', { name: 'Masquer le clavier' }).click();
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
}

/** Every visible control of the page but the header's 'Accessibilité' and the footer's legal texts. */
function waysOut(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((el) => el.offsetParent !== null && !el.closest('footer'))
      .map((el) => el.textContent?.trim() ?? '')
      .filter((name) => name !== 'Accessibilité' && name !== 'Aller au contenu'),
  );
}

test("Caisse-AP: one way out, the arrow on the configured side; 'Annuler le paiement' waits for the terminal", async ({
  page,
  openKiosk,
}) => {
  const device = await openKiosk({ readerSide: 'right', answerTimeoutMs: 90_000 });
  // The customer presses the terminal's red key once the screen has been read below: AE 01, AF 11.
  device.terminal.script({ kind: 'abandon', held: true });
  await toPayment(page);
  const amount = (await page.locator('dd.cart-totals__total').textContent())!;
  await page.getByRole('button', { name: 'Valider les achats' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Paiement par carte' })).toBeVisible();
  await expect(page.locator('.terminal__amount--large strong')).toHaveText(amount.trim());
  const pointer = page.locator('.reader-pointer');
  await expect(pointer).toHaveAttribute('data-side', 'right');
  await expect(pointer.locator('svg')).toBeVisible();
  await expect(page.getByText('Le terminal de paiement est à droite de l’écran.')).toBeVisible();
  expect(await waysOut(page)).toEqual(['Annuler le paiement']);
  // The page fits the portrait screen.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1920);

  await page.getByRole('button', { name: 'Annuler le paiement' }).click();
  await expect(
    page.getByText(
      'Ce terminal ne permet pas d’annuler depuis l’écran : appuyez sur la touche rouge du terminal, ou attendez qu’il réponde.',
    ),
  ).toBeVisible();
  // Still the terminal's moment, and nothing more to press.
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement par carte' })).toBeVisible();
  expect(await waysOut(page)).toEqual([]);
  await expectNoAxeViolation(page);
  // The terminal's answer ends it: cancelled on the terminal, nothing debited.
  device.terminal.finishDialog();
  await expect(page.getByRole('heading', { name: 'Paiement annulé' })).toBeVisible();
  expect(device.terminal.debits).toBe(0);
  expect(device.terminal.requests).toHaveLength(1);
  // The request to abort is in main's journal, refused (no abort in Caisse-AP).
  const journal = readFileSync(device.journal.path, 'utf8');
  expect(journal).toMatch(/"type":"cancel-requested".*"accepted":false/);
});

/** Where the drawn arrow points, from its drawing as shown: the head (the triangle) against the shaft. */
function pointerDirection(page: Page): Promise<string> {
  return page.locator('.reader-pointer__arrow').evaluate((svg) => {
    const centre = (el: Element) => {
      const box = el.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    };
    const shaft = centre(svg.querySelector('rect')!);
    const head = centre(svg.querySelector('path')!);
    const [dx, dy] = [head.x - shaft.x, head.y - shaft.y];
    if (Math.abs(dx) > Math.abs(dy)) return dx < 0 ? 'left' : 'right';
    return dy > 0 ? 'below' : 'above';
  });
}

/** The arrow and its words lie whole on the screen and in the part of the page's window shown. */
async function expectPointerFits(page: Page) {
  const outside = await page.locator('.reader-pointer').evaluate((pointer) => {
    const box = pointer.getBoundingClientRect();
    const main = document.querySelector('main')!.getBoundingClientRect();
    const shown = {
      top: Math.max(0, main.top),
      bottom: Math.min(window.innerHeight, main.bottom),
      left: Math.max(0, main.left),
      right: Math.min(window.innerWidth, main.right),
    };
    const out =
      box.top < shown.top - 1 ||
      box.bottom > shown.bottom + 1 ||
      box.left < shown.left - 1 ||
      box.right > shown.right + 1;
    const at = (b: { top: number; bottom: number; left: number; right: number }) =>
      [b.top, b.bottom, b.left, b.right].map(Math.round).join(' ');
    return out ? `flèche ${at(box)} hors de la partie montrée ${at(shown)}` : '';
  });
  expect(outside).toBe('');
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1920);
}

test("simulator: 'Annuler le paiement' aborts the customer's dialog; cancelled, nothing charged, the basket kept until 'Annuler'", async ({
  page,
  baseURL,
  openKiosk,
}) => {
  // A customer who would take a minute on the terminal: the abort must end it long before.
  const device = await openKiosk({
    terminalDriver: 'simulator',
    simulatorDelayMs: 60_000,
  });
  const simulator = device.simulator!;
  await toPayment(page);
  const amount = (await page.locator('dd.cart-totals__total').textContent())!.trim();
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement par carte' })).toBeVisible();
  await expect.poll(() => simulator.requests.length).toBe(1);
  const [sent] = simulator.requests;
  expect(sent!.amountCents).toBe(Math.round(Number(amount.replace(/[^\d,]/g, '').replace(',', '.')) * 100));
  expect(sent!.currency).toBe('EUR');

  // What the page asks the back office from the tap on: nothing (the abort goes to main only).
  const backofficeCalls: string[] = [];
  page.on('request', (sentRequest) => {
    if (sentRequest.url().startsWith(baseURL!) && sentRequest.resourceType() === 'fetch')
      backofficeCalls.push(`${sentRequest.method()} ${new URL(sentRequest.url()).pathname}`);
  });
  const tapped = Date.now();
  await page.getByRole('button', { name: 'Annuler le paiement' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement annulé' })).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - tapped, 'bien avant la fin du dialogue simulé').toBeLessThan(30_000);
  await expect(
    page.getByText('Le paiement a été annulé sur le terminal. Aucun montant n’a été débité.'),
  ).toBeVisible();
  expect(simulator.debitCount).toBe(0);
  expect(simulator.requests).toHaveLength(1);
  expect(backofficeCalls).toEqual([]);
  // Main journalled the request to abort, accepted, for the payment's own key.
  const journal = readFileSync(device.journal.path, 'utf8');
  expect(journal).toMatch(
    new RegExp(`"type":"cancel-requested".*"key":"${sent!.idempotencyKey}","accepted":true`),
  );
  // The sale stays the customer's until they give up: trying again asks the terminal for the same
  // amount (the basket kept), and 'Annuler' ends the sale.
  await page.getByRole('button', { name: 'Réessayer le paiement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement par carte' })).toBeVisible();
  await expect.poll(() => simulator.requests.length).toBe(2);
  expect(simulator.requests[1]!.amountCents).toBe(sent!.amountCents);
  expect(simulator.requests[1]!.idempotencyKey).not.toBe(sent!.idempotencyKey);
  await page.getByRole('button', { name: 'Annuler le paiement' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement annulé' })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/payment');
  await expect(page.locator('.cart-line')).toHaveCount(0);
  expect(simulator.debitCount).toBe(0);
});

for (const side of ['left', 'below'] as const) {
  test(`accessibility mode: the arrow to the reader (${side}) shows, points there and fits; one way out`, async ({
    page,
    openKiosk,
  }) => {
    await openKiosk({
      readerSide: side,
      terminalDriver: 'simulator',
      simulatorDelayMs: 60_000,
    });
    await toPayment(page);
    await page.getByRole('banner').getByRole('button', { name: 'Accessibilité' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-a11y', 'on');
    await page.getByRole('button', { name: 'Valider les achats' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paiement par carte' })).toBeVisible();

    await expect(page.locator('.reader-pointer__arrow')).toBeVisible();
    await expect(page.locator('.reader-pointer')).toHaveAttribute('data-side', side);
    expect(await pointerDirection(page)).toBe(side);
    await expect(
      page.getByText(
        side === 'left'
          ? 'Le terminal de paiement est à gauche de l’écran.'
          : 'Le terminal de paiement est sous l’écran.',
      ),
    ).toBeVisible();
    await expectPointerFits(page);
    // The mode's toggle (pressed: « Accessibilité✓ ») and the pages of the moment's window aside, one
    // way out.
    const controls = (await waysOut(page)).filter((name) => !name.startsWith('Accessibilité'));
    expect(controls).toEqual(['Annuler le paiement', 'Précédent', 'Suivant']);
    expect(await page.evaluate(inspectAccessibilityMode, false)).toEqual([]);
    await expectNoAxeViolation(page);
    // Ended by the abort, so the simulated minute is not waited for.
    await page.getByRole('button', { name: 'Annuler le paiement' }).click();
    await expect(page.getByRole('heading', { name: 'Paiement annulé' })).toBeVisible({ timeout: 10_000 });
  });
}
