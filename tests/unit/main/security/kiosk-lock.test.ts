import { describe, expect, it } from 'vitest';
import {
  isBlockedKioskShortcut,
  keepKioskWindowOpen,
  lockKioskContents,
  refuseDownloads,
  type KeyInput,
} from '../../../../src/main/security/kioskLock';
import { fakeEvent, FakeEmitter, FakeWebContents } from '../fake-electron';

function key(spec: string, type = 'keyDown'): KeyInput {
  const parts = spec.split('+');
  const name = parts.at(-1)!;
  return {
    type,
    key: name,
    control: parts.includes('Ctrl'),
    meta: parts.includes('Cmd'),
    alt: parts.includes('Alt'),
    shift: parts.includes('Shift'),
  };
}

describe('kiosk shortcuts', () => {
  it.each([
    'F5',
    'Ctrl+r',
    'Ctrl+Shift+R',
    'Cmd+r',
    'F12',
    'Ctrl+Shift+I',
    'Ctrl+Shift+J',
    'Ctrl+Shift+C',
    'Alt+F4',
    'Ctrl+F4',
    'Ctrl+w',
    'Ctrl+q',
    'F11',
    'Ctrl+p',
    'Ctrl+s',
    'Ctrl+o',
    'Ctrl+n',
    'Ctrl+t',
    'Ctrl+u',
    'Alt+ArrowLeft',
    'Alt+ArrowRight',
    'BrowserBack',
    'BrowserRefresh',
  ])('%s is swallowed', (spec) => {
    expect(isBlockedKioskShortcut(key(spec))).toBe(true);
  });

  it.each([
    'a',
    'Shift+A',
    'Enter',
    'Tab',
    'Shift+Tab',
    'Backspace',
    'ArrowLeft',
    'Escape',
    ' ',
    'é',
    'Ctrl+a',
    'Ctrl+c',
    'Ctrl+v',
    'Ctrl+z',
  ])('%s still reaches the page', (spec) => {
    expect(isBlockedKioskShortcut(key(spec))).toBe(false);
  });

  it('only key presses are looked at', () => {
    expect(isBlockedKioskShortcut(key('F5', 'keyUp'))).toBe(false);
    expect(isBlockedKioskShortcut(key('F5', 'rawKeyDown'))).toBe(true);
  });

  it('before-input-event prevents the blocked ones only (menu accelerators included)', () => {
    const contents = new FakeWebContents();
    lockKioskContents(contents);
    const blocked = fakeEvent();
    contents.emit('before-input-event', blocked, key('Ctrl+r'));
    const typed = fakeEvent();
    contents.emit('before-input-event', typed, key('r'));
    expect(blocked.preventDefault).toHaveBeenCalledOnce();
    expect(typed.preventDefault).not.toHaveBeenCalled();
  });

  it('developer tools close as soon as they open', () => {
    const contents = new FakeWebContents();
    lockKioskContents(contents);
    contents.emit('devtools-opened');
    expect(contents.closeDevTools).toHaveBeenCalledOnce();
  });
});

describe('kiosk window', () => {
  it('refuses to close unless the app is quitting', () => {
    const window = new FakeEmitter();
    let quitting = false;
    keepKioskWindowOpen(window, () => quitting);
    const refused = fakeEvent();
    window.emit('close', refused);
    expect(refused.preventDefault).toHaveBeenCalledOnce();
    quitting = true;
    const accepted = fakeEvent();
    window.emit('close', accepted);
    expect(accepted.preventDefault).not.toHaveBeenCalled();
  });

  it('refuses every download', () => {
    const session = new FakeEmitter();
    refuseDownloads(session);
    const event = fakeEvent();
    session.emit('will-download', event, {}, {});
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });
});
