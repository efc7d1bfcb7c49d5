import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './paths';

/** Runs `npm run <script>` when `output` is missing, so a fresh clone starts with one command. */
export function buildIfMissing(output: string, script: string): void {
  if (existsSync(output)) return;
  console.log(`Construction manquante (${script})…`);
  const result = spawnSync('npm', ['run', '-s', script], { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`La construction « npm run ${script} » a échoué.`);
}

export const webIndex = (webRoot: string) => join(webRoot, 'index.html');
