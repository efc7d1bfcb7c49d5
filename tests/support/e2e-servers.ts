// Where each Playwright worker finds its own servers (issue 28 §3): the emulator, the providers' stand-ins
// on their own origin and the demo kiosk, started once per worker (tests/e2e/support/test.ts) so that one
// worker's fault injection never reaches another's tests. Worker n (its parallel index, which a worker
// started again after a failure keeps) listens on the bases below + WORKER_PORT_STRIDE × n:
// E2E_PORT (5199), E2E_PROVIDERS_PORT (E2E_PORT + 1), E2E_DEMO_KIOSK_PORT (E2E_PORT + 2).
// One definition for the config, the fixture and the support helpers.

/** Ten ports per worker: E2E_PORT=5460 with three workers takes 5460-5462, 5470-5472 and 5480-5482. */
export const WORKER_PORT_STRIDE = 10;

export interface E2EPorts {
  port: number;
  providersPort: number;
  demoKioskPort: number;
}

export interface E2EServers {
  baseURL: string;
  providersURL: string;
  demoKioskURL: string;
}

function portFrom(name: string, raw: string): number {
  const value = Number(raw);
  if (!/^\d{1,5}$/.test(raw) || value < 1 || value > 65535)
    throw new Error(`${name} invalide : « ${raw} » (attendu : un entier entre 1 et 65535)`);
  return value;
}

/** The bases: worker 0's ports. */
export function basePorts(env: NodeJS.ProcessEnv = process.env): E2EPorts {
  const port = portFrom('E2E_PORT', env.E2E_PORT ?? '5199');
  return {
    port,
    providersPort: portFrom('E2E_PROVIDERS_PORT', env.E2E_PROVIDERS_PORT ?? String(port + 1)),
    demoKioskPort: portFrom('E2E_DEMO_KIOSK_PORT', env.E2E_DEMO_KIOSK_PORT ?? String(port + 2)),
  };
}

/** The parallel index Playwright gives this worker process (0 outside a worker: the runner, scripts). */
export function currentParallelIndex(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.TEST_PARALLEL_INDEX ?? 0);
}

export function workerPorts(
  parallelIndex: number = currentParallelIndex(),
  env: NodeJS.ProcessEnv = process.env,
): E2EPorts {
  const base = basePorts(env);
  const shift = WORKER_PORT_STRIDE * parallelIndex;
  return {
    port: base.port + shift,
    providersPort: base.providersPort + shift,
    demoKioskPort: base.demoKioskPort + shift,
  };
}

const url = (port: number) => `http://127.0.0.1:${port}`;

export function workerServers(
  parallelIndex: number = currentParallelIndex(),
  env: NodeJS.ProcessEnv = process.env,
): E2EServers {
  const ports = workerPorts(parallelIndex, env);
  return {
    baseURL: url(ports.port),
    providersURL: url(ports.providersPort),
    demoKioskURL: url(ports.demoKioskPort),
  };
}
