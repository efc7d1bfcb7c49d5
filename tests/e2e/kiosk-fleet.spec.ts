// Issue 25 §3 end to end: a kiosk started by the harness with main's real OpenTelemetry exporter
// (support/kiosk.ts wires it as src/main/startApp.ts does, pointed at the emulator), and a person at the
// back office reading its row on /emulateur/bornes: ready, then out of paper (loopback printer), then
// « Muette depuis … » once the kiosk is switched off. fleet.spec.ts posts hand-made OTLP; here the SDK does.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolation } from './support/axe';
import { DEMO_STATION } from './support/kiosk';
import { expect, test } from './support/kiosk-test';

/** Short, so the test sees several reports and the silence (three intervals) within seconds. */
const INTERVAL_MS = 2_000;
const CONFIG_VERSION = '2026-12-01';
const APP_VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

test.use({
  viewport: { width: 1080, height: 1920 },
  hasTouch: true,
  kioskOptions: {
    station: DEMO_STATION,
    telemetry: { intervalMs: INTERVAL_MS, configVersion: CONFIG_VERSION },
  },
});

const DATE_TIME = /^(\d\d\/\d\d\/\d{4}) (\d\d:\d\d)$/;

function kioskRow(person: Page, deviceId: string): Locator {
  return person
    .getByRole('table', { name: /^État des bornes le \d\d\/\d\d\/\d{4} à \d\d:\d\d$/ })
    .getByRole('row', { name: new RegExp(`^${deviceId} `) });
}

/** The page says to reload it for new reports: the person reloads until the row reads `cells`. */
async function reloadUntil(person: Page, row: Locator, cells: (string | RegExp)[], timeoutMs: number) {
  await expect(async () => {
    await person.reload();
    await expect(row.getByRole('cell')).toHaveText(cells, { timeout: 500 });
  }).toPass({ timeout: timeoutMs });
}

test('a kiosk with its exporter is read on /emulateur/bornes: ready, out of paper, then silent once switched off', async ({
  page,
  device,
}) => {
  test.setTimeout(60_000);
  // The kiosk's own screen, as the customer sees it.
  await page.goto('/home');
  await expect(page.locator('.tile[data-module="TICKET_OD"]')).toBeVisible();

  // Someone at the back office, in another tab.
  const person = await page.context().newPage();
  await person.goto('/emulateur/bornes');
  await expect(person).toHaveTitle('Bornes – émulateur du back office');
  const row = kioskRow(person, device.deviceId);
  const version = `${APP_VERSION} (configuration ${CONFIG_VERSION})`;
  // The first report may leave before the kiosk's first check answered: the next ones carry it.
  await reloadUntil(person, row, [DATE_TIME, 'Normal', 'Joignable', '0', version, 'Active'], 15_000);
  await expect(row.getByRole('rowheader')).toHaveText(device.deviceId);
  const details = person.getByRole('region', { name: device.deviceId });
  // Sales, refusals, pending, errors, uptime, interval: a kiosk just started, reporting every 2 s.
  await expect(details.getByRole('definition')).toHaveText(['0', '0', '0', '0', '0 min', '2 s']);
  await expect(details.getByText('Aucune erreur signalée.')).toBeVisible();
  await expectNoAxeViolation(person);

  // The paper runs out; main's readiness reads it (its idle check, run now) and the next report says so.
  device.printer.setCondition({ paper: 'end' });
  await device.readiness.refresh();
  await page.goto('/home');
  await expect(page.locator('.tile[data-module="TICKET_OD"]')).toContainText(
    'Impression indisponible sur cette borne',
  );
  await reloadUntil(person, row, [DATE_TIME, 'Épuisé', 'Joignable', '0', version, 'Active'], 10_000);

  // The kiosk is switched off: its exporter sends its last report and stops. Three intervals (6 s)
  // later the row says since when, the time of that last report.
  await device.close();
  await reloadUntil(
    person,
    row,
    [DATE_TIME, 'Épuisé', 'Joignable', '0', version, /^Muette depuis le \d\d\/\d\d\/\d{4} à \d\d:\d\d$/],
    20_000,
  );
  const [, day, time] = DATE_TIME.exec((await row.getByRole('cell').first().textContent()) ?? '') ?? [];
  await expect(row.getByRole('cell').last()).toHaveText(`Muette depuis le ${day} à ${time}`);
  await expectNoAxeViolation(person);
  // Every export reached the emulator: the app's log never said an outage.
  expect(device.telemetryLog).toEqual([]);
});
