// Modification of a reservation (issue 13) in Chromium against the emulator, as a customer does it: the
// ticket number typed, or read from its QR code by Chromium's fake camera (Debian's Chromium has no
// BarcodeDetector: the zxing polyfill and its .wasm from our origin do the reading), then a new day, a
// run, the confirmation, the new ticket and its PDFs; the SPEC's texts for each lookup and failure; and the
// kiosk, where a USB scanner's burst fills the number and the new ticket prints with its QR code.
// The emulator's demo tickets (docs/demo-data-trips.md « Réservation ») are in memory for the whole run.
import { readFile } from 'node:fs/promises';
import {
  chromium,
  expect,
  test,
  type Browser,
  type Page,
  type Response,
  type TestInfo,
  currentServers,
} from './support/test';
import { decodeEscPos } from '../../src/demo-kiosk/escpos-decoder';
import { pdfText } from '../support/pdf-text';
import { expectNoAxeViolation } from './support/axe';
import { addFault, clearFaults, demoReservationDay, resetLookups } from './support/emulator';
import { addDays } from '../../src/server/reservation/timetable';
import { fakeCameraArgs, noiseFrame, qrFrame, writeFakeVideo } from './support/fake-camera';
import { expectTouchTargets, kioskDevice, type KioskDevice } from './support/kiosk';
import { callsTo, recordCalls } from './support/purchase';
import { typeDay } from './support/calendar';
import { scannerReads } from './support/scanner';

const DEMO = {
  web: '4113000000000001',
  counter: '4113000000000002',
  modified: '4113000000000003',
  modifiedNew: '4113000000000004',
  departed: '4113000000000005',
};

const SPEC = {
  notFound: 'Ticket non trouvé. Veuillez vérifier le numéro de ticket saisi.',
  lookupFailed: 'Erreur lors de la récupération des informations de réservation. Veuillez réessayer.',
  none: 'Aucune réservation correspondante n’a été trouvée.',
  alreadyModified:
    'Cette réservation a déjà été modifiée. Veuillez saisir le numéro de ticket de la réservation modifiée.',
  departed: 'La modification n’est plus permise après l’heure de départ.',
  failed:
    'Une erreur s’est produite pendant la modification de votre ticket. Veuillez réessayer plus tard ou contacter notre service client.',
};

const ORDERS = '/vente/api/commandesReservation';

/** The emulator's demo day (its today when it started, tests/e2e/support/emulator.ts), read before each test:
 * the demo tickets keep their days when a run crosses midnight in Paris. */
let demoDay = '';

/** yyyy-MM-dd of the demo day plus `days`: the demo tickets' days, and days after them to move them to. */
function ticketDay(days = 0): string {
  return addDays(demoDay, days);
}

const shown = (day: string) => day.split('-').reverse().join('/');

const ticketField = (page: Page) => page.getByRole('textbox', { name: 'Numéro de ticket' });

/** The modify tab of 'Mon trajet'. */
async function openModifyTab(page: Page) {
  await page.goto('/reservation/infos?tab=2');
  await expect(ticketField(page)).toBeVisible();
}

/** Ticket number and departure day typed, 'Valider'; resolves with the lookup's answer. */
async function lookUp(page: Page, ticket: string, day: string): Promise<Response> {
  await ticketField(page).fill(ticket);
  await typeDay(page, /Date de départ/, day);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === ORDERS),
    page.getByRole('button', { name: 'Valider' }).click(),
  ]);
  return answer;
}

/** A new day searched on /reservation/modification; the first run with a place opens the confirmation. */
async function chooseFirstRun(page: Page, day: string) {
  await typeDay(page, /Nouvelle date de départ/, day);
  await page.getByRole('button', { name: 'Chercher' }).click();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const card = cards.filter({ has: page.locator('.trip-card__choose:not([aria-disabled="true"])') }).first();
  const name = (await card.getAttribute('aria-label'))!;
  await card.getByRole('button', { name: 'Choisir ce trajet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmer la modification' });
  await expect(dialog).toBeVisible();
  return { dialog, name };
}

