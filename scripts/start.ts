// `npm start`, the main job: the emulator on 127.0.0.1 (PORT, default 5180; its providers on
// PROVIDERS_PORT, default PORT + 1) and the Electron app against it; without the Electron binary, one
// clear line, the web portal and the demo kiosk (scripts/demo-kiosk.ts) keep being served.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { findElectronBinary } from './electron-binary';
import { buildIfMissing } from './build-if-missing';
import { electronMain, projectRoot } from './paths';
import { serveWithDemoKiosk } from './demo-kiosk';
import { serveWebPortal } from './serve';

/** The app's device, known to the emulator it is started against (the app never invents a secret for a
 * back office it did not start itself). PORTAIL_DEVICE_ID / PORTAIL_DEVICE_SECRET override it. */
function localDevice(env: NodeJS.ProcessEnv) {
  return {
    deviceId: env.PORTAIL_DEVICE_ID ?? 'BORNE-LOCALE-01',
    deviceSecret: env.PORTAIL_DEVICE_SECRET ?? randomBytes(32).toString('hex'),
  };
}

async function start(): Promise<void> {
  const electron = findElectronBinary(projectRoot);
  const providersLine = (providersUrl: string) =>
    `Prestataires (paiement par carte, portefeuille, billettique mobile, paiements sans contact à bord) : ${providersUrl}`;
  if (!electron) {
    const { url, providersUrl, kiosk } = await serveWithDemoKiosk();
    console.log(`Electron n'est pas installé sur cette machine : portail web servi sur ${url}`);
    console.log(`Borne de démonstration : ${url}emulateur/borne (la borne seule : ${kiosk.url})`);
    console.log(providersLine(providersUrl));
    return;
  }
  const device = localDevice(process.env);
  const started = await serveWebPortal({ [device.deviceId]: device.deviceSecret });
  const { url, providersUrl } = started;
  buildIfMissing(electronMain, 'build');
  const mode = process.env.PORTAIL_MODE === 'kiosk' ? 'kiosk' : 'counter';
  console.log(
    `Application Electron (mode ${mode}) lancée contre ${url} ; portail web aussi servi sur ${url}`,
  );
  console.log(providersLine(providersUrl));
  // The secret goes through the environment, not the command line that every local user can read.
  const child = spawn(electron, [projectRoot, `--backoffice-url=${url}`, `--mode=${mode}`], {
    stdio: 'inherit',
    env: { ...process.env, PORTAIL_DEVICE_ID: device.deviceId, PORTAIL_DEVICE_SECRET: device.deviceSecret },
  });
  child.on('exit', (code) => {
    void started.close().then(() => process.exit(code ?? 0));
  });
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
