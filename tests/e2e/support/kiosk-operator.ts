// The operator screen's part of a kiosk run: main's real operator access (scrypt PIN, lock kept on disk,
// 2-minute session, append-only log in a temporary userData) and its real channels, the overview read from
// the run's own payment journal, disk and the kiosk's readiness (the one its sales obey: 'Vérifier le
// terminal' refreshes it, as in main). The actions print on the run's loopback printer; the configuration
// is read again from a config.json in the temporary userData (the test writes it as an operator would);
// the restart is recorded, Electron being absent; unknown outcomes are settled through the run's delivery.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConfigLayer } from '../../../src/main/config/layers';
import { loadDeviceConfig } from '../../../src/main/config/load';
import { createOperatorHandlers, type OperatorHandlers } from '../../../src/main/ipc/operator';
import { createOperatorActions } from '../../../src/main/operator/actions';
import { createLiveConfig } from '../../../src/main/operator/config-reload';
import { openOperator, type OperatorSetup } from '../../../src/main/operator';
import {
  configurationFingerprint,
  freeDiskBytes,
  journalCounts,
  readOverview,
} from '../../../src/main/operator/overview';
import { hashPin } from '../../../src/main/operator/pin-hash';
import type { PaymentJournal } from '../../../src/main/payment';
import type { ReceiptPrinter } from '../../../src/main/printer';
import type { OperatorSettlement } from '../../../src/main/payment/operator-settlement';
import type { ReadinessService } from '../../../src/main/readiness';
import { createRecentErrors } from '../../../src/main/recent-errors';

export interface OperatorChannels extends OperatorSetup {
  handlers: OperatorHandlers;
  /** Writes the kiosk's config.json (what « Recharger la configuration » reads). */
  writeConfig(settings: Record<string, unknown>): void;
  /** How many times main asked Electron to restart the app. */
  relaunches(): number;
}

/**
 * The device configuration of the run, as main resolves it from its config.json (read here with
 * JSON.parse: main's electron-store needs Electron, absent from the Playwright process).
 */
function configLoader(userDataDir: string, deviceId: string, deviceSecret: string) {
  const path = join(userDataDir, 'config.json');
  return () =>
    loadDeviceConfig({
      stored: { layer: JSON.parse(readFileSync(path, 'utf8')) as ConfigLayer, errors: [] },
      env: {},
      argv: [],
      hostname: deviceId,
      randomSecret: () => deviceSecret,
    });
}

export async function openOperatorChannels(
  pin: string,
  baseURL: string,
  devices: {
    deviceId: string;
    deviceSecret: string;
    journal: PaymentJournal;
    readiness: ReadinessService;
    printer: ReceiptPrinter;
    backOfficeLastSuccessAt: () => number | null;
    settlement: OperatorSettlement;
  },
): Promise<OperatorChannels> {
  const { journal, readiness, backOfficeLastSuccessAt } = devices;
  const userDataDir = mkdtempSync(join(tmpdir(), 'borne-e2e-operateur-'));
  const writeConfig = (settings: Record<string, unknown>) =>
    writeFileSync(join(userDataDir, 'config.json'), JSON.stringify(settings));
  writeConfig({ mode: 'kiosk', deviceId: devices.deviceId, configVersion: 'e2e-1' });
  const load = configLoader(userDataDir, devices.deviceId, devices.deviceSecret);
  const first = load();
  if (!first.ok) throw new Error(first.errors.join('\n'));
  const liveConfig = createLiveConfig(first.config, load, () => undefined);
  let relaunches = 0;
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
        configuration: () => ({
          fingerprint: configurationFingerprint(liveConfig.current()),
          configVersion: liveConfig.current().configVersion,
        }),
        startedAt,
        now: () => Date.now(),
        lastErrors: () => errors.list(),
      }),
    checkTerminal: async () => {
      await readiness.refresh();
      return readiness.inputs().terminal;
    },
    actions: createOperatorActions({
      printer: devices.printer,
      deviceId: () => devices.deviceId,
      now: () => Date.now(),
      reloadConfiguration: () => liveConfig.reload(),
      paymentInProgress: () => journalCounts(journal.state()).pending > 0,
    }),
    relaunch: () => {
      relaunches += 1;
    },
    settlePayment: (key, decision, note) => devices.settlement.settle(key, decision, note),
  });
  return { ...setup, handlers, writeConfig, relaunches: () => relaunches };
}