/** 'Votre nouveau numéro de ticket : N': N. */
async function newTicketNumber(page: Page): Promise<string> {
  await expect(page.getByText('Votre réservation est modifiée.')).toBeVisible();
  const number = (await page.locator('.modification-done__number').textContent())!.trim();
  expect(number).toMatch(/^\d{16}$/);
  await expect(page.locator('.modification-done__ticket')).toHaveText(
    `Votre nouveau numéro de ticket : ${number}`,
  );
  return number;
}

async function downloadPdf(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { name: download.suggestedFilename(), text: pdfText(pdf) };
}

/** A second Chromium whose camera films `video` (its flags are given at launch), on the same emulator. */
async function browserWithCamera(
  testInfo: TestInfo,
  video: string,
): Promise<{ browser: Browser; page: Page }> {
  const { launchOptions, locale, timezoneId } = testInfo.project.use;
  const { baseURL } = currentServers();
  const browser = await chromium.launch({
    ...launchOptions,
    args: [...(launchOptions?.args ?? []), ...fakeCameraArgs(video)],
  });
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  // Every stream the page opens is kept where the test can see whether its tracks were stopped.
  await context.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { __streams: MediaStream[] }).__streams = streams;
    const media = navigator.mediaDevices;
    const open = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
  return { browser, page: await context.newPage() };
}

/** How many camera streams the page opened, and how many of their tracks are still live. */
const cameraTracks = (page: Page) =>
  page.evaluate(() => {
    const streams = (window as unknown as { __streams: MediaStream[] }).__streams;
    const tracks = streams.flatMap((stream) => stream.getTracks());
    return {
      streams: streams.length,
      audio: tracks.filter((track) => track.kind === 'audio').length,
      live: tracks.filter((track) => track.readyState === 'live').length,
    };
  });

let device: KioskDevice | undefined;
let cameraBrowser: Browser | undefined;

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
  demoDay = await demoReservationDay(request);
});

test.afterEach(async ({ request }) => {
  await clearFaults(request);
  // Unknown tickets and wrong days are misses of the look-ups' throttle, counted for this address.
  await resetLookups(request);
  await device?.close();
  device = undefined;
  await cameraBrowser?.close();
  cameraBrowser = undefined;
});

