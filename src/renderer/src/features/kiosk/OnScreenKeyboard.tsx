// The kiosk's on-screen keyboard (DESIGN "Kiosk behaviour": the OS touch keyboard is unreliable in kiosk
// mode). Hand-written: simple-keyboard draws keys as unfocusable divs without roles (its issue #907), so a
// screen reader or a keyboard could not use them. Every key here is a real button with a name in the
// current language, at least 44 px, and pressing one never takes the focus from the field it types into. In
// the accessibility mode its action keys have rows of their own (their names at 200 % would not fit beside
// the letters) and it is used with a keypad: one Tab stop after its field, crossed with the arrows
// (useKeypad).
import { useId, useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import { enKiosk } from '../../i18n/en/kiosk';
import { frKiosk } from '../../i18n/fr/kiosk';
import { actionsApart, DOMAIN_PAGE, LAYOUTS, keyText, type KeyAction, type KeySpec } from './keyboardLayout';
import { layoutKindOf } from './textFields';
import { deleteBackward, insertText } from './typeInto';
import { useKeyboardRoom } from './useKeyboardRoom';
import { useKeypad } from './useKeypad';
import { useTextFieldFocus } from './useTextFieldFocus';
import './kiosk.css';
import { useCatalog } from '../../i18n/language';

/** Each action key's icon; its label is the catalogue's entry of the same name. */
const ACTION_ICONS: Readonly<Record<KeyAction, string>> = {
  shift: '⇧',
  capsLock: '⇪',
  backspace: '⌫',
  hide: '⌨',
  domains: '@…',
  letters: 'abc',
};

/** Marks a modal that has its own keyboard (<OnScreenKeyboard own />). */
export const OWN_KEYBOARD = 'data-own-keyboard';

// A press that began on a key must not move the focus out of the field (mouse and touch alike).
const keepFocus = (event: SyntheticEvent) => event.preventDefault();

/**
 * Mount once in the kiosk layout; it shows itself when a text field gets the focus. `accessible`: the
 * accessibility mode's keyboard (large text, operated with Tab, the arrows and Enter).
 */
export function OnScreenKeyboard({
  accessible = false,
  own = false,
}: {
  accessible?: boolean;
  /**
   * The own keyboard of a modal marked OWN_KEYBOARD (the page's is inert behind it): it serves that
   * modal's fields only, and the page's keyboard serves every other field.
   */
  own?: boolean;
}) {
  const k = useCatalog(frKiosk, enKiosk).keyboard;
  const keyboard = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const { field: focused, dismiss } = useTextFieldFocus(keyboard);
  const field = focused && (focused.closest(`[${OWN_KEYBOARD}]`) !== null) === own ? focused : null;
  const [shift, setShift] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  useKeyboardRoom(keyboard, field);
  const kind = field ? layoutKindOf(field) : 'text';
  // The mode's page of domain keys, for the field it was opened on only.
  const [domainsFor, setDomainsFor] = useState<Element | null>(null);
  const domainPage = accessible && kind === 'email' && field !== null && domainsFor === field;
  const keys = useKeypad(keyboard, field, accessible, domainPage ? 'domains' : kind);
  // A keypad user whose key left with its page goes on from the new page's first key.
  const pageFocus = useRef(false);
  useLayoutEffect(() => {
    if (!pageFocus.current) return;
    pageFocus.current = false;
    keyboard.current?.querySelector<HTMLElement>('.osk__key[tabindex="0"]')?.focus();
  }, [domainPage]);

  if (!field) return null;
  const rows = domainPage ? DOMAIN_PAGE : accessible ? actionsApart(LAYOUTS[kind]) : LAYOUTS[kind];
  const upperCase = shift !== capsLock;
  const turnPage = (to: Element | null) => {
    pageFocus.current = !!keyboard.current?.contains(document.activeElement);
    setDomainsFor(to);
  };

  const press = (key: KeySpec) => {
    if (key.kind === 'insert') {
      if (insertText(field, keyText(key.text, upperCase))) setShift(false);
      // A domain ends the address: back to the letters, to check or correct it.
      if (domainPage) turnPage(null);
      return;
    }
    switch (key.action) {
      case 'domains':
        turnPage(field);
        break;
      case 'letters':
        turnPage(null);
        break;
      case 'backspace':
        deleteBackward(field);
        break;
      case 'shift':
        setShift((on) => !on);
        break;
      case 'capsLock':
        setCapsLock((on) => !on);
        setShift(false);
        break;
      case 'hide':
        // A keyboard user on the hide key would otherwise be left with the focus on a removed button.
        if (keyboard.current?.contains(document.activeElement)) field.focus();
        setDomainsFor(null);
        dismiss();
        break;
    }
  };

  // A named region (landmark): it lies outside the page's main and footer, and a screen reader user can
  // go to it directly; axe's 'region' rule asks that every content be in a landmark. react-aria hides
  // everything outside an open list or dialog from screen readers; the keyboard that types into its field
  // is kept (a combo box's list is open while its stop is typed).
  return (
    <section
      ref={keyboard}
      className={`osk osk--${kind}`}
      aria-label={k.label}
      aria-describedby={accessible ? hintId : undefined}
      // The speech output says the keyboard's name and how to use it when the focus enters it.
      data-speech-context={accessible ? '' : undefined}
      data-react-aria-top-layer
      onPointerDown={keepFocus}
      onMouseDown={keepFocus}
      onKeyDown={keys.onKeyDown}
    >
      {accessible ? (
        <p id={hintId} className="visually-hidden">
          {k.keypadHint}
        </p>
      ) : null}
      {rows.map((row, index) => (
        <div key={index} className="osk__row">
          {row.map((key, column) => (
            <Key
              key={key.kind === 'insert' ? `t${key.text}` : key.action}
              spec={key}
              upperCase={upperCase}
              pressed={key.kind === 'action' ? pressedState(key.action, shift, capsLock) : undefined}
              tabIndex={keys.tabIndex(index, column)}
              onPress={press}
            />
          ))}
        </div>
      ))}
    </section>
  );
}

/** Shift and caps lock are toggles: aria-pressed tells a screen reader whether they are on. */
function pressedState(action: KeyAction, shift: boolean, capsLock: boolean) {
  if (action === 'shift') return shift;
  if (action === 'capsLock') return capsLock;
  return undefined;
}

type KeyProps = {
  spec: KeySpec;
  upperCase: boolean;
  pressed: boolean | undefined;
  tabIndex: number | undefined;
  onPress: (key: KeySpec) => void;
};

function Key({ spec, upperCase, pressed, tabIndex, onPress }: KeyProps) {
  const k = useCatalog(frKiosk, enKiosk).keyboard;
  if (spec.kind === 'action') {
    const icon = ACTION_ICONS[spec.action];
    const label = k[spec.action];
    return (
      <button
        type="button"
        className={`osk__key osk__key--action osk__key--${spec.action}`}
        aria-pressed={pressed}
        tabIndex={tabIndex}
        onClick={() => onPress(spec)}
      >
        <span className="osk__icon" aria-hidden="true">
          {icon}
        </span>
        <span className="osk__label">{label}</span>
      </button>
    );
  }
  const text = keyText(spec.text, upperCase);
  const size = spec.size ? ` osk__key--${spec.size}` : '';
  // Symbols get a spoken name; letters and digits are their own name; the space bar shows its name.
  const visible = spec.text === ' ' ? k.space : text;
  return (
    <button
      type="button"
      className={`osk__key${size}`}
      aria-label={k.symbolNames[spec.text]}
      tabIndex={tabIndex}
      onClick={() => onPress(spec)}
    >
      {visible}
    </button>
  );
}
