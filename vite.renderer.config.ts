// One renderer configuration for both homes: electron-vite's renderer build and the web build.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { compileHints } from './scripts/compile-hints.ts';
import { reactRouterProduction } from './scripts/react-router-production.ts';

/** The web build's chunk of the early configuration requests (vite.web.config.ts). */
export const EARLY_CHUNK = 'early';

export const rendererRoot = resolve(import.meta.dirname, 'src/renderer');

export const rendererConfig: UserConfig = {
  root: rendererRoot,
  // The entry (React, the router, the store, the shell) and the web's early chunk run whole at start:
  // compiled while they stream in.
  plugins: [
    react(),
    reactRouterProduction(),
    compileHints((chunk) => chunk.isEntry || chunk.name === EARLY_CHUNK),
  ],
  resolve: {
    alias: { '@shared': resolve(import.meta.dirname, 'src/shared') },
  },
  build: {
    // The bench reads the manifest to tell what the home route loads.
    manifest: true,
    sourcemap: false,
    // No modulepreload polyfill in home's entry (~0.35 Ko of gzip): Electron's Chromium and every browser
    // since Safari 17 preload natively, and where one does not, a route's chunks still load, one after
    // the other instead of together.
    modulePreload: { polyfill: false },
  },
};
