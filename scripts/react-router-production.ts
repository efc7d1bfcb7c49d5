// React Router 7's package exports point every bundler at its development build (dist/development, with
// ENABLE_DEV_WARNINGS on: remix-run/react-router#14102, open): a production bundle would then carry its
// warnings, and its default error boundary's "Hey developer" text for a station customer. The build
// takes the same file from dist/production instead: identical code but for that flag, so the minifier
// drops the warnings. The dev server keeps the warnings.
import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import type { Plugin } from 'vite';

const ENTRIES = new Set(['react-router', 'react-router/dom']);
const DEVELOPMENT = `${sep}dist${sep}development${sep}`;
const PRODUCTION = `${sep}dist${sep}production${sep}`;

/** The production twin of a file React Router resolved to; null when `id` is not one of its builds. */
export function productionTwin(id: string): string | null {
  return id.includes(DEVELOPMENT) ? id.replace(DEVELOPMENT, PRODUCTION) : null;
}

export function reactRouterProduction(): Plugin {
  return {
    name: 'portail:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!ENTRIES.has(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const twin = productionTwin(resolved.id);
      // A React Router that moved its files: said at build time, not found in a customer's console.
      if (twin === null || !existsSync(twin))
        this.error(`${source} : pas de version de production à côté de ${resolved.id}`);
      return { ...resolved, id: twin };
    },
  };
}
