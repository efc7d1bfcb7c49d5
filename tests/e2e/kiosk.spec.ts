// SPEC §1 kiosk variant, run as a station customer does it, with the bridge routed to the real main-process
// handlers (Caisse-AP driver → loopback terminal, journal, signed report → emulator, printer → loopback).
import { expect, test, type Page } from './support/test';
import { decodeEscPos } from '../../src/demo-kiosk/escpos-decoder';
import { expectNoAxeViolation } from './support/axe';
import { addFault, clearFaults } from './support/emulator';
import { EMAIL, expectTouchTargets, fillEmailAndTerms, typeOnScreen } from './support/kiosk';
import { idleUntilReset, idleUntilWarning, kioskOnTestClock } from './support/kiosk-idle';
import { addProduct, callsTo, fillAddress, payWith, recordCalls } from './support/purchase';
import { prepareSweep, type SweepContext } from './support/no-file-chooser';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

/** An amount as shown, with plain spaces. */
const euros = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

/** Shop → product → 'Consulter mon panier', which on a kiosk lands on /payment. Returns the label. */
async function shopToKioskPayment(page: Page): Promise<string> {
  await page.goto('/vpc');
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  const label = await addProduct(page, 0, 2);
  await page.getByRole('link', { name: 'Consulter mon panier' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Livraison et Paiement' })).toBeVisible();
  await expect(page.locator('.cart-lines')).toContainText(label);
  return label;
}

test('/cart goes to /payment on the kiosk (SPEC §1)', async ({ page, openKiosk }) => {
  await openKiosk();
  await shopToKioskPayment(page);
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/payment$/);
});

test('kiosk purchase: e-mail only → terminal approves → summary → printed receipt', async ({
  page,
  openKiosk,
}) => {
  // Axe on /payment with the e-mail's keyboard open (it opens on arrival), then the whole payment: over
  // 30 s on a busy machine.
  test.slow();
  const device = await openKiosk();
  const calls = recordCalls(page);
  const label = await shopToKioskPayment(page);

  // Only the e-mail is asked: no name, no address, no payment-mode choice.
  await expect(page.getByLabel(/^Nom/)).toHaveCount(0);
  await expect(page.getByLabel(/^Adresse( \*)?$/)).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expectTouchTargets(page);
  await expectNoAxeViolation(page);

  // A kiosk ships nothing: no shipping fee, the goods are collected at the agency of the preferences.
  const totals = page.locator('.cart-totals');
  await expect(totals).not.toContainText('Frais de livraison');
  await expect(totals).toContainText('Retrait à l’agence');
  const shown = euros(await totals.locator('dd.cart-totals__total').textContent());
  expect(shown).toBe('9,00 €');
  const pickup = page.getByRole('region', { name: 'Retrait de vos articles' });
  await expect(pickup).toContainText(
    'Vos articles sont à retirer à l’agence commerciale, sans frais de livraison.',
  );
  await expect(pickup.locator('address')).toContainText('Agence commerciale Ligéo');
  await expect(pickup.locator('address')).toContainText('12 place de la Gare');

  await fillEmailAndTerms(page);
  await page.getByRole('button', { name: 'Valider les achats' }).click();

  await expect(page.getByRole('heading', { name: 'Paiement sur le terminal' })).toBeVisible();
  await expect(
    page.getByText(
      'Suivez les instructions du terminal de paiement : présentez, insérez ou glissez votre carte bancaire.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  await expect(page).toHaveURL(/\/recapitulatif\?module=VPC&paymentOk=true$/);
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  const summary = page.locator('.order-summary');
  await expect(summary).toContainText(label);
  const orderNumber = (await summary.locator('strong').first().textContent())!.trim();
  const total = euros(await summary.locator('tfoot tr').last().locator('td').textContent());
  // The summary: the amount shown before paying, no shipping fee, where to collect the goods.
  expect(total).toBe(shown);
  await expect(summary.locator('tfoot')).not.toContainText('Frais de livraison');
  await expect(summary.getByRole('region', { name: 'Retrait de vos articles' })).toContainText(
    'Agence commerciale Ligéo',
  );

  // The calls of the kiosk flow, in order, with their bodies.
  const flow = calls
    .filter((c) =>
      /email\/save|\/vente\/api\/save|payment\/init|payment\/pending|shippingAdress|paybox/.test(c.path),
    )
    .map((c) => `${c.method} ${c.path}`);
  expect(flow).toEqual([
    'POST /vente/api/cart/email/save',
    'POST /vente/api/save',
    'POST /paiement/api/payment/init',
    'PUT /paiement/api/payment/pending',
  ]);
  const flags = { isVpc: true, isReservation: false, isTicketOD: false, isRechargementOD: false };
  expect(callsTo(calls, '/vente/api/cart/email/save')[0]!.body).toEqual({ ...flags, email: EMAIL });
  expect(callsTo(calls, '/vente/api/save')[0]!.body).toEqual({ ...flags, paymentMode: 'TPE' });
  expect(callsTo(calls, '/paiement/api/payment/init')[0]!.body).toEqual({
    isVpc: true,
    isReservation: false,
    isTicketOD: false,
    paymentMode: 'TPE',
  });

  // One debit on the terminal, for the order's amount in cents: the goods (2 × 4,50 €), no shipping fee.
  expect(device.terminal.debits).toBe(1);
  const amountCents = Math.round(Number(total.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
  expect(amountCents).toBe(900);
  expect(device.terminal.requests[0]!.find(([tag]) => tag === 'CB')?.[1]).toBe(
    String(amountCents).padStart(2, '0'),
  );

  // The kiosk prints instead of downloading.
  await expect(page.getByRole('button', { name: 'Télécharger le reçu (PDF)' })).toHaveCount(0);
  await expectTouchTargets(page);
  await page.getByRole('button', { name: 'Imprimer le reçu' }).click();
  await expect(page.getByText('Votre reçu a été imprimé. Pensez à le prendre.')).toBeVisible();
  const [job] = await device.printer.waitForJobs(1);
  const printed = decodeEscPos(job!);
  expect(printed.text).toContain(`Commande n° ${orderNumber}`);
  expect(printed.text.join('\n')).toContain(total);
  expect(printed.text.join('\n')).toContain('Agence commerciale Ligéo');
  expect(printed.text.join('\n')).not.toContain('Frais de livraison');
  // Where to collect the goods, with the agency's name and address lines.
  // The thermal printer's code page has no ’: the paper reads the straight apostrophe.
  const pickupAt = printed.text.indexOf("Articles à retirer à l'agence :");
  expect(pickupAt).toBeGreaterThan(0);
  expect(printed.text.slice(pickupAt + 1, pickupAt + 4)).toEqual([
    'Agence commerciale Ligéo',
    '12 place de la Gare',
    '41000 Blois',
  ]);
  expect(printed.cuts).toBeGreaterThan(0);
});

test('declined by the terminal → the refusal and its reason, the order stays unpaid, a new try is offered', async ({
  page,
  openKiosk,
}) => {
  const device = await openKiosk();
  device.terminal.script({ kind: 'refuse', reason: '04' });
  await shopToKioskPayment(page);
  await fillEmailAndTerms(page);
  await page.getByRole('button', { name: 'Valider les achats' }).click();

  await expect(page.getByRole('heading', { name: 'Paiement refusé' })).toBeVisible();
  await expect(page.getByText(/^Votre paiement a été refusé\./)).toBeVisible();
  expect(device.terminal.debits).toBe(0);
  await expect(page).toHaveURL(/\/payment$/);

  // Trying again makes a new order and pays it (the terminal's default approves).
  await page.getByRole('button', { name: 'Réessayer le paiement' }).click();
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  expect(device.terminal.debits).toBe(1);
});

test('terminal connection lost → unknown shown, no retry offered, and a reload never charges twice', async ({
  page,
  openKiosk,
}) => {
  const device = await openKiosk();
  device.terminal.script({ kind: 'drop-mid-answer' });
  const calls = recordCalls(page);
  await shopToKioskPayment(page);
  await fillEmailAndTerms(page);
  await page.getByRole('button', { name: 'Valider les achats' }).click();

  await expect(page.getByRole('heading', { name: 'Résultat du paiement inconnu' })).toBeVisible();
  await expect(page.getByText(/Ne payez pas une seconde fois/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réessayer le paiement' })).toHaveCount(0);
  await expect(page.getByText('Numéro de commande à présenter au guichet :')).toBeVisible();
  expect(device.terminal.debits).toBe(1);

  // A reload (watchdog, or someone pulling the screen) resumes with the same key: main asks, never debits.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Résultat du paiement inconnu' })).toBeVisible();
  expect(device.terminal.debits).toBe(1);
  expect(device.terminal.requests).toHaveLength(1);
  expect(callsTo(calls, '/vente/api/save')).toHaveLength(1);
});

test('services down → the SPEC banner, then the page reloads itself after 5 s', async ({
  page,
  request,
  openKiosk,
}) => {
  const device = await openKiosk();
  await addFault(request, { path: '/api/jwttoken/generate', status: 503, times: 50 });
  await page.goto('/home');
  await expect(
    page.getByText('Impossible de contacter le serveur, veuillez réessayer plus tard.'),
  ).toBeVisible();
  await expect(
    page.getByText('La page va être rechargée automatiquement dans quelques secondes.'),
  ).toBeVisible();
  await expect.poll(() => device.reloads.length).toBe(1);
  expect(device.reloads[0]!.delayMs).toBe(5000);

  // Services come back; the reload scheduled by main brings the tiles.
  await clearFaults(request);
  const reloaded = page.waitForEvent('load', { timeout: 10_000 });
  await reloaded;
  expect(Date.now() - device.reloads[0]!.at).toBeGreaterThanOrEqual(5000);
  await expect(page.locator('.tile').first()).toBeVisible();
  await expect(
    page.getByText('Impossible de contacter le serveur, veuillez réessayer plus tard.'),
  ).toHaveCount(0);
});

test('idle → warning → the reset wipes the cart and the e-mail and goes home', async ({
  page,
  openKiosk,
}) => {
  await openKiosk({}, kioskOnTestClock);
  await shopToKioskPayment(page);
  await typeOnScreen(page, 'Adresse e-mail *', [...'leo', 'arobase', ...'exemple', 'point fr']);
  await page.getByRole('button', { name: 'Masquer le clavier' }).click();

  const dialog = await idleUntilWarning(page);
  // 'Continuer' gives the customer the full time again.
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Adresse e-mail *')).toHaveValue(EMAIL);

  await idleUntilWarning(page);
  await idleUntilReset(page);
  await expect(page).toHaveURL(/\/home$/);
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

  // The next customer finds no cart and no e-mail.
  await page.goto('/payment');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/vpc');
  await addProduct(page, 1);
  await page.getByRole('link', { name: 'Consulter mon panier' }).click();
  await expect(page.getByLabel('Adresse e-mail *')).toHaveValue('');
  await expect(page.locator('.cart-line')).toHaveCount(1);
});

test('a legal document left open goes with the idle reset: the next customer finds the home screen', async ({
  page,
  openKiosk,
}) => {
  await openKiosk({}, kioskOnTestClock);
  await page.goto('/home');
  const legal = page.getByRole('contentinfo').getByRole('button', { name: 'Mentions légales' });
  await legal.click();
  const document = page.getByRole('dialog', { name: 'Mentions légales' });
  await expect(document).toBeVisible();
  await expect(legal).toHaveAttribute('aria-expanded', 'true');

  // The customer walks away: the warning, then the reset.
  const warning = await idleUntilWarning(page);
  await idleUntilReset(page);
  await expect(warning).toHaveCount(0);
  await expect(document).toHaveCount(0);
  await expect(legal).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Acheter', exact: true })).toBeVisible();
});

test('counter PC allowed card-not-present sales: the full web flow, with printing beside the downloads', async ({
  page,
  openKiosk,
}) => {
  const device = await openKiosk({ mode: 'counter', cardNotPresent: true });
  await page.goto('/vpc');
  const label = await addProduct(page, 0);
  await page.getByRole('link', { name: 'Consulter mon panier' }).click();
  // The counter keeps the cart page, the whole address form and the card provider.
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await expect(page.getByRole('region', { name: 'Clavier virtuel' })).toHaveCount(0);
  await fillAddress(page);
  await payWith(page, 'Carte bancaire');
  await page.getByRole('radio', { name: /Carte de test acceptée/ }).check();
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });

  await expect(page.getByRole('button', { name: 'Télécharger le reçu (PDF)' })).toBeVisible();
  await page.getByRole('button', { name: 'Imprimer le reçu' }).click();
  await expect(page.getByText('Votre reçu a été imprimé. Pensez à le prendre.')).toBeVisible();
  const [job] = await device.printer.waitForJobs(1);
  expect(decodeEscPos(job!).text.join('\n')).toContain(label.slice(0, 20));
  expect(device.terminal.debits).toBe(0);
});

// Issue 10 §3: a file input's OS Open dialog lets a customer browse the device (a classic kiosk escape).
// Every route of the table is tapped control by control at the kiosk's size in kiosk-layout.spec.ts (one
// opening of each screen for its layout and its taps); here, a file input that would still reach a page.
test.describe('no file chooser on any kiosk screen', () => {
  const sweep: SweepContext = { baseURL: '', guid: '' };

  test.beforeAll(async ({ playwright, baseURL }) => {
    await prepareSweep(sweep, playwright, baseURL!, 'borne.pieces@exemple.fr');
  });

  test('a file input that would still reach a kiosk page opens no chooser, tapped or scripted', async ({
    page,
    openKiosk,
  }) => {
    await openKiosk();
    const choosers: string[] = [];
    page.on('filechooser', () => choosers.push(page.url()));
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeVisible();
    // As a future component or a third-party widget might add one, in the page and in a shadow root.
    await page.evaluate(() => {
      const input = Object.assign(document.createElement('input'), { type: 'file', id: 'intrus' });
      const label = Object.assign(document.createElement('label'), { htmlFor: 'intrus' });
      label.textContent = 'Joindre un fichier';
      const host = document.createElement('div');
      host.attachShadow({ mode: 'open' }).innerHTML = '<input type="file" aria-label="Fichier caché">';
      document.querySelector('main')!.prepend(label, input, host);
    });
    await page.locator('#intrus').click();
    await page.getByText('Joindre un fichier').click();
    await page.getByLabel('Fichier caché').click();
    await page.locator('#intrus').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press(' ');
    const refused = await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('#intrus')!;
      try {
        input.showPicker();
        return null;
      } catch (error) {
        return (error as DOMException).name;
      }
    });
    expect(refused).toBe('NotAllowedError');
    expect(
      await page.evaluate(() =>
        ['showOpenFilePicker', 'showSaveFilePicker', 'showDirectoryPicker'].filter(
          (name) => typeof (window as unknown as Record<string, unknown>)[name] === 'function',
        ),
      ),
    ).toEqual([]);
    expect(choosers).toEqual([]);
  });

  test('the detailed form on the kiosk says where to give the documents and where to finish it', async ({
    page,
    openKiosk,
  }) => {
    await openKiosk();
    await page.goto(`/demandes/formulaire/${sweep.guid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Demande de carte Ligéo' })).toBeVisible();
    const notice = page.getByRole('alert');
    await expect(notice.locator('p')).toHaveText([
      'Cette demande ne peut pas être envoyée depuis la borne : elle demande des pièces justificatives, qui ne peuvent pas être jointes ici.',
      'Pour la terminer, ouvrez le lien reçu par e-mail sur un téléphone ou un ordinateur, ou présentez-vous avec vos pièces justificatives à l’agence commerciale :',
      'Agence commerciale Ligéo',
    ]);
    await expect(notice.locator('address span')).toHaveText([
      '12 place de la Gare',
      '41000 Blois',
      'Du lundi au samedi, de 7 h 30 à 19 h – 02 54 00 00 00',
    ]);
    await expect(
      page.getByRole('list', { name: 'Pièces justificatives à fournir' }).getByRole('listitem'),
    ).toHaveText([
      'Photo d’identité – obligatoire',
      'Justificatif de domicile de moins de 3 mois – obligatoire',
      'Certificat de scolarité (collégiens, lycéens, étudiants) – facultatif',
    ]);
    await expect(page.getByRole('button', { name: 'Envoyer ma demande' })).toHaveCount(0);
    await expect(page.locator('main').getByRole('textbox')).toHaveCount(0);
    await expectTouchTargets(page);
    await expectNoAxeViolation(page);
    // The screen's main action, in the band below the page (issue 24 §7).
    await page
      .getByRole('region', { name: 'Actions de la page' })
      .getByRole('link', { name: 'Retour à l’accueil', exact: true })
      .click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
