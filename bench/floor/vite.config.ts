// The floor page's build (bench only): the portal's React plugin and build settings, its own root and base
// path, its output where paths.ts says (never in out/web, the portal and its precache, nor in out/, what
// Electron packages).
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressedCopies } from '../../scripts/compressed-copies.ts';
import { FLOOR_BASE, floorOutDir } from './paths.ts';

export default defineConfig({
  root: resolve(import.meta.dirname, 'app'),
  base: FLOOR_BASE,
  // The same brotli/gzip copies as the portal's build: both pages travel compressed, the comparison stays fair.
  plugins: [react(), compressedCopies()],
  build: {
    outDir: floorOutDir,
    emptyOutDir: true,
    sourcemap: false,
    // As the portal's build: no modulepreload polyfill.
    modulePreload: { polyfill: false },
  },
});
