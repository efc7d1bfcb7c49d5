// A USB keyboard-wedge scanner at the kiosk types what it read as a burst of keys ending with Enter
// (wedgeDetector.ts tells it from a person). While enabled, a scan is handed over whether the focus is on
// the page, a button or the ticket field itself; keys typed in any other field are a person's, never a
// scan. The on-screen keyboard types through input events, not key events: it is never taken for one.
import { useEffect, useRef, type RefObject } from 'react';
import { createWedgeDetector, WEDGE_DEFAULTS, type WedgeOptions } from './wedgeDetector';

/** Where a person types text: inputs, text areas, editable content and react-aria's date segments. */
function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement)
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'range', 'color'].includes(
      element.type,
    );
  return (
    element instanceof HTMLElement &&
    (element.isContentEditable || element.getAttribute('role') === 'spinbutton')
  );
}

/**
 * `onScan` receives the text of each scan (a ticket number or not: the caller checks it). `field` is the
 * ticket number's input: a scan typed into it is still a scan (its Enter does not submit the form).
 */
export function useWedgeScanner(
  onScan: (code: string) => void,
  enabled: boolean,
  field?: RefObject<HTMLElement | null>,
  options: WedgeOptions = WEDGE_DEFAULTS,
): void {
  const latest = useRef(onScan);
  useEffect(() => {
    latest.current = onScan;
  });
  useEffect(() => {
    if (!enabled) return;
    const detector = createWedgeDetector(options);
    const onKeyDown = (event: KeyboardEvent) => {
      const focused = document.activeElement;
      if (focused !== field?.current && isTextEntry(focused)) {
        detector.reset();
        return;
      }
      // When the key was pressed (the input's own time), not when this page got to it: a kiosk busy
      // for a moment handles a scan's keys late and unevenly, and their gaps would pass for a person's.
      const time = event.timeStamp;
      if (event.key === 'Enter') {
        const code = detector.enter(time);
        if (code === null) return;
        // The scanner's Enter neither submits the form nor presses the focused button.
        event.preventDefault();
        event.stopPropagation();
        latest.current(code);
        return;
      }
      if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
        detector.character(event.key, time);
      else if (event.key !== 'Shift') detector.reset();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [enabled, field, options]);
}
