// The demo kiosk beside the emulator (issue 25 §4): its device is registered with the emulator before it
// listens, then its renderer and bridge shim are served on DEMO_KIOSK_PORT (default PORT + 2).
import { resolve } from 'node:path';
import { createDemoLink, demoDeviceCredentials, startDemoKiosk, type DemoKiosk } from '../src/demo-kiosk';
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

/** The emulator and the web portal, with the demo kiosk registered and served beside them. */
export async function serveWithDemoKiosk() {
  buildIfMissing(resolve(rendererRoot, 'index.html'), 'build');
  const credentials = demoDeviceCredentials();
  const demoPort = demoKioskPortFromEnv(portFromEnv());
  if (demoPort === 0)
    throw new Error('DEMO_KIOSK_PORT vaut 0 : la page /emulateur/borne a besoin d’un port connu.');
  // Known before the emulator listens: its page frames this origin and no other.
  const link = createDemoLink(`http://127.0.0.1:${demoPort}`);
  const started = await serveWebPortal(
    { [credentials.deviceId]: credentials.deviceSecret },
    { demoKiosk: link },
  );
  let kiosk: DemoKiosk;
  try {
    kiosk = await startDemoKiosk({
      rendererDir: rendererRoot,
      port: demoPort,
      backofficeUrl: started.url,
      ...credentials,
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
