// English as the second language (issue 16): a whole web purchase after choosing English in the header —
// shop → basket → payment → card provider → summary — read in English with en-GB amounts and dates, the
// choice kept across the trip to the provider; then the kiosk's home-screen switch, whose English the idle
// reset turns back into French for the next customer. The back office's own texts (product labels, payment
// modes) and the provider's page are shown as they are sent; the modules we know are named in English.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolation } from './support/axe';
import { clearFaults, setCardHolderField } from './support/emulator';
import { expectTouchTargets } from './support/kiosk';
import { idleUntilReset, idleUntilWarning, kioskOnTestClock } from './support/kiosk-idle';
import { approveCard, callsTo, LEO, recordCalls } from './support/purchase';

/** "€12.90", "€1,234.50": en-GB euros. */
const EN_GB_EUROS = /^€\d{1,3}(,\d{3})*\.\d{2}$/;
/** dd/MM/yyyy HH:mm, as en-GB writes a date and time. */
const EN_GB_DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;
const textOf = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').trim();

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
  await setCardHolderField(request, 'porteur');
});

/** Adds the n-th product of the shop with its quantity, reading the English confirmation; its label. */
async function addInEnglish(page: Page, index: number, quantity?: number): Promise<string> {
  const card = page.locator('.products > li').nth(index);
  const label = (await card.getByRole('heading').textContent())!.trim();
  expect((await card.locator('.product__price').textContent())!.trim()).toMatch(EN_GB_EUROS);
  if (quantity !== undefined) await card.getByLabel('Quantity').selectOption(String(quantity));
  await card.getByRole('button', { name: `Add ${label}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The product has been added to your basket' }),
  ).toBeVisible();
  return label;
}

test('a web purchase in English: header switch → shop → basket → payment → card provider → summary', async ({
  page,
}) => {
  const calls = recordCalls(page);
  await page.goto('/home');
  const french = page.getByRole('group', { name: 'Langue' });
  await expect(french.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await french.getByRole('button', { name: 'English' }).click();
  const english = page.getByRole('group', { name: 'Language' });
  await expect(english.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(english.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Home – Online ticket shop');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');

  // The shop, from the menu (a module we know is named in English, issue 24 item 9).
  await menu.getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeFocused();
  await expect(page).toHaveTitle('Shop – Online ticket shop');
  await expect(page.getByRole('navigation', { name: 'Product categories' })).toBeVisible();
  const first = await addInEnglish(page, 0, 2);
  const second = await addInEnglish(page, 1);
  expect(callsTo(calls, '/vente/api/cart/article').map((c) => c.body)).toMatchObject([
    { type: 'VPC', quantite: 2 },
    { type: 'VPC', quantite: 1 },
  ]);

  // The basket.
  await page.getByRole('link', { name: 'View my basket' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My basket' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${first}` })).toBeVisible();
  await expect(page.locator('.cart-line__vat').first()).toHaveText(/^incl\. VAT €\d+\.\d{2}$/);
  expect(await textOf(page, 'dd.cart-totals__total')).toMatch(EN_GB_EUROS);
  await expect(page.getByText('Total amount to pay')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm purchases' }).click();
  await expect(page.getByText('Please accept the terms and conditions of sale.')).toBeVisible();
  await page.getByLabel(/I have read and accept the/).check();
  await page.getByRole('button', { name: 'Confirm purchases' }).click();

  // Delivery and payment: the address form in English, its errors too.
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery and payment' })).toBeFocused();
  await page.getByRole('button', { name: 'I understand' }).click();
  await page.getByRole('radio', { name: 'Mr' }).check();
  await page.getByLabel(/^Last name( \*)?$/).fill(LEO.lastname);
  await page.getByLabel(/^First name( \*)?$/).fill(LEO.firstname);
  const email = page.getByLabel(/^Email address( \*)?$/);
  await email.fill('leo.martin@exemple');
  await email.blur();
  await expect(page.getByText('The email address is not valid.')).toBeVisible();
  await email.fill(LEO.email);
  await page.getByLabel(/^Address( \*)?$/).fill(LEO.address);
  await page.getByLabel(/^Postcode( \*)?$/).fill(LEO.postalCode);
  await page.getByLabel(/^Town( \*)?$/).fill(LEO.town);
  await page.getByRole('button', { name: 'Confirm purchases' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose a payment method.');
  await page.getByRole('radio', { name: /Carte bancaire/ }).check();
  await page.getByRole('button', { name: 'Confirm purchases' }).click();

  // The card provider's own page (not ours), then back to the portal, still in English.
  await approveCard(page);
  await expect(page).toHaveURL(/\/recapitulatif\?/);
  await expect(page.getByText('Thank you, your payment has been accepted.')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
  const summary = page.locator('.order-summary');
  await expect(summary).toContainText(first);
  await expect(summary).toContainText(second);
  const placed = (await summary.locator('p').first().textContent())!.replace(/\s+/g, ' ').trim();
  const [, orderNumber, when] = /^Order no\. (\d+) — placed on (.+)$/.exec(placed) ?? [];
  expect(orderNumber).toMatch(/^\d+$/);
  expect(when).toMatch(EN_GB_DATE_TIME);
  await expect(summary.getByRole('columnheader', { name: 'Price incl. VAT' })).toBeVisible();
  const total = (await summary.locator('tfoot tr').last().locator('td').textContent())!.trim();
  expect(total).toMatch(EN_GB_EUROS);
  await expect(summary.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
  await expect(summary.locator('address')).toContainText(`Mr ${LEO.firstname} ${LEO.lastname}`);
  await expectNoAxeViolation(page);

  // The receipt, saved under its English name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the receipt (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('order-receipt.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Back to French: the same page, in SPEC's words.
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Français' }).click();
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('Récapitulatif de la commande – Portail de vente en ligne');
});

test.describe('the kiosk, on its 1080 × 1920 touch screen', () => {
  test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true });

  test('the kiosk: English from its home screen, French again after the idle reset', async ({
    page,
    openKiosk,
  }) => {
    await openKiosk({}, kioskOnTestClock);
    await page.goto('/home');
    // On the home screen itself, above the tiles: not in the header, where the accessibility mode docks.
    const french = page.getByRole('main').getByRole('group', { name: 'Langue' });
    await expect(french.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    for (const button of await french.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(64);
    }
    await expectTouchTargets(page);

    await french.getByRole('button', { name: 'English' }).tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const englishHeader = page.getByRole('banner', { name: 'Kiosk header' });
    await expect(englishHeader.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolation(page);

    // The switch belongs to the home screen only.
    await page.locator('.tiles > li[data-module="VPC"]').getByRole('link').tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Language' })).toHaveCount(0);

    // Idle: the warning speaks English, then the reset brings the next customer French.
    const warning = await idleUntilWarning(page, 'Are you still there?');
    await expect(warning.getByRole('button', { name: 'Continue' })).toBeVisible();
    await idleUntilReset(page);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(french.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('banner', { name: 'En-tête de la borne' }).getByRole('link', { name: 'Accueil' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
  });
});
