// Issue 10 §3, defence in depth: on the kiosk a file input that would still reach the page opens no
// chooser (its click is cancelled, in a shadow root too), showPicker refuses, the FS Access pickers are gone.
import { describe, expect, it } from 'vitest';
import { Window as HappyWindow } from 'happy-dom';
import { blockFileChoosers } from '../../../src/renderer/src/platform/noFileChooser';

function kioskPage() {
  const view = new HappyWindow({ url: 'http://127.0.0.1:5180/home' });
  blockFileChoosers(view as unknown as Window & typeof globalThis);
  const doc = view.document as unknown as Document;
  const input = Object.assign(doc.createElement('input'), { type: 'file', id: 'piece' });
  const label = Object.assign(doc.createElement('label'), { htmlFor: 'piece' });
  const text = doc.createElement('input');
  const host = doc.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = '<input type="file">';
  doc.body.append(label, input, text, host);
  return { view, doc, input, label, text, hidden: root.querySelector('input')! };
}

const click = (target: HTMLElement) => {
  const event = new (target.ownerDocument.defaultView as unknown as typeof globalThis).MouseEvent('click', {
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  target.dispatchEvent(event);
  return event;
};

describe('blockFileChoosers (kiosk)', () => {
  it('cancels a click on a file input, in the page or in a shadow root, and nothing else hears it', () => {
    const { doc, input, hidden } = kioskPage();
    let heard = 0;
    doc.addEventListener('click', () => (heard += 1));
    expect(click(input).defaultPrevented).toBe(true);
    expect(click(hidden).defaultPrevented).toBe(true);
    expect(heard).toBe(0);
  });

  it('leaves every other control alone', () => {
    const { doc, text, label } = kioskPage();
    let heard = 0;
    doc.addEventListener('click', () => (heard += 1));
    expect(click(text).defaultPrevented).toBe(false);
    expect(click(doc.body).defaultPrevented).toBe(false);
    expect(heard).toBe(2);
    // The label's own click is not the chooser; the click it forwards to its file input is cancelled.
    expect(click(label).defaultPrevented).toBe(false);
  });

  it('showPicker refuses a file input; the File System Access pickers are gone', () => {
    const { view, input } = kioskPage();
    const prototype = view.HTMLInputElement.prototype as unknown as { showPicker?: () => void };
    if (prototype.showPicker) expect(() => input.showPicker()).toThrow('Aucun fichier ne peut être choisi');
    for (const name of ['showOpenFilePicker', 'showSaveFilePicker', 'showDirectoryPicker'])
      expect(typeof (view as unknown as Record<string, unknown>)[name]).not.toBe('function');
  });
});
