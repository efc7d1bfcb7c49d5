// One Playwright worker's servers, in a process of their own (tests/e2e/support/worker-servers.ts starts
// it): what `npx tsx scripts/serve.ts` starts for the e2e runs (the emulator with its control API, the
// providers' stand-ins, the demo kiosk), on the ports its environment gives. It says READY on stdout once
// they all listen, and closes them when its stdin ends: the worker stopped, however it stopped.
import { serveWithDemoKiosk } from '../../../scripts/demo-kiosk';
import { serveAxeScript } from './axe-script';

const started = await serveWithDemoKiosk({ beforeListen: serveAxeScript });
process.stdout.write(`READY ${started.url}\n`);

let closing = false;
function close(): void {
  if (closing) return;
  closing = true;
  void started.close().finally(() => process.exit(0));
}
process.stdin.on('end', close);
process.stdin.on('close', close);
process.stdin.resume();
