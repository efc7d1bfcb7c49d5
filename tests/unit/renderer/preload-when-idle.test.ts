// The kiosk's journeys' chunks load while its home waits (issue 27 goal 4): not during the start-up,
// one at a time (a tap waits for one chunk's evaluation at most), in the given order, and a chunk that
// fails to load does not stop the others (its route loads it again when needed).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOAD_AFTER_MS, preloadWhenIdle } from '../../../src/renderer/src/app/preloadWhenIdle';

describe('preloadWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the start-up, then loads one chunk after the other, past a failure', async () => {
    const started: string[] = [];
    const finish: Record<string, (ok: boolean) => void> = {};
    const chunk = (name: string) => () =>
      new Promise<void>((resolve, reject) => {
        started.push(name);
        finish[name] = (ok) => (ok ? resolve() : reject(new Error(`${name} absent`)));
      });
    preloadWhenIdle([chunk('client'), chunk('reload'), chunk('payment')]);

    await vi.advanceTimersByTimeAsync(PRELOAD_AFTER_MS - 1);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(started).toEqual(['client']);

    finish.client!(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(started).toEqual(['client', 'reload']);
    finish.reload!(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(started).toEqual(['client', 'reload', 'payment']);
  });
});
