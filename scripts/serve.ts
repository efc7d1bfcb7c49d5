// `npm run serve`: the back-office emulator and the built web portal, for browsers (no Electron), and
// the providers' stand-ins on their own port (PROVIDERS_PORT, default PORT + 1).
import { pathToFileURL } from 'node:url';
import { parseDevicesEnv } from '../src/server/kiosk/devices';
import { startServer, type ListenOptions } from '../src/server/listen';
import { parseTrustedProxiesEnv } from '../src/server/trusted-proxies';
import { buildIfMissing, webIndex } from './build-if-missing';
import { portFromEnv, providersPortFromEnv, webRoot } from './paths';

/** `devices`: kiosks the emulator knows besides EMULATOR_DEVICES (npm start adds the app's own);
 * `extra`: the demo kiosk (npm start), what the bench adds before it listens (its floor page). */
export async function serveWebPortal(
  devices: Record<string, string> = {},
  extra: Pick<ListenOptions, 'demoKiosk' | 'beforeListen'> = {},
) {
  buildIfMissing(webIndex(webRoot), 'build:web');
  const port = portFromEnv();
  const started = await startServer({
    webRoot,
    host: '127.0.0.1',
    port,
    providersPort: providersPortFromEnv(port),
    control: process.env.EMULATOR_CONTROL === '1',
    devices: { ...parseDevicesEnv(process.env.EMULATOR_DEVICES), ...devices },
    counters: parseDevicesEnv(process.env.EMULATOR_COUNTERS),
    trustedProxies: parseTrustedProxiesEnv(process.env.EMULATOR_TRUSTED_PROXIES),
    ...extra,
  });
  const close = () => void started.close().then(() => process.exit(0));
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  return started;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // DEMO_KIOSK_PORT given (the e2e runs): the demo kiosk too, as `npm start` serves it without Electron.
  const serving = process.env.DEMO_KIOSK_PORT
    ? import('./demo-kiosk').then(({ serveWithDemoKiosk }) => serveWithDemoKiosk())
    : serveWebPortal();
  serving
    .then(({ url, providersUrl }) => {
      console.log(`Portail web servi par l'émulateur du back office : ${url}`);
      console.log(
        `Prestataires (paiement par carte, portefeuille, billettique mobile, paiements sans contact à bord) : ${providersUrl}`,
      );
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
