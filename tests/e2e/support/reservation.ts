// Steps of a trip reservation, done as a customer does them (issue 13): type a stop's name and pick it in
// the list, pick the day in the calendar, choose a run and fill the dialog 'Détails de votre réservation'.
// And what the emulator answers about runs and places, read the way the portal reads it.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Course, Leg, Quota } from '../../../src/shared/reservation';
import { legOf } from '../../../src/shared/reservation-rules';
import { nextMonth } from './calendar';

export const BLOIS = 'Blois – Gare routière';
export const CHEVERNY = 'Cheverny – Château';
export const VENDOME = 'Vendôme – Gare routière';
export const L1 = 'Ligne 1 Blois – Vendôme';
export const L2 = 'Ligne 2 Blois – Romorantin-Lanthenay';

/** Today in Paris plus `days`, `yyyy-MM-dd` (calendar arithmetic, no time zone involved). */
export function parisDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', dateStyle: 'short' }).format(
    new Date(),
  );
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** dd/MM/yyyy of a `yyyy-MM-dd`. */
export const shown = (day: string) => day.split('-').reverse().join('/');

/** A calendar cell's name for a day, as react-aria says it in fr-FR ('jeudi 26 novembre 2026'). */
const cellName = (day: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));

export const stopField = (page: Page | Locator, label: 'Départ' | 'Arrivée') =>
  page.getByRole('combobox', { name: new RegExp(`^${label}`) });

/** Types `typed` into a stop's combo box, then picks `option` in its list (touch on the kiosk). */
export async function chooseStop(
  page: Page,
  label: 'Départ' | 'Arrivée',
  typed: string,
  option: string,
  touch = false,
) {
  const field = stopField(page, label);
  await (touch ? field.tap() : field.click());
  await field.pressSequentially(typed);
  // react-aria shows the list once it has measured where it fits (transparent until then): a press
  // before that lands on the page behind, and Playwright's retries scroll the page, which closes a list.
  await expect(page.locator('[data-trigger="ComboBox"]')).toHaveCSS('opacity', '1');
  const choice = page.getByRole('listbox').getByRole('option', { name: option, exact: true });
  await (touch ? choice.tap() : choice.click());
  await expect(field).toHaveValue(option);
}

/** Picks `day` in the calendar of the date field named `label` (the next months when needed). */
export async function pickDay(scope: Page | Locator, page: Page, label: string, day: string, touch = false) {
  const press = (target: Locator) => (touch ? target.tap() : target.click());
  await press(scope.getByRole('button', { name: new RegExp(`^Calendrier ${label}`) }));
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await expect(calendar).toBeVisible();
  const cell = calendar.getByRole('button', { name: new RegExp(cellName(day)) });
  for (let tries = 0; tries < 4 && (await cell.count()) === 0; tries += 1) await press(nextMonth(calendar));
  await press(cell);
  await expect(calendar).toHaveCount(0);
}

/** The kiosk's on-screen keyboard, shown while a stop's field has the focus, covers the page's actions:
 * a customer puts it away first. Nothing on the web. */
export async function hideKeyboard(page: Page, touch = false) {
  const hide = page.getByRole('button', { name: 'Masquer le clavier' });
  if (await hide.isVisible()) await (touch ? hide.tap() : hide.click());
  await expect(page.getByRole('region', { name: 'Clavier virtuel' })).toHaveCount(0);
}

/** 'Mon trajet' → day, origin, destination → 'Valider' → 'Trajets disponibles' listed. */
export async function searchTrips(page: Page, from: [string, string], to: [string, string], day: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Mon trajet' })).toBeVisible();
  await pickDay(page, page, 'Date', day);
  await chooseStop(page, 'Départ', ...from);
  await chooseStop(page, 'Arrivée', ...to);
  await hideKeyboard(page);
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page).toHaveURL(/\/reservation\/trajets$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Trajets proposés' })).toBeVisible();
}

/** A run's card on the page or in the dialog, by the day and boarding time of its leg. */
export const tripCard = (scope: Page | Locator, leg: Leg) =>
  scope.getByRole('article', {
    name: new RegExp(`^${shown(leg.dateDepart.slice(0, 10))} ${leg.dateDepart.slice(11, 16)} – `),
  });

export const chooseButton = (card: Locator) => card.getByRole('button', { name: 'Choisir ce trajet' });

/** The run chosen in the return step: its toggle reads 'Trajet choisi', pressed. */
export const chosenButton = (card: Locator) => card.getByRole('button', { name: 'Trajet choisi' });

