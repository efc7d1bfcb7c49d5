// The operator screen's part of a kiosk run: main's real operator access (scrypt PIN, lock kept on disk,
// 2-minute session, append-only log in a temporary userData) and its real channels, the overview read from
// the run's own payment journal, disk and the kiosk's readiness (the one its sales obey: 'Vérifier le
// terminal' refreshes it, as in main), and the settlement of unknown outcomes through the run's delivery.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOperatorHandlers, type OperatorHandlers } from '../../../src/main/ipc/operator';
import { openOperator, type OperatorSetup } from '../../../src/main/operator';
import { freeDiskBytes, readOverview } from '../../../src/main/operator/overview';
import { hashPin } from '../../../src/main/operator/pin-hash';
import type { PaymentJournal } from '../../../src/main/payment';
import type { OperatorSettlement } from '../../../src/main/payment/operator-settlement';
import type { ReadinessService } from '../../../src/main/readiness';
import { createRecentErrors } from '../../../src/main/recent-errors';

export interface OperatorChannels extends OperatorSetup {
  handlers: OperatorHandlers;
}

export async function openOperatorChannels(
  pin: string,
  baseURL: string,
  devices: {
    journal: PaymentJournal;
    readiness: ReadinessService;
    backOfficeLastSuccessAt: () => number | null;
    settlement: OperatorSettlement;
  },
): Promise<OperatorChannels> {
  const { journal, readiness, backOfficeLastSuccessAt } = devices;
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
        backOfficeLastSuccessAt,
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
    settlePayment: (key, decision, note) => devices.settlement.settle(key, decision, note),
  });
  return { ...setup, handlers };
}
