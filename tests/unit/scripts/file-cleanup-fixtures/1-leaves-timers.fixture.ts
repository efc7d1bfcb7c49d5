import { it } from 'vitest';

const worker = globalThis as { fired?: string[] };

it('starts a timeout and an interval, and never clears them', () => {
  worker.fired = [];
  setTimeout(() => worker.fired!.push('timeout'), 150);
  setInterval(() => worker.fired!.push('interval'), 100);
});
