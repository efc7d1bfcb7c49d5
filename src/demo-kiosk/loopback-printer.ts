// A stand-in network printer for tests: a TCP server on a free port of 127.0.0.1 that records the bytes of
// every connection. It can be stopped and started again on the same port to play a printer going offline
// and coming back. node-thermal-printer opens one connection to check the printer (no bytes) and one per
// job (the receipt), so `jobs()` lists the connections that sent something other than status requests.
// It answers ESC/POS real-time status requests (DLE EOT n) as a printer in the condition the test set
// (`setCondition`: paper end or near end, cover open, offline, cutter error, silent).
import { createServer, type Server, type Socket } from 'node:net';
import type { ReceiptPrinterConfig } from '../main/printer';
import {
  findStatusRequests,
  onlyStatusRequests,
  READY_CONDITION,
  statusAnswer,
  type LoopbackCondition,
} from './loopback-printer-status';

export { READY_CONDITION, type LoopbackCondition } from './loopback-printer-status';

export interface LoopbackConnection {
  bytes: Buffer;
  /** The client closed the connection: `bytes` is complete. */
  closed: boolean;
}

export interface LoopbackPrinter {
  readonly port: number;
  /** node-thermal-printer interface string: 'tcp://127.0.0.1:<port>'. */
  readonly interface: string;
  readonly listening: boolean;
  /** Every connection since the start (or the last `clear()`), in arrival order. */
  connections(): LoopbackConnection[];
  /** The bytes of each closed connection that sent any besides status requests, in arrival order. */
  jobs(): Buffer[];
  /** The n of every DLE EOT n received (answered or not), in arrival order. */
  statusRequests(): number[];
  /** How the printer answers status requests from now on: the given parts change, the rest stays. */
  setCondition(change: Partial<LoopbackCondition>): void;
  readonly condition: LoopbackCondition;
  /** Resolves once `count` jobs are complete (no timer: the test's own timeout bounds the wait). */
  waitForJobs(count: number): Promise<Buffer[]>;
  clear(): void;
  /** Refuses connections from now on (open ones are dropped): the printer is offline. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** The receipt printer configuration that prints to this loopback printer (80 mm paper, 42 columns). */
export const loopbackPrinterConfig = (loopback: LoopbackPrinter): ReceiptPrinterConfig => ({
  type: 'epson',
  interface: loopback.interface,
  characterSet: 'PC858_EURO',
  width: 42,
  timeoutMs: 2000,
});

/** A printer that runs for weeks (the demo kiosk) keeps only its latest jobs; tests keep everything. */
export interface LoopbackOptions {
  /** Jobs kept (the oldest dropped), and connections that were only status checks are not kept. */
  keepJobs?: number;
}

/** In the bounded mode: the status requests kept, and the bytes one connection may send (a receipt is
 * a few kilobytes; anything past this is no printer client's and is cut off). */
export const KEPT_STATUS_REQUESTS = 100;
export const MAX_CONNECTION_BYTES = 1024 * 1024;

export async function startLoopbackPrinter(options: LoopbackOptions = {}): Promise<LoopbackPrinter> {
  const { keepJobs } = options;
  let connections: LoopbackConnection[] = [];
  let statusRequests: number[] = [];
  /** Bounded mode: forgets status checks and all but the latest `keepJobs` jobs once a connection ends. */
  const prune = () => {
    if (keepJobs === undefined) return;
    const isJob = (c: LoopbackConnection) =>
      !c.closed || (c.bytes.length > 0 && !onlyStatusRequests(c.bytes));
    connections = connections.filter(isJob);
    let excess = connections.filter((c) => c.closed).length - keepJobs;
    connections = connections.filter((c) => !(c.closed && excess-- > 0));
    if (statusRequests.length > KEPT_STATUS_REQUESTS)
      statusRequests = statusRequests.slice(-KEPT_STATUS_REQUESTS);
  };
  let condition: LoopbackCondition = { ...READY_CONDITION };
  const sockets = new Set<Socket>();
  const watchers = new Set<() => void>();
  let server: Server | null = null;
  let port = 0;

  const completeJobs = () =>
    connections
      .filter((c) => c.closed && c.bytes.length > 0 && !onlyStatusRequests(c.bytes))
      .map((c) => c.bytes);
  const notify = () => {
    for (const watcher of [...watchers]) watcher();
  };

  function listen(): Promise<void> {
    const next = createServer((socket) => {
      const record: LoopbackConnection = { bytes: Buffer.alloc(0), closed: false };
      connections.push(record);
      sockets.add(socket);
      let scanned = 0;
      socket.on('data', (chunk: Buffer) => {
        if (keepJobs !== undefined && record.bytes.length + chunk.length > MAX_CONNECTION_BYTES) {
          socket.destroy();
          return;
        }
        record.bytes = Buffer.concat([record.bytes, chunk]);
        const found = findStatusRequests(record.bytes, scanned);
        scanned = found.next;
        statusRequests.push(...found.requests);
        if (condition.silent) return;
        const answers = found.requests.flatMap((n) => statusAnswer(condition, n) ?? []);
        if (answers.length > 0 && !socket.destroyed) socket.write(Buffer.from(answers));
      });
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        record.closed = true;
        sockets.delete(socket);
        prune();
        notify();
      });
    });
    return new Promise((resolve, reject) => {
      next.once('error', reject);
      next.listen({ host: '127.0.0.1', port }, () => {
        next.off('error', reject);
        const address = next.address();
        if (address && typeof address === 'object') port = address.port;
        server = next;
        resolve();
      });
    });
  }

  await listen();

  return {
    get port() {
      return port;
    },
    get interface() {
      return `tcp://127.0.0.1:${port}`;
    },
    get listening() {
      return server !== null;
    },
    get condition() {
      return { ...condition };
    },
    connections: () => connections.map((c) => ({ ...c })),
    jobs: completeJobs,
    statusRequests: () => [...statusRequests],
    setCondition(change) {
      condition = { ...condition, ...change };
    },
    waitForJobs(count) {
      return new Promise((resolve) => {
        const check = () => {
          const jobs = completeJobs();
          if (jobs.length < count) return;
          watchers.delete(check);
          resolve(jobs);
        };
        watchers.add(check);
        check();
      });
    },
    clear() {
      connections = [];
      statusRequests = [];
    },
    async stop() {
      const current = server;
      if (!current) return;
      server = null;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async start() {
      if (!server) await listen();
    },
  };
}
