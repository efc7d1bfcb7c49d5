// The kiosk's fleet telemetry (issue 25 §3): OpenTelemetry's own SDK and OTLP/HTTP exporters (JSON),
// with the names of src/shared/fleet-telemetry.ts. Metrics are observed at each export from what main
// already holds (readiness decision, payment journal, tallies), so nothing here sits on a sale's path;
// errors and degraded-mode changes go out as log records.
import { SeverityNumber } from '@opentelemetry/api-logs';
import { ValueType } from '@opentelemetry/api';
import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-http';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchLogRecordProcessor, LoggerProvider } from '@opentelemetry/sdk-logs';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import {
  CONFIG_VERSION_ATTRIBUTE,
  DEVICE_ID_ATTRIBUTE,
  KIOSK_METRICS,
  KIOSK_SERVICE_NAME,
  OTLP_LOGS_PATH,
  OTLP_METRICS_PATH,
} from '../../shared/fleet-telemetry';
import type { JournalState } from '../payment/journal-state';
import type { KioskAbilities } from '../readiness';
import { watchOutages } from './outage';
import { logText, openPayments, paperStateOf, terminalStateOf, type OutcomeTally } from './values';

export interface KioskTelemetryOptions {
  /** Where OTLP/HTTP goes: an origin or the back office's base URL; OTLP's paths are added. */
  endpoint: string;
  intervalMs: number;
  /** How long one export may try (retries included); default 30 s, the SDK's, less than the interval. */
  exportTimeoutMs?: number;
  deviceId: string;
  appVersion: string;
  configVersion: string | null;
  abilities(): KioskAbilities;
  journal(): JournalState;
  tally: OutcomeTally;
  /** The app's diagnostics (stderr): export outages, once each. */
  log(message: string): void;
  now?: () => number;
}

export interface KioskTelemetry {
  /** An error the fleet should see: counted in kiosk.errors and sent as an ERROR record. */
  error(message: string): void;
  /** The readiness decision changed: a WARN record with its warnings, an INFO one when all is well. */
  abilitiesChanged(abilities: KioskAbilities): void;
  /** Exports now what is pending (tests, and before a restart); never rejects. */
  flush(): Promise<void>;
  /** Exports what is pending, then stops; never rejects. */
  shutdown(): Promise<void>;
}

/** The exporters' URLs: OTLP's own paths under the endpoint's (an origin, or the back office's base). */
export function otlpUrls(endpoint: string): { metrics: string; logs: string } {
  const base = endpoint.replace(/\/+$/, '');
  return { metrics: `${base}${OTLP_METRICS_PATH}`, logs: `${base}${OTLP_LOGS_PATH}` };
}

/** The SDK's default export timeout. */
const DEFAULT_EXPORT_TIMEOUT_MS = 30_000;
/** The reader waits this much longer than the exporter, so the exporter's own answer (the outage
 * watch's) comes first. */
const READER_MARGIN_MS = 1_000;

