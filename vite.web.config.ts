// The web portal (PWA) build: same renderer, served by the back office (or its emulator) at the site root.
import { resolve } from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import { rendererConfig } from './vite.renderer.config.ts';

export const webOutDir = resolve(import.meta.dirname, 'out/web');

export default defineConfig(
  mergeConfig(rendererConfig, {
    base: '/',
    build: {
      outDir: webOutDir,
      emptyOutDir: true,
      rolldownOptions: {
        // What the entry imports statically ships in the entry chunk (as Rollup did): Rolldown can split a
        // common chunk out of it (rolldown#10731), one more request and ~0.6 Ko of gzip for home.
        output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
      },
    },
  }),
);
