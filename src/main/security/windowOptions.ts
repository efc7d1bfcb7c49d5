// The main window. Security options are fixed whatever the mode (DESIGN "Electron security"); they are
// written as one literal at the `new BrowserWindow` call so the electronegativity scan can read them.
import type { BrowserWindowConstructorOptions } from 'electron';
import { OPERATOR_SCREEN_ARGUMENT, type DeviceMode } from '../../shared/kiosk-bridge';
import { TILL_ARGUMENT } from '../../shared/till-bridge';

export type WindowMode = DeviceMode;

export type BrowserWindowClass<W> = new (options: BrowserWindowConstructorOptions) => W;

/** Kiosk: fullscreen, kiosk and frameless; counter: a normal window. */
export function frameOptions(mode: WindowMode): BrowserWindowConstructorOptions {
  if (mode === 'kiosk') {
    return {
      kiosk: true,
      fullscreen: true,
      frame: false,
      resizable: false,
      movable: false,
      minimizable: false,
      autoHideMenuBar: true,
    };
  }
  return { width: 1280, height: 900, autoHideMenuBar: true };
}

export function createMainWindow<W>(
  BrowserWindow: BrowserWindowClass<W>,
  mode: WindowMode,
  preloadPath: string,
  /** The operator channels are registered: the preload exposes window.kiosk.operator (kiosk only). */
  operatorScreen = false,
  /** The till channels are registered: the preload exposes window.kiosk.till (counter only). */
  tillScreen = false,
): W {
  const additionalArguments = [
    ...(operatorScreen && mode === 'kiosk' ? [OPERATOR_SCREEN_ARGUMENT] : []),
    ...(tillScreen && mode === 'counter' ? [TILL_ARGUMENT] : []),
  ];
  return new BrowserWindow({
    ...frameOptions(mode),
    // Shown once the first page is painted (no white flash on the kiosk).
    show: false,
    webPreferences: {
      // Reviewed: the preload only exposes window.kiosk through contextBridge, never Node nor ipcRenderer.
      preload: preloadPath, // eng-disable PRELOAD_JS_CHECK
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      // Middle click would open links in new windows; dropping a file would navigate to it.
      disableBlinkFeatures: 'Auxclick',
      navigateOnDragDrop: false,
      safeDialogs: true,
      devTools: mode !== 'kiosk',
      spellcheck: false,
      ...(additionalArguments.length > 0 ? { additionalArguments } : {}),
    },
  });
}