test('by ticket number to another day: new number, its ticket and recap PDFs; the old number is refused; the new ticket then moved again by its QR code', async ({
  page,
}, testInfo) => {
  test.slow();
  const calls = recordCalls(page);
  await openModifyTab(page);
  await expectNoAxeViolation(page);
  const answer = await lookUp(page, DEMO.web, ticketDay(1));
  expect(new URL(answer.url()).search).toBe(`?numSupport=${DEMO.web}&dateDepartArticle=${ticketDay(1)}`);
  const [order] = (await answer.json()) as { id: number; articles: { id: number }[] }[];

  await expect(page).toHaveURL(/\/reservation\/modification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier ma réservation' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Votre ticket' });
  await expect(details).toContainText(DEMO.web);
  await expect(details).toContainText('Plein tarif');
  await expect(details).toContainText('Blois – Gare routière → Vendôme');
  await expect(details).toContainText(`${shown(ticketDay(1))} à 09:06`);
  await expect(details).toContainText('8,50 €');
  await expectNoAxeViolation(page);

  const { dialog, name } = await chooseFirstRun(page, ticketDay(2));
  expect(name).toContain(shown(ticketDay(2)));
  // A web order: no e-mail is asked.
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolation(page);
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  const first = await newTicketNumber(page);
  expect(first).not.toBe(DEMO.web);
  await expectNoAxeViolation(page);

  const post = callsTo(
    calls,
    `${ORDERS}/${order!.id}/article/${order!.articles[0]!.id}/modificationReservation`,
  );
  expect(post).toHaveLength(1);
  expect(post[0]!.method).toBe('POST');
  expect(post[0]!.body).toMatchObject({ email: null });
  expect((post[0]!.body as { dateDepart: string }).dateDepart).toMatch(new RegExp(`^${ticketDay(2)}T`));

  const ticket = await downloadPdf(page, 'Télécharger le ticket');
  expect(ticket.name).toBe(`ticket-${first}.pdf`);
  expect(ticket.text).toContain(first);
  expect(ticket.text).toContain('Vendôme');
  const recap = await downloadPdf(page, 'Télécharger le récapitulatif (PDF)');
  expect(recap.name).toBe('recu-commande.pdf');
  expect(recap.text).toContain(`Billet n° ${first}`);

  // The old number is no longer the reservation's.
  await openModifyTab(page);
  await lookUp(page, DEMO.web, ticketDay(1));
  await expect(page.getByText(SPEC.alreadyModified)).toBeVisible();
  await expectNoAxeViolation(page);
  await page.getByRole('link', { name: 'Saisir un autre numéro de ticket' }).click();
  await expect(page).toHaveURL(/\/reservation\/infos\?tab=2$/);

  // The new ticket, shown to the camera of another browser: its QR code fills the number.
  const video = writeFakeVideo(`ticket-${first}`, qrFrame(first));
  const camera = await browserWithCamera(testInfo, video);
  cameraBrowser = camera.browser;
  const scanner = camera.page;
  const wasm: { url: string; type: string | undefined }[] = [];
  scanner.on('response', (response) => {
    if (response.url().endsWith('.wasm'))
      wasm.push({ url: response.url(), type: response.headers()['content-type'] });
  });
  await openModifyTab(scanner);
  await scanner.getByRole('button', { name: 'Scanner le QR code du ticket' }).click();
  const detection = scanner.getByRole('dialog', { name: 'Détection QR Code' });
  await expect(detection).toBeVisible();
  await expect(ticketField(scanner)).toHaveValue(first, { timeout: 15_000 });
  await expect(detection).toHaveCount(0);
  // Debian's Chromium has no BarcodeDetector: the zxing reader came from our own origin.
  // Served as application/wasm, so that it compiles as it streams.
  expect(wasm).toHaveLength(1);
  expect(new URL(wasm[0]!.url).origin).toBe(new URL(currentServers().baseURL).origin);
  expect(wasm[0]!.type).toBe('application/wasm');
  // The camera (video only) is released once the dialog is gone.
  await expect.poll(() => cameraTracks(scanner)).toEqual({ streams: 1, audio: 0, live: 0 });
  await expect(scanner.locator('video')).toHaveCount(0);

  await typeDay(scanner, /Date de départ/, ticketDay(2));
  await scanner.getByRole('button', { name: 'Valider' }).click();
  await expect(scanner.getByRole('region', { name: 'Votre ticket' })).toContainText(first);
  const again = await chooseFirstRun(scanner, ticketDay(3));
  await again.dialog.getByRole('button', { name: 'Confirmer' }).click();
  const second = await newTicketNumber(scanner);
  expect(second).not.toBe(first);
});

