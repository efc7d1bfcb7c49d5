// Kiosk mode only: the customer cannot reload, open the developer tools, zoom, leave or close the app
// from a keyboard, nor download files onto the device. Menu shortcuts are swallowed too: preventing
// `before-input-event` also stops the application menu's accelerators.

export interface KeyInput {
  type: string;
  key: string;
  /** The physical key ('Equal', 'NumpadAdd'...), whatever the keyboard layout. */
  code: string;
  control: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

const ALWAYS_BLOCKED = new Set([
  'F5',
  'F11',
  'F12',
  'BrowserBack',
  'BrowserForward',
  'BrowserRefresh',
  'BrowserHome',
  'BrowserSearch',
]);
/** With Ctrl (Cmd): reload, close, quit, print, save, open, new window/tab, view source. */
const CONTROL_BLOCKED = new Set(['r', 'w', 'q', 'p', 's', 'o', 'n', 't', 'u', 'F4']);
/** With Ctrl+Shift: hard reload, developer tools, inspector, console. */
const CONTROL_SHIFT_BLOCKED = new Set(['r', 'i', 'j', 'c', 'Delete']);
/** With Ctrl (Cmd): zoom in, out and reset, by the character typed or by the physical key. */
const ZOOM_KEYS = new Set(['+', '-', '=', '_', '0']);
const ZOOM_CODES = new Set(['Equal', 'Minus', 'Digit0', 'NumpadAdd', 'NumpadSubtract', 'Numpad0']);
/** With Alt: close window, history back and forward. */
const ALT_BLOCKED = new Set(['F4', 'ArrowLeft', 'ArrowRight', 'Home']);

export function isBlockedKioskShortcut(input: KeyInput): boolean {
  if (input.type !== 'keyDown' && input.type !== 'rawKeyDown') return false;
  // Letters by the character typed (the layout's, as the menu accelerators see them), in lower case.
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (ALWAYS_BLOCKED.has(key)) return true;
  const control = input.control || input.meta;
  if (control && input.shift && CONTROL_SHIFT_BLOCKED.has(key)) return true;
  if (control && (CONTROL_BLOCKED.has(key) || ZOOM_KEYS.has(key) || ZOOM_CODES.has(input.code))) return true;
  return input.alt && ALT_BLOCKED.has(key);
}

export interface LockableContents {
  on(
    event: 'before-input-event',
    listener: (event: { preventDefault(): void }, input: KeyInput) => void,
  ): unknown;
  on(event: 'devtools-opened' | 'did-navigate', listener: () => void): unknown;
  on(event: 'zoom-changed', listener: (event: unknown, direction: string) => void): unknown;
  closeDevTools(): void;
  setVisualZoomLevelLimits(minimumLevel: number, maximumLevel: number): Promise<void>;
  setZoomFactor(factor: number): void;
}

export function lockKioskContents(contents: LockableContents): void {
  contents.on('before-input-event', (event, input) => {
    if (isBlockedKioskShortcut(input)) event.preventDefault();
  });
  // The layout is made for the kiosk's screen at 100 %: no pinch zoom, and the factor put back should
  // anything change it (Ctrl + wheel asks through zoom-changed; Chromium keeps zoom per site).
  void contents.setVisualZoomLevelLimits(1, 1).catch(() => undefined);
  const pin = () => contents.setZoomFactor(1);
  pin();
  contents.on('zoom-changed', pin);
  contents.on('did-navigate', pin);
  // devTools is off in the kiosk's webPreferences; should they open anyway, they close at once.
  contents.on('devtools-opened', () => contents.closeDevTools());
}

export interface ClosableWindow {
  on(event: 'close', listener: (event: { preventDefault(): void }) => void): unknown;
}

/** The window manager's close (Alt+F4, a gesture) is refused; quitting the app still closes it. */
export function keepKioskWindowOpen(window: ClosableWindow, isQuitting: () => boolean): void {
  window.on('close', (event) => {
    if (!isQuitting()) event.preventDefault();
  });
}

export interface DownloadSession {
  on(event: 'will-download', listener: (event: { preventDefault(): void }) => void): unknown;
}

/** Nothing a customer does may write a file on the kiosk (receipts are printed, never downloaded). */
export function refuseDownloads(session: DownloadSession): void {
  session.on('will-download', (event) => event.preventDefault());
}
