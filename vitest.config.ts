import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const alias = { '@shared': resolve(import.meta.dirname, 'src/shared') };

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
          include: ['tests/unit/{server,shared,main,scripts,pages,demo-kiosk}/**/*.test.ts'],
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
