// Electron main: serves the bundled renderer over the app scheme and forwards back-office calls to the
// configured server, or to the embedded emulator when none is configured.
import { join } from 'node:path';
import { app, BrowserWindow, net, protocol } from 'electron';
import { startServer } from '../server/listen';
import { APP_ORIGIN, APP_SCHEME, createAppProtocolHandler } from './appProtocol';
import { windowOptions, type WindowMode } from './security/windowOptions';

protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true },
  },
]);

function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

async function backofficeUrl(): Promise<string> {
  const configured = flag('backoffice-url') ?? process.env.BACKOFFICE_URL;
  if (configured) return new URL(configured).href;
  // The emulator's images and stand-in pages ship beside the bundle (electron-builder.yml "files").
  const { url } = await startServer({
    port: 0,
    assetsDir: join(import.meta.dirname, '../../src/server/assets'),
  });
  return url;
}

async function main(): Promise<void> {
  await app.whenReady();
  const mode: WindowMode = (flag('mode') ?? process.env.PORTAIL_MODE) === 'kiosk' ? 'kiosk' : 'counter';
  const handler = createAppProtocolHandler({
    rendererDir: join(import.meta.dirname, '../renderer'),
    backofficeUrl: await backofficeUrl(),
    fetch: (request) => net.fetch(request),
  });
  protocol.handle(APP_SCHEME, handler);
  const window = new BrowserWindow(windowOptions(mode, join(import.meta.dirname, '../preload/index.cjs')));
  window.once('ready-to-show', () => window.show());
  await window.loadURL(`${APP_ORIGIN}/home`);
}

app.on('window-all-closed', () => app.quit());
main().catch((error: unknown) => {
  console.error('Démarrage impossible :', error);
  app.exit(1);
});
