// On-board contactless payments (issue 15), as a traveller finds them: the home tile opens the frame
// screen, the contactless provider's page (another company, on its own origin) takes the bank card used
// on board and posts its taps of the last 30 days to the portal; the summary lists the trips the back
// office binds to them, filters them by date and hands out proofs of payment (PDFs named as SPEC §9
// says), or prints them at the kiosk. Forged messages are ignored.
import { readFile } from 'node:fs/promises';
import { expect, test, type FrameLocator, type Page } from './support/test';
import { formatDateTimeFr, parisDay } from '../../src/shared/dates';
import {
  ALL_PROOFS_FILE_NAME,
  COMMANDES_VALIDEUR_CB_PATH,
  PDF_ACHAT_BORNE_PATH,
  proofFileName,
  TRANSACTIONS_MESSAGE_TYPE,
  TRANSACTIONS_MESSAGE_VERSION,
  type CardValidatorOrder,
} from '../../src/shared/onboard-payments';
import { TRANSACTIONS_PATHS } from '../../src/server/providers/transactions/api';
import { decodeEscPos } from '../../src/demo-kiosk/escpos-decoder';
import { pdfText } from '../support/pdf-text';
import { expectNoAxeViolation } from './support/axe';
import { typeDay } from './support/calendar';
import { addFault, clearFaults, providersOrigin } from './support/emulator';
import {
  DEMO,
  JUSTIFICATION_TITLE,
  onboardTrips,
  proofItemOf,
  resetOnboardSearches,
  type DemoCard,
  type OnboardRow,
} from './support/onboard';
import { callsTo, recordCalls } from './support/purchase';

const TEXTS = {
  none30:
    'Aucune transaction à bord en sans-contact n’a été effectuée avec cette carte de paiement sur les trente derniers jours.',
  nonePeriod:
    'Aucune transaction à bord en sans-contact n’a été effectuée avec cette carte de paiement sur la période choisie.',
  order: 'La date de début de période doit être inférieure à la date de fin de période.',
  error: 'Une erreur s’est produite.',
  frame: 'Chargement de l’URL demandée impossible.',
} as const;
const COLUMNS = [
  'N° de commande',
  'Date',
  'Référence du paiement',
  'Produit',
  'Quantité',
  'Prix TTC',
  'Prix HT',
  'Taux de TVA',
  'Actions',
];

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
/** Intl writes its spaces as no-break spaces; the page's text is compared with plain ones. */
const plain = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const dayOf = (row: OnboardRow) => parisDay(new Date(row.payment.date));
const shortDay = (day: string) =>
  day
    .split('-')
    .reverse()
    .join('/')
    .replace(/\/20(\d\d)$/, '/$1');

/** What a row of a payment the daily cap lowered says under its product. */
const capNote = (cents: number) =>
  `Plafonnement journalier : remise de ${plain(euros(cents))} sur ce paiement`;

/** The rows as the summary must list them: newest payment first. */
const newestFirst = (rows: OnboardRow[]) =>
  [...rows].sort((a, b) => Date.parse(b.payment.date) - Date.parse(a.payment.date));

const frame = (page: Page): FrameLocator => page.frameLocator('iframe');

/** The provider's page in the portal's frame: the card typed with a keyboard, then the search. */
async function searchCard(page: Page, card: DemoCard): Promise<void> {
  const inFrame = frame(page);
  await expect(inFrame.getByRole('heading', { name: 'Vos paiements sans contact à bord' })).toBeVisible();
  await inFrame.getByRole('textbox', { name: 'Numéro de la carte bancaire' }).fill(card.numero);
  await inFrame.getByRole('textbox', { name: /^Date d’expiration/ }).fill(card.expiration);
  await inFrame.getByRole('button', { name: 'Rechercher mes trajets' }).click();
}

async function openTile(page: Page, touch = false): Promise<void> {
  await page.goto('/home');
  const tile = page
    .getByRole('article', { name: 'Justificatifs de paiement à bord' })
    .getByRole('link', { name: 'Mes justificatifs' });
  await (touch ? tile.tap() : tile.click());
  await expect(page).toHaveURL(/\/iframe\?url=/);
}

const tableRows = (page: Page) => page.getByRole('table').locator('tbody tr');

