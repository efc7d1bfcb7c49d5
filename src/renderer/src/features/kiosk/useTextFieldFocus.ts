// Follows the focus to know which text field the on-screen keyboard types into, and when to show it.
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { afterPress, followPresses } from './afterPress';
import { isTextField, type TextField } from './textFields';

type FocusState = { field: TextField | null; dismissed: boolean };

export type TextFieldFocus = {
  /** The field to type into while the keyboard is shown; null when it is hidden. */
  field: TextField | null;
  /** 'Masquer le clavier': hidden until a text field is focused or the focused one is touched again. */
  dismiss: () => void;
};

/**
 * `keyboard` is the keyboard's own element: focus moving onto one of its keys (a keyboard user pressing
 * Tab) keeps the current field, since its keys still type into it.
 */
export function useTextFieldFocus(keyboard: RefObject<HTMLElement | null>): TextFieldFocus {
  const [state, setState] = useState<FocusState>({ field: null, dismissed: false });
  const inKeyboard = useCallback(
    (node: unknown) => node instanceof Node && !!keyboard.current?.contains(node),
    [keyboard],
  );

  useEffect(() => {
    followPresses();
    const closeUnlessTyping = () => {
      const now = document.activeElement;
      if (!isTextField(now) && !inKeyboard(now)) setState({ field: null, dismissed: false });
    };
    const follow = (target: EventTarget | null) => {
      if (isTextField(target)) setState({ field: target, dismissed: false });
      // Closed once the press that moved the focus is over; moved by Tab, at once.
      else if (!inKeyboard(target)) afterPress(closeUnlessTyping);
    };
    const onFocusIn = (event: FocusEvent) => follow(event.target);
    // Focus leaving to nothing (a tap on the page background) fires no focusin: look where it landed.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null) queueMicrotask(() => follow(document.activeElement));
    };
    // Touching the focused field again brings back a keyboard hidden with 'Masquer le clavier', or one
    // never shown for it: a field that had the focus before this listened (it took it as it mounted)
    // moves no focus when touched, and would otherwise never get its keyboard.
    const onPointerDown = (event: Event) => {
      const { target } = event;
      setState((current) => {
        if (current.dismissed && current.field === target) return { field: current.field, dismissed: false };
        if (current.field === null && isTextField(target) && target === document.activeElement)
          return { field: target, dismissed: false };
        return current;
      });
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    window.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      window.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [inKeyboard]);

  // A field removed from the page (the route changed) takes the keyboard with it; browsers do not
  // reliably fire focusout for a removed element.
  const { field } = state;
  useEffect(() => {
    if (!field) return;
    const observer = new MutationObserver(() => {
      if (!field.isConnected)
        setState((current) => (current.field === field ? { field: null, dismissed: false } : current));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [field]);

  const dismiss = useCallback(() => setState((current) => ({ ...current, dismissed: true })), []);
  return { field: state.dismissed ? null : state.field, dismiss };
}
