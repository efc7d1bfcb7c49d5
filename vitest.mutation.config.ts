// Vitest config for the mutation runs (`npm run test:mutation`, docs/mutation.md): only the node unit
// tests that can reach the code deciding money and seats — the shared rules, the main process's payment
// and the emulator's carts, pricing, quotas and fulfilment. The renderer's project stays out: its tests
// take seconds each in happy-dom and never import the mutated files for their verdict.
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  test: {
    name: 'mutation',
    environment: 'node',
    // The run's temporary folders in one folder, removed at its end, as in vitest.config.ts.
    globalSetup: ['tests/unit/global-setup.ts'],
    // The group's tests (stryker.config.mjs MUTATION_TESTS), else every test of the three folders.
    include: process.env.MUTATION_TESTS
      ? (JSON.parse(process.env.MUTATION_TESTS) as string[])
      : ['tests/unit/{shared,server}/**/*.test.ts', 'tests/unit/main/payment/**/*.test.ts'],
    // Instrumented code on two shared, loaded cores: the race of 20 sessions on two real servers took
    // more than vitest's 5 s in the dry run. A mutant that hangs is still stopped by Stryker's timeout.
    testTimeout: 30_000,
    // Same as vitest.config.ts's node project (STACK.md): electron-store sees the tests' vi.mock('electron').
    server: { deps: { inline: ['electron-store'] } },
  },
});
