// Issue 25 §1 "Ready before selling", on the kiosk: main's readiness reads the loopback printer's paper
// (support/kiosk.ts runs the real readiness service) and the page follows it through the bridge's
// abilities(). No paper: the printed sales' tiles say so and cannot start, a reload still sells with its
// receipt e-mailed, and a basket holding a printed sale is refused before the terminal is asked.
import type { Page } from '@playwright/test';
import { fillEmailAndTerms, DEMO_STATION, type KioskDevice } from './support/kiosk';
import { CARDS, lookUpCard, product } from './support/reload';
import { expect, test } from './support/kiosk-test';

test.use({
  viewport: { width: 1080, height: 1920 },
  hasTouch: true,
  kioskOptions: { station: DEMO_STATION },
});

const UNAVAILABLE = 'Impression indisponible sur cette borne';
/** The tiles of the sales that print a ticket or a collection receipt, by module. */
const PRINTED_TILES = { TICKET_OD: 'Acheter', RESERVATION: 'Réserver', VPC: 'Voir la boutique' } as const;

const tile = (page: Page, module: string) => page.locator(`.tile[data-module="${module}"]`);
const outOfServiceHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Borne momentanément hors service' });

/** The ticket's tile leads to the sale's first step. */
async function startTicketSale(page: Page) {
  await tile(page, 'TICKET_OD').getByRole('link', { name: 'Acheter', exact: true }).tap();
  await expect(page.getByRole('heading', { level: 2, name: 'Étape 1 : votre destination' })).toBeVisible();
}

/** The printer's new condition, read by main's readiness now (the page polls it every 5 s). */
async function paper(device: KioskDevice, state: 'ok' | 'near-end' | 'end') {
  device.printer.setCondition({ paper: state });
  await device.readiness.refresh();
}

/** From the kiosk's home, one ticket from its stop to Cheverny on the payment page, e-mail and terms given. */
async function ticketToPayment(page: Page) {
  await page.goto('/home');
  await startTicketSale(page);
  await page
    .getByRole('list', { name: 'Destinations' })
    .getByRole('button', { name: 'Cheverny – Château', exact: true })
    .tap();
  await page.getByRole('button', { name: 'Acheter Billet unitaire', exact: true }).tap();
  await expect(page).toHaveURL(/\/payment$/);
  await fillEmailAndTerms(page);
}

async function expectPrintedTilesOff(page: Page) {
  for (const [module, label] of Object.entries(PRINTED_TILES)) {
    await expect(tile(page, module)).toContainText(UNAVAILABLE);
    await expect(tile(page, module).getByRole('button', { name: label, exact: true })).toBeDisabled();
    await expect(tile(page, module).getByRole('link')).toHaveCount(0);
  }
}

/** The page polls every 5 s: a change in main shows within one poll (the timeout leaves room for a busy machine). */
const NEXT_POLL = { timeout: 15_000 };

async function expectPrintedTilesOn(page: Page, wait = NEXT_POLL) {
  for (const [module, label] of Object.entries(PRINTED_TILES)) {
    await expect(tile(page, module).getByRole('link', { name: label, exact: true })).toBeVisible(wait);
    await expect(tile(page, module)).not.toContainText(UNAVAILABLE);
  }
}

test('paper end: the printed tiles say so and do nothing; a reload goes through to payment, its receipt e-mailed', async ({
  page,
  device,
}) => {
  test.slow();
  await paper(device, 'end');
  await page.goto('/home');
  await expectPrintedTilesOff(page);
  // A tap on a printed tile leaves the customer on the home screen.
  await tile(page, 'TICKET_OD').getByRole('button', { name: 'Acheter', exact: true }).tap({ force: true });
  await tile(page, 'VPC').tap();
  await expect(page).toHaveURL(/\/home$/);

  // The reload is loaded on the card: still sold.
  await expect(tile(page, 'RECHARGEMENT_ABONNE')).not.toContainText(UNAVAILABLE);
  await tile(page, 'RECHARGEMENT_ABONNE').getByRole('link', { name: 'Recharger', exact: true }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Recharger ma carte' })).toBeVisible();
  await lookUpCard(page, CARDS.personalised, { day: '14', month: 'mai', year: '1990' });
  await expect(page).toHaveURL(/\/rechargement\/articles$/);
  await product(page, 'Carnet 10 voyages')
    .getByRole('button', { name: 'Acheter Carnet 10 voyages', exact: true })
    .tap();
  await expect(page).toHaveURL(/\/payment$/);
  // Said before the customer pays, not only on the summary.
  await expect(page.getByText('Votre reçu vous sera envoyé par e-mail.', { exact: true })).toBeVisible();
  await fillEmailAndTerms(page);
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  expect(device.terminal.debits).toBe(1);
  // Where the receipt would print, the summary says it is e-mailed; nothing goes to the printer.
  await expect(
    page.getByText('L’imprimante de cette borne est indisponible : votre reçu vous est envoyé par e-mail.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimer le reçu' })).toHaveCount(0);
  expect(device.printer.jobs()).toEqual([]);
});

