// The test set-up's `selectionchange` (selectionchange.ts) behaves as a browser's: queued, once for many
// moves, never for a collapse to where the selection already is, so a listener that collapses it ends.
import { afterEach, describe, expect, it } from 'vitest';

const tick = () => new Promise((resolve) => setTimeout(resolve));

describe('selectionchange as browsers fire it', () => {
  const seen: string[] = [];
  const listener = () => seen.push(String(document.getSelection()?.anchorOffset));
  afterEach(() => {
    document.removeEventListener('selectionchange', listener);
    document.body.replaceChildren();
    seen.length = 0;
  });

  it('is queued after the moves, once, where the selection ended', async () => {
    const text = document.body.appendChild(document.createTextNode('abcdef'));
    document.addEventListener('selectionchange', listener);
    document.getSelection()!.collapse(text, 1);
    document.getSelection()!.collapse(text, 3);
    expect(seen).toEqual([]);
    await tick();
    expect(seen).toEqual(['3']);
  });

  it('is not fired again for a collapse to the same place, so a listener that collapses ends', async () => {
    const text = document.body.appendChild(document.createTextNode('abcdef'));
    let calls = 0;
    const collapsing = () => {
      calls += 1;
      document.getSelection()!.collapse(text, 2);
    };
    document.addEventListener('selectionchange', collapsing);
    document.getSelection()!.collapse(text, 2);
    for (let i = 0; i < 5; i += 1) await tick();
    document.removeEventListener('selectionchange', collapsing);
    expect(calls).toBe(1);
  });

  it('leaves the document’s other events as they were', () => {
    const clicks: Event[] = [];
    document.addEventListener('click', (event) => clicks.push(event), { once: true });
    expect(document.dispatchEvent(new Event('click'))).toBe(true);
    expect(clicks).toHaveLength(1);
  });
});
