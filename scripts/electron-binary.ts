// Finds the Electron binary without requiring the `electron` package: its index tries to download the
// binary when missing, which these machines cannot do.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function findElectronBinary(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const packageDir = join(projectRoot, 'node_modules', 'electron');
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const relative = readFileSync(pathFile, 'utf8').trim();
  const dist = env.ELECTRON_OVERRIDE_DIST_PATH ?? join(packageDir, 'dist');
  const binary = join(dist, relative);
  return existsSync(binary) ? binary : null;
}
