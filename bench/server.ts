// The emulator serving the built web portal, in a process of its own (as the e2e tests run it), so the
// browser's requests are answered at the speed a separate server answers them, not between the bench's
// own awaits. Ports 5810-5819 are this bench's (BENCH_PORT, providers on the next one).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface BenchServer {
  url: string;
  close(): Promise<void>;
}

const root = join(import.meta.dirname, '..');

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Starts `scripts/serve.ts` (which builds the web portal when missing), or another entry that serves it
 * (bench/floor/serve.ts adds the floor page), and waits until /home answers. */
export async function startBenchServer(
  defaultPort: number,
  entry = 'scripts/serve.ts',
): Promise<BenchServer> {
  const port = Number(process.env.BENCH_PORT ?? defaultPort);
  const url = `http://127.0.0.1:${port}`;
  if (await answers(`${url}/home`)) throw new Error(`Le port ${port} est déjà pris : choisissez BENCH_PORT.`);
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PROVIDERS_PORT: String(port + 1), EMULATOR_CONTROL: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  while (!(await answers(`${url}/home`))) {
    if (child.exitCode !== null) throw new Error(`L’émulateur s’est arrêté (code ${child.exitCode}).`);
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`L’émulateur ne répond pas sur ${url}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
