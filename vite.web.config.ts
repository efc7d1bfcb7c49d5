// The web portal (PWA) build: same renderer, served by the back office (or its emulator) at the site root.
import { resolve } from 'node:path';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { rendererConfig } from './vite.renderer.config.ts';

export const webOutDir = resolve(import.meta.dirname, 'out/web');

/** The early configuration requests (app/config/startEarlyConfig.ts) and what they need, in a chunk of
 * their own. */
const EARLY_CHUNK = 'early';

/**
 * The page runs that chunk as soon as it has it (an async module script): the requests leave while the
 * entry still downloads and compiles, and their answers are read while the main thread waits for it,
 * instead of after the entry's long first run. The entry imports the same chunk: one module, run once.
 */
function earlyScript(): Plugin {
  return {
    name: 'portail:early-script',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const early = Object.values(bundle ?? {}).find(
          (chunk) => chunk.type === 'chunk' && chunk.name === EARLY_CHUNK,
        );
        if (!early) return [];
        const src = `/${early.fileName}`;
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

export default defineConfig(
  mergeConfig(rendererConfig, {
    base: '/',
    plugins: [earlyScript()],
    build: {
      outDir: webOutDir,
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: EARLY_CHUNK, test: /[\\/]app[\\/]config[\\/]startEarlyConfig\.ts$/, priority: 2 },
              // What the entry imports statically ships in the entry chunk (as Rollup did): Rolldown can split a
              // common chunk out of it (rolldown#10731), one more request and ~0.6 Ko of gzip for home.
              { name: 'index', tags: ['$initial'], priority: 1 },
            ],
          },
        },
      },
    },
  }),
);
