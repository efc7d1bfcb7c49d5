// Finds the Electron binary without requiring the `electron` package: its index tries to download the
// binary when missing, which these machines cannot do.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder the binary lives in: the package's dist, or ELECTRON_OVERRIDE_DIST_PATH as electron reads it. */
export function electronDistDir(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.ELECTRON_OVERRIDE_DIST_PATH ?? join(projectRoot, 'node_modules', 'electron', 'dist');
}

export function findElectronBinary(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const pathFile = join(projectRoot, 'node_modules', 'electron', 'path.txt');
  if (!existsSync(pathFile)) return null;
  const relative = readFileSync(pathFile, 'utf8').trim();
  const binary = join(electronDistDir(projectRoot, env), relative);
  return existsSync(binary) ? binary : null;
}
