// Builds the floor page (vite.config.ts beside this file) in a process of its own, as the portal's build
// runs: the bench measures the same kind of output for both pages.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

export function buildFloor(): void {
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      join(import.meta.dirname, 'vite.config.ts'),
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) throw new Error('La construction de la page plancher a échoué.');
}
