// happy-dom fires `selectionchange` at once, inside the call that moved the selection, and on every
// collapse even to the same place. A browser queues it as a task, once for any number of changes, and
// only when the selection moved (w3c.github.io/selection-api/#selectionchange-event). react-aria's date
// segments collapse the selection in their `selectionchange` listener: under happy-dom each collapse
// called the listener again until the stack overflowed, at every key typed in a date (a third of the
// CPU of the files that type dates). The document's `selectionchange` is made the browser's here.

interface Place {
  anchor: Node | null;
  anchorOffset: number;
  focus: Node | null;
  focusOffset: number;
}

const placeOf = (selection: Selection | null): Place => ({
  anchor: selection?.anchorNode ?? null,
  anchorOffset: selection?.anchorOffset ?? 0,
  focus: selection?.focusNode ?? null,
  focusOffset: selection?.focusOffset ?? 0,
});

const samePlace = (a: Place, b: Place) =>
  a.anchor === b.anchor &&
  a.anchorOffset === b.anchorOffset &&
  a.focus === b.focus &&
  a.focusOffset === b.focusOffset;

/** Queues the document's `selectionchange` as browsers do. */
export function queueSelectionChange(document: Document): void {
  const dispatch = document.dispatchEvent.bind(document);
  let announced = placeOf(document.getSelection());
  // The event happy-dom made, fired in the task: one of its own window's events.
  let queued: Event | null = null;
  document.dispatchEvent = (event: Event): boolean => {
    // The event on its way (happy-dom passes it through each target's dispatchEvent) goes on.
    if (event.type !== 'selectionchange' || event.eventPhase !== event.NONE) return dispatch(event);
    if (queued === null) {
      setTimeout(() => {
        const next = queued!;
        queued = null;
        const now = placeOf(document.getSelection());
        if (samePlace(now, announced)) return;
        announced = now;
        dispatch(next);
      });
    }
    queued = event;
    return true;
  };
}
