// `npm run bench`: every benchmark, one after the other, each in its own process (a browser bench does
// not share its CPU with the others). Their JSON lines go to stdout as they come; exit 1 when any of
// them exceeded a budget or failed, after all have run.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const BENCHES = [
  // First: it builds the web portal the browser benches serve.
  'bundle-size.ts',
  'journal-replay.ts',
  'readiness-check.ts',
  'postal-lookup.ts',
  'home-vitals.ts',
  'first-visit.ts',
  'interactions.ts',
  'kiosk-taps.ts',
  'kiosk-cold-start.ts',
  'lighthouse.ts',
];

const failed = BENCHES.filter((bench) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, bench)], {
    stdio: 'inherit',
  });
  return run.status !== 0;
});
if (failed.length > 0) {
  process.stderr.write(`\nEn échec ou hors budget : ${failed.join(', ')}\n`);
  process.exitCode = 1;
}