async function expectRows(page: Page, rows: OnboardRow[]): Promise<void> {
  await expect(tableRows(page)).toHaveCount(rows.length);
  const shown = await tableRows(page).evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
  );
  // Each payment's rows are together, newest payment first (orders of one tap in any order).
  const expected = newestFirst(rows);
  expect(shown.map((cells) => plain(cells[2]!).split(' ')[0])).toEqual(
    expected.map((row) => row.payment.refArchi),
  );
  for (const row of expected) {
    const at = shown.findIndex((c) => plain(c[0]!) === String(row.order.id));
    const cells = shown[at];
    expect(cells, `commande ${row.order.id}`).toBeDefined();
    // The daily cap's discount is said once per payment, on its first row shown.
    const firstOfPayment = !shown.slice(0, at).some((c) => plain(c[2]!).startsWith(row.payment.refArchi));
    const product =
      row.payment.remise > 0 && firstOfPayment
        ? `${row.order.prdLibelle} ${capNote(row.payment.remise)}`
        : row.order.prdLibelle;
    expect(cells!.slice(0, 8).map(plain)).toEqual([
      String(row.order.id),
      formatDateTimeFr(row.payment.date),
      row.payment.debitEnAttente ? `${row.payment.refArchi} * (débit en attente)` : row.payment.refArchi,
      product,
      String(row.order.quantite),
      plain(euros(row.order.prixTTC)),
      plain(euros(row.order.prixHT)),
      `${row.order.tauxTVA / 100} %`,
    ]);
  }
}

/** The footer: as many trips as rows shown (issue 26 §4), the period, the total of the orders' prices. */
async function expectFooter(page: Page, rows: OnboardRow[], from: string, to: string): Promise<void> {
  const footer = plain(await page.getByRole('table').locator('tfoot').innerText());
  const trips = rows.length;
  const total = rows.reduce((sum, row) => sum + row.order.prixTTC, 0);
  expect(footer).toContain(`Nombre de trajets ${trips}`);
  expect(footer).toContain(`Période du ${shortDay(from)} au ${shortDay(to)}`);
  expect(footer).toContain(`TOTAL ${plain(euros(total))}`);
}

test.beforeEach(async ({ request }) => {
  await resetOnboardSearches(request);
  await clearFaults(request);
});

