// On the station kiosk no file may ever be chosen: the OS Open dialog lets a customer browse the device
// (a classic way out of a kiosk) and pick local files such as the provisioned config. Components render
// no file input there (FileField); this also stops a chooser from any input that would still reach the
// page (a future component, a third-party widget, a shadow root) and removes the File System Access
// pickers.

const PICKERS = ['showOpenFilePicker', 'showSaveFilePicker', 'showDirectoryPicker'] as const;

const refusal = () => new DOMException('Aucun fichier ne peut être choisi sur la borne.', 'NotAllowedError');

function isFileInput(
  view: Window & typeof globalThis,
  target: EventTarget | undefined,
): target is HTMLInputElement {
  // The view's own HTMLElement: the one whose elements the listener hears (the same as the global one in
  // the app, not in a test that hands another window).
  return (
    target instanceof view.HTMLElement &&
    target.tagName === 'INPUT' &&
    (target as HTMLInputElement).type === 'file'
  );
}

export function blockFileChoosers(view: Window & typeof globalThis = window): void {
  // A click on a file input (tap, its label, Enter or Space, or script) opens the chooser unless it is
  // cancelled; composedPath()[0] is the input even inside an open shadow root.
  view.addEventListener(
    'click',
    (event) => {
      if (!isFileInput(view, event.composedPath()[0])) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
  const input = view.HTMLInputElement.prototype;
  const showPicker = input.showPicker as ((this: HTMLInputElement) => void) | undefined;
  if (showPicker) {
    Object.defineProperty(input, 'showPicker', {
      configurable: false,
      writable: false,
      value(this: HTMLInputElement) {
        if (this.type === 'file') throw refusal();
        showPicker.call(this);
      },
    });
  }
  for (const name of PICKERS) {
    if (!(name in view)) continue;
    Object.defineProperty(view, name, {
      configurable: false,
      writable: false,
      value: undefined,
    });
  }
}
