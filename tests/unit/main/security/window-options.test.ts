import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { createMainWindow, frameOptions } from '../../../../src/main/security/windowOptions';

class RecordingWindow {
  constructor(readonly options: BrowserWindowConstructorOptions) {}
}

const build = (mode: 'kiosk' | 'counter') =>
  createMainWindow(RecordingWindow, mode, '/app/preload.cjs').options;

describe('main window options', () => {
  it.each(['kiosk', 'counter'] as const)('%s mode keeps every security option on', (mode) => {
    expect(build(mode).webPreferences).toEqual({
      preload: '/app/preload.cjs',
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
      navigateOnDragDrop: false,
      safeDialogs: true,
      devTools: mode === 'counter',
      spellcheck: false,
    });
  });

  it('tells the preload of a kiosk with an operator PIN to expose the operator part, never a counter', () => {
    const kiosk = createMainWindow(RecordingWindow, 'kiosk', '/app/preload.cjs', true).options;
    expect(kiosk.webPreferences?.additionalArguments).toEqual(['--portail-operator-screen']);
    const counter = createMainWindow(RecordingWindow, 'counter', '/app/preload.cjs', true).options;
    expect(counter.webPreferences).not.toHaveProperty('additionalArguments');
    expect(build('kiosk').webPreferences).not.toHaveProperty('additionalArguments');
  });

  it('no option enables Blink features or loads a remote page', () => {
    for (const mode of ['kiosk', 'counter'] as const) {
      const options = build(mode);
      expect(options.webPreferences).not.toHaveProperty('enableBlinkFeatures');
      expect(options).not.toHaveProperty('url');
      expect(options.show).toBe(false);
    }
  });

  it('kiosk mode is fullscreen, kiosk, frameless and fixed, without devtools', () => {
    const options = build('kiosk');
    expect(options).toMatchObject({
      kiosk: true,
      fullscreen: true,
      frame: false,
      resizable: false,
      movable: false,
    });
    expect(options.webPreferences?.devTools).toBe(false);
  });

  it('counter mode is a normal window', () => {
    const options = build('counter');
    expect(options).toMatchObject({ width: 1280, height: 900 });
    expect(options.kiosk).toBeUndefined();
    expect(options.frame).toBeUndefined();
    expect(options.fullscreen).toBeUndefined();
    expect(frameOptions('counter')).toEqual({ width: 1280, height: 900, autoHideMenuBar: true });
  });
});
