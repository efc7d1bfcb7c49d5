// The operator screen's part of a kiosk run, opened as the demo kiosk opens it (src/demo-kiosk/operator.ts:
// main's wiring outside Electron): main's real operator access (scrypt PIN, lock kept on disk, 2-minute
// session, append-only log in a temporary userData) and its real channels, the overview read from the
// run's own payment journal, disk and the kiosk's readiness (the one its sales obey: 'Vérifier le
// terminal' refreshes it, as in main). The actions print on the run's loopback printer; the configuration
// is read again from a config.json in the temporary userData (the test writes it as an operator would);
// the restart is recorded, Electron being absent; unknown outcomes are settled through the run's delivery.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConfigLayer } from '../../../src/main/config/layers';
import { loadDeviceConfig } from '../../../src/main/config/load';
import type { OperatorHandlers } from '../../../src/main/ipc/operator';
import type { OperatorSetup } from '../../../src/main/operator';
import { hashPin } from '../../../src/main/operator/pin-hash';
import type { PaymentJournal } from '../../../src/main/payment';
import type { ReceiptPrinter } from '../../../src/main/printer';
import type { OperatorSettlement } from '../../../src/main/payment/operator-settlement';
import type { ReadinessService } from '../../../src/main/readiness';
import { openOperatorOutsideElectron } from '../../../src/demo-kiosk/operator';

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
  const userDataDir = mkdtempSync(join(tmpdir(), 'borne-e2e-operateur-'));
  const writeConfig = (settings: Record<string, unknown>) =>
    writeFileSync(join(userDataDir, 'config.json'), JSON.stringify(settings));
  writeConfig({ mode: 'kiosk', deviceId: devices.deviceId, configVersion: 'e2e-1' });
  let relaunches = 0;
  const { deviceSecret, ...rest } = devices;
  const operator = await openOperatorOutsideElectron({
    ...rest,
    dataDir: userDataDir,
    pinHash: await hashPin(pin),
    appVersion: '0.1.0',
    origin: new URL(baseURL).origin,
    loadConfig: configLoader(userDataDir, devices.deviceId, deviceSecret),
    relaunch: () => {
      relaunches += 1;
    },
  });
  return { ...operator, writeConfig, relaunches: () => relaunches };
}
