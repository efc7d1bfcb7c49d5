// Where the e2e runs find the demo kiosk the emulator's start script serves beside it (issue 25 §4):
// E2E_DEMO_KIOSK_PORT, or E2E_PORT + 2 (the providers take + 1), shifted for each Playwright worker
// (tests/support/e2e-servers.ts). Read in a worker process, this is that worker's own demo kiosk.
import { workerPorts, workerServers } from './e2e-servers';

export function demoKioskPort(env: NodeJS.ProcessEnv = process.env): number {
  return workerPorts(undefined, env).demoKioskPort;
}

export const demoKioskURL = workerServers().demoKioskURL;
