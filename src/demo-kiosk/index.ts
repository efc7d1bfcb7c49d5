// The demo kiosk (issue 25 §4), started beside the emulator by `npm start` when Electron is missing: a
// registered device whose main-process handlers run here, its renderer on its own origin. Never part of
// a renderer build: only scripts/ and the tests import it.
import { randomBytes } from 'node:crypto';
import { DEMO_DEVICE_ID, startDemoDevice, type DemoDevice } from './device';
import type { createDemoLink } from './link';
import { createDemoServer } from './server';

export { DEMO_DEVICE_ID } from './device';
export { createDemoLink } from './link';
export { DEMO_OPERATOR_PIN } from './operator';

export interface DemoKioskOptions {
  /** The built kiosk renderer (out/renderer). */
  rendererDir: string;
  port: number;
  backofficeUrl: string;
  deviceId: string;
  deviceSecret: string;
  terminalDelayMs?: number;
  /** Main's telemetry toward the emulator, so the demo kiosk has its row on /emulateur/bornes. */
  telemetry?: { intervalMs: number; appVersion: string };
  /** The operator screen: the PIN's scrypt hash (DEMO_KIOSK_OPERATOR_PIN's, hashed by the script). */
  operator?: { pinHash: string; appVersion: string };
  /** The emulator's link to it (createDemoLink), joined to the device once started. */
  link?: ReturnType<typeof createDemoLink>;
}

export interface DemoKiosk {
  url: string;
  origin: string;
  device: DemoDevice;
  close(): Promise<void>;
}

/** A device id and secret for the emulator's `devices` option (registered before it listens). */
export function demoDeviceCredentials(env: NodeJS.ProcessEnv = process.env) {
  return { deviceId: DEMO_DEVICE_ID, deviceSecret: env.DEMO_KIOSK_SECRET ?? randomBytes(32).toString('hex') };
}

export async function startDemoKiosk(options: DemoKioskOptions): Promise<DemoKiosk> {
  const backoffice = new URL(options.backofficeUrl);
  let device: DemoDevice | undefined;
  const server = createDemoServer({
    rendererDir: options.rendererDir,
    port: options.port,
    backofficeUrl: options.backofficeUrl,
    emulatorOrigin: backoffice.origin,
    deviceId: options.deviceId,
    handlers: () => device!.handlers,
  });
  const origin = await server.listen();
  try {
    device = await startDemoDevice({
      deviceId: options.deviceId,
      deviceSecret: options.deviceSecret,
      backofficeUrl: options.backofficeUrl,
      origin,
      ...(options.terminalDelayMs !== undefined ? { terminalDelayMs: options.terminalDelayMs } : {}),
      ...(options.telemetry ? { telemetry: options.telemetry } : {}),
      ...(options.operator ? { operator: options.operator } : {}),
    });
  } catch (error) {
    await server.close();
    throw error;
  }
  const started = device;
  options.link?.attach(started);
  return {
    url: `${origin}/`,
    origin,
    device: started,
    async close() {
      await server.close();
      await started.close();
    },
  };
}
