// What the speech output says of a focused element, in a screen reader's order: its accessible name, its
// role, its value, its states, then its description (an error tied by aria-describedby, a hint). Names and
// descriptions come from dom-accessibility-api (the W3C accname algorithm Testing Library uses), never
// from a hand-written half of it.
import { computeAccessibleDescription, computeAccessibleName, getRole } from 'dom-accessibility-api';
import type { AccessibilityWords } from '../../../i18n/fr/accessibility';

const TEXT_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);
const CHECKABLE_ROLES = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);
/** Inputs whose value is text a person typed (not a checkbox's, a button's or a password's). */
const TEXT_INPUT_TYPES = new Set(['text', 'email', 'tel', 'search', 'number', 'url']);

const attribute = (el: Element, name: string) => el.getAttribute(name);

function headingLevel(el: Element): number {
  const aria = Number(attribute(el, 'aria-level'));
  if (aria > 0) return aria;
  const match = /^h([1-6])$/i.exec(el.tagName);
  return match ? Number(match[1]) : 2;
}

function roleText(el: Element, role: string | null, words: AccessibilityWords): string | null {
  if (role === 'heading') return words.heading(headingLevel(el));
  return role ? (words.roles[role] ?? null) : null;
}

/** The value a person hears: what a field holds, the option a list shows, a counter's value. */
export function valueOf(el: Element, role: string | null): string | null {
  if (el instanceof HTMLSelectElement) return el.options[el.selectedIndex]?.text.trim() || null;
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
    // A password is never said aloud in a station.
    if (el instanceof HTMLInputElement && !TEXT_INPUT_TYPES.has(el.type)) return null;
    return el.value.trim() || null;
  }
  if (role === 'spinbutton' || role === 'slider' || role === 'progressbar') {
    return attribute(el, 'aria-valuetext') ?? attribute(el, 'aria-valuenow');
  }
  return null;
}

function checkedState(el: Element, words: AccessibilityWords): string | null {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    if (el.indeterminate) return words.states.mixed;
    return el.checked ? words.states.checked : words.states.unchecked;
  }
  const aria = attribute(el, 'aria-checked');
  if (aria === 'mixed') return words.states.mixed;
  if (aria === 'true') return words.states.checked;
  return words.states.unchecked;
}

const isDisabled = (el: Element) =>
  attribute(el, 'aria-disabled') === 'true' || (el as HTMLButtonElement).disabled === true;

/** The states said after the value: checked, pressed, expanded, selected, current, required, invalid… */
export function statesOf(el: Element, role: string | null, words: AccessibilityWords): string[] {
  const { states } = words;
  const said: string[] = [];
  if (role && CHECKABLE_ROLES.has(role)) said.push(checkedState(el, words)!);
  const pressed = attribute(el, 'aria-pressed');
  if (pressed === 'true') said.push(states.pressed);
  else if (pressed === 'false') said.push(states.notPressed);
  else if (pressed === 'mixed') said.push(states.mixed);
  const expanded = attribute(el, 'aria-expanded');
  if (expanded === 'true') said.push(states.expanded);
  else if (expanded === 'false') said.push(states.collapsed);
  if (attribute(el, 'aria-selected') === 'true') said.push(states.selected);
  const current = attribute(el, 'aria-current');
  if (current && current !== 'false') said.push(words.current[current] ?? words.current.true!);
  if (isDisabled(el)) said.push(states.disabled);
  if ((el as HTMLInputElement).readOnly === true && role && TEXT_ROLES.has(role)) said.push(states.readOnly);
  if ((el as HTMLInputElement).required === true || attribute(el, 'aria-required') === 'true')
    said.push(states.required);
  const invalid = attribute(el, 'aria-invalid');
  if (invalid && invalid !== 'false') said.push(states.invalid);
  return said;
}

/** "Adresse e-mail, zone de texte, leo@exemple.fr, obligatoire, non valide, L’adresse e-mail n’est pas valide." */
export function describeControl(el: Element, words: AccessibilityWords): string {
  const role = getRole(el);
  const name = computeAccessibleName(el).trim();
  const parts = [name, roleText(el, role, words)];
  const value = valueOf(el, role);
  // A text field's empty value is said, so a person knows there is something to type.
  if (value !== null && value !== name) parts.push(value);
  else if (el instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(el.type) && el.value === '')
    parts.push(words.states.empty);
  parts.push(...statesOf(el, role, words));
  const description = computeAccessibleDescription(el).trim();
  if (description && description !== name) parts.push(description);
  return parts.filter((part): part is string => !!part).join(', ');
}
