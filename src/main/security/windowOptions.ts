// Window options per mode. Security options are fixed whatever the mode (DESIGN "Electron security").
import type { BrowserWindowConstructorOptions } from 'electron';

export type WindowMode = 'kiosk' | 'counter';

export function windowOptions(mode: WindowMode, preloadPath: string): BrowserWindowConstructorOptions {
  const webPreferences = {
    preload: preloadPath,
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    devTools: mode !== 'kiosk',
    spellcheck: false,
  };
  if (mode === 'kiosk') {
    return {
      kiosk: true,
      fullscreen: true,
      frame: false,
      autoHideMenuBar: true,
      show: false,
      webPreferences,
    };
  }
  return { width: 1280, height: 900, autoHideMenuBar: true, show: false, webPreferences };
}
