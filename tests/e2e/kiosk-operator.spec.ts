// The kiosk's operator screen (issue 25 §2): a press held 2 s on the header's logo opens the PIN keypad;
// main's real operator access (scrypt PIN, 3 wrong PINs lock 5 minutes, append-only log) answers through
// the bridge; a correct PIN shows the overview read by main, 'Vérifier le terminal' checks the loopback
// terminal (logged), a payment the terminal left unknown is settled (journal, signed report to the
// emulator, log), and 'Quitter' closes the session. A kiosk
// without a PIN, and the web, have no such entry.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatEuros } from '../../src/shared/money';
import { expectNoAxeViolation } from './support/axe';
import { fillEmailAndTerms, typeOnScreen } from './support/kiosk';
import { expect, test } from './support/kiosk-test';
import { addProduct } from './support/purchase';

const LOGO = 'Ligéo, le réseau de transport du Loir-et-Cher';
const PIN = '482916';

test.use({ viewport: { width: 1080, height: 1920 }, kioskOptions: { operatorPin: PIN } });

/** The finger held on the logo for `ms`, then lifted. */
async function holdLogo(page: Page, ms: number) {
  const box = (await page.getByRole('banner').getByRole('img', { name: LOGO }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(ms);
  await page.mouse.up();
}

async function typePin(page: Page, pin: string) {
  const keypad = page.getByRole('group', { name: 'Pavé numérique' });
  for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Valider' }).click();
}

async function logEvents(path: string): Promise<string[]> {
  const text = await readFile(path, 'utf8');
  return text
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { event: string }).event);
}

