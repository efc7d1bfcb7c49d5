// The demo kiosk beside the emulator (issue 25 §4): its device is registered with the emulator before it
// listens, then its renderer and bridge shim are served on DEMO_KIOSK_PORT (default PORT + 2).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { hashPin } from '../src/main/operator/pin-hash';
import type { ListenOptions } from '../src/server/listen';
import { createDemoLink, demoDeviceCredentials, startDemoKiosk, type DemoKiosk } from '../src/demo-kiosk';
import { demoOperatorPinFromEnv, demoTelemetryIntervalFromEnv } from '../src/demo-kiosk/settings';
import { buildIfMissing } from './build-if-missing';
import { portFromEnv, projectRoot } from './paths';
import { serveWebPortal } from './serve';

export const rendererRoot = resolve(projectRoot, 'out/renderer');

/** DEMO_KIOSK_PORT, or the emulator's port + 2 (its providers take + 1). */
export function demoKioskPortFromEnv(port: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DEMO_KIOSK_PORT ?? String(port === 0 ? 0 : port + 2);
  const value = Number(raw);
  if (!/^\d{1,5}$/.test(raw) || value > 65535)
    throw new Error(`DEMO_KIOSK_PORT invalide : « ${raw} » (attendu : un entier entre 0 et 65535)`);
  return value;
}

/** What Electron's app.getVersion() answers: package.json's version. */
function appVersion(): string {
  const pkg: unknown = JSON.parse(readFileSync(resolve(projectRoot, 'package.json'), 'utf8'));
  const version = (pkg as { version?: unknown }).version;
  if (typeof version !== 'string') throw new Error('package.json sans version.');
  return version;
}

/** The emulator and the web portal, with the demo kiosk registered and served beside them; `extra`: what
 * a caller adds to the emulator before it listens (the e2e workers' axe script). */
export async function serveWithDemoKiosk(extra: Pick<ListenOptions, 'beforeListen'> = {}) {
  buildIfMissing(resolve(rendererRoot, 'index.html'), 'build');
  const credentials = demoDeviceCredentials();
  const demoPort = demoKioskPortFromEnv(portFromEnv());
  const version = appVersion();
  const telemetry = { intervalMs: demoTelemetryIntervalFromEnv(), appVersion: version };
  // Hashed at once, as a real kiosk's configuration keeps it: the PIN itself is kept nowhere.
  const operator = { pinHash: await hashPin(demoOperatorPinFromEnv()), appVersion: version };
  if (demoPort === 0)
    throw new Error('DEMO_KIOSK_PORT vaut 0 : la page /emulateur/borne a besoin d’un port connu.');
  // Known before the emulator listens: its page frames this origin and no other.
  const link = createDemoLink(`http://127.0.0.1:${demoPort}`);
  const started = await serveWebPortal(
    { [credentials.deviceId]: credentials.deviceSecret },
    { ...extra, demoKiosk: link },
  );
  let kiosk: DemoKiosk;
  try {
    kiosk = await startDemoKiosk({
      rendererDir: rendererRoot,
      port: demoPort,
      backofficeUrl: started.url,
      ...credentials,
      telemetry,
      operator,
      link,
    });
  } catch (error) {
    await started.close();
    throw error;
  }
  // The emulator already listens (no hook can be added now): closing closes the demo kiosk first.
  return {
    ...started,
    kiosk,
    close: async () => {
      await kiosk.close();
      await started.close();
    },
  };
}
