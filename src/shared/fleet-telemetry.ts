// Fleet telemetry (issue 25 §3): what a kiosk exports with the OpenTelemetry SDK over OTLP/HTTP, and
// what the emulator's receiver reads. One module for both sides, so a name cannot drift between them.
// The resource attributes are OpenTelemetry's semantic conventions; the metric names are ours (the
// conventions have nothing for a ticket kiosk), under one `kiosk.` namespace.

/** OTLP/HTTP's default paths (OpenTelemetry Protocol specification, "OTLP/HTTP Request"). */
export const OTLP_METRICS_PATH = '/v1/metrics';
export const OTLP_LOGS_PATH = '/v1/logs';

/**
 * The device id rides on the resource as `service.instance.id`, not `device.id`: the conventions give
 * `device.id` to a phone's vendor or advertising identifier (with privacy warnings), while
 * `service.instance.id` is "the string ID of the service instance", unique per `service.name`, which a
 * kiosk's registered id is. It is also what Prometheus compatibility turns into the `instance` label
 * (and `service.name` into `job`), so a fleet behind an OpenTelemetry Collector lands in
 * Prometheus/Grafana one kiosk per `instance` with no relabelling.
 */
export const DEVICE_ID_ATTRIBUTE = 'service.instance.id';
/** `service.name` of every kiosk (semantic conventions). */
export const SERVICE_NAME_ATTRIBUTE = 'service.name';
export const KIOSK_SERVICE_NAME = 'portail-transport-borne';
/** The application's version (semantic conventions' `service.version`). */
export const APP_VERSION_ATTRIBUTE = 'service.version';
/** The version of the device configuration the kiosk runs with (ours). */
export const CONFIG_VERSION_ATTRIBUTE = 'kiosk.config.version';

/** The kiosk's instruments. States and counts are integers (`asInt`, or `asDouble` holding one). */
export const KIOSK_METRICS = {
  /** Gauge: index in PAPER_STATES. */
  paperState: 'kiosk.paper.state',
  /** Gauge: index in TERMINAL_STATES. */
  terminalState: 'kiosk.terminal.state',
  /** Gauge: payments started whose outcome is not in yet. */
  paymentsPending: 'kiosk.payments.pending',
  /** Gauge: payments whose outcome nobody knows (a lost answer), waiting for an operator to settle. */
  paymentsUnknown: 'kiosk.payments.unknown',
  /** Monotonic cumulative sums since the app started (one point per attribute set; the points add). */
  sales: 'kiosk.sales',
  refusals: 'kiosk.refusals',
  errors: 'kiosk.errors',
  /** Gauge, seconds since the app started. */
  uptime: 'kiosk.uptime',
  /** Gauge, milliseconds between two exports (the SDK reader's exportIntervalMillis). */
  reportInterval: 'kiosk.report.interval',
} as const;

export type KioskMetricName = (typeof KIOSK_METRICS)[keyof typeof KIOSK_METRICS];

/** kiosk.paper.state's values, by index: the ESC/POS real-time status as the kiosk reads it. */
export const PAPER_STATES = ['ok', 'near-end', 'out', 'cover-open', 'offline'] as const;
export type PaperState = (typeof PAPER_STATES)[number];

/** kiosk.terminal.state's values, by index: the last Caisse-AP connection check. */
export const TERMINAL_STATES = ['ok', 'unreachable'] as const;
export type TerminalState = (typeof TERMINAL_STATES)[number];

/** OTLP's AggregationTemporality for the counters: cumulative (2), never delta. */
export const CUMULATIVE_TEMPORALITY = 2;

/** When a kiosk does not send kiosk.report.interval: the SDK's PeriodicExportingMetricReader default
 * (OTEL_METRIC_EXPORT_INTERVAL, 60 000 ms). */
export const DEFAULT_REPORT_INTERVAL_MS = 60_000;
/** Bounds of kiosk.report.interval: one second to one day. */
export const MIN_REPORT_INTERVAL_MS = 1_000;
export const MAX_REPORT_INTERVAL_MS = 86_400_000;
/** A kiosk is « muette » once this many report intervals passed without a report. */
export const MISSED_REPORTS_BEFORE_SILENT = 3;

/** OpenTelemetry's SeverityNumber from which a log record is an error (ERROR = 17 … FATAL4 = 24). */
export const ERROR_SEVERITY = 17;
