// Runs `work` in a task queued once the next frame is painted: what a press changes at once (its feedback)
// is shown by that frame, and heavier work (mounting a dialog) follows without holding it (INP, issue 16).
// A task queued from requestAnimationFrame runs after that frame's paint; a render started before the
// paint (useDeferredValue, a microtask) could still hold it. Returns a cancel for an unmount meanwhile.
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
