// Issue 29: the ticket office. The counter PC runs main's real handlers (tests/e2e/support/kiosk.ts): the
// customer's card on the loopback Caisse-AP terminal, cash with the change to give back, the agent's till
// opened and closed with a PIN, every paper decoded from the ESC/POS bytes the loopback printer received.
import { expect, test, type Page } from './support/test';
import { decodeEscPos } from '../../src/demo-kiosk/escpos-decoder';
import { formatEuros, parseTypedEuros } from '../../src/shared/money';
import { expectNoAxeViolation } from './support/axe';
import { clearFaults } from './support/emulator';
import { DEMO_AGENT } from './support/counter-till';
import { type KioskDevice } from './support/kiosk';
import { approveCard, fillAddress, payWith, shopToPayment } from './support/purchase';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

/** Plain spaces, as the tests compare texts. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const euros = (cents: number) => plain(formatEuros(cents / 100));

/** The order's total as /payment shows it, in cents. */
async function shownTotal(page: Page): Promise<number> {
  const text = plain((await page.locator('.payment__total strong').textContent()) ?? '');
  return parseTypedEuros(text.replace('€', '').trim())!;
}

const printedText = async (device: KioskDevice, count: number) => {
  const jobs = await device.printer.waitForJobs(count);
  return decodeEscPos(jobs[count - 1]!).text.map(plain);
};

test('card on the counter’s terminal: the full form, only the counter’s modes, a receipt, the till’s card total', async ({
  page,
  openKiosk,
}) => {
  const device = await openKiosk({ mode: 'counter' });
  await shopToPayment(page);
  await fillAddress(page);
  // No card-not-present sale by default: the customer's card goes on the terminal, or cash.
  await expect(page.locator('.payment-modes').getByRole('radio')).toHaveCount(2);
  await expect(page.getByRole('radio', { name: /Carte bancaire sur le terminal/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Espèces/ })).toBeVisible();
  const total = await shownTotal(page);
  await page.getByRole('radio', { name: /Carte bancaire sur le terminal/ }).check();
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement sur le terminal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/recapitulatif/, { timeout: 10_000 });
  expect(device.terminal.debits).toBe(1);

  await page.getByRole('button', { name: 'Imprimer le reçu' }).click();
  await expect(page.getByText('Votre reçu a été imprimé. Pensez à le prendre.')).toBeVisible();
  const receipt = (await printedText(device, 1)).join('\n');
  expect(receipt).toContain('Paiement : Carte bancaire sur le terminal');
  expect(receipt).toContain('Frais de livraison');

  const status = await device.till!.service.status();
  expect(status.session).toMatchObject({ cardCents: total, cashSalesCents: 0, salesCount: 1 });
});

test('cash with change: the agent types what was handed over, reads the change, the receipt says both', async ({
  page,
  openKiosk,
}) => {
  const device = await openKiosk({ mode: 'counter' });
  await shopToPayment(page);
  await fillAddress(page);
  const total = await shownTotal(page);
  await page.getByRole('radio', { name: /Espèces/ }).check();
  const given = page.getByLabel('Montant remis par le client (€) *');
  await given.fill('5');
  await expect(page.getByText('Le montant remis est inférieur au montant à payer.')).toBeVisible();
  await given.fill('50');
  const change = 5000 - total;
  await expect(page.locator('.cash-panel__change')).toHaveText(`Monnaie à rendre : ${euros(change)}`, {
    useInnerText: true,
  });
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  await expect(page.getByText(`Espèces encaissées. Monnaie à rendre : ${euros(change)}.`)).toBeVisible();
  // The agent gives the change back, then goes on.
  await page.getByRole('link', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/recapitulatif/);
  expect(device.terminal.debits).toBe(0);

  await page.getByRole('button', { name: 'Imprimer le reçu' }).click();
  await expect(page.getByText('Votre reçu a été imprimé. Pensez à le prendre.')).toBeVisible();
  const receipt = await printedText(device, 1);
  expect(receipt.join('\n')).toContain('Paiement : Espèces');
  expect(receipt.find((line) => line.startsWith('Espèces remises'))).toMatch(/50,00 €$/);
  expect(receipt.find((line) => line.startsWith('Monnaie rendue'))).toMatch(new RegExp(`${euros(change)}$`));
  expect((await device.till!.service.status()).session).toMatchObject({
    cashSalesCents: total,
    expectedCashCents: 10_000 + total,
  });
});

