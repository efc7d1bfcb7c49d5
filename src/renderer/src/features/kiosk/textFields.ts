// Which focused elements get the on-screen keyboard, and which layout suits them.

export type TextField = HTMLInputElement | HTMLTextAreaElement;

export type LayoutKind = 'text' | 'email' | 'tel' | 'numeric' | 'decimal';

// Input types a person types text into; checkboxes, radios, dates, files and the like bring their own UI.
const TEXT_INPUT_TYPES = new Set(['text', 'email', 'tel', 'search', 'number', 'password', 'url']);

/** An editable text-like field: a text-like input or a textarea, neither read-only nor disabled. */
export function isTextField(target: EventTarget | null): target is TextField {
  if (target instanceof HTMLTextAreaElement) return !target.readOnly && !target.disabled;
  if (target instanceof HTMLInputElement) {
    return TEXT_INPUT_TYPES.has(target.type) && !target.readOnly && !target.disabled;
  }
  return false;
}

/** The layout for a field, from its type first and its inputmode hint next (as phone keyboards do). */
export function layoutKindOf(field: TextField): LayoutKind {
  const mode = field.getAttribute('inputmode')?.toLowerCase() ?? '';
  if (field.type === 'email' || mode === 'email') return 'email';
  if (field.type === 'tel' || mode === 'tel') return 'tel';
  // A number input drops any value that is not a valid number yet ('1.' or '-'), so it only gets digits.
  if (field.type === 'number' || mode === 'numeric') return 'numeric';
  if (mode === 'decimal') return 'decimal';
  return 'text';
}
