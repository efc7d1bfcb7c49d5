// Steps of a card reload and of an origin-destination purchase, done as a customer does them: type the
// card number, open the react-aria selects and calendars, read the French texts (issue 12).
import { expect, type Frame, type Locator, type Page } from '@playwright/test';
import { nextMonth } from './calendar';

/** The emulator's demo cards (docs/demo-data.md). */
export const CARDS = {
  valid: '100000000001',
  personalised: '100000000002',
  suspended: '100000000003',
  deleted: '100000000004',
  empty: '100000000005',
  odSubscriber: '100000000006',
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A react-aria Select: its button is named by its value then its label ('Choisir Jour', '14 Jour'). */
export const selectButton = (scope: Page | Frame | Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`${escapeRegExp(label)}$`) });

/** Opens a select by its label and picks the option shown as `option`. */
export async function choose(
  page: Page | Frame,
  label: string,
  option: string,
  scope: Page | Frame | Locator = page,
) {
  await selectButton(scope, label).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** The card number field of the lookup pages. */
export const cardNumberField = (page: Page) => page.getByRole('textbox', { name: 'Numéro de carte' });

/** The page's 'Valider': in <main>, or in the kiosk's bottom band, above its keyboard (the card lookup's,
 * issue 24). */
export const validate = (page: Page | Frame) =>
  page
    .getByRole('main')
    // On the kiosk, a screen's main action is in the band below the page (issue 24 item 7).
    .or(page.getByRole('region', { name: 'Actions de la page' }))
    .getByRole('button', { name: 'Valider', exact: true });

/** Types the card number (and the birth date: day, month name, year) and presses 'Valider'. */
export async function lookUpCard(
  page: Page,
  number: string,
  birth?: { day: string; month: string; year: string },
): Promise<void> {
  // On the kiosk the number's keyboard stays open: 'Valider' is in the band above it (issue 24).
  await cardNumberField(page).fill(number);
  if (birth) {
    await choose(page, 'Jour', birth.day);
    await choose(page, 'Mois', birth.month);
    await choose(page, 'Année', birth.year);
  }
  // Below the kiosk's 1920 px (the route sweeps run at 1280 × 720), the 409 px keyboard covers the band.
  const hide = page.getByRole('button', { name: 'Masquer le clavier' });
  if ((page.viewportSize()?.height ?? 0) < 1000 && (await hide.isVisible())) await hide.click();
  await validate(page).click();
}

/** /rechargement/infos → card looked up → /rechargement/articles with its titles shown. */
export async function openArticles(page: Page, number: string = CARDS.valid): Promise<void> {
  await page.goto('/rechargement/infos');
  await expect(page.getByRole('heading', { level: 1, name: 'Recharger ma carte' })).toBeVisible();
  await lookUpCard(page, number);
  await expect(page).toHaveURL(/\/rechargement\/articles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contenu de ma carte' })).toBeVisible();
}

/** A sellable title's card, by its label. */
export const product = (page: Page | Frame, label: string) =>
  page.getByRole('article', { name: label, exact: true });

/** A title's quantity '+' button. */
export const plusButton = (page: Page, label: string) =>
  page.getByRole('button', { name: `Augmenter Quantité ${label}`, exact: true });

/** Raises a title's quantity with its '+' button, `times` times: clicked, or tapped on a touch screen
 * (the kiosk), where react-aria leaves the focus where it was instead of on the number. */
export async function increase(page: Page, label: string, times = 1, touch = false): Promise<void> {
  const plus = plusButton(page, label);
  for (let i = 0; i < times; i += 1) await (touch ? plus.tap() : plus.click());
}

/** Picks a day in a title's 'Début de validité' calendar; `day` is the cell's name ('lundi 30 novembre 2026'). */
export async function pickStartDay(page: Page, label: string, day: RegExp): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(`^Calendrier Début de validité ${escapeRegExp(label)}`) })
    .click();
  const calendar = page.getByRole('dialog');
  await expect(calendar).toBeVisible();
  for (
    let tries = 0;
    tries < 3 && (await calendar.getByRole('button', { name: day }).count()) === 0;
    tries += 1
  )
    await nextMonth(calendar).click();
  await calendar.getByRole('button', { name: day }).click();
  await expect(calendar).toHaveCount(0);
}

/** The journey of /selection-od: line, then origin and destination; the titles then show. */
export async function chooseJourney(
  page: Page | Frame,
  line: string,
  from: string,
  to: string,
): Promise<void> {
  await choose(page, 'Ligne', line);
  await choose(page, 'Arrêt de départ', from);
  await choose(page, 'Arrêt d’arrivée', to);
  await expect(page.getByRole('heading', { name: 'Étape 3 : votre titre' })).toBeVisible();
}

/** An amount as shown, with plain spaces. */
export const euros = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

/** dd/MM/yyyy of a Date, in Paris. */
export const shownDay = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);

/** yyyy-MM-dd of a Date, in Paris. */
export const isoDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', dateStyle: 'short' }).format(date);

/** A calendar cell's name for a day ('lundi 30 novembre 2026'), as react-aria says it in fr-FR. */
export const cellName = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