test('home tile → card in the provider page → summary → filter → one proof and all proofs → Recommencer', async ({
  page,
  request,
  baseURL,
}) => {
  const trips = await onboardTrips(request, DEMO.cards.withTrips);
  const rows = newestFirst(trips.rows);
  expect(rows.some((row) => row.payment.debitEnAttente)).toBe(true);
  const calls = recordCalls(page);

  await openTile(page);
  const frameUrl = decodeURIComponent(new URL(page.url()).searchParams.get('url')!);
  expect(new URL(frameUrl).origin).toBe(providersOrigin(baseURL!));
  await searchCard(page, DEMO.cards.withTrips);

  await expect(page).toHaveURL(/\/justification$/);
  await expect(page.getByRole('heading', { level: 1, name: JUSTIFICATION_TITLE })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.locator('caption')).toHaveText(/^Vos paiements sans contact à bord/);
  await expect(table.getByRole('columnheader')).toHaveText(COLUMNS);
  await expectRows(page, rows);
  await expect(
    page.getByText('Débit en attente : ce paiement n’a pas encore été débité de votre carte.'),
  ).toBeVisible();
  const first = dayOf(rows.at(-1)!);
  const last = dayOf(rows[0]!);
  await expectFooter(page, rows, first, last);
  // 12 rows for 11 taps (one paid two orders): the count is the rows'.
  expect(rows.length).toBe(12);
  await expect(table.locator('tfoot tr').first()).toHaveText(/^Nombre de trajets\s*12$/);
  // The capped day's payment says its discount, once; no other row says anything of a discount.
  const capped = rows.filter((row) => row.payment.remise > 0);
  expect(capped.map((row) => row.payment.remise)).toEqual([90]);
  await expect(table.getByText(/Plafonnement journalier/)).toHaveCount(1);
  expect(plain(await table.getByText(/Plafonnement journalier/).innerText())).toBe(
    'Plafonnement journalier : remise de 0,90 € sur ce paiement',
  );
  await expect(table.getByText(/remise de 0,00/)).toHaveCount(0);
  await expectNoAxeViolation(page);

  // The back office was asked about the complete records only, each once.
  const asked = callsTo(calls, COMMANDES_VALIDEUR_CB_PATH).flatMap((call) =>
    new URLSearchParams(call.path.split('?')[1]).getAll('idTransSec'),
  );
  expect(asked.sort()).toEqual(trips.payments.map((p) => p.idTransSec).sort());

  // Filter from the day of the third newest payment: the older ones go, the footer follows.
  const days = [...new Set(rows.map(dayOf))];
  const from = days[2]!;
  await typeDay(page, /^Début de période/, from);
  await page.getByRole('button', { name: 'Filtrer par date' }).click();
  const kept = rows.filter((row) => dayOf(row) >= from);
  await expectRows(page, kept);
  await expectFooter(page, kept, from, last);

  // One payment's proof: its orders, named by its archive reference.
  const target = kept[0]!;
  const ofTarget = kept.filter((row) => row.payment.refArchi === target.payment.refArchi);
  const [one] = await Promise.all([
    page.waitForEvent('download'),
    tableRows(page)
      .first()
      .getByRole('button', { name: /^Télécharger/ })
      .click(),
  ]);
  expect(one.suggestedFilename()).toBe(proofFileName(target.payment.refArchi));
  const onePdf = await readFile((await one.path())!);
  expect(onePdf.subarray(0, 5).toString()).toBe('%PDF-');
  const oneText = pdfText(onePdf);
  expect(oneText).toContain(target.payment.refArchi);
  for (const row of ofTarget) expect(oneText).toContain(String(row.order.id));
  const proofCalls = () => callsTo(calls, PDF_ACHAT_BORNE_PATH);
  expect(proofCalls()).toHaveLength(1);
  expect(proofCalls()[0]!.body).toEqual(expect.arrayContaining(ofTarget.map(proofItemOf)));
  expect((proofCalls()[0]!.body as unknown[]).length).toBe(ofTarget.length);

  // All the proofs of the rows shown, in one file.
  const [all] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Tout télécharger' }).click(),
  ]);
  expect(all.suggestedFilename()).toBe(ALL_PROOFS_FILE_NAME);
  const allText = pdfText(await readFile((await all.path())!));
  for (const row of kept) expect(allText).toContain(row.payment.refArchi);
  for (const row of rows.filter((r) => !kept.includes(r)))
    expect(allText).not.toContain(row.payment.refArchi);
  expect(proofCalls()).toHaveLength(2);
  expect((proofCalls()[1]!.body as unknown[]).length).toBe(kept.length);
  expect(proofCalls()[1]!.body).toEqual(expect.arrayContaining(kept.map(proofItemOf)));

  // 'Recommencer': back to the provider's page in the frame, for another card.
  await page.getByRole('link', { name: 'Recommencer' }).click();
  await expect(page).toHaveURL(/\/iframe\?url=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('url')!)).toBe(frameUrl);
  await expect(frame(page).getByRole('button', { name: 'Rechercher mes trajets' })).toBeVisible();
});

test('the provider’s frame is as tall as its page: nothing scrolls inside it, and it follows the page', async ({
  page,
}) => {
  // A laptop's short window: SPEC's height (window − header − footer − 15 px) is less than the page.
  await page.setViewportSize({ width: 1280, height: 640 });
  await openTile(page);
  const inFrame = frame(page);
  await expect(inFrame.getByRole('heading', { name: 'Vos paiements sans contact à bord' })).toBeVisible();
  const provider = page.frames().find((f) => f.url().includes(TRANSACTIONS_PATHS.page))!;
  const scrollsInside = () =>
    provider.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);
  const frameHeight = () => page.locator('iframe').evaluate((e) => e.getBoundingClientRect().height);
  const specHeight = await page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().height ?? 0;
    return window.innerHeight - box('header.header') - box('footer.footer') - 15;
  });
  await expect.poll(scrollsInside).toBe(0);
  const before = await frameHeight();
  expect(before).toBeGreaterThan(specHeight);
  // The fields' errors make the page taller: the frame grows with it.
  await inFrame.getByRole('button', { name: 'Rechercher mes trajets' }).click();
  await expect(
    inFrame.getByText('Le numéro de carte doit compter de 13 à 19 chiffres (les espaces sont permis).'),
  ).toBeVisible();
  await expect.poll(frameHeight).toBeGreaterThan(before);
  await expect.poll(scrollsInside).toBe(0);
  await expectNoAxeViolation(page);
});