export function startKioskTelemetry(options: KioskTelemetryOptions): KioskTelemetry {
  const now = options.now ?? (() => Date.now());
  const startedAt = now();
  const urls = otlpUrls(options.endpoint);
  const timeoutMillis = Math.min(
    options.exportTimeoutMs ?? DEFAULT_EXPORT_TIMEOUT_MS,
    options.intervalMs - READER_MARGIN_MS,
  );
  const resource = resourceFromAttributes({
    [ATTR_SERVICE_NAME]: KIOSK_SERVICE_NAME,
    [ATTR_SERVICE_VERSION]: options.appVersion,
    [DEVICE_ID_ATTRIBUTE]: options.deviceId,
    ...(options.configVersion ? { [CONFIG_VERSION_ATTRIBUTE]: options.configVersion } : {}),
  });

  const metricExporter = new OTLPMetricExporter({ url: urls.metrics, timeoutMillis });
  watchOutages(metricExporter, 'métriques', urls.metrics, options.log);
  const reader = new PeriodicExportingMetricReader({
    exporter: metricExporter,
    exportIntervalMillis: options.intervalMs,
    exportTimeoutMillis: timeoutMillis + READER_MARGIN_MS,
  });
  const meterProvider = new MeterProvider({ resource, readers: [reader] });
  const logExporter = new OTLPLogExporter({ url: urls.logs, timeoutMillis });
  watchOutages(logExporter, 'journaux', urls.logs, options.log);
  const loggerProvider = new LoggerProvider({
    resource,
    processors: [new BatchLogRecordProcessor({ exporter: logExporter, exportTimeoutMillis: timeoutMillis })],
  });
  const logger = loggerProvider.getLogger(KIOSK_SERVICE_NAME);
  let errors = 0;

  const meter = meterProvider.getMeter(KIOSK_SERVICE_NAME);
  const int = { valueType: ValueType.INT };
  const gauge = (name: string, description: string, value: () => number | undefined, unit?: string) =>
    meter
      .createObservableGauge(name, { ...int, description, ...(unit ? { unit } : {}) })
      .addCallback((result) => {
        const observed = value();
        if (observed !== undefined) result.observe(observed);
      });
  const counter = (name: string, description: string, value: () => number) =>
    meter.createObservableCounter(name, { ...int, description }).addCallback((result) => {
      result.observe(value());
    });
  gauge(KIOSK_METRICS.paperState, 'État du papier (rang dans PAPER_STATES).', () =>
    paperStateOf(options.abilities()),
  );
  gauge(KIOSK_METRICS.terminalState, 'État du terminal de paiement (rang dans TERMINAL_STATES).', () =>
    terminalStateOf(options.abilities()),
  );
  gauge(
    KIOSK_METRICS.paymentsPending,
    'Paiements en attente de leur résultat.',
    () => openPayments(options.journal()).pending,
  );
  gauge(
    KIOSK_METRICS.paymentsUnknown,
    'Paiements au résultat inconnu, à régler.',
    () => openPayments(options.journal()).unknown,
  );
  counter(KIOSK_METRICS.sales, 'Paiements acceptés depuis le démarrage.', () => options.tally.sales());
  counter(KIOSK_METRICS.refusals, 'Paiements refusés depuis le démarrage.', () => options.tally.refusals());
  counter(KIOSK_METRICS.errors, 'Erreurs depuis le démarrage.', () => errors);
  meter
    .createObservableGauge(KIOSK_METRICS.uptime, {
      valueType: ValueType.DOUBLE,
      unit: 's',
      description: 'Durée de marche depuis le démarrage.',
    })
    .addCallback((result) => result.observe(Math.max(0, now() - startedAt) / 1000));
  gauge(KIOSK_METRICS.reportInterval, 'Intervalle entre deux rapports.', () => options.intervalMs, 'ms');

  const emit = (severityNumber: SeverityNumber, severityText: string, text: string) =>
    logger.emit({ severityNumber, severityText, body: logText(text), timestamp: now() });

  let stopping: Promise<void> | null = null;
  return {
    error(message) {
      errors += 1;
      emit(SeverityNumber.ERROR, 'ERROR', message);
    },
    abilitiesChanged(abilities) {
      const warnings = abilities.warnings.map((warning) => warning.message).join(' ');
      if (warnings) emit(SeverityNumber.WARN, 'WARN', `État de la borne : ${warnings}`);
      else emit(SeverityNumber.INFO, 'INFO', 'État de la borne : prête.');
    },
    async flush() {
      // A failed export is the outage watch's to tell; the caller has nothing to do with it.
      await Promise.all([meterProvider.forceFlush(), loggerProvider.forceFlush()]).catch(() => undefined);
    },
    shutdown() {
      stopping ??= Promise.all([meterProvider.shutdown(), loggerProvider.shutdown()]).then(
        () => undefined,
        (error: unknown) => {
          options.log(
            `Télémétrie : arrêt incomplet (${error instanceof Error ? error.message : String(error)}).`,
          );
        },
      );
      return stopping;
    },
  };
}
