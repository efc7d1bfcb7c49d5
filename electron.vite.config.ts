import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { rendererConfig } from './vite.renderer.config.ts';

export default defineConfig({
  main: {
    build: {
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      // Sandboxed preloads must be a single CommonJS file.
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    ...rendererConfig,
    build: {
      ...rendererConfig.build,
      // electron-vite leaves the renderer unminified; kiosks run on cheap hardware, so parse less (~1 MB → ~0.45 MB).
      minify: true,
      rollupOptions: { input: resolve(import.meta.dirname, 'src/renderer/index.html') },
    },
  },
});