test('a QR code no reader can find: after 10 s, QR Code invalide and Fermer', async ({
  page: _page,
}, testInfo) => {
  const video = writeFakeVideo('bruit', noiseFrame());
  const camera = await browserWithCamera(testInfo, video);
  cameraBrowser = camera.browser;
  const page = camera.page;
  await openModifyTab(page);
  await page.getByRole('button', { name: 'Scanner le QR code du ticket' }).click();
  const detection = page.getByRole('dialog', { name: 'Détection QR Code' });
  await expect(detection.getByText('Présentez le QR code du ticket devant la caméra.')).toBeVisible();
  await expect(detection.locator('video')).toBeVisible();
  expect(await cameraTracks(page)).toEqual({ streams: 1, audio: 0, live: 1 });
  await expectNoAxeViolation(page);
  const invalid = page.getByRole('dialog', { name: 'QR Code invalide' });
  await expect(invalid).toBeVisible({ timeout: 15_000 });
  await expect(invalid).toContainText(
    'Aucun QR code n’a pu être lu. Approchez le ticket de la caméra ou saisissez son numéro.',
  );
  await expect(detection).toHaveCount(0);
  expect(await cameraTracks(page)).toEqual({ streams: 1, audio: 0, live: 0 });
  await expectNoAxeViolation(page);
  await invalid.getByRole('button', { name: 'Fermer' }).click();
  await expect(invalid).toHaveCount(0);
  await expect(ticketField(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Scanner le QR code du ticket' })).toBeFocused();

  // Opened again and closed with 'Fermer': the second stream is stopped too.
  await page.getByRole('button', { name: 'Scanner le QR code du ticket' }).click();
  await expect(detection.locator('video')).toBeVisible();
  await expect.poll(() => cameraTracks(page)).toEqual({ streams: 2, audio: 0, live: 1 });
  await detection.getByRole('button', { name: 'Fermer' }).click();
  await expect(detection).toHaveCount(0);
  expect(await cameraTracks(page)).toEqual({ streams: 2, audio: 0, live: 0 });
});

test('the counter ticket asks the e-mail (each text); a failing modification keeps every choice, then goes through', async ({
  page,
  request,
}) => {
  test.slow();
  const calls = recordCalls(page);
  await openModifyTab(page);
  const answer = await lookUp(page, DEMO.counter, ticketDay(3));
  const [order] = (await answer.json()) as { id: number; articles: { id: number }[] }[];
  const path = `${ORDERS}/${order!.id}/article/${order!.articles[0]!.id}/modificationReservation`;
  await expect(page.getByRole('region', { name: 'Votre ticket' })).toContainText('Cheverny – Château');

  const { dialog } = await chooseFirstRun(page, ticketDay(4));
  const email = dialog.getByRole('textbox', { name: 'Adresse e-mail' });
  const confirm = dialog.getByRole('button', { name: 'Confirmer' });
  // Locked with aria-disabled, it still takes the press and says why.
  await expect(confirm).toHaveAttribute('aria-disabled', 'true');
  await confirm.press('Enter');
  await expect(dialog.getByText('Veuillez saisir une adresse e-mail.')).toBeVisible();
  await email.fill('client@exemple');
  await expect(dialog.getByText('L’adresse e-mail n’est pas valide.')).toBeVisible();
  // 120 characters at most: the field takes no more.
  await email.fill(`${'a'.repeat(120)}@exemple.fr`);
  await expect(email).toHaveValue('a'.repeat(120));
  await expectNoAxeViolation(page);
  expect(callsTo(calls, path)).toHaveLength(0);

  await email.fill('client@exemple.fr');
  await addFault(request, { method: 'POST', path, status: 500, times: 1 });
  await confirm.click();
  await expect(dialog.getByText(SPEC.failed)).toBeVisible();
  await expect(email).toHaveValue('client@exemple.fr');
  await expectNoAxeViolation(page);

  await confirm.click();
  const number = await newTicketNumber(page);
  const posts = callsTo(calls, path);
  expect(posts).toHaveLength(2);
  expect(posts[1]!.body).toMatchObject({ email: 'client@exemple.fr' });
  expect(posts[1]!.body).toEqual(posts[0]!.body);
  expect(number).not.toBe(DEMO.counter);
});

test('the departed ticket: its warning, no new day', async ({ page }) => {
  await openModifyTab(page);
  await lookUp(page, DEMO.departed, ticketDay(0));
  await expect(page.getByText(SPEC.departed)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Votre ticket' })).toContainText(DEMO.departed);
  await expect(page.getByRole('button', { name: 'Chercher' })).toHaveCount(0);
  await expectNoAxeViolation(page);
});

test('a ticket of a past day: SPEC’s departed warning with its accents, nothing asked (issue 26 §4)', async ({
  page,
}) => {
  const calls = recordCalls(page);
  await openModifyTab(page);
  await ticketField(page).fill(DEMO.web);
  await typeDay(page, /Date de départ/, ticketDay(-1));
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText(SPEC.departed)).toBeVisible();
  await expect(page.getByText('La date de départ doit être aujourd’hui ou plus tard.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/reservation\/infos\?tab=2$/);
  expect(callsTo(calls, ORDERS)).toEqual([]);
});

test('our ticket’s QR code with its day: both fields filled and the ticket looked up at once, no Valider (issue 26 §4)', async ({
  page: _page,
}, testInfo) => {
  const video = writeFakeVideo('ticket-avec-jour', qrFrame(`${DEMO.departed};${ticketDay(0)}`));
  const camera = await browserWithCamera(testInfo, video);
  cameraBrowser = camera.browser;
  const page = camera.page;
  await openModifyTab(page);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === ORDERS, { timeout: 20_000 }),
    page.getByRole('button', { name: 'Scanner le QR code du ticket' }).click(),
  ]);
  const asked = new URL(answer.url()).searchParams;
  expect([...asked.entries()]).toEqual([
    ['numSupport', DEMO.departed],
    ['dateDepartArticle', ticketDay(0)],
  ]);
  await expect(page).toHaveURL(/\/reservation\/modification$/);
  await expect(page.getByRole('region', { name: 'Votre ticket' })).toContainText(DEMO.departed);
  await expect(page.getByText(SPEC.departed)).toBeVisible();
});

test('lookup texts: unknown number (404), another day ([]), the back office failing (500)', async ({
  page,
  request,
}) => {
  await openModifyTab(page);
  await lookUp(page, '4113999999999999', ticketDay(1));
  await expect(page.getByText(SPEC.notFound)).toBeVisible();
  await expect(page).toHaveURL(/\/reservation\/infos/);

  await lookUp(page, DEMO.modifiedNew, ticketDay(5));
  await expect(page.getByText(SPEC.none)).toBeVisible();

  await addFault(request, { method: 'GET', path: ORDERS, status: 500 });
  await lookUp(page, DEMO.modifiedNew, ticketDay(2));
  await expect(page.getByText(SPEC.lookupFailed)).toBeVisible();
  await expectNoAxeViolation(page);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the modify tab and the already-modified warning fit a phone, with no axe violation', async ({
    page,
  }) => {
    await openModifyTab(page);
    const noSideScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect(await noSideScroll()).toBe(true);
    await expectNoAxeViolation(page);
    await lookUp(page, DEMO.modified, ticketDay(1));
    await expect(page.getByText(SPEC.alreadyModified)).toBeVisible();
    expect(await noSideScroll()).toBe(true);
    await expectNoAxeViolation(page);
  });
});