/** The card's facts as a person reads them: each one's name and value on one line (the no-break spaces
 * of French amounts read as spaces). */
export const tripFareTexts = (card: Locator) =>
  card
    .locator('.trip-card__facts > div')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.children].map((cell) => (cell.textContent ?? '').replace(/\s/g, ' ').trim()).join(' '),
      ),
    );

/** Presses the reservation dialog's 'Confirmer' once its step lets it go on. It is only aria-disabled while
 * the step is incomplete, so a press then does nothing; and a day picked in the calendar reaches the step a
 * moment after the calendar has closed (longer on a loaded machine), as reservation.spec.ts waits for. */
export async function pressConfirm(confirm: Locator, touch = false): Promise<void> {
  await expect(confirm).not.toHaveAttribute('aria-disabled', 'true');
  await (touch ? confirm.tap() : confirm.click());
}

export const reservationDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Détails de votre réservation' });

/** '+' of a profile's quantity in the dialog, pressed `times` times. */
export async function addPassengers(page: Page, label: string, times = 1, touch = false) {
  const plus = reservationDialog(page).getByRole('button', {
    name: `Augmenter Quantité ${label}`,
    exact: true,
  });
  for (let i = 0; i < times; i += 1) await (touch ? plus.tap() : plus.click());
}

/** The dialog's order price and VAT, as shown (plain spaces). */
export async function orderAmounts(page: Page): Promise<string[]> {
  const texts = await reservationDialog(page)
    .locator('.reservation-dialog__amounts dt, .reservation-dialog__amounts dd')
    .allTextContents();
  return texts.map((text) => text.replace(/\s/g, ' ').trim());
}

async function token(request: APIRequestContext): Promise<Record<string, string>> {
  const answer = (await (await request.get('/api/jwttoken/generate')).json()) as { id_token: string };
  return { Authorization: `Bearer ${answer.id_token}` };
}

/** The runs from `origin` to `destination` on `day`, as coursesOD answers them. */
export async function coursesOf(
  request: APIRequestContext,
  origin: string,
  destination: string,
  day: string,
): Promise<Course[]> {
  const headers = await token(request);
  const response = await request.get('/topologie/api/coursesOD', {
    headers,
    params: { codeOrigine: origin, codeDestination: destination, date: day },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Course[];
}

/** The leg of run `code` from `origin` to `destination` on `day`. */
export async function legOfRun(
  request: APIRequestContext,
  code: string,
  origin: string,
  destination: string,
  day: string,
): Promise<Leg> {
  const course = (await coursesOf(request, origin, destination, day)).find((c) => c.code === code);
  const leg = course ? legOf(course, origin, destination) : null;
  if (!leg) throw new Error(`La course ${code} ne va pas de ${origin} à ${destination} le ${day}.`);
  return leg;
}

/** The quota of run `code` on `day` (null when it has none). */
export async function quotaOf(request: APIRequestContext, code: string, day: string): Promise<Quota | null> {
  const headers = await token(request);
  const response = await request.get(`/commerce/api/quota?date=${day}&codeCourses=${code}`, { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as Quota[]).find((q) => q.codeCourse === code) ?? null;
}

/** 'Trajets disponibles' of `day` (tomorrow) from Blois to Vendôme (line 1), as a customer reaches it. */
export async function openTrips(page: Page, touch = false, day = parisDay(1)): Promise<void> {
  await page.goto('/reservation/infos');
  if (touch) {
    await expect(page.getByRole('heading', { level: 1, name: 'Mon trajet' })).toBeVisible();
    await pickDay(page, page, 'Date', day, true);
    await chooseStop(page, 'Départ', 'blois g', BLOIS, true);
    await chooseStop(page, 'Arrivée', 'vendo', VENDOME, true);
    await hideKeyboard(page, true);
    await page.getByRole('button', { name: 'Valider', exact: true }).tap();
    await expect(page.getByRole('heading', { level: 2, name: 'Trajets proposés' })).toBeVisible();
  } else await searchTrips(page, ['blois g', BLOIS], ['vendo', VENDOME], day);
  await expect(page.getByRole('article').first()).toBeVisible();
}

/** The dialog 'Détails de votre réservation' of the first run with places. */
export async function openReservationDialog(page: Page): Promise<void> {
  await openTrips(page);
  await page.locator('.trip-card__choose:not([aria-disabled="true"])').first().click();
  await expect(reservationDialog(page)).toBeVisible();
}