test('long press, 3 wrong PINs lock the screen, with the time it ends', async ({ page, device }) => {
  await page.goto('/home');
  const dialog = page.getByRole('dialog', { name: 'Écran opérateur' });
  // A short press opens nothing.
  await holdLogo(page, 300);
  await page.waitForTimeout(2_000);
  await expect(dialog).toHaveCount(0);

  await holdLogo(page, 2_200);
  await expect(dialog).toBeVisible();
  await expectNoAxeViolation(page);
  await typePin(page, '111111');
  await expect(dialog.getByRole('alert')).toHaveText('Code incorrect : il reste 2 essais.');
  await expect(dialog.getByText('Aucun chiffre saisi')).toBeAttached();
  await typePin(page, '222222');
  await expect(dialog.getByRole('alert')).toHaveText('Code incorrect : il reste 1 essai.');
  await typePin(page, '333333');
  await expect(dialog.getByRole('alert')).toHaveText(
    /^Trop de codes incorrects : l’écran opérateur est verrouillé jusqu’à \d\d:\d\d\.$/,
  );
  // Locked: even the right PIN is refused.
  await typePin(page, PIN);
  await expect(dialog.getByRole('alert')).toHaveText(/verrouillé jusqu’à \d\d:\d\d\.$/);
  await expect(dialog.getByRole('heading', { name: 'Terminal de paiement' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await logEvents(device.operatorLogPath!)).toEqual([
    'pin-refused',
    'pin-refused',
    'pin-refused',
    'locked',
    'pin-refused-locked',
  ]);
});

test('the right PIN shows the overview; Quitter closes it and the session', async ({ page, device }) => {
  await page.goto('/home');
  await holdLogo(page, 2_200);
  const dialog = page.getByRole('dialog', { name: 'Écran opérateur' });
  await typePin(page, PIN);
  const terms = dialog.getByRole('term');
  await expect(terms).toHaveText([
    'Terminal de paiement',
    'Imprimante',
    'Back office',
    'Journal des paiements',
    'Espace disque libre',
    'Versions',
    'En service depuis',
  ]);
  const details = dialog.getByRole('definition');
  // What the kiosk's own readiness last read (it checks on start): the loopback terminal and printer.
  await expect(details.nth(0)).toHaveText('Joignable');
  await expect(details.nth(1)).toHaveText('Papier présent');
  await expect(details.nth(2)).toHaveText(/^Dernier appel réussi : /);
  await expect(details.nth(3)).toHaveText(
    'En attente d’issue : 0Issue inconnue : 0Comptes rendus non remis au back office : 0',
  );
  await expect(details.nth(4)).toHaveText(/^\d+(,\d)?\s?Go$/);
  await expect(details.nth(5)).toHaveText('Application : 0.1.0Configuration : e2e');
  await expect(details.nth(6)).toHaveText(/^0 h \d+ min$/);
  await expect(dialog.getByRole('heading', { name: 'Dernières erreurs' })).toBeVisible();
  await expect(dialog.getByText('Aucune erreur récente.')).toBeVisible();
  await expectNoAxeViolation(page);

  // The terminal checked now: unplugged, then back (the printer is read with it).
  const check = dialog.getByRole('button', { name: 'Vérifier le terminal' });
  await device.terminal.close();
  await check.click();
  await expect(dialog.getByRole('status')).toHaveText('Terminal de paiement injoignable.');
  await expect(details.nth(0)).toHaveText('Injoignable');
  await device.terminal.reopen();
  await check.click();
  await expect(dialog.getByRole('status')).toHaveText('Terminal de paiement joignable.');
  await expect(details.nth(0)).toHaveText('Joignable');
  await expect(details.nth(1)).toHaveText('Papier présent');

  await dialog.getByRole('button', { name: 'Quitter' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await logEvents(device.operatorLogPath!)).toEqual([
    'pin-accepted',
    'session-start',
    'action',
    'action',
    'session-end',
  ]);
  // Back on the customer's home, its header unchanged: 'Accueil' and 'Accessibilité' only.
  await expect(page.getByRole('banner').getByRole('button')).toHaveCount(1);
});

test('a payment the terminal left unknown is settled by the operator: journal, report, log', async ({
  page,
  device,
  request,
}) => {
  // The terminal debits, then the connection drops mid-answer: nobody knows the outcome.
  device.terminal.script({ kind: 'drop-mid-answer' });
  await page.goto('/vpc');
  await addProduct(page, 0, 2);
  await page.getByRole('link', { name: 'Consulter mon panier' }).click();
  await fillEmailAndTerms(page);
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await expect(page.getByRole('heading', { name: 'Résultat du paiement inconnu' })).toBeVisible();
  const [record] = [...device.journal.state().payments.values()];
  expect(record?.result?.status).toBe('unknown');
  const { orderId, amountCents } = record!.request;
  const when = new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'Europe/Paris',
  }).format(new Date(record!.attemptedAt!));
  const payment = `${when} · ${formatEuros(amountCents / 100)} · commande ${orderId}`;

  await page.goto('/home');
  await holdLogo(page, 2_200);
  const dialog = page.getByRole('dialog', { name: 'Écran opérateur' });
  await typePin(page, PIN);
  const journal = dialog.getByRole('definition').nth(3);
  await expect(journal).toHaveText(
    'En attente d’issue : 0Issue inconnue : 1Comptes rendus non remis au back office : 0',
  );
  const settle = dialog.getByRole('region', { name: 'Paiements à l’issue inconnue' });
  await expect(settle.getByRole('listitem')).toHaveText([`${payment}Régler`]);
  await settle.getByRole('button', { name: `Régler : ${payment}` }).click();

  // The human step, said on screen; nothing can be recorded before the outcome and the note.
  await expect(
    settle.getByText(
      'Consultez le journal du terminal de paiement pour ce paiement, puis reportez ce qu’il indique.',
    ),
  ).toBeVisible();
  const recordButton = settle.getByRole('button', { name: 'Enregistrer' });
  await expect(recordButton).toBeDisabled();
  // Tapped on its label, as a finger does; then it reads as chosen.
  await settle.getByText('Accepté', { exact: true }).click();
  await expect(settle.getByRole('radio', { name: 'Accepté' })).toBeChecked();
  await typeOnScreen(page, 'Note (obligatoire)', [...'ticket', 'Espace', ...'42', 'Espace', ...'vu']);
  await expect(settle.getByLabel('Note (obligatoire)')).toHaveValue('ticket 42 vu');
  await page.getByRole('button', { name: 'Masquer le clavier' }).click();
  await expectNoAxeViolation(page);
  await recordButton.click();

  await expect(dialog.getByRole('status')).toHaveText(
    `Paiement de la commande ${orderId} enregistré comme accepté : le compte rendu est transmis au back office.`,
  );
  await expect(journal).toHaveText(
    'En attente d’issue : 0Issue inconnue : 0Comptes rendus non remis au back office : 0',
  );
  await expect(settle.getByText('Aucun paiement à régler.')).toBeVisible();

  // The emulator took the signed report, with the operator's note.
  await expect
    .poll(async () => (await request.get(`/__emulator/commandes/${orderId}/terminal`)).json())
    .toMatchObject({
      status: 'PAID',
      terminal: { status: 'approved', settlement: { by: 'operator', note: 'ticket 42 vu' } },
    });
  expect(device.journal.state().payments.get(record!.key)?.settledByOperator?.note).toBe('ticket 42 vu');
  // The operator log has the action, with the payment, the decision and the note.
  const lines = (await readFile(device.operatorLogPath!, 'utf8')).trim().split('\n');
  expect(JSON.parse(lines.at(-1)!)).toMatchObject({
    event: 'action',
    action: 'settle-payment',
    outcome: 'ok',
    note: `${record!.key} approved : ticket 42 vu`,
  });
});

test.describe('a kiosk without an operator PIN', () => {
  test.use({ kioskOptions: {} });

  test('a long press on the logo opens nothing', async ({ page }) => {
    await page.goto('/home');
    await holdLogo(page, 2_200);
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