test('paper near end: the sales go on', async ({ page, device }) => {
  await paper(device, 'near-end');
  await page.goto('/home');
  await expectPrintedTilesOn(page);
  await startTicketSale(page);
});

test('the paper runs out with a ticket in the basket: the payment is refused before the terminal is asked', async ({
  page,
  device,
}) => {
  test.slow();
  await ticketToPayment(page);
  // With paper when the page showed, a printed ticket's receipt is printed: nothing said of an e-mail.
  await expect(page.getByText('Votre reçu vous sera envoyé par e-mail.')).toHaveCount(0);
  // Not refreshed here: main reads the printer itself right before the payment.
  device.printer.setCondition({ paper: 'end' });
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await expect(
    // Exact: main's reason says itself that nothing was debited, the screen says it once.
    page.getByText(
      'Impression indisponible sur cette borne : le paiement n’a pas été lancé. Aucun montant n’a été débité.',
      { exact: true },
    ),
  ).toBeVisible({ timeout: 15_000 });
  expect(device.terminal.requests).toEqual([]);
  expect(device.terminal.debits).toBe(0);
  expect(device.journal.state().payments.size).toBe(0);
});

test('paper back: the printed tiles come back by themselves', async ({ page, device }) => {
  await paper(device, 'end');
  await page.goto('/home');
  await expectPrintedTilesOff(page);
  await paper(device, 'ok');
  // The page's next poll (5 s) brings them back, without a reload.
  await expectPrintedTilesOn(page);
});

test('terminal unreachable: the out-of-service screen before any selection', async ({ page, device }) => {
  await device.terminal.close();
  await device.readiness.refresh();
  await page.goto('/home');
  await expect(outOfServiceHeading(page)).toBeVisible();
  await expect(
    page.getByText(
      'Un incident technique empêche la borne de fonctionner. Elle redémarrera d’elle-même dans quelques minutes.',
    ),
  ).toBeVisible();
  await expect(page.locator('.tile')).toHaveCount(0);
});

test('terminal back: the out-of-service home gives way to the tiles by itself', async ({ page, device }) => {
  test.slow();
  await device.terminal.close();
  // Found out of turn, as a check before a payment would: main's readiness then retries every 10 s.
  await device.readiness.refresh();
  await page.goto('/home');
  await expect(outOfServiceHeading(page)).toBeVisible();
  await expect(page.locator('.tile')).toHaveCount(0);
  // Plugged back in: neither the test nor the customer asks anything; main's own retry finds it, the
  // page's next poll shows the home (retry 10 s, poll 5 s, room left for a busy machine).
  await device.terminal.reopen();
  await expectPrintedTilesOn(page, { timeout: 30_000 });
  await expect(outOfServiceHeading(page)).toHaveCount(0);
  await startTicketSale(page);
});

test('the print fails after the payment: the receipt stays queued, the summary says where to get it and shows the ticket', async ({
  page,
  device,
}) => {
  test.slow();
  await ticketToPayment(page);
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  expect(device.terminal.debits).toBe(1);
  // The printer goes offline between the payment and the print.
  await device.printer.stop();
  await page.getByRole('button', { name: 'Imprimer le reçu' }).tap();
  await expect(
    page.getByText(
      'Votre reçu reste en attente d’impression dans la borne. Vous retrouverez le récapitulatif de votre commande dans l’e-mail envoyé à l’adresse saisie, et votre reçu à l’agence commerciale sur présentation du numéro de commande.',
    ),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Vos billets, à présenter au contrôle' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Code QR du billet n° \d+$/ })).toHaveCount(1);
  await expect(page.getByText(/^Billet n° \d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réimprimer le reçu' })).toBeVisible();
  expect(device.printer.jobs()).toEqual([]);
  await device.printer.start();
});
