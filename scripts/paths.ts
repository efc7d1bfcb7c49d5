import { resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '..');
export const webRoot = resolve(projectRoot, 'out/web');
export const electronMain = resolve(projectRoot, 'out/main/index.js');
export const DEFAULT_PORT = 5180;

/** Port from PORT (default 5180); a bad value stops with a clear message rather than a random port. */
export function portFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PORT ?? String(DEFAULT_PORT);
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT invalide : « ${raw} » (attendu : un entier entre 0 et 65535)`);
  }
  return port;
}