test('no sale with the till closed; the agent opens it (a wrong PIN first), sells in cash, closes with a difference and reprints the ticket Z', async ({
  page,
  openKiosk,
}) => {
  const device = await openKiosk({ mode: 'counter', tillFloatCents: null });
  await shopToPayment(page);
  await fillAddress(page);
  const total = await shownTotal(page);
  await page.getByRole('radio', { name: /Espèces/ }).check();
  await page.getByLabel('Montant remis par le client (€) *').fill('100');
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await expect(page.getByText('La caisse est fermée : ouvrez-la avant toute vente.')).toBeVisible();

  await page.getByRole('link', { name: 'Caisse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Caisse du guichet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Caisse fermée' })).toBeVisible();
  await page.getByLabel('Identifiant de l’agent *').fill(DEMO_AGENT.id);
  await page.getByLabel('Code personnel *').fill('111111');
  await page.getByLabel('Fond de caisse (€) *').fill('150');
  await page.getByRole('button', { name: 'Ouvrir la caisse' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Identifiant ou code incorrect' })).toHaveText(
    'Identifiant ou code incorrect : il reste 2 essais.',
  );
  await page.getByLabel('Code personnel *').fill(DEMO_AGENT.pin);
  await page.getByRole('button', { name: 'Ouvrir la caisse' }).click();
  await expect(page.getByText('Caisse ouverte par agent-1, fond de caisse 150,00 €.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Caisse ouverte' })).toBeVisible();
  await expectNoAxeViolation(page);

  // The sale again, from the cart kept in the session.
  await page.goto('/payment');
  await fillAddress(page);
  await page.getByRole('radio', { name: /Espèces/ }).check();
  await page.getByLabel('Montant remis par le client (€) *').fill('100');
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await expect(
    page.getByText(`Espèces encaissées. Monnaie à rendre : ${euros(10_000 - total)}.`),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/recapitulatif/);

  // The closing: one euro missing from the drawer.
  await page.getByRole('link', { name: 'Caisse' }).click();
  const expected = 15_000 + total;
  await expect(page.locator('.till__figures').first()).toContainText(euros(expected));
  await page.getByLabel('Identifiant de l’agent *').fill(DEMO_AGENT.id);
  await page.getByLabel('Code personnel *').fill(DEMO_AGENT.pin);
  await page
    .getByLabel('Espèces comptées dans le tiroir (€) *')
    .fill(String((expected - 100) / 100).replace('.', ','));
  await page.getByRole('button', { name: 'Clore la caisse et imprimer le ticket Z' }).click();
  await expect(page.getByText('Caisse close. Écart -1,00 € : ticket Z imprimé.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Caisse fermée' })).toBeVisible();

  const z = await printedText(device, 1);
  expect(z).toContain('TICKET Z - CLÔTURE DE CAISSE');
  expect(z).toContain(`Guichet : ${device.deviceId}`);
  const row = (label: string) => z.find((line) => line.startsWith(label))?.replace(/\s+/g, ' ');
  expect(row('Espèces (1)')).toBe(`Espèces (1) ${euros(total)}`);
  expect(row('Fond de caisse')).toBe('Fond de caisse 150,00 €');
  expect(row('Espèces attendues')).toBe(`Espèces attendues ${euros(expected)}`);
  expect(row('Espèces comptées')).toBe(`Espèces comptées ${euros(expected - 100)}`);
  expect(row('Écart')).toBe('Écart -1,00 €');

  // Reprinted from the archives, marked as a copy.
  const archive = page.getByRole('button', { name: /^Réimprimer le ticket Z du / });
  await expect(archive).toHaveCount(1);
  await archive.click();
  await expect(page.getByText('Ticket Z réimprimé.')).toBeVisible();
  const copy = await printedText(device, 2);
  expect(copy.some((line) => line.startsWith('Réimpression du '))).toBe(true);
  expect(copy.find((line) => line.startsWith('Écart'))?.replace(/\s+/g, ' ')).toBe('Écart -1,00 €');
});

test('a counter allowed card-not-present sales offers the card provider’s page; the sale goes in the till as such', async ({
  page,
  openKiosk,
}) => {
  const device = await openKiosk({ mode: 'counter', cardNotPresent: true });
  await shopToPayment(page);
  await expect(page.locator('.payment-modes').getByRole('radio')).toHaveCount(4);
  await expect(page.getByRole('radio', { name: /PayPal/ })).toHaveCount(1);
  await fillAddress(page);
  const total = await shownTotal(page);
  await payWith(page, 'Carte bancaire');
  await approveCard(page);
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await device.till!.service.status()).session?.byMode)
    .toEqual([
      { mode: 'card', sales: 0, amountCents: 0 },
      { mode: 'cash', sales: 0, amountCents: 0 },
      { mode: 'card-not-present', sales: 1, amountCents: total },
    ]);
  expect(device.terminal.debits).toBe(0);
});

test('the till is a counter’s page only: on the web /caisse is an unknown path, and no header button', async ({
  page,
}) => {
  await page.goto('/caisse');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'Caisse' })).toHaveCount(0);
});

test('a card-not-present sale waits for the till too: closed, the provider’s page is not opened', async ({
  page,
  openKiosk,
}) => {
  await openKiosk({
    mode: 'counter',
    cardNotPresent: true,
    tillFloatCents: null,
  });
  await shopToPayment(page);
  await fillAddress(page);
  await page.getByRole('radio', { name: /Carte bancaire$/ }).check();
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await expect(page.getByText('La caisse est fermée : ouvrez-la avant toute vente.')).toBeVisible();
  await expect(page).toHaveURL(/\/payment$/);
});
