// The node project's sharing of workers (vitest.config.ts) in small: two files, one after the other in one
// worker that keeps its modules, with tests/unit/file-cleanup.ts after each (WITHOUT_CLEANUP: without it).
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files by name: the one that leaves timers runs first. */
class ByName extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return Promise.resolve([...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId)));
  }
}

export default defineConfig({
  cacheDir: resolve(import.meta.dirname, '../../../../node_modules/.cache/file-cleanup-fixtures'),
  test: {
    root: import.meta.dirname,
    include: ['*.fixture.ts'],
    isolate: false,
    maxWorkers: 1,
    sequence: { sequencer: ByName },
    setupFiles: process.env.WITHOUT_CLEANUP ? [] : [resolve(import.meta.dirname, '../../file-cleanup.ts')],
  },
});
