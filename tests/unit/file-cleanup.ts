// After each test file of the node project that shares its workers' modules (vitest.config.ts,
// isolate: false): what a file changed in the worker for its own tests is put back, and what it left
// running is stopped, so the next file starts as in a fresh worker. A file left alone in its own process
// had its timers end with the process; here a retry or a delivery still waiting would fire during the next
// file (the first try at sharing workers, reverted in 8f57d4a, saw one in another file's timer count).
import { afterAll, vi } from 'vitest';

type Timer = ReturnType<typeof setTimeout>;

/** The worker's own timer functions, kept across the files the worker runs (each runs this file again). */
const REAL = Symbol.for('portail-transport.real-timers');
const worker = globalThis as typeof globalThis & {
  [REAL]?: { setTimeout: typeof setTimeout; setInterval: typeof setInterval };
};
const real = (worker[REAL] ??= { setTimeout: globalThis.setTimeout, setInterval: globalThis.setInterval });

/** Timers this file started and that may still fire. */
const started = new Set<Timer>();

function tracked<F extends typeof setTimeout | typeof setInterval>(start: F, once: boolean): F {
  const wrapper = (callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const timer: Timer = start(
      (...called: unknown[]) => {
        if (once) started.delete(timer);
        callback(...called);
      },
      delay,
      ...args,
    );
    started.add(timer);
    return timer;
  };
  // setTimeout[util.promisify.custom] and kin stay the worker's own.
  return Object.assign(wrapper, start) as unknown as F;
}

globalThis.setTimeout = tracked(real.setTimeout, true);
globalThis.setInterval = tracked(real.setInterval, false);

afterAll(() => {
  vi.useRealTimers();
  for (const timer of started) clearTimeout(timer);
  started.clear();
  globalThis.setTimeout = real.setTimeout;
  globalThis.setInterval = real.setInterval;
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
