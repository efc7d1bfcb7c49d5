// The operator screen outside Electron (issue 25 §2), and the demo kiosk's, for a station agent to train
// on (§4): main's real operator access (scrypt PIN hash, lock kept on disk, 2-minute session), its append-only log in the
// demo kiosk's data dir, and main's real channels and actions. Two differences from a real kiosk, said to
// the operator: the configuration is the demo's own (nothing to read from disk), and « Redémarrer » stops
// nothing, since the emulator and every trainer's page run in this very process.
import { loadDeviceConfig, type LoadedConfig } from '../main/config/load';
import { createOperatorHandlers, type OperatorHandlers } from '../main/ipc/operator';
import { openOperator, type OperatorSetup } from '../main/operator';
import { createOperatorActions, type ActionResult } from '../main/operator/actions';
import { createLiveConfig } from '../main/operator/config-reload';
import {
  configurationFingerprint,
  freeDiskBytes,
  journalCounts,
  readOverview,
} from '../main/operator/overview';
import type { PaymentJournal } from '../main/payment';
import type { OperatorSettlement } from '../main/payment/operator-settlement';
import type { ReceiptPrinter } from '../main/printer';
import type { ReadinessService } from '../main/readiness';
import { createRecentErrors } from '../main/recent-errors';

/** The demo kiosk's operator PIN when DEMO_KIOSK_OPERATOR_PIN is not set (docs/start.md, and the README's
 * demo data). */
export const DEMO_OPERATOR_PIN = '2580';

/** The demo kiosk's configuration version, shown on the overview. */
export const DEMO_CONFIG_VERSION = 'demo';

export const DEMO_RESTART_RESULT: ActionResult = {
  ok: true,
  message: 'Borne de démonstration : l’application ne redémarre pas, la formation continue.',
  note: 'démonstration : aucun redémarrage',
};

export interface OperatorOutsideElectronOptions {
  /** Where the operator log and the PIN lock are kept (the device's userData, or the demo's data dir). */
  dataDir: string;
  /** The operator PIN's scrypt hash, as a real kiosk's configuration keeps it (never the PIN). */
  pinHash: string;
  appVersion: string;
  deviceId: string;
  /** The kiosk page's origin: the one origin the operator channels accept calls from. */
  origin: string;
  journal: PaymentJournal;
  readiness: ReadinessService;
  printer: ReceiptPrinter;
  settlement: OperatorSettlement;
  backOfficeLastSuccessAt: () => number | null;
  /** Reads the device configuration again (« Recharger la configuration »). */
  loadConfig: () => LoadedConfig;
  /** Decides the restart instead of main's action (the demo kiosk's answer). */
  restart?: () => Promise<ActionResult>;
  /** What Electron's relaunch would do, once the restart is logged. */
  relaunch: () => void;
}

/**
 * Main's operator screen wired as src/main/startApp.ts wires it, where Electron is missing: the e2e
 * harness (tests/e2e/support/kiosk-operator.ts) and the demo kiosk both open it here.
 */
export async function openOperatorOutsideElectron(
  options: OperatorOutsideElectronOptions,
): Promise<OperatorSetup & { handlers: OperatorHandlers }> {
  const { journal, readiness } = options;
  const first = options.loadConfig();
  if (!first.ok) throw new Error(first.errors.join('\n'));
  const liveConfig = createLiveConfig(first.config, options.loadConfig, () => undefined);
  const startedAt = Date.now();
  const setup = await openOperator({
    userDataDir: options.dataDir,
    pinHash: options.pinHash,
    clock: {
      now: () => Date.now(),
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    report: () => undefined,
  });
  const errors = createRecentErrors(() => Date.now());
  const actions = createOperatorActions({
    printer: options.printer,
    deviceId: () => options.deviceId,
    now: () => Date.now(),
    reloadConfiguration: () => liveConfig.reload(),
    paymentInProgress: () => journalCounts(journal.state()).pending > 0,
  });
  const handlers = createOperatorHandlers(setup.access, {
    allowedOrigin: options.origin,
    log: (message) => errors.add(message),
    overview: () =>
      readOverview({
        readiness,
        backOfficeLastSuccessAt: options.backOfficeLastSuccessAt,
        journal: () => journal.state(),
        freeDiskBytes: () => freeDiskBytes(options.dataDir),
        appVersion: options.appVersion,
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
    actions: options.restart ? { ...actions, restart: options.restart } : actions,
    relaunch: options.relaunch,
    settlePayment: (key, decision, note) => options.settlement.settle(key, decision, note),
  });
  return { ...setup, handlers };
}

/** The demo kiosk's configuration, resolved by main's own loader (the same checks as a kiosk's). */
function demoConfig(deviceId: string, deviceSecret: string): LoadedConfig {
  return loadDeviceConfig({
    stored: { layer: { mode: 'kiosk', deviceId, configVersion: DEMO_CONFIG_VERSION }, errors: [] },
    env: {},
    argv: [],
    hostname: deviceId,
    randomSecret: () => deviceSecret,
  });
}

/** The demo kiosk's operator screen: its own configuration, a restart that stops nothing. */
export function openDemoOperator(
  options: Omit<
    OperatorOutsideElectronOptions,
    'loadConfig' | 'restart' | 'relaunch' | 'backOfficeLastSuccessAt'
  > & {
    deviceSecret: string;
  },
) {
  const { deviceSecret, ...rest } = options;
  return openOperatorOutsideElectron({
    ...rest,
    // The emulator runs in this very process: it answers as long as the demo kiosk does.
    backOfficeLastSuccessAt: () => Date.now(),
    loadConfig: () => demoConfig(options.deviceId, deviceSecret),
    // Logged like a real restart, answered in French, and nothing is stopped.
    restart: async () => DEMO_RESTART_RESULT,
    relaunch: () => undefined,
  });
}
