// `npm start`, the main job: the emulator on 127.0.0.1 (PORT, default 5180) and the Electron app against
// it; without the Electron binary, one clear line and the web portal keeps being served.
import { spawn } from 'node:child_process';
import { findElectronBinary } from './electron-binary';
import { buildIfMissing } from './build-if-missing';
import { electronMain, projectRoot } from './paths';
import { serveWebPortal } from './serve';

async function start(): Promise<void> {
  const { server, url } = await serveWebPortal();
  const electron = findElectronBinary(projectRoot);
  if (!electron) {
    console.log(`Electron n'est pas installé sur cette machine : seul le portail web est servi, sur ${url}`);
    return;
  }
  buildIfMissing(electronMain, 'build');
  const mode = process.env.PORTAIL_MODE === 'kiosk' ? 'kiosk' : 'counter';
  console.log(
    `Application Electron (mode ${mode}) lancée contre ${url} ; portail web aussi servi sur ${url}`,
  );
  const child = spawn(electron, [projectRoot, `--backoffice-url=${url}`, `--mode=${mode}`], {
    stdio: 'inherit',
  });
  child.on('exit', (code) => {
    void server.close().then(() => process.exit(code ?? 0));
  });
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
