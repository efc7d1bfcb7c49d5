// Issue 25 §3: a kiosk reports its health over OTLP/HTTP JSON, as its OpenTelemetry exporter would, and
// a person reads it on /emulateur/bornes: its row, the details below, and « Muette depuis … » once it
// stops reporting for three of its intervals.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from './support/test';
import { expectNoAxeViolation } from './support/axe';

const text = (key: string, value: string) => ({ key, value: { stringValue: value } });
const nowNanos = () => `${Date.now()}000000`;
const gauge = (name: string, value: number) => ({
  name,
  gauge: { dataPoints: [{ attributes: [], timeUnixNano: nowNanos(), asInt: value }] },
});
const counter = (name: string, value: number) => ({
  name,
  sum: {
    dataPoints: [
      { attributes: [], startTimeUnixNano: nowNanos(), timeUnixNano: nowNanos(), asInt: String(value) },
    ],
    aggregationTemporality: 2,
    isMonotonic: true,
  },
});

function resource(deviceId: string) {
  return {
    attributes: [
      text('service.name', 'portail-transport-borne'),
      text('service.instance.id', deviceId),
      text('service.version', '1.4.0'),
      text('kiosk.config.version', '2026-11-20'),
    ],
  };
}

async function registeredKiosk(request: APIRequestContext): Promise<string> {
  const deviceId = `BORNE-FLOTTE-${randomBytes(4).toString('hex').toUpperCase()}`;
  const response = await request.post('/__emulator/devices', {
    data: { deviceId, secret: randomBytes(32).toString('hex') },
  });
  expect(response.status()).toBe(201);
  return deviceId;
}

async function exportTo(request: APIRequestContext, path: string, data: object) {
  const response = await request.post(path, { data, headers: { 'Content-Type': 'application/json' } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({});
}

test('a kiosk that reports, then falls silent, as a person reads it on /emulateur/bornes', async ({
  page,
  request,
}) => {
  const deviceId = await registeredKiosk(request);
  await exportTo(request, '/v1/metrics', {
    resourceMetrics: [
      {
        resource: resource(deviceId),
        scopeMetrics: [
          {
            scope: { name: 'portail-borne', version: '1.4.0' },
            metrics: [
              gauge('kiosk.paper.state', 1),
              gauge('kiosk.terminal.state', 1),
              gauge('kiosk.payments.pending', 0),
              gauge('kiosk.payments.unknown', 2),
              counter('kiosk.sales', 7),
              counter('kiosk.refusals', 1),
              counter('kiosk.errors', 1),
              gauge('kiosk.uptime', 125),
              // The shortest interval there is: silent three seconds after the last report.
              gauge('kiosk.report.interval', 1000),
            ],
          },
        ],
      },
    ],
  });
  await exportTo(request, '/v1/logs', {
    resourceLogs: [
      {
        resource: resource(deviceId),
        scopeLogs: [
          {
            scope: { name: 'portail-borne' },
            logRecords: [
              {
                timeUnixNano: nowNanos(),
                severityNumber: 17,
                severityText: 'ERROR',
                body: { stringValue: 'Terminal de paiement injoignable.' },
              },
            ],
          },
        ],
      },
    ],
  });

  await page.goto('/emulateur/bornes');
  await expect(page).toHaveTitle('Bornes – émulateur du back office');
  const table = page.getByRole('table', { name: /^État des bornes le \d\d\/\d\d\/\d{4} à \d\d:\d\d$/ });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Borne',
    'Dernier rapport',
    'Papier',
    'Terminal',
    'Paiements inconnus',
    'Version',
    'État',
  ]);
  const row = table.getByRole('row', { name: new RegExp(`^${deviceId} `) });
  await expect(row.getByRole('rowheader')).toHaveText(deviceId);
  await expect(row.getByRole('cell')).toHaveText([
    /^\d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    'Bientôt épuisé',
    'Injoignable',
    '2',
    '1.4.0 (configuration 2026-11-20)',
    /^(Active|Muette depuis le .*)$/,
  ]);
  const section = page.getByRole('region', { name: deviceId });
  await expect(section.getByRole('definition')).toHaveText(['7', '1', '0', '1', '2 min', '1 s']);
  await expect(section.getByRole('listitem')).toHaveText([
    /^\d\d\/\d\d\/\d{4} \d\d:\d\d : Terminal de paiement injoignable\.$/,
  ]);
  await expectNoAxeViolation(page);

  // Three intervals (3 s) without a report: the next look says since when.
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole('cell').last()).toHaveText(
      /^Muette depuis le \d\d\/\d\d\/\d{4} à \d\d:\d\d$/,
      {
        timeout: 500,
      },
    );
  }).toPass({ timeout: 10_000 });
  await expectNoAxeViolation(page);
});
