// Typing into a field the way the browser would, so React-controlled inputs see it: the native value
// setter (React's own setter on the element would swallow the change) then a bubbling 'input' event.
import type { TextField } from './textFields';

function setValue(field: TextField, value: string, inputType: string, data: string | null): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data }));
}

/** The selection, or the end of the value for types without one (email and number inputs). */
function selectionOf(field: TextField): { start: number; end: number; caret: boolean } {
  const { selectionStart, selectionEnd } = field;
  if (selectionStart === null || selectionEnd === null) {
    return { start: field.value.length, end: field.value.length, caret: false };
  }
  return { start: selectionStart, end: selectionEnd, caret: true };
}

function placeCaret(field: TextField, position: number): void {
  const at = Math.min(position, field.value.length);
  field.setSelectionRange(at, at);
}

const editable = (field: TextField) => field.isConnected && !field.disabled && !field.readOnly;

/**
 * Replaces the selection (or inserts at the caret) with `text`, cut to what maxLength still allows, and
 * leaves the caret after it. Returns false when nothing changed (field full, not editable).
 */
export function insertText(field: TextField, text: string): boolean {
  if (!editable(field) || text === '') return false;
  const { start, end, caret } = selectionOf(field);
  const value = field.value;
  const room = field.maxLength >= 0 ? field.maxLength - (value.length - (end - start)) : text.length;
  const typed = text.slice(0, Math.max(0, room));
  if (typed === '') return false;
  setValue(field, value.slice(0, start) + typed + value.slice(end), 'insertText', typed);
  if (caret) placeCaret(field, start + typed.length);
  return true;
}

/** Deletes the selection, or the character before the caret. Returns false when there was nothing to delete. */
export function deleteBackward(field: TextField): boolean {
  if (!editable(field)) return false;
  const { start, end, caret } = selectionOf(field);
  const value = field.value;
  let from = start;
  if (start === end) {
    if (start === 0) return false;
    // A character outside the BMP is two UTF-16 units: never leave half of it behind.
    const pair = start >= 2 && /[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(value.slice(start - 2, start));
    from = pair ? start - 2 : start - 1;
  }
  setValue(field, value.slice(0, from) + value.slice(end), 'deleteContentBackward', null);
  if (caret) placeCaret(field, from);
  return true;
}
