// /emulateur/borne (issue 25 §4): a trainer sees the demo kiosk in a frame, its printed receipts beside
// it, and makes the paper run out or the terminal refuse; the kiosk's real handlers then see it.
import { expect, test, type Frame, type Page } from './support/test';
import { demoKioskURL } from '../support/demo-kiosk-url';
import { expectNoAxeViolation } from './support/axe';
import { buyCarnetAndPrint, carnetToTerminal, odTicketToTerminal, payAndPrint } from './support/demo-kiosk';

test.use({ viewport: { width: 1440, height: 1000 } });

const UNAVAILABLE = 'Impression indisponible sur cette borne';
/** The tiles of the sales that print a ticket or a collection receipt, by module. */
const PRINTED_TILES = { TICKET_OD: 'Acheter', RESERVATION: 'Réserver', VPC: 'Voir la boutique' } as const;
/** The kiosk polls main every 5 s: room for one poll on a busy machine. */
const NEXT_POLL = { timeout: 15_000 };

/** The page, with the kiosk's home loaded in its frame. */
async function openTrainerPage(page: Page): Promise<Frame> {
  const response = await page.goto('/emulateur/borne');
  expect(response!.headers()['content-security-policy']).toContain(`frame-src ${demoKioskURL};`);
  await expect(page.getByRole('heading', { level: 1, name: 'Borne de démonstration' })).toBeVisible();
  const frame = page.frame({ url: (url) => url.origin === demoKioskURL })!;
  expect(frame).toBeTruthy();
  await expect(frame.getByRole('link', { name: 'Recharger', exact: true })).toBeVisible();
  return frame;
}

const tile = (frame: Frame, module: string) => frame.locator(`.tile[data-module="${module}"]`);

/** Presses a fault button and reads what the page says it did. */
async function press(page: Page, button: string, done: string) {
  const sent = page.waitForRequest((request) => request.url().endsWith('/emulateur/borne/actions'));
  await page.getByRole('button', { name: button, exact: true }).click();
  const request = await sent;
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toBe('application/json');
  await expect(page.getByRole('status')).toHaveText(done);
}

test('« Plus de papier » turns the printed tiles off in the framed kiosk, « Papier remis » brings them back', async ({
  page,
}) => {
  test.slow();
  const frame = await openTrainerPage(page);
  await expectNoAxeViolation(page);

  await press(page, 'Plus de papier', 'L’imprimante n’a plus de papier.');
  for (const [module, label] of Object.entries(PRINTED_TILES)) {
    await expect(tile(frame, module)).toContainText(UNAVAILABLE, NEXT_POLL);
    await expect(tile(frame, module).getByRole('button', { name: label, exact: true })).toBeDisabled();
  }
  // A reload is loaded on the card: it stays possible.
  await expect(frame.getByRole('link', { name: 'Recharger', exact: true })).toBeVisible();

  await press(page, 'Papier remis', 'Le papier est remis dans l’imprimante.');
  for (const [module, label] of Object.entries(PRINTED_TILES)) {
    await expect(tile(frame, module).getByRole('link', { name: label, exact: true })).toBeVisible(NEXT_POLL);
    await expect(tile(frame, module)).not.toContainText(UNAVAILABLE);
  }
});

test('a purchase in the framed kiosk shows its receipt in the panel; « Le terminal refuse » declines the next', async ({
  page,
}) => {
  test.slow();
  const frame = await openTrainerPage(page);
  const orderNumber = await buyCarnetAndPrint(frame);
  const latest = page.getByRole('region', { name: 'Reçus imprimés' }).getByRole('article').first();
  await expect(latest).toContainText(`Commande n° ${orderNumber}`);
  await expect(latest).toContainText('Carnet 10 voyages');
  await expect(latest).toContainText('13,00 €');
  await expectNoAxeViolation(page);

  // The terminal refuses the next payment: the kiosk says so and offers a new try.
  await press(page, 'Le terminal refuse', 'Le terminal refusera le prochain paiement.');
  await frame.getByRole('button', { name: 'Terminer' }).click();
  await carnetToTerminal(frame);
  await expect(frame.getByRole('heading', { name: 'Paiement refusé' })).toBeVisible(NEXT_POLL);
  await expect(frame.getByText(/^Votre paiement a été refusé\./)).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Réessayer le paiement' })).toBeVisible();
});

test('an OD ticket bought in the frame: its receipt in the panel with the QR code as an image', async ({
  page,
}) => {
  test.slow();
  const frame = await openTrainerPage(page);
  await odTicketToTerminal(frame);
  const orderNumber = await payAndPrint(frame);
  const latest = page.getByRole('region', { name: 'Reçus imprimés' }).getByRole('article').first();
  await expect(latest).toContainText(`Commande n° ${orderNumber}`);
  await expect(latest).toContainText('Billet unitaire');
  const text = (await latest.locator('pre').textContent())!;
  const ticket = /Billet n° (\d+)/.exec(text)?.[1];
  expect(ticket, 'le reçu porte le numéro du billet').toBeDefined();
  const qr = latest.getByRole('img', { name: `QR code du billet ${ticket}`, exact: true });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  // The image really is drawn (a PNG the browser decoded).
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('the control endpoint takes JSON from the emulator’s own page only', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const post = (headers: Record<string, string>, data: string) =>
    request.post('/emulateur/borne/actions', { headers, data });
  const foreign = await post(
    { origin: demoKioskURL, 'content-type': 'application/json' },
    JSON.stringify({ action: 'papier-epuise' }),
  );
  expect(foreign.status()).toBe(403);
  expect(await foreign.json()).toEqual({ messageError: 'Requête refusée : origine non autorisée.' });
  const form = await post({ origin, 'content-type': 'text/plain' }, 'action=papier-epuise');
  expect(form.status()).toBe(415);
  // The emulator's body parsers take JSON only here: refused before the route runs.
  expect(await form.json()).toEqual({ messageError: 'Type de contenu non pris en charge : text/plain.' });
  const unknown = await post(
    { origin, 'content-type': 'application/json' },
    JSON.stringify({ action: 'imprimante-en-feu' }),
  );
  expect(unknown.status()).toBe(400);
  expect(await unknown.json()).toEqual({ messageError: 'Action inconnue.' });
});
