import { resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '..');
export const webRoot = resolve(projectRoot, 'out/web');
export const electronMain = resolve(projectRoot, 'out/main/index.js');
export const DEFAULT_PORT = 5180;

function portOf(name: string, raw: string): number {
  const port = Number(raw);
  if (!/^\d{1,5}$/.test(raw) || port > 65535) {
    throw new Error(`${name} invalide : « ${raw} » (attendu : un entier entre 0 et 65535)`);
  }
  return port;
}

/** Port from PORT (default 5180); a bad value stops with a clear message rather than a random port. */
export function portFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return portOf('PORT', env.PORT ?? String(DEFAULT_PORT));
}

/** The providers' port from PROVIDERS_PORT; by default the back office's + 1 (0 stays 0: a free port). */
export function providersPortFromEnv(port: number, env: NodeJS.ProcessEnv = process.env): number {
  if (env.PROVIDERS_PORT === undefined) {
    if (port === 65535)
      throw new Error('PORT vaut 65535 : donnez aussi PROVIDERS_PORT (le port des prestataires).');
    return port === 0 ? 0 : port + 1;
  }
  const providers = portOf('PROVIDERS_PORT', env.PROVIDERS_PORT);
  if (providers !== 0 && providers === port)
    throw new Error(
      `PROVIDERS_PORT invalide : « ${env.PROVIDERS_PORT} » (c’est déjà le port du back office)`,
    );
  return providers;
}
