import { describe, expect, it } from 'vitest';
import { windowOptions } from '../../../src/main/security/windowOptions';

describe('window options', () => {
  it.each(['kiosk', 'counter'] as const)('%s mode keeps every security option on', (mode) => {
    const prefs = windowOptions(mode, '/app/preload.cjs').webPreferences!;
    expect(prefs).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      preload: '/app/preload.cjs',
    });
  });

  it('kiosk mode is fullscreen, frameless and without devtools', () => {
    const options = windowOptions('kiosk', 'p');
    expect(options).toMatchObject({ kiosk: true, fullscreen: true, frame: false });
    expect(options.webPreferences?.devTools).toBe(false);
  });

  it('counter mode is a normal window', () => {
    const options = windowOptions('counter', 'p');
    expect(options.kiosk).toBeUndefined();
    expect(options.frame).toBeUndefined();
    expect(options.webPreferences?.devTools).toBe(true);
  });
});
