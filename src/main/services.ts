// The device's services behind the kiosk bridge, built from the configuration: the receipt printer and
// the payment service (terminal driver, durable journal in the app's data folder, signed outcomes
// delivered to the back office).
import { join } from 'node:path';
import {
  createCaisseApDriver,
  createPaymentService,
  createReportDelivery,
  createSimulatorDriver,
  openPaymentJournal,
  type PaymentJournal,
  type PaymentReadiness,
  type PaymentService,
  type ReportDelivery,
  type TerminalDriver,
} from './payment';
import { createReceiptPrinter, type ReceiptPrinter, type ReceiptPrinterDeps } from './printer';
import type { ResolvedDeviceConfig } from './config/load';
import type { JournalEntry } from './payment/journal-state';
import { createOperatorSettlement, type OperatorSettlement } from './payment/operator-settlement';

export const PAYMENT_JOURNAL_FILE = 'paiements.journal';

/** Throws the printer's French messages (naming the key) when its configuration cannot print. */
export function buildPrinter(config: ResolvedDeviceConfig, deps: ReceiptPrinterDeps = {}): ReceiptPrinter {
  return createReceiptPrinter(config.printer, deps);
}

export function terminalDriver(config: ResolvedDeviceConfig): TerminalDriver {
  const { terminal } = config;
  if (terminal.driver === 'simulator') return createSimulatorDriver();
  return createCaisseApDriver({
    host: terminal.host,
    port: terminal.port,
    posNumber: terminal.posNumber,
    answerTimeoutMs: terminal.timeoutMs,
    quietMs: terminal.quietSeconds * 1000,
  });
}

export interface PaymentSetup {
  service: PaymentService;
  delivery: ReportDelivery;
  journalPath: string;
  /** Read by the operator screen (open items); the payment service and the settlement write to it. */
  journal: PaymentJournal;
  /** The operator's settlement of unknown outcomes, reported through the same delivery. */
  settlement: OperatorSettlement;
}

export interface PaymentSetupOptions {
  config: ResolvedDeviceConfig;
  backofficeUrl: string;
  userDataDir: string;
  fetch: typeof fetch;
  /** Tests pass the simulator they drive; by default the configured driver. */
  driver?: TerminalDriver;
  /** The kiosk's readiness, asked before each new debit (none at the counter). */
  readiness?: PaymentReadiness;
  /** Told each line once it is journaled (the kiosk's telemetry counts the outcomes). */
  onJournalEntry?: (entry: JournalEntry) => void;
}

/** The journal, telling `onEntry` each line it wrote; a failing listener never fails the payment. */
export function tapJournal(journal: PaymentJournal, onEntry: (entry: JournalEntry) => void): PaymentJournal {
  return {
    ...journal,
    async append(entry) {
      await journal.append(entry);
      try {
        onEntry(entry);
      } catch {
        // Counting is not the payment's business.
      }
    },
    async appendIf(entry, allowed) {
      const written = await journal.appendIf(entry, allowed);
      try {
        if (written) onEntry(entry);
      } catch {
        // Counting is not the payment's business.
      }
      return written;
    },
  };
}

export async function openPaymentService(options: PaymentSetupOptions): Promise<PaymentSetup> {
  const { config } = options;
  const journalPath = join(options.userDataDir, PAYMENT_JOURNAL_FILE);
  const opened = await openPaymentJournal({ path: journalPath });
  const journal = options.onJournalEntry ? tapJournal(opened, options.onJournalEntry) : opened;
  const delivery = createReportDelivery({
    backofficeUrl: options.backofficeUrl,
    journal,
    fetch: options.fetch,
  });
  const service = createPaymentService({
    driver: options.driver ?? terminalDriver(config),
    journal,
    deviceId: config.deviceId,
    deviceSecret: config.deviceSecret,
    deliver: (report) => delivery.deliver(report),
    ...(options.readiness ? { readiness: options.readiness } : {}),
  });
  const settlement = createOperatorSettlement({
    journal,
    deviceId: config.deviceId,
    deviceSecret: config.deviceSecret,
    deliver: (report) => delivery.deliver(report),
  });
  return { service, delivery, journalPath, journal, settlement };
}
