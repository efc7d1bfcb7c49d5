// The operator screen's part of a kiosk run: main's real operator access (scrypt PIN, lock kept on disk,
// 2-minute session, append-only log in a temporary userData) and its real channels, the overview read from
// the run's own payment journal and disk, and a readiness service on the run's loopback printer and
// terminal, never started: it checks only when the operator asks ('Vérifier le terminal').
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOperatorHandlers, type OperatorHandlers } from '../../../src/main/ipc/operator';
import { openOperator, type OperatorSetup } from '../../../src/main/operator';
import { freeDiskBytes, readOverview } from '../../../src/main/operator/overview';
import { hashPin } from '../../../src/main/operator/pin-hash';
import type { PaymentJournal, TerminalDriver } from '../../../src/main/payment';
import type { ReceiptPrinter } from '../../../src/main/printer';
import { createReadinessService } from '../../../src/main/readiness';
import { createRecentErrors } from '../../../src/main/recent-errors';

export interface OperatorChannels extends OperatorSetup {
  handlers: OperatorHandlers;
}

export async function openOperatorChannels(
  pin: string,
  baseURL: string,
  devices: { journal: PaymentJournal; printer: ReceiptPrinter; driver: TerminalDriver },
): Promise<OperatorChannels> {
  const { journal, printer, driver } = devices;
  const readiness = createReadinessService({
    readPrinter: () => printer.status(),
    ...(driver.checkConnection ? { checkTerminal: () => driver.checkConnection!() } : {}),
    backOfficeLastSuccessAt: () => null,
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    log: () => undefined,
  });
  const userDataDir = mkdtempSync(join(tmpdir(), 'borne-e2e-operateur-'));
  const startedAt = Date.now();
  const setup = await openOperator({
    userDataDir,
    pinHash: await hashPin(pin),
    clock: {
      now: () => Date.now(),
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    report: () => undefined,
  });
  const errors = createRecentErrors(() => Date.now());
  const handlers = createOperatorHandlers(setup.access, {
    allowedOrigin: new URL(baseURL).origin,
    log: (message) => errors.add(message),
    overview: () =>
      readOverview({
        readiness,
        backOfficeLastSuccessAt: () => null,
        journal: () => journal.state(),
        freeDiskBytes: () => freeDiskBytes(userDataDir),
        appVersion: '0.1.0',
        configuration: 'e2e',
        startedAt,
        now: () => Date.now(),
        lastErrors: () => errors.list(),
      }),
    checkTerminal: async () => {
      await readiness.refresh();
      return readiness.inputs().terminal;
    },
  });
  return { ...setup, handlers };
}
