// Issue 24 item 9: 'English' on the kiosk changes everything we own. A customer taps 'English' on the home
// screen and walks the kiosk's screens at 1080 × 1920: home and its tiles, the footer's documents, a ticket
// from its line to the terminal (refused, then paid) and its summary, the shop, the card top-up and its
// error, the booking, the card request, an unknown page and the idle warning. On each, no French word of
// ours (support/french-words.ts: built from the catalogues) may be left outside the back office's texts.
import { expect, test, type Page } from './support/test';
import { decodeEscPos } from '../../src/demo-kiosk/escpos-decoder';
import { clearFaults } from './support/emulator';
import { expectNoFrench } from './support/french-words';
import { settled } from './support/no-file-chooser';
import { openTrips } from './support/reservation';

test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true });

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

/** Home, then 'English' on its language switch, as a customer does. */
async function homeInEnglish(page: Page) {
  await page.goto('/home');
  await page
    .getByRole('main')
    .getByRole('group', { name: 'Langue' })
    .getByRole('button', { name: 'English' })
    .tap();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

/** A react-aria Select of the page: its button, then the option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** The e-mail typed on the on-screen keyboard, then the keyboard hidden. */
async function typeEmail(page: Page) {
  await page.getByLabel(/^Email address/).click();
  const keyboard = page.getByRole('region', { name: 'On-screen keyboard' });
  await expect(keyboard).toBeVisible();
  await expectNoFrench(page, 'payment, on-screen keyboard');
  for (const key of [...'leo', 'at sign', ...'exemple', 'dot F R'])
    await keyboard.getByRole('button', { name: key, exact: true }).click();
  await page.getByRole('button', { name: 'Hide the keyboard' }).click();
}

test('a ticket in English: home, footer documents, line → stops → ticket, terminal refused then paid, summary', async ({
  page,
  openKiosk,
}) => {
  const device = await openKiosk();
  device.terminal.script({ kind: 'refuse', reason: '04' });
  await homeInEnglish(page);
  await expect(page.getByRole('article', { name: 'Buy a ticket' })).toBeVisible();
  await expectNoFrench(page, 'home');

  const footer = page.getByRole('contentinfo', { name: 'Kiosk footer' });
  await footer.getByRole('button', { name: 'Legal notice' }).tap();
  const legal = page.getByRole('dialog', { name: 'Legal notice' });
  await expect(legal).toBeVisible();
  await expectNoFrench(page, 'home, legal notice dialog');
  await legal.getByRole('button', { name: 'Close' }).tap();

  await page.getByRole('article', { name: 'Buy a ticket' }).getByRole('link', { name: 'Buy' }).tap();
  await expect(page.getByRole('heading', { name: 'Step 1: your line' })).toBeVisible();
  await expectNoFrench(page, 'ticket, its line');
  await choose(page, 'Line', 'Ligne 1 Blois – Vendôme');
  await expectNoFrench(page, 'ticket, its stops');
  await choose(page, 'Departure stop', 'Blois – Gare routière');
  await choose(page, 'Arrival stop', 'Vendôme – Gare routière');
  await expect(page.getByRole('heading', { name: 'Step 3: your ticket' })).toBeVisible();
  await expect(page.getByText('Product names are shown as the network names them.')).toBeVisible();
  await expectNoFrench(page, 'ticket, its titles');
  // One tap per title on the kiosk: 'Buy' takes one and moves on to the payment.
  await page.getByRole('button', { name: 'Buy Billet unitaire', exact: true }).tap();

  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: /payment/i })).toBeVisible();
  await expectNoFrench(page, 'payment');
  await page.getByRole('button', { name: 'Confirm purchases' }).tap();
  await expectNoFrench(page, 'payment, its errors');
  await typeEmail(page);
  await page.getByRole('button', { name: 'Read the terms and conditions of sale' }).tap();
  await expect(page.getByRole('dialog', { name: 'Terms and conditions of sale' })).toBeVisible();
  await expectNoFrench(page, 'payment, terms of sale dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).tap();
  await page.getByLabel(/I have read and accept the/).check();
  await page.getByRole('button', { name: 'Confirm purchases' }).tap();

  await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
  await expectNoFrench(page, 'payment declined');
  await page.getByRole('button', { name: 'Retry the payment' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Thank you, your payment has been accepted.')).toBeVisible();
  await expectNoFrench(page, 'summary');
  expect(device.terminal.debits).toBe(1);

  // The receipt from the loopback printer: our texts in English, the back office's product as sent.
  await page.getByRole('button', { name: 'Print the receipt' }).tap();
  await expect(page.getByText('Your receipt has been printed. Please remember to take it.')).toBeVisible();
  const [job] = await device.printer.waitForJobs(1);
  const printed = decodeEscPos(job!).text.map((line) => line.replace(/\s+/g, ' ').trim());
  const orderLine = printed.find((line) => line.startsWith('Order no. '));
  expect(orderLine, printed.join('\n')).toMatch(/^Order no\. \d+$/);
  expect(printed).toContain('Billet unitaire');
  expect(printed.some((line) => /^Total paid €\d+\.\d{2}$/.test(line))).toBe(true);
  expect(printed.some((line) => /^Including VAT €\d+\.\d{2}$/.test(line))).toBe(true);
  expect(printed.some((line) => /^Ticket no\. \S+$/.test(line))).toBe(true);
  // The ticket's journey under its QR code (wrapped to the paper's width).
  expect(printed.some((line) => line.startsWith('From Blois'))).toBe(true);
  expect(printed).toContain('Thank you, have a good journey!');
  for (const french of [
    'Commande n°',
    'Total payé',
    'Dont TVA',
    'Billet n°',
    'Merci',
    'Valable',
    'Paiement :',
  ])
    expect(printed.join('\n'), `« ${french} » sur le reçu anglais`).not.toContain(french);
});

test('the other journeys in English: shop, basket and payment, card top-up and its error, booking, card request, unknown page, idle warning', async ({
  page,
  openKiosk,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await openKiosk({ idleTimeoutMs: 120_000, idleWarningMs: 20_000 });
  await homeInEnglish(page);

  // The shop: its list, a product, then the payment with goods to collect at the agency.
  await page.getByRole('article', { name: 'Shop' }).getByRole('link', { name: 'Visit the shop' }).tap();
  await settled(page);
  await expect(page.getByText('Product names are shown as the network names them.')).toBeVisible();
  await expectNoFrench(page, 'shop');
  const card = page.locator('.products > li').first();
  const label = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `Add ${label}` }).tap();
  await expect(page.getByText('The product has been added to your basket')).toBeVisible();
  await expectNoFrench(page, 'shop, product added');
  await card.getByRole('heading').getByRole('link').tap();
  await settled(page);
  await expectNoFrench(page, 'shop, a product');
  await page.goto('/payment');
  await settled(page);
  await expect(page.locator('.cart-lines')).toContainText(label);
  await expectNoFrench(page, 'payment, goods to collect');

  // The card top-up: its form, a card the back office does not know, then a known card's titles.
  await page.goto('/rechargement/infos');
  await settled(page);
  await expectNoFrench(page, 'card top-up');
  const number = page.getByRole('textbox', { name: 'Card number' });
  await number.fill('100000000099');
  // 'Confirm' in the bottom band, above the number's keyboard (issue 24 item 7).
  const confirm = page
    .getByRole('region', { name: 'Page actions' })
    .getByRole('button', { name: 'Confirm', exact: true });
  await confirm.tap();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoFrench(page, 'card top-up, unknown card');
  await number.fill('100000000001');
  await confirm.tap();
  await expect(page).toHaveURL(/\/rechargement\/articles$/);
  await settled(page);
  await expectNoFrench(page, 'card top-up, its titles');

  for (const [path, screen] of [
    ['/rechargement/infos-od', 'journey top-up'],
    ['/reservation/infos', 'booking'],
    ['/demandes', 'card request'],
    ['/une/page/inconnue', 'unknown page'],
  ] as const) {
    await page.goto(path);
    await settled(page);
    await expectNoFrench(page, screen);
  }

  // Idle: the warning, in English.
  await page.clock.fastForward(121_000);
  await expect(page.getByRole('alertdialog', { name: 'Are you still there?' })).toBeVisible();
  await expectNoFrench(page, 'idle warning');
});

test.describe('on the web, the same catalogues', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false });

  test('the runs found, switched to English from the header', async ({ page }) => {
    await openTrips(page);
    await page.getByRole('group', { name: 'Langue' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Trips on offer' })).toBeVisible();
    await expectNoFrench(page, 'booking, the runs found');
  });
});
