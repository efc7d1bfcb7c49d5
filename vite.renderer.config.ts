// One renderer configuration for both homes: electron-vite's renderer build and the web build.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { compileHints } from './scripts/compile-hints.ts';
import { reactRouterProduction } from './scripts/react-router-production.ts';

export const rendererRoot = resolve(import.meta.dirname, 'src/renderer');

export const rendererAlias = { '@shared': resolve(import.meta.dirname, 'src/shared') };

export const rendererConfig: UserConfig = {
  root: rendererRoot,
  // The entry (React, the router, the store, the shell) runs whole at start: compiled while it streams in.
  plugins: [react(), reactRouterProduction(), compileHints((chunk) => chunk.isEntry)],
  resolve: {
    alias: rendererAlias,
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
