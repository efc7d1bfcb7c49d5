// Electron main entry: hands Electron's modules to startApp (src/main/startApp.ts), where the logic lives.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, session, shell } from 'electron';
import { startServer } from '../server/listen';
import { readStoredConfig } from './config/store';
import { startApp } from './startApp';

startApp({
  app,
  BrowserWindow,
  protocol,
  session,
  fetch: (input, init) => net.fetch(input instanceof URL ? input.href : input, init),
  shell,
  dialog,
  ipcMain,
  Menu,
  argv: process.argv,
  env: process.env,
  hostname: hostname(),
  versions: process.versions,
  paths: {
    renderer: join(import.meta.dirname, '../renderer'),
    preload: join(import.meta.dirname, '../preload/index.cjs'),
  },
  // config.json in the app's userData folder, where the operator provisions the device.
  readStoredConfig: () => readStoredConfig(),
  startEmbeddedServer: async (devices, counters) => {
    // The emulator's images and stand-in pages ship beside the bundle (electron-builder.yml "files").
    const { server, url } = await startServer({
      port: 0,
      assetsDir: join(import.meta.dirname, '../../src/server/assets'),
      devices,
      counters,
    });
    return { url, close: () => server.close() };
  },
  randomSecret: () => randomBytes(32).toString('hex'),
  log: (message) => console.error(message),
}).catch((error: unknown) => {
  console.error('Démarrage impossible :', error);
  app.exit(1);
});
