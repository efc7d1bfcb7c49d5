// Makes room for the docked keyboard so it never covers the field being typed into: the page shrinks
// above the keyboard (kiosk-layout.css), then the field is scrolled to the top of what is left.
import { useLayoutEffect, type RefObject } from 'react';
import type { TextField } from './textFields';

export const KEYBOARD_OPEN_CLASS = 'osk-open';
export const KEYBOARD_HEIGHT_VAR = '--osk-height';

export function useKeyboardRoom(keyboard: RefObject<HTMLElement | null>, field: TextField | null): void {
  useLayoutEffect(() => {
    const element = keyboard.current;
    if (!element || !field) return;
    const root = document.documentElement;
    const fit = () => {
      root.style.setProperty(KEYBOARD_HEIGHT_VAR, `${Math.ceil(element.getBoundingClientRect().height)}px`);
      // The field with its label at the top of the room left: what follows it (the terms, the next field)
      // shows above the keyboard too (issue 24 item 3).
      (field.closest<HTMLElement>('.field') ?? field).scrollIntoView({ block: 'start' });
    };
    root.classList.add(KEYBOARD_OPEN_CLASS);
    fit();
    // The height changes with the layout (letters, e-mail, digits) and with the window; the room left
    // (the page's scrolling box) settles a frame or two later: a field scrolled up against a taller box
    // stopped short, the terms below it left under the keyboard.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(element);
    const room = field.closest<HTMLElement>('main');
    if (room) observer?.observe(room);
    return () => {
      observer?.disconnect();
      root.classList.remove(KEYBOARD_OPEN_CLASS);
      root.style.removeProperty(KEYBOARD_HEIGHT_VAR);
    };
  }, [keyboard, field]);
}
