// Steps on the demo kiosk (issue 25 §4), in its own tab or in /emulateur/borne's frame: a customer buys a
// carnet for the emulator's personalised demo card and pays on the simulated terminal.
import { expect, type Frame, type Page } from '@playwright/test';
import { fillEmailAndTerms, typeOnScreen } from './kiosk';
import { CARDS, choose, chooseJourney, product, validate } from './reload';

/** From the kiosk's home to 'Valider les achats' pressed: the terminal has the payment. */
export async function carnetToTerminal(screen: Page | Frame): Promise<void> {
  await screen.getByRole('link', { name: 'Recharger', exact: true }).click();
  await expect(screen.getByRole('heading', { level: 1, name: 'Recharger ma carte' })).toBeVisible();
  await typeOnScreen(screen, 'Numéro de carte *', [...CARDS.personalised]);
  await screen.getByRole('button', { name: 'Masquer le clavier' }).click();
  await choose(screen, 'Jour', '14');
  await choose(screen, 'Mois', 'mai');
  await choose(screen, 'Année', '1990');
  await validate(screen).click();
  await expect(screen.getByText('Carte n° 1000 0000 0002')).toBeVisible();
  await product(screen, 'Carnet 10 voyages')
    .getByRole('button', { name: 'Acheter Carnet 10 voyages', exact: true })
    .click();
  await expect(screen.getByRole('heading', { level: 1, name: 'Adresse et paiement' })).toBeVisible();
  await fillEmailAndTerms(screen);
  await screen.getByRole('button', { name: 'Valider les achats' }).click();
}

/** From the kiosk's home to 'Valider les achats' pressed for one OD ticket, Blois to Mer (a QR code). */
export async function odTicketToTerminal(screen: Page | Frame): Promise<void> {
  await screen.getByRole('link', { name: 'Acheter', exact: true }).click();
  await expect(screen.getByRole('heading', { level: 1, name: 'Acheter un titre' })).toBeVisible();
  await chooseJourney(screen, 'Ligne 4 Blois – Mer', 'Blois – Gare routière', 'Mer – Centre');
  await product(screen, 'Billet unitaire')
    .getByRole('button', { name: 'Acheter Billet unitaire', exact: true })
    .click();
  await expect(screen.getByRole('heading', { level: 1, name: 'Adresse et paiement' })).toBeVisible();
  await fillEmailAndTerms(screen);
  await screen.getByRole('button', { name: 'Valider les achats' }).click();
}

/** From the kiosk's home to the printed receipt; returns the order number the summary shows. */
export async function buyCarnetAndPrint(screen: Page | Frame): Promise<string> {
  await carnetToTerminal(screen);
  return payAndPrint(screen);
}

/** The terminal approves, the summary shows, 'Imprimer le reçu': the order number shown. */
export async function payAndPrint(screen: Page | Frame): Promise<string> {
  await expect(screen.getByRole('heading', { name: 'Paiement sur le terminal' })).toBeVisible();
  await expect(screen.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  const orderNumber = (await screen.locator('.order-summary strong').first().textContent())!.trim();
  await screen.getByRole('button', { name: 'Imprimer le reçu' }).click();
  await expect(screen.getByText('Votre reçu a été imprimé. Pensez à le prendre.')).toBeVisible();
  return orderNumber;
}
