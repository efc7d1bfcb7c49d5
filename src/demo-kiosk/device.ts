// The demo kiosk's main process (issue 25 §4): main's real handlers, payment service, journal, signed
// report delivery, readiness and receipt printer, running in the emulator's Node process against the
// terminal simulator and a loopback printer. Only Electron is missing; the bridge is an HTTP shim.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKioskHandlers, type KioskHandlers } from '../main/ipc';
import {
  createPaymentService,
  createReportDelivery,
  createSimulatorDriver,
  openPaymentJournal,
  type SimulatorDriver,
} from '../main/payment';
import { createReceiptPrinter } from '../main/printer';
import { createReadinessService, type ReadinessService } from '../main/readiness';
import type { DeviceInfo } from '../shared/kiosk-bridge';
import { loopbackPrinterConfig, startLoopbackPrinter, type LoopbackPrinter } from './loopback-printer';

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
  log?: (message: string, detail?: unknown) => void;
}

export interface DemoDevice {
  handlers: KioskHandlers;
  simulator: SimulatorDriver;
  printer: LoopbackPrinter;
  readiness: ReadinessService;
  close(): Promise<void>;
}

export async function startDemoDevice(options: DemoDeviceOptions): Promise<DemoDevice> {
  const log = options.log ?? (() => undefined);
  const printer = await startLoopbackPrinter();
  const journal = await openPaymentJournal({
    path: join(mkdtempSync(join(tmpdir(), 'borne-demo-')), 'payments.jsonl'),
    log,
  });
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
  const info: DeviceInfo = {
    deviceId: options.deviceId,
    mode: 'kiosk',
    versions: { electron: 'démonstration', chrome: 'navigateur' },
    idleTimeoutMs: 600_000,
    idleWarningMs: 30_000,
    camera: false,
    readerSide: 'below',
  };
  const handlers = createKioskHandlers(
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
    handlers,
    simulator,
    printer,
    readiness,
    async close() {
      readiness.stop();
      delivery.stop();
      await printer.stop();
      await journal.close();
    },
  };
}