test('taps the framed page sends from beyond the 30 days or from days to come are left out, the back office not asked', async ({
  page,
  request,
}) => {
  const trips = await onboardTrips(request, DEMO.cards.withTrips);
  await resetOnboardSearches(request);
  const DAY = 24 * 3_600_000;
  const tap = (idTransSec: string, at: number) => ({
    idTransSec,
    date: new Date(at).toISOString(),
    montant: 230,
    remise: 0,
    refArchi: `RA${idTransSec}`,
  });
  // A provider page that sends more than it should: 31 and 40 days ago, and in 3 days.
  const forged = [
    tap('ANCIEN31', Date.now() - 31 * DAY),
    tap('ANCIEN40', Date.now() - 40 * DAY),
    tap('AVENIR03', Date.now() + 3 * DAY),
  ];
  await page.route(`**${TRANSACTIONS_PATHS.search}`, async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { transactions: unknown[] };
    await route.fulfill({ response, json: { transactions: [...answer.transactions, ...forged] } });
  });
  // A back office that would bind an order to them, were it asked.
  await page.route(`**${COMMANDES_VALIDEUR_CB_PATH}?*`, async (route) => {
    const response = await route.fetch();
    const orders = (await response.json()) as CardValidatorOrder[];
    const asked = new URL(route.request().url()).searchParams.getAll('idTransSec');
    const more = forged
      .filter((f) => asked.includes(f.idTransSec))
      .map((f, index): CardValidatorOrder => ({
        ...orders[0]!,
        numTransaction: f.idTransSec,
        id: 990_000_001 + index,
        cmdDate: f.date,
      }));
    await route.fulfill({ response, json: [...orders, ...more] });
  });
  const calls = recordCalls(page);
  await openTile(page);
  await searchCard(page, DEMO.cards.withTrips);
  await expect(page).toHaveURL(/\/justification$/);
  const rows = newestFirst(trips.rows);
  await expectRows(page, rows);
  await expectFooter(page, rows, dayOf(rows.at(-1)!), dayOf(rows[0]!));
  for (const f of forged) await expect(page.getByText(f.refArchi)).toHaveCount(0);
  const asked = callsTo(calls, COMMANDES_VALIDEUR_CB_PATH).flatMap((call) =>
    new URLSearchParams(call.path.split('?')[1]).getAll('idTransSec'),
  );
  expect(asked.sort()).toEqual(trips.payments.map((p) => p.idTransSec).sort());
});

test('a card with nothing in 30 days gets the warning; the card with incomplete records shows only its complete, known ones', async ({
  page,
  request,
}) => {
  await openTile(page);
  await searchCard(page, DEMO.cards.nothingRecent);
  await expect(page).toHaveURL(/\/justification$/);
  await expect(page.getByText(TEXTS.none30)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolation(page);

  await page.getByRole('link', { name: 'Recommencer' }).click();
  const trips = await onboardTrips(request, DEMO.cards.incomplete);
  expect(trips.records.length).toBeGreaterThan(trips.rows.length);
  await searchCard(page, DEMO.cards.incomplete);
  await expect(page).toHaveURL(/\/justification$/);
  await expectRows(page, trips.rows);
});

test('the filter: start after end says so and keeps the rows; a day without trips says so; the default period comes back', async ({
  page,
  request,
}) => {
  const rows = newestFirst((await onboardTrips(request, DEMO.cards.withTrips)).rows);
  await openTile(page);
  await searchCard(page, DEMO.cards.withTrips);
  await expect(tableRows(page)).toHaveCount(rows.length);
  const first = dayOf(rows.at(-1)!);
  const last = dayOf(rows[0]!);

  await typeDay(page, /^Début de période/, last);
  await typeDay(page, /^Fin de période/, first);
  await page.getByRole('button', { name: 'Filtrer par date' }).click();
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.order })).toBeVisible();
  await expect(tableRows(page)).toHaveCount(rows.length);

  // A day within the period without any trip.
  const withTrips = new Set(rows.map(dayOf));
  let quiet: string;
  for (let d = new Date(`${last}T12:00:00Z`); ; d.setUTCDate(d.getUTCDate() - 1)) {
    quiet = d.toISOString().slice(0, 10);
    if (!withTrips.has(quiet)) break;
  }
  expect(quiet > first).toBe(true);
  await typeDay(page, /^Début de période/, quiet);
  await typeDay(page, /^Fin de période/, quiet);
  await page.getByRole('button', { name: 'Filtrer par date' }).click();
  await expect(page.getByText(TEXTS.nonePeriod)).toBeVisible();
  await expect(page.getByText(TEXTS.order)).toHaveCount(0);

  await typeDay(page, /^Début de période/, first);
  await typeDay(page, /^Fin de période/, last);
  await page.getByRole('button', { name: 'Filtrer par date' }).click();
  await expectRows(page, rows);
});

