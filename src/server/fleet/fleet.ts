// What the emulator knows of each kiosk's health, from its last OTLP reports: kept in memory per device
// id, only for registered devices (the receiver refuses the others), so it cannot grow past the fleet.
import {
  DEFAULT_REPORT_INTERVAL_MS,
  KIOSK_METRICS,
  MISSED_REPORTS_BEFORE_SILENT,
  PAPER_STATES,
  TERMINAL_STATES,
  type PaperState,
  type TerminalState,
} from '../../shared/fleet-telemetry';
import type { MetricsReport } from './otlp-metrics';

export interface KioskError {
  at: Date;
  message: string;
}

export interface KioskHealth {
  /** When the emulator last received a report (metrics or logs) from the kiosk: its own clock. */
  lastReportAt: Date;
  /** From kiosk.report.interval; DEFAULT_REPORT_INTERVAL_MS until the kiosk says. */
  reportIntervalMs: number;
  paper?: PaperState;
  terminal?: TerminalState;
  paymentsPending?: number;
  paymentsUnknown?: number;
  sales?: number;
  refusals?: number;
  errors?: number;
  uptimeSeconds?: number;
  appVersion?: string;
  configVersion?: string;
  /** The latest error log records, newest first. */
  lastErrors: KioskError[];
}

/** Error records kept per kiosk. */
export const KEPT_ERRORS = 10;

export class Fleet {
  private readonly kiosks = new Map<string, KioskHealth>();

  constructor(private readonly now: () => Date) {}

  private touch(deviceId: string): KioskHealth {
    const health = this.kiosks.get(deviceId) ?? {
      lastReportAt: this.now(),
      reportIntervalMs: DEFAULT_REPORT_INTERVAL_MS,
      lastErrors: [],
    };
    health.lastReportAt = this.now();
    this.kiosks.set(deviceId, health);
    return health;
  }

  /** A metrics report: what it says replaces what the kiosk said before; what it omits stays. */
  recordMetrics(report: MetricsReport): void {
    const health = this.touch(report.deviceId);
    const v = report.values;
    if (report.appVersion !== undefined) health.appVersion = report.appVersion;
    if (report.configVersion !== undefined) health.configVersion = report.configVersion;
    const paper = v[KIOSK_METRICS.paperState];
    if (paper !== undefined) health.paper = PAPER_STATES[paper];
    const terminal = v[KIOSK_METRICS.terminalState];
    if (terminal !== undefined) health.terminal = TERMINAL_STATES[terminal];
    health.paymentsPending = v[KIOSK_METRICS.paymentsPending] ?? health.paymentsPending;
    health.paymentsUnknown = v[KIOSK_METRICS.paymentsUnknown] ?? health.paymentsUnknown;
    health.sales = v[KIOSK_METRICS.sales] ?? health.sales;
    health.refusals = v[KIOSK_METRICS.refusals] ?? health.refusals;
    health.errors = v[KIOSK_METRICS.errors] ?? health.errors;
    health.uptimeSeconds = v[KIOSK_METRICS.uptime] ?? health.uptimeSeconds;
    health.reportIntervalMs = v[KIOSK_METRICS.reportInterval] ?? health.reportIntervalMs;
  }

  /** A logs report: it counts as a sign of life, and its error records are kept (newest first). */
  recordErrors(deviceId: string, errors: readonly KioskError[]): void {
    const health = this.touch(deviceId);
    health.lastErrors = [...errors, ...health.lastErrors]
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, KEPT_ERRORS);
  }

  healthOf(deviceId: string): KioskHealth | undefined {
    return this.kiosks.get(deviceId);
  }

  /** Since when the kiosk is silent (its last report), once MISSED_REPORTS_BEFORE_SILENT intervals
   * passed without one; null while it reports, or before its first report. */
  silentSince(deviceId: string): Date | null {
    const health = this.kiosks.get(deviceId);
    if (!health) return null;
    const elapsed = this.now().getTime() - health.lastReportAt.getTime();
    return elapsed > MISSED_REPORTS_BEFORE_SILENT * health.reportIntervalMs ? health.lastReportAt : null;
  }
}
