// A clock the operator tests move by hand, and a temporary userData folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OperatorClock } from '../../../../src/main/operator/access';

export interface ManualClock extends OperatorClock {
  advance(ms: number): void;
  pending(): number;
}

/** Timers run when `advance` passes their time, in time order. */
export function manualClock(start: number): ManualClock {
  let time = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => time,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: time + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const end = time + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        time = due[1].at;
        due[1].callback();
      }
      time = end;
    },
    pending: () => timers.size,
  };
}

export async function tempDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'operateur-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** 27/11/2026 14:30 local time: the lock messages say "jusqu’à 14:35" in any time zone. */
export const START = new Date(2026, 10, 27, 14, 30, 0).getTime();
