// `npm run bench`: every benchmark, one after the other, each in its own process (a browser bench does
// not share its CPU with the others). Their JSON lines go to stdout as they come; exit 1 when any of
// them exceeded a budget or failed, after all have run.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { useTempRoot } from '../tests/support/temp-root';

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

// The benches' temporary folders (the kiosks' journals and profiles, Chromium's, the reports) in one
// folder of the run, removed at its end, as the test runs do (tests/support/temp-root.ts).
const removeTempRoot = useTempRoot('banc-');
const failed = BENCHES.filter((bench) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, bench)], {
    stdio: 'inherit',
  });
  return run.status !== 0;
});
removeTempRoot();
if (failed.length > 0) {
  process.stderr.write(`\nEn échec ou hors budget : ${failed.join(', ')}\n`);
  process.exitCode = 1;
}
