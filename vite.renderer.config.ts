// One renderer configuration for both homes: electron-vite's renderer build and the web build.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

export const rendererRoot = resolve(import.meta.dirname, 'src/renderer');

export const rendererConfig: UserConfig = {
  root: rendererRoot,
  plugins: [react()],
  resolve: {
    alias: { '@shared': resolve(import.meta.dirname, 'src/shared') },
  },
  build: {
    // The bench reads the manifest to tell what the home route loads.
    manifest: true,
    sourcemap: false,
  },
};
