// OTLP/JSON bodies as a kiosk's OpenTelemetry SDK exports them (ExportMetricsServiceRequest,
// ExportLogsServiceRequest: lowerCamelCase keys, int64 as strings or numbers, enums as integers), and
// the posts a kiosk's main process makes.
import type { FastifyInstance } from 'fastify';
import { DEVICE_ID } from './terminal-helpers';

/** 22/11/2026 10:05 in Paris (09:05 UTC), in nanoseconds as OTLP writes times. */
export const REPORT_TIME_NANOS = '1795338300000000000';

export const attribute = (key: string, value: unknown) => ({ key, value: { stringValue: value } });

export function kioskResource(deviceId: unknown = DEVICE_ID, extra: object[] = []) {
  return {
    attributes: [
      attribute('service.name', 'portail-transport-borne'),
      attribute('service.instance.id', deviceId),
      attribute('service.version', '1.4.0'),
      attribute('kiosk.config.version', '2026-11-20'),
      ...extra,
    ],
    droppedAttributesCount: 0,
  };
}

export const point = (value: number | string, time: string | number = REPORT_TIME_NANOS) => ({
  attributes: [],
  startTimeUnixNano: '1795334700000000000',
  timeUnixNano: time,
  ...(typeof value === 'number' && !Number.isInteger(value) ? { asDouble: value } : { asInt: value }),
});

export const gauge = (name: string, ...points: object[]) => ({
  name,
  description: '',
  unit: '',
  gauge: { dataPoints: points },
});

export const counter = (name: string, ...points: object[]) => ({
  name,
  description: '',
  unit: '',
  sum: { dataPoints: points, aggregationTemporality: 2, isMonotonic: true },
});

/** Every instrument of a kiosk that has paper, a reachable terminal and one unknown outcome. */
export function kioskMetrics() {
  return [
    gauge('kiosk.paper.state', point(0)),
    gauge('kiosk.terminal.state', point(0)),
    gauge('kiosk.payments.pending', point('0')),
    gauge('kiosk.payments.unknown', point(1)),
    counter('kiosk.sales', point('12')),
    counter('kiosk.refusals', point(2)),
    counter('kiosk.errors', point(0)),
    gauge('kiosk.uptime', point(3600.5)),
    gauge('kiosk.report.interval', point(60000)),
  ];
}

export function metricsBody(metrics: object[] = kioskMetrics(), resource: object = kioskResource()) {
  return {
    resourceMetrics: [
      { resource, scopeMetrics: [{ scope: { name: 'portail-borne', version: '1.4.0' }, metrics }] },
    ],
  };
}

/** A POST as the SDK's OTLP/HTTP JSON exporter sends it (no Origin, no cookie, no bearer). */
export function post(
  app: FastifyInstance,
  url: string,
  payload: object | string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

export const postMetrics = (
  app: FastifyInstance,
  payload: object | string,
  headers?: Record<string, string>,
) => post(app, '/v1/metrics', payload, headers);

export function logsBody(logRecords: object[], resource: object = kioskResource()) {
  return {
    resourceLogs: [{ resource, scopeLogs: [{ scope: { name: 'portail-borne' }, logRecords }] }],
  };
}

export const postLogs = (app: FastifyInstance, payload: object | string, headers?: Record<string, string>) =>
  post(app, '/v1/logs', payload, headers);

/** The facts a kiosk's section lists below the table (each <dt> with its <dd>), by term. */
export const factsOf = (html: string): Record<string, string> =>
  Object.fromEntries([...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map((m) => [m[1], m[2]]));
