// An ExportMetricsServiceRequest in OTLP/JSON, read into one report per kiosk: the value of each of our
// instruments (src/shared/fleet-telemetry.ts), checked against its rule. Other metrics are taken and
// ignored (an SDK may add its own); a point of ours that breaks its rule is refused and counted.
import {
  CUMULATIVE_TEMPORALITY,
  KIOSK_METRICS,
  MAX_REPORT_INTERVAL_MS,
  MIN_REPORT_INTERVAL_MS,
  PAPER_STATES,
  TERMINAL_STATES,
  type KioskMetricName,
} from '../../shared/fleet-telemetry';
import { BadRequest, record } from '../validation';
import { Intake } from './otlp-intake';
import { int64, messages, unixNanos, type Message } from './otlp-json';
import { kioskResource, ResourceRefused, type KioskResource } from './otlp-resource';

export interface MetricsReport extends KioskResource {
  values: Partial<Record<KioskMetricName, number>>;
}

interface Rule {
  /** A gauge keeps its latest point; a counter is the sum of its points (one per attribute set). */
  kind: 'gauge' | 'counter';
  valid: (value: number) => boolean;
  /** What the value must be, after the metric's name. */
  rule: string;
}

const MAX_COUNT = 1_000_000_000;
/** Ten years, in seconds. */
const MAX_UPTIME = 315_360_000;

const state = (states: readonly string[]): Rule => ({
  kind: 'gauge',
  valid: (v) => Number.isInteger(v) && v >= 0 && v < states.length,
  rule: `doit valoir un état connu : un entier de 0 à ${states.length - 1}.`,
});
const count = (kind: Rule['kind']): Rule => ({
  kind,
  valid: (v) => Number.isInteger(v) && v >= 0 && v <= MAX_COUNT,
  rule: `doit être un entier de 0 à ${MAX_COUNT}.`,
});

const RULES: Record<KioskMetricName, Rule> = {
  [KIOSK_METRICS.paperState]: state(PAPER_STATES),
  [KIOSK_METRICS.terminalState]: state(TERMINAL_STATES),
  [KIOSK_METRICS.paymentsPending]: count('gauge'),
  [KIOSK_METRICS.paymentsUnknown]: count('gauge'),
  [KIOSK_METRICS.sales]: count('counter'),
  [KIOSK_METRICS.refusals]: count('counter'),
  [KIOSK_METRICS.errors]: count('counter'),
  [KIOSK_METRICS.uptime]: {
    kind: 'gauge',
    valid: (v) => v >= 0 && v <= MAX_UPTIME,
    rule: `doit être un nombre de secondes de 0 à ${MAX_UPTIME}.`,
  },
  [KIOSK_METRICS.reportInterval]: {
    kind: 'gauge',
    valid: (v) => Number.isInteger(v) && v >= MIN_REPORT_INTERVAL_MS && v <= MAX_REPORT_INTERVAL_MS,
    rule: `doit être un entier de ${MIN_REPORT_INTERVAL_MS} à ${MAX_REPORT_INTERVAL_MS} (millisecondes).`,
  },
};

const isOurs = (name: string): name is KioskMetricName => Object.hasOwn(RULES, name);

/** The data of a metric: its kind (the oneof field present) and its points. */
function dataOf(metric: Message): { kind: string; message: Message; points: Message[] } {
  for (const kind of ['gauge', 'sum', 'histogram', 'exponentialHistogram', 'summary']) {
    const data = metric[kind];
    if (data === undefined || data === null) continue;
    const message = record(data, `metrics.${kind}`);
    return { kind, message, points: messages(message.dataPoints, `metrics.${kind}.dataPoints`) };
  }
  return { kind: 'none', message: {}, points: [] };
}

/** A point's value (asInt or asDouble), null when it is neither a safe integer nor a finite number. */
function pointValue(point: Message): number | null {
  if (point.asInt !== undefined) return int64(point.asInt);
  return typeof point.asDouble === 'number' && Number.isFinite(point.asDouble) ? point.asDouble : null;
}

/** The value one of our metrics reports, or null when its points are refused (counted in `intake`). */
function metricValue(name: KioskMetricName, metric: Message, intake: Intake<unknown>): number | null {
  const rule = RULES[name];
  const { kind, message, points } = dataOf(metric);
  if (points.length === 0) return null;
  const shapeOk =
    rule.kind === 'gauge'
      ? kind === 'gauge' || kind === 'sum'
      : kind === 'sum' &&
        message.isMonotonic === true &&
        int64(message.aggregationTemporality) === CUMULATIVE_TEMPORALITY;
  if (!shapeOk) {
    const expected =
      rule.kind === 'gauge'
        ? 'une jauge (gauge)'
        : 'une somme monotone cumulative (sum, isMonotonic, aggregationTemporality 2)';
    intake.reject(points.length, `« ${name} » doit être ${expected}.`);
    return null;
  }
  let latest: { time: bigint; value: number } | null = null;
  let total = 0;
  for (const point of points) {
    const value = pointValue(point);
    const time = unixNanos(point.timeUnixNano);
    if (time === null) {
      intake.reject(1, `« ${name} » : l’horodatage timeUnixNano n’est pas un entier de nanosecondes.`);
      continue;
    }
    if (value === null || !rule.valid(value)) {
      intake.reject(1, `« ${name} » ${rule.rule}`);
      continue;
    }
    total += value;
    if (!latest || time >= latest.time) latest = { time, value };
  }
  if (!latest) return null;
  return rule.kind === 'gauge' ? latest.value : total;
}

/** The request's resources, their scopes' metrics with each metric's name and point count checked. */
function metricsOf(resourceMetrics: Message): Message[] {
  const all: Message[] = [];
  for (const scope of messages(resourceMetrics.scopeMetrics, 'scopeMetrics'))
    for (const metric of messages(scope.metrics, 'metrics')) {
      if (typeof metric.name !== 'string')
        throw new BadRequest('Le champ « metrics.name » doit être un texte.');
      all.push(metric);
    }
  return all;
}

/** Reads the whole request; throws BadRequest when its structure is not OTLP's. */
export function readMetrics(
  body: unknown,
  isRegistered: (deviceId: string) => boolean,
): Intake<MetricsReport> {
  const intake = new Intake<MetricsReport>();
  for (const resourceMetrics of messages(record(body).resourceMetrics, 'resourceMetrics')) {
    const metrics = metricsOf(resourceMetrics);
    let kiosk: KioskResource;
    try {
      kiosk = kioskResource(resourceMetrics.resource, isRegistered);
    } catch (error) {
      if (!(error instanceof ResourceRefused)) throw error;
      intake.refuse(
        error,
        metrics.reduce((sum, metric) => sum + dataOf(metric).points.length, 0),
      );
      continue;
    }
    const report: MetricsReport = { ...kiosk, values: {} };
    for (const metric of metrics) {
      const name = metric.name as string;
      if (!isOurs(name)) continue;
      const value = metricValue(name, metric, intake);
      if (value !== null) report.values[name] = value;
    }
    intake.accepted.push(report);
  }
  return intake;
}
