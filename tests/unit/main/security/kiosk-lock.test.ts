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
    code: '',
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

  it.each<[string, Partial<KeyInput>]>([
    ['Ctrl and +', { key: '+', code: 'Equal', control: true, shift: true }],
    ['Ctrl and =', { key: '=', code: 'Equal', control: true }],
    ['Ctrl and -', { key: '-', code: 'Minus', control: true }],
    ['Ctrl and _', { key: '_', code: 'Minus', control: true, shift: true }],
    ['Ctrl and 0', { key: '0', code: 'Digit0', control: true }],
    ['Ctrl and à (0 of an AZERTY keyboard)', { key: 'à', code: 'Digit0', control: true }],
    ['Ctrl and ) (- of an AZERTY keyboard)', { key: ')', code: 'Minus', control: true }],
    ['Ctrl and numpad +', { key: '+', code: 'NumpadAdd', control: true }],
    ['Ctrl and numpad -', { key: '-', code: 'NumpadSubtract', control: true }],
    ['Ctrl and numpad 0', { key: '0', code: 'Numpad0', control: true }],
    ['Cmd and =', { key: '=', code: 'Equal', meta: true }],
  ])('zoom: %s is swallowed', (_name, input) => {
    const base: KeyInput = {
      type: 'keyDown',
      key: '',
      code: '',
      control: false,
      meta: false,
      alt: false,
      shift: false,
    };
    expect(isBlockedKioskShortcut({ ...base, ...input })).toBe(true);
  });

  it.each<[string, Partial<KeyInput>]>([
    ['+', { key: '+', code: 'NumpadAdd' }],
    ['-', { key: '-', code: 'Minus' }],
    ['0', { key: '0', code: 'Digit0', shift: true }],
    ['=', { key: '=', code: 'Equal' }],
  ])('typing %s without Ctrl still reaches the page', (_name, input) => {
    const base: KeyInput = {
      type: 'keyDown',
      key: '',
      code: '',
      control: false,
      meta: false,
      alt: false,
      shift: false,
    };
    expect(isBlockedKioskShortcut({ ...base, ...input })).toBe(false);
  });

  it('zoom stays at 100 %: no pinch zoom, factor pinned, and put back should anything change it', () => {
    const contents = new FakeWebContents();
    lockKioskContents(contents);
    expect(contents.setVisualZoomLevelLimits).toHaveBeenCalledWith(1, 1);
    expect(contents.setZoomFactor).toHaveBeenCalledWith(1);
    contents.setZoomFactor.mockClear();
    // Ctrl + wheel (or a pinch on a touch pad) asks for a zoom change.
    contents.emit('zoom-changed', fakeEvent(), 'in');
    expect(contents.setZoomFactor).toHaveBeenCalledWith(1);
    contents.emit('did-navigate');
    expect(contents.setZoomFactor).toHaveBeenCalledTimes(2);
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