/** The kiosk's rule for a screen's main action: 64 px tall at least, in the lower half of the screen. */
async function expectLowerAction(page: Page, action: ReturnType<Page['getByRole']>) {
  const { top, height } = await action.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { top: box.top + window.scrollY, height: box.height };
  });
  expect(height).toBeGreaterThanOrEqual(64);
  expect(top).toBeGreaterThanOrEqual(1920 / 2);
}

test.describe('kiosk', () => {
  test.use({ hasTouch: true, viewport: { width: 1080, height: 1920 } });

  test('a USB scanner’s burst fills the ticket number; the modification goes through and the new ticket prints with its QR code', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    device = await kioskDevice(page, request, baseURL!);
    await openModifyTab(page);
    await expect(page.getByRole('button', { name: 'Scanner le QR code du ticket' })).toHaveCount(0);
    await expect(
      page.getByText('Vous pouvez aussi présenter le QR code du ticket devant le lecteur.'),
    ).toBeVisible();
    await expectTouchTargets(page);
    await expectLowerAction(page, page.getByRole('button', { name: 'Valider' }));
    await expectNoAxeViolation(page);

    // The scanner types the QR code's text a few milliseconds a key, then Enter; nothing has the focus.
    await page.locator('h1').click();
    await scannerReads(page, DEMO.modifiedNew);
    await expect(ticketField(page)).toHaveValue(DEMO.modifiedNew);
    // Its Enter validated nothing: the day is still to be given.
    await expect(page).toHaveURL(/\/reservation\/infos/);

    await typeDay(page, /Date de départ/, ticketDay(2));
    await page.getByRole('button', { name: 'Valider' }).tap();
    await expect(page.getByRole('region', { name: 'Votre ticket' })).toContainText(DEMO.modifiedNew);
    const { dialog } = await chooseFirstRun(page, ticketDay(3));
    await dialog.getByRole('button', { name: 'Confirmer' }).tap();
    const number = await newTicketNumber(page);
    // The kiosk prints instead of downloading.
    await expect(page.getByRole('button', { name: /^Télécharger/ })).toHaveCount(0);
    await expectTouchTargets(page);
    await expectLowerAction(page, page.getByRole('button', { name: 'Imprimer le nouveau ticket' }));
    await expectNoAxeViolation(page);
    await page.getByRole('button', { name: 'Imprimer le nouveau ticket' }).tap();
    await expect(page.getByText('Votre nouveau ticket a été imprimé. Pensez à le prendre.')).toBeVisible();
    const [job] = await device.printer.waitForJobs(1);
    const printed = decodeEscPos(job!);
    // Its QR code holds its number and its day (issue 26 §4).
    expect(printed.qrCodes).toEqual([`${number};${ticketDay(3)}`]);
    expect(printed.unknown).toEqual([]);
    expect(printed.cuts).toBeGreaterThan(0);

    // A person typing slowly is no scanner: the digits go where the focus is, nothing else.
    await openModifyTab(page);
    await page.locator('h1').click();
    await page.keyboard.type('4113', { delay: 120 });
    await page.keyboard.press('Enter');
    await expect(ticketField(page)).toHaveValue('');
  });

  test('the scanner reads our ticket’s code with its day: looked up at once, no tap; a hostile code is QR Code invalide and changes nothing (issue 26 §4)', async ({
    page,
    request,
    baseURL,
  }) => {
    device = await kioskDevice(page, request, baseURL!);
    const calls = recordCalls(page);
    await openModifyTab(page);

    // A code of another form (a ticket number and a day, but not ours): refused, nothing filled nor asked.
    await page.locator('h1').click();
    await scannerReads(page, `${DEMO.departed} ${ticketDay(0)}`);
    const invalid = page.getByRole('dialog', { name: 'QR Code invalide' });
    await expect(invalid).toContainText(
      'Le QR code lu n’est pas celui d’un ticket. Saisissez son numéro ou réessayez.',
    );
    await invalid.getByRole('button', { name: 'Fermer' }).tap();
    await expect(ticketField(page)).toHaveValue('');
    expect(callsTo(calls, ORDERS)).toEqual([]);

    // The departed demo ticket's code: number and day, then the ticket's page with SPEC's warning.
    await page.locator('h1').click();
    await scannerReads(page, `${DEMO.departed};${ticketDay(0)}`);
    await expect(page).toHaveURL(/\/reservation\/modification$/);
    await expect(page.getByRole('region', { name: 'Votre ticket' })).toContainText(DEMO.departed);
    await expect(page.getByText(SPEC.departed)).toBeVisible();
    expect(callsTo(calls, ORDERS).map((c) => c.path)).toEqual([
      `${ORDERS}?numSupport=${DEMO.departed}&dateDepartArticle=${ticketDay(0)}`,
    ]);
  });
});
