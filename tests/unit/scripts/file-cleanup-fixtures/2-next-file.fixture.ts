import { expect, it } from 'vitest';

const worker = globalThis as { fired?: string[] };

it('sees none of the previous file’s timers fire', async () => {
  await new Promise((done) => setTimeout(done, 400));
  expect(worker.fired).toEqual([]);
});
