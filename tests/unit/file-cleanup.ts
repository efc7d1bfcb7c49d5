// After each test file of a project that shares its workers' modules (vitest.config.ts, isolate: false):
// what a file may have changed in the worker for its own tests is put back, so the next file starts as
// it would in a fresh worker. Real timers, globals, environment variables and spied-on functions.
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
