import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const alias = { '@shared': resolve(import.meta.dirname, 'src/shared') };

// pages: the scripts of the emulator's own pages, each file in happy-dom by its docblock.
const NODE_FOLDERS = ['server', 'shared', 'main', 'scripts', 'pages', 'demo-kiosk'];
const NODE_TESTS = NODE_FOLDERS.map((folder) => `tests/unit/${folder}/**/*.test.ts`);

/** A file that replaces modules (vi.mock and kin) needs a module graph of its own; one on a fake clock
 * counts and runs the worker's timers, which must then be its own. */
const NEEDS_OWN_WORKER = /\bvi\.(?:mock|doMock|unmock|resetModules|useFakeTimers|getTimerCount)\(/;

/** The node tests that need a worker of their own, found by reading them: a new one is isolated without
 * a list to keep. */
const nodeTestsInOwnWorker = NODE_FOLDERS.flatMap((folder) =>
  readdirSync(join(import.meta.dirname, 'tests/unit', folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join('tests/unit', folder, file))
    .filter((file) => NEEDS_OWN_WORKER.test(readFileSync(join(import.meta.dirname, file), 'utf8'))),
);

/** `npm test` runs the unit tests beside the checks (typecheck, lint, build): on two loaded cores a test
 * that takes 2-3 s alone (two 10 MB uploads, real scrypt, a 1-2-4 s back-off) can pass vitest's 5 s. A
 * real hang still fails, later. */
const NODE_TEST_TIMEOUT = 15_000;

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: a single worker on this 2-core machine,
    // idle while a file waits on its timers and sockets. Three workers keep both cores busy: the unit tests
    // take about 2.5 minutes instead of 5 (docs/tests.md).
    maxWorkers: 3,
    globalSetup: ['tests/unit/global-setup.ts'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_TESTS,
          exclude: nodeTestsInOwnWorker,
          // A worker keeps the modules it imported from one file to the next: isolated, each of the 165
          // files imported the emulator, main and their libraries again (2 s each). Each file builds its
          // own servers and stores; file-cleanup.ts stops the timers a file left and puts back its fake
          // timers, globals, variables and spies, as a fresh worker would have them.
          isolate: false,
          testTimeout: NODE_TEST_TIMEOUT,
          setupFiles: ['tests/unit/file-cleanup.ts'],
          server: { deps: { inline: ['electron-store'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: nodeTestsInOwnWorker,
          testTimeout: NODE_TEST_TIMEOUT,
          // electron-store imports `electron`: inlined, it sees the tests' vi.mock('electron') (STACK.md).
          server: { deps: { inline: ['electron-store'] } },
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          // Each file in its own VM context of a shared worker thread instead of a fresh child process: the
          // happy-dom window and the libraries are set up without starting Node again. Back to back on this
          // machine: 174 s → 108 s for the 110 files (environment 80 → 4 s, imports 100 → 42 s). The node
          // project stays in processes: tried in VM contexts, 66 of its 179 files failed (Node's own objects,
          // Buffer, streams and sockets, come from outside the context).
          pool: 'vmThreads',
          // A page rendered and driven by user-event takes seconds on CI's two loaded cores; a real hang
          // still fails, later.
          testTimeout: 30_000,
          include: ['tests/unit/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/renderer/setup.ts'],
        },
      },
    ],
  },
});
