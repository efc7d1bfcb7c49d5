// Starts and stops one Playwright worker's servers (issue 28 §3): a child process running
// worker-server-process.ts, bundled by global-setup.ts (worker-server-bundle.ts), on the worker's own
// ports (tests/support/e2e-servers.ts).
import { spawn } from 'node:child_process';
import { projectRoot } from '../../../scripts/paths';
import { workerPorts, workerServers, type E2EServers } from '../../support/e2e-servers';
import { workerServerBundle } from './worker-server-bundle';

export interface RunningServers extends E2EServers {
  close(): Promise<void>;
}

/** A worker started again after a failure takes its predecessor's ports: should they still be held for a
 * moment (a predecessor that had to be killed closes its servers as its pipe ends), it tries again. */
export async function startWorkerServers(parallelIndex: number): Promise<RunningServers> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      return await startOnce(parallelIndex);
    } catch (error) {
      if (!(error instanceof PortsInUse) || Date.now() > deadline) throw error;
      await new Promise((wait) => setTimeout(wait, 500));
    }
  }
}

class PortsInUse extends Error {}

async function startOnce(parallelIndex: number): Promise<RunningServers> {
  const ports = workerPorts(parallelIndex);
  const servers = workerServers(parallelIndex);
  const child = spawn(process.execPath, ['--enable-source-maps', workerServerBundle], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(ports.port),
      PROVIDERS_PORT: String(ports.providersPort),
      // The demo kiosk (issue 25 §4), served beside the emulator as `npm start` does without Electron.
      DEMO_KIOSK_PORT: String(ports.demoKioskPort),
      // Its reports to /emulateur/bornes every 2 s: a test reads a change without waiting a minute.
      DEMO_KIOSK_TELEMETRY_MS: '2000',
      EMULATOR_CONTROL: '1',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let output = '';
  const prefix = `[serveurs du worker ${parallelIndex}] `;
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    output += chunk;
    process.stderr.write(prefix + chunk);
  });
  child.stdout.setEncoding('utf8');
  await new Promise<void>((ready, fail) => {
    const onData = (chunk: string) => {
      output += chunk;
      if (/^READY /m.test(output)) {
        // Read on (and dropped) so the child never blocks on a full pipe.
        child.stdout.off('data', onData);
        child.stdout.resume();
        ready();
      }
    };
    child.stdout.on('data', onData);
    void exited.then((code) => {
      const message = `${prefix}arrêtés avant d’écouter (code ${code}) :\n${output}`;
      fail(/EADDRINUSE/.test(output) ? new PortsInUse(message) : new Error(message));
    });
  });
  return {
    ...servers,
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.stdin.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
