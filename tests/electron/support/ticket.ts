// The kiosk's ticket purchase, as a customer does it (the kiosk e2e's steps): line and stops, one tap on
// the title, the e-mail on the on-screen keyboard, the terminal's dialog, the summary, then the receipt
// printed. Only clicks: an Electron window has no touch emulation.
import type { Page } from '@playwright/test';
import { decodeEscPos } from '../../../src/demo-kiosk/escpos-decoder';
import { fillEmailAndTerms } from '../../e2e/support/kiosk';
import { chooseJourney, euros, product } from '../../e2e/support/reload';
import { expect } from '@playwright/test';

/** A single ticket Blois → Mer (3,20 €) from the home page to the summary; returns the order's number. */
export async function buySingleTicket(page: Page): Promise<string> {
  await page
    .getByRole('article', { name: 'Acheter un titre' })
    .getByRole('link', { name: 'Acheter', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Étape 1 : votre ligne' })).toBeVisible();
  await chooseJourney(page, 'Ligne 4 Blois – Mer', 'Blois – Gare routière', 'Mer – Centre');
  await expect(product(page, 'Billet unitaire')).toContainText('3,20 €');
  // One tap per title on the kiosk: 'Acheter' takes one and moves on to the payment.
  await page.getByRole('button', { name: 'Acheter Billet unitaire', exact: true }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.locator('.cart-lines')).toContainText('Billet unitaire x 1');

  await fillEmailAndTerms(page);
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement sur le terminal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 20_000 });
  return (await page.locator('.order-summary strong').first().textContent())!.trim();
}

/** 'Imprimer le reçu', then what the printer received: the order, its total, the ticket as a QR code. */
export async function printAndReadReceipt(
  page: Page,
  waitForJob: () => Promise<Buffer>,
  orderNumber: string,
) {
  await page.getByRole('button', { name: 'Imprimer le reçu' }).click();
  await expect(page.getByText('Votre reçu a été imprimé. Pensez à le prendre.')).toBeVisible();
  const printed = decodeEscPos(await waitForJob());
  const lines = printed.text.map((line) => euros(line.replace(/\s+/g, ' ')));
  expect(lines).toContain(`Commande n° ${orderNumber}`);
  expect(lines).toContain('Total payé 3,20 €');
  // The ticket: its number as a QR code, then written under it.
  expect(printed.qrCodes).toHaveLength(1);
  expect(lines).toContain(`Billet n° ${printed.qrCodes[0]}`);
  expect(lines).toContain('Merci et bon voyage !');
}