test('the back office failing: its message, else SPEC’s; a proof refused says why', async ({
  page,
  request,
}) => {
  await addFault(request, {
    path: COMMANDES_VALIDEUR_CB_PATH,
    status: 503,
    body: { messageError: 'Service des commandes indisponible.' },
    times: 1,
  });
  await openTile(page);
  await searchCard(page, DEMO.cards.withTrips);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Service des commandes indisponible.' }),
  ).toBeVisible();

  await addFault(request, { path: COMMANDES_VALIDEUR_CB_PATH, status: 500, body: {}, times: 1 });
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.error })).toBeVisible();

  await page.reload();
  await expect(tableRows(page).first()).toBeVisible();
  await addFault(request, {
    path: PDF_ACHAT_BORNE_PATH,
    status: 400,
    body: { messageError: 'Justificatif indisponible pour ce paiement.' },
    times: 1,
  });
  await page.getByRole('button', { name: 'Tout télécharger' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Justificatif indisponible pour ce paiement.' }),
  ).toBeVisible();
});

test('forged messages are ignored: another origin, another window of the frame’s origin, the portal itself, a wrong shape', async ({
  page,
  baseURL,
}) => {
  const forged = {
    type: TRANSACTIONS_MESSAGE_TYPE,
    version: TRANSACTIONS_MESSAGE_VERSION,
    transactions: [
      { idTransSec: 'FORGED1', date: new Date().toISOString(), montant: 100, remise: 0, refArchi: 'FORGED1' },
    ],
  };
  const calls = recordCalls(page);
  await openTile(page);
  await expect(frame(page).getByRole('button', { name: 'Rechercher mes trajets' })).toBeVisible();

  // A page of another origin (the portal's site on another host name) and a page of the frame's own
  // origin that is not the frame: both post a well-formed message to the portal's window.
  const portal = new URL(baseURL!);
  const elsewhere = `http://localhost:${portal.port}/externe/contact.html`;
  const sameOriginAsFrame = `${providersOrigin(baseURL!)}/externe/page.css`;
  for (const url of [elsewhere, sameOriginAsFrame]) {
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((target) => void window.open(target, '_blank'), url),
    ]);
    await popup.waitForLoadState();
    await popup.evaluate((message) => window.opener.postMessage(message, '*'), forged);
    await popup.close();
  }
  // The portal's own window, and the frame itself with a message of the wrong version.
  await page.evaluate((message) => window.postMessage(message, '*'), forged);
  const provider = page.frames().find((f) => f.url().startsWith(providersOrigin(baseURL!)))!;
  await provider.evaluate((message) => window.parent.postMessage({ ...message, version: 2 }, '*'), forged);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/iframe\?url=/);
  expect(await page.evaluate(() => sessionStorage.getItem('onboardTaps'))).toBeNull();

  // The real search still goes through, without the forged tap.
  await searchCard(page, DEMO.cards.withTrips);
  await expect(tableRows(page).first()).toBeVisible();
  await expect(page.getByText('FORGED1')).toHaveCount(0);
  expect(callsTo(calls, COMMANDES_VALIDEUR_CB_PATH).some((call) => call.path.includes('FORGED1'))).toBe(
    false,
  );
});

