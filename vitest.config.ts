import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const alias = { '@shared': resolve(import.meta.dirname, 'src/shared') };

const NODE_FOLDERS = ['server', 'shared', 'main', 'scripts', 'pages', 'demo-kiosk'];
const NODE_TESTS = NODE_FOLDERS.map((folder) => `tests/unit/${folder}/**/*.test.ts`);

/** A file that replaces modules (vi.mock and kin) needs a module graph of its own. */
const REPLACES_MODULES = /\bvi\.(?:mock|doMock|unmock|resetModules)\(/;

/** The node tests that replace modules, found by reading them: a new one is isolated without a list
 * to keep. */
const nodeTestsReplacingModules = NODE_FOLDERS.flatMap((folder) =>
  readdirSync(join('tests/unit', folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join('tests/unit', folder, file))
    .filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8'))),
);

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: a single worker on this 2-core machine,
    // idle while a file waits on its timers and sockets. Three workers keep both cores busy: the unit tests
    // take about 2.5 minutes instead of 5 (docs/tests.md).
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          // pages: the scripts of the emulator's own pages, each file in happy-dom by its docblock.
          include: NODE_TESTS,
          exclude: nodeTestsReplacingModules,
          // A worker keeps the modules it imported from one file to the next: isolating each file
          // imported the emulator, main and their libraries again 179 times (import 322 s of worker
          // time, the project 178 s; shared, 49 s and 74 s). Each file builds its own servers and
          // stores; file-cleanup.ts puts back timers, globals, variables and spies after each file.
          isolate: false,
          setupFiles: ['tests/unit/file-cleanup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: nodeTestsReplacingModules,
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
          // A page rendered and driven by user-event takes seconds on CI's two loaded cores; a real hang
          // still fails, later.
          testTimeout: 30_000,
          include: ['tests/unit/renderer/**/*.test.{ts,tsx}'],
          // Each file in its own worker still: the renderer keeps state in its modules (the slices a
          // route chunk injected, the router's navigator), and files shuffled in shared workers failed.
          setupFiles: ['tests/unit/renderer/setup.ts'],
        },
      },
    ],
  },
});
