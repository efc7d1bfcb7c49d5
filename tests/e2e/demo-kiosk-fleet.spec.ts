// Issue 25 §4 with §3: the demo kiosk runs main's real OpenTelemetry exporter toward the emulator
// (scripts/demo-kiosk.ts, every 2 s in the e2e runs): a trainer runs its paper out on /emulateur/borne
// and a person at the back office, reloading /emulateur/bornes, reads it on BORNE-DEMO-01's row.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './support/test';
import { DEMO_DEVICE_ID } from '../../src/demo-kiosk/device';

const APP_VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const DATE_TIME = /^\d\d\/\d\d\/\d{4} \d\d:\d\d$/;

test.use({ viewport: { width: 1440, height: 1000 } });

function demoRow(person: Page): Locator {
  return person
    .getByRole('table', { name: /^État des bornes le \d\d\/\d\d\/\d{4} à \d\d:\d\d$/ })
    .getByRole('row', { name: new RegExp(`^${DEMO_DEVICE_ID} `) });
}

/** The page says to reload it for new reports: the person reloads until the row reads `cells`. */
async function reloadUntil(person: Page, row: Locator, cells: (string | RegExp)[]) {
  await expect(async () => {
    await person.reload();
    await expect(row.getByRole('cell')).toHaveText(cells, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

/** Presses a fault button on /emulateur/borne and reads what the page says it did. */
async function press(page: Page, button: string, done: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(done);
}

test('« Plus de papier » on the demo kiosk is read « Épuisé » on its row of /emulateur/bornes', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const person = await page.context().newPage();
  await person.goto('/emulateur/bornes');
  await expect(person).toHaveTitle('Bornes – émulateur du back office');
  const row = demoRow(person);
  await reloadUntil(person, row, [DATE_TIME, 'Normal', 'Joignable', '0', APP_VERSION, 'Active']);
  await expect(row.getByRole('rowheader')).toHaveText(DEMO_DEVICE_ID);

  await page.goto('/emulateur/borne');
  try {
    await press(page, 'Plus de papier', 'L’imprimante n’a plus de papier.');
    await reloadUntil(person, row, [DATE_TIME, 'Épuisé', 'Joignable', '0', APP_VERSION, 'Active']);
  } finally {
    // One demo kiosk serves every spec of the run: the next one finds its paper back.
    await press(page, 'Papier remis', 'Le papier est remis dans l’imprimante.');
  }
  await reloadUntil(person, row, [DATE_TIME, 'Normal', 'Joignable', '0', APP_VERSION, 'Active']);
});
