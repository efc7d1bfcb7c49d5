// Issue 27 §3: the service worker precaches the shell only, what /home needs (its entry, what the entry
// imports, their CSS, the service worker's own page side), not every route's chunk: a first visit then
// downloads what /home shows, and the code of a route is kept when a customer opens it (runtime caching,
// vite.web.config.ts). The shell is read from the bundle's import graph, so a new chunk of home is in
// it without a list to keep up to date.
import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';
import { EARLY_SCRIPT_NAME } from './early-script.ts';

/** Modules loaded by every page of the web portal besides the entry's static imports. */
const SHELL_MODULES = /[\\/]features[\\/]pwa[\\/]startPwa\.tsx$/;

export interface ShellFiles {
  plugin: Plugin;
  /** Keeps the precache entries of the shell: every file outside assets/ (index.html, icons, the
   * favicon, the manifest...), and the assets/ files of the shell's chunks. */
  transform: ManifestTransform;
}

export function shellFiles(): ShellFiles {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'portail:shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      shell.clear();
      const add = (fileName: string) => {
        const output = bundle[fileName];
        if (!output || shell.has(fileName)) return;
        shell.add(fileName);
        if (output.type !== 'chunk') return;
        output.imports.forEach(add);
        output.viteMetadata?.importedCss.forEach(add);
        output.viteMetadata?.importedAssets.forEach(add);
      };
      for (const output of Object.values(bundle)) {
        // The page's first script (scripts/early-script.ts), an asset of its own.
        if (output.type === 'asset' && output.names.includes(EARLY_SCRIPT_NAME)) add(output.fileName);
        if (
          output.type === 'chunk' &&
          (output.isEntry || (output.facadeModuleId !== null && SHELL_MODULES.test(output.facadeModuleId)))
        )
          add(output.fileName);
      }
      if (![...shell].some((file) => file.endsWith('.js')))
        this.error('Aucun fichier JavaScript dans le socle du service worker.');
    },
  };
  const transform: ManifestTransform = (entries) => ({
    manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)),
    warnings: [],
  });
  return { plugin, transform };
}
