// The on-screen keyboard with a keypad and a headset (the accessibility mode, EN 301 549 §5.1.6): a person
// who cannot see nor reach the screen types on it with Tab, the arrows and Enter. The keyboard is one Tab
// stop right after its field: Tab from the field enters it, the arrows move from key to key (up and down to
// the nearest key of the next row), Enter or Space types the key, Tab goes on to the control after the
// field, Shift+Tab and Escape go back to the field.
import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import type { TextField } from './textFields';

const TABBABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

const shown = (el: HTMLElement) => (typeof el.checkVisibility === 'function' ? el.checkVisibility() : true);

/** The control a Tab from `field` reaches in the page, the keyboard left aside. */
export function controlAfter(field: Element, keyboard: Element): HTMLElement | null {
  const candidates = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !keyboard.contains(el) &&
      !el.closest('[inert]') &&
      shown(el),
  );
  return (
    candidates.find((el) => field.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) ?? null
  );
}

type Position = { row: number; column: number };

const centre = (el: Element) => {
  const box = el.getBoundingClientRect();
  return box.left + box.width / 2;
};

/** The key an arrow leads to from `from` (rows of key buttons, as laid out). */
export function keyTowards(rows: HTMLElement[][], from: Position, key: string): Position | null {
  const row = rows[from.row];
  if (!row) return null;
  const flat = rows.flatMap((keys, r) => keys.map((_, c) => ({ row: r, column: c })));
  const index = flat.findIndex((p) => p.row === from.row && p.column === from.column);
  switch (key) {
    case 'ArrowLeft':
      return flat[(index - 1 + flat.length) % flat.length]!;
    case 'ArrowRight':
      return flat[(index + 1) % flat.length]!;
    case 'Home':
      return { row: from.row, column: 0 };
    case 'End':
      return { row: from.row, column: row.length - 1 };
    case 'ArrowUp':
    case 'ArrowDown': {
      const target = from.row + (key === 'ArrowUp' ? -1 : 1);
      const keys = rows[target];
      if (!keys || keys.length === 0) return null;
      const x = centre(row[from.column]!);
      let nearest = 0;
      keys.forEach((el, column) => {
        if (Math.abs(centre(el) - x) < Math.abs(centre(keys[nearest]!) - x)) nearest = column;
      });
      return { row: target, column: nearest };
    }
    default:
      return null;
  }
}

export type Keypad = {
  /** The key's tabIndex: one key is the keyboard's Tab stop; without a keypad, every key is. */
  tabIndex: (row: number, column: number) => number | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

export function useKeypad(
  keyboard: RefObject<HTMLElement | null>,
  field: TextField | null,
  enabled: boolean,
  layout: string,
): Keypad {
  const [active, setActive] = useState<Position & { layout: string }>({ layout, row: 0, column: 0 });
  const current = active.layout === layout ? active : { layout, row: 0, column: 0 };

  // Tab from the field enters the keyboard, as if the keyboard followed the field in the page.
  useEffect(() => {
    if (!enabled || !field) return;
    const onFieldKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Tab' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
      const stop = keyboard.current?.querySelector<HTMLElement>('.osk__key[tabindex="0"]');
      if (!stop) return;
      event.preventDefault();
      stop.focus();
    };
    const element: HTMLElement = field;
    element.addEventListener('keydown', onFieldKeyDown);
    return () => element.removeEventListener('keydown', onFieldKeyDown);
  }, [enabled, field, keyboard]);

  if (!enabled || !field) return { tabIndex: () => undefined, onKeyDown: () => undefined };

  const rows = () =>
    [...(keyboard.current?.querySelectorAll('.osk__row') ?? [])].map((row) => [
      ...row.querySelectorAll<HTMLElement>('.osk__key'),
    ]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Escape' || (event.key === 'Tab' && event.shiftKey)) {
      event.preventDefault();
      field.focus();
      return;
    }
    if (event.key === 'Tab') {
      event.preventDefault();
      const next = keyboard.current ? controlAfter(field, keyboard.current) : null;
      (next ?? field).focus();
      return;
    }
    const keys = rows();
    const row = keys.findIndex((r) => r.includes(event.target as HTMLElement));
    if (row === -1) return;
    const to = keyTowards(keys, { row, column: keys[row]!.indexOf(event.target as HTMLElement) }, event.key);
    if (!to) return;
    event.preventDefault();
    setActive({ layout, ...to });
    keys[to.row]?.[to.column]?.focus();
  };

  return {
    tabIndex: (row, column) => (row === current.row && column === current.column ? 0 : -1),
    onKeyDown,
  };
}