test('a frame of a site the preferences do not allow: SPEC’s text, nothing framed', async ({ page }) => {
  await page.goto(`/iframe?url=${encodeURIComponent('https://exemple.invalid/transactions')}`);
  await expect(page.getByText(TEXTS.frame)).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test.describe('kiosk', () => {
  test.use({ hasTouch: true, viewport: { width: 1080, height: 1920 } });

  test('the card typed on the provider page’s keypad by touch; a proof, then all of them, printed', async ({
    page,
    request,
    openKiosk,
  }) => {
    const rows = newestFirst((await onboardTrips(request, DEMO.cards.withTrips)).rows);
    await resetOnboardSearches(request);
    const device = await openKiosk();
    await openTile(page, true);

    // The kiosk's keyboard cannot type into another origin's frame: the page's own keypad does.
    const inFrame = frame(page);
    const press = async (digits: string) => {
      for (const digit of digits) await inFrame.getByRole('button', { name: digit, exact: true }).tap();
    };
    await expect(inFrame.getByRole('button', { name: 'Rechercher mes trajets' })).toBeVisible();
    await press(DEMO.cards.withTrips.numero.replace(/\D/g, ''));
    await inFrame.getByRole('textbox', { name: /^Date d’expiration/ }).tap();
    await press(DEMO.cards.withTrips.expiration.replace(/\D/g, ''));
    await inFrame.getByRole('button', { name: 'Rechercher mes trajets' }).tap();

    await expect(page).toHaveURL(/\/justification$/);
    await expectRows(page, rows);
    // The kiosk prints instead of downloading.
    await expect(page.getByRole('button', { name: /^Télécharger/ })).toHaveCount(0);
    await expectNoAxeViolation(page);

    const target = rows[0]!;
    await tableRows(page)
      .first()
      .getByRole('button', { name: /^Imprimer/ })
      .tap();
    await expect(page.getByText('Votre justificatif a été imprimé. Pensez à le prendre.')).toBeVisible();
    const [job] = await device.printer.waitForJobs(1);
    const printed = decodeEscPos(job!);
    // Lines wrap at the paper's width: read as one text.
    const text = plain(printed.text.join(' '));
    expect(text).toContain('Justificatif de paiement à bord');
    expect(text).toContain(`Référence : ${target.payment.refArchi}`);
    expect(text).toContain('Paiement : Carte bancaire sans contact à bord');
    const paid = rows
      .filter((row) => row.payment.refArchi === target.payment.refArchi)
      .reduce((sum, row) => sum + row.order.prixTTC, 0);
    expect(text).toContain(`Total payé ${plain(euros(paid))}`);
    expect(printed.qrCodes).toEqual([]);

    const payments = new Set(rows.map((row) => row.payment.refArchi)).size;
    await page.getByRole('button', { name: 'Tout imprimer' }).tap();
    await expect(
      page.getByText(`${payments} justificatifs ont été imprimés. Pensez à les prendre.`),
    ).toBeVisible({
      timeout: 20_000,
    });
    const jobs = await device.printer.waitForJobs(1 + payments);
    const refs = jobs.slice(1).map((bytes) => decodeEscPos(bytes).text.join('\n'));
    for (const ref of new Set(rows.map((row) => row.payment.refArchi)))
      expect(refs.some((printedText) => printedText.includes(`Référence : ${ref}`))).toBe(true);
  });
});

test.describe('counter PC', () => {
  test('the counter PC both downloads and prints a proof', async ({ page, openKiosk }) => {
    const device = await openKiosk({ mode: 'counter' });
    await openTile(page);
    await searchCard(page, DEMO.cards.incomplete);
    const row = tableRows(page).first();
    await expect(row).toBeVisible();
    const ref = plain(await row.locator('th, td').nth(2).innerText()).split(' ')[0]!;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /^Télécharger/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(proofFileName(ref));
    await row.getByRole('button', { name: /^Imprimer/ }).click();
    await expect(page.getByText('Votre justificatif a été imprimé. Pensez à le prendre.')).toBeVisible();
    const [job] = await device.printer.waitForJobs(1);
    expect(plain(decodeEscPos(job!).text.join(' '))).toContain(`Référence : ${ref}`);
  });
});
