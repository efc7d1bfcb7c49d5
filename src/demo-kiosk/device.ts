// The demo kiosk's main process (issue 25 §4): main's real handlers, payment service, journal, signed
// report delivery, readiness and receipt printer, running in the emulator's Node process against the
// terminal simulator and a loopback printer. Only Electron is missing; the bridge is an HTTP shim.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKioskHandlers, type KioskHandlers } from '../main/ipc';
import type { OperatorHandlers } from '../main/ipc/operator';
import type { OperatorSetup } from '../main/operator';
import { createOperatorSettlement } from '../main/payment/operator-settlement';
import {
  createPaymentService,
  createReportDelivery,
  createSimulatorDriver,
  openPaymentJournal,
  type SimulatorDriver,
} from '../main/payment';
import { createReceiptPrinter } from '../main/printer';
import { createReadinessService, type ReadinessService } from '../main/readiness';
import { tapJournal } from '../main/services';
import { createOutcomeTally, startKioskTelemetry, type KioskTelemetry } from '../main/telemetry';
import type { DeviceInfo } from '../shared/kiosk-bridge';
import { KEPT_RECEIPTS } from './link';
import { loopbackPrinterConfig, startLoopbackPrinter, type LoopbackPrinter } from './loopback-printer';
import { openDemoOperator } from './operator';

export const DEMO_DEVICE_ID = 'BORNE-DEMO-01';

export interface DemoDeviceOptions {
  deviceId: string;
  deviceSecret: string;
  /** The emulator, the demo kiosk's back office (its signed payment reports go there). */
  backofficeUrl: string;
  /** The demo kiosk's own origin: the one origin main's handlers accept calls from. */
  origin: string;
  /** The customer's time on the simulated terminal. */
  terminalDelayMs?: number;
  /** Main's OpenTelemetry exporter toward the emulator (its default endpoint), as startApp wires it. */
  telemetry?: { intervalMs: number; appVersion: string };
  /** The operator screen, with the PIN's scrypt hash (as a real kiosk's configuration keeps it). */
  operator?: { pinHash: string; appVersion: string };
  log?: (message: string, detail?: unknown) => void;
}

export interface DemoDevice {
  handlers: KioskHandlers & Partial<OperatorHandlers>;
  /** Where its journal and operator log are. */
  dataDir: string;
  simulator: SimulatorDriver;
  printer: LoopbackPrinter;
  readiness: ReadinessService;
  close(): Promise<void>;
}

export async function startDemoDevice(options: DemoDeviceOptions): Promise<DemoDevice> {
  const log = options.log ?? (() => undefined);
  // Bounded: the demo runs for weeks, checked every minute, printing whatever its page is made to print.
  const printer = await startLoopbackPrinter({ keepJobs: KEPT_RECEIPTS });
  // As in main: the tally counts the journal's lines, the exporter starts once its sources exist.
  const tally = createOutcomeTally();
  let telemetry: KioskTelemetry | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'borne-demo-'));
  const journal = tapJournal(
    await openPaymentJournal({
      path: join(dataDir, 'payments.jsonl'),
      log,
    }),
    tally.record,
  );
  const delivery = createReportDelivery({ backofficeUrl: options.backofficeUrl, journal, log });
  const simulator = createSimulatorDriver({ delayMs: options.terminalDelayMs ?? 1_500 });
  const receiptPrinter = createReceiptPrinter(loopbackPrinterConfig(printer), { log });
  const readiness = createReadinessService({
    readPrinter: () => receiptPrinter.status(),
    ...(simulator.checkConnection ? { checkTerminal: () => simulator.checkConnection!() } : {}),
    // The emulator runs in this very process: it answers as long as the demo kiosk does.
    backOfficeLastSuccessAt: () => Date.now(),
    timers: { setTimeout, clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout) },
    log,
    onChange: (abilities) => telemetry?.abilitiesChanged(abilities),
  });
  const payment = createPaymentService({
    driver: simulator,
    journal,
    deviceId: options.deviceId,
    deviceSecret: options.deviceSecret,
    deliver: delivery.deliver,
    log,
    readiness,
  });
  readiness.start();
  if (options.telemetry) {
    telemetry = startKioskTelemetry({
      // The emulator is the demo kiosk's back office: main's endpoint when telemetryEndpoint is null.
      endpoint: options.backofficeUrl,
      intervalMs: options.telemetry.intervalMs,
      deviceId: options.deviceId,
      appVersion: options.telemetry.appVersion,
      configVersion: null,
      abilities: () => readiness.current(),
      journal: () => journal.state(),
      tally,
      log,
    });
  }
  const info: DeviceInfo = {
    deviceId: options.deviceId,
    mode: 'kiosk',
    versions: { electron: 'démonstration', chrome: 'navigateur' },
    idleTimeoutMs: 600_000,
    idleWarningMs: 30_000,
    camera: false,
    readerSide: 'below',
  };
  let operator: (OperatorSetup & { handlers: OperatorHandlers }) | undefined;
  if (options.operator) {
    operator = await openDemoOperator({
      dataDir,
      ...options.operator,
      deviceId: options.deviceId,
      deviceSecret: options.deviceSecret,
      origin: options.origin,
      journal,
      readiness,
      printer: receiptPrinter,
      settlement: createOperatorSettlement({
        journal,
        deviceId: options.deviceId,
        deviceSecret: options.deviceSecret,
        deliver: delivery.deliver,
        log,
      }),
    });
  }
  const kioskHandlers = createKioskHandlers(
    {
      payment,
      printer: receiptPrinter,
      // The page reloads itself (the shim schedules it once main accepted the delay): main cannot reach
      // a browser tab.
      reload: () => undefined,
      info: () => info,
      abilities: () => readiness.current(),
    },
    { allowedOrigin: options.origin, log },
  );
  return {
    handlers: { ...operator?.handlers, ...kioskHandlers },
    dataDir,
    simulator,
    printer,
    readiness,
    async close() {
      // Its last report first, as main sends it on quitting.
      await telemetry?.shutdown();
      readiness.stop();
      await operator?.access.close();
      await operator?.log.close();
      delivery.stop();
      await printer.stop();
      await journal.close();
    },
  };
}
