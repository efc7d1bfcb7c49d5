import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState, type InputHTMLAttributes } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OnScreenKeyboard } from '../../../src/renderer/src/features/kiosk/OnScreenKeyboard';
import { LAYOUTS } from '../../../src/renderer/src/features/kiosk/keyboardLayout';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  initial?: string;
  onValue?: (value: string) => void;
};

// A React-controlled input, as the payment and address forms have: its value only changes through onChange.
function ControlledField({ initial = '', onValue, ...input }: FieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <label>
      Champ
      <input
        {...input}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onValue?.(event.target.value);
        }}
      />
    </label>
  );
}

function setup(props: FieldProps = {}) {
  const onValue = vi.fn();
  const user = userEvent.setup();
  const { unmount } = render(
    <>
      <ControlledField onValue={onValue} {...props} />
      <button type="button">Autre bouton</button>
      <OnScreenKeyboard />
    </>,
  );
  const input = screen.getByLabelText('Champ') as HTMLInputElement;
  return { user, input, onValue, unmount };
}

const keyboard = () => screen.queryByRole('region', { name: 'Clavier virtuel' });
const key = (name: string) => within(keyboard()!).getByRole('button', { name });

afterEach(() => vi.restoreAllMocks());

describe('on-screen keyboard (DESIGN "Kiosk behaviour": a keyboard for every text field)', () => {
  it('appears when a text field gets the focus, and not before', async () => {
    const { user, input } = setup();
    expect(keyboard()).toBeNull();
    await user.click(input);
    expect(keyboard()).not.toBeNull();
  });

  it("types 'Léo' with shift and é into a controlled input, which keeps the focus", async () => {
    const { user, input, onValue } = setup();
    await user.click(input);
    await user.click(key('Majuscule'));
    expect(key('Majuscule').getAttribute('aria-pressed')).toBe('true');
    await user.click(key('L'));
    // Shift is for one letter only.
    expect(key('Majuscule').getAttribute('aria-pressed')).toBe('false');
    await user.click(key('é'));
    await user.click(key('o'));
    expect(input.value).toBe('Léo');
    expect(onValue.mock.calls.map(([value]) => value)).toEqual(['L', 'Lé', 'Léo']);
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(3);
  });

  it('caps lock keeps capitals until it is pressed again, accents included', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.click(key('Verrouillage majuscules'));
    await user.click(key('É'));
    await user.click(key('Œ'));
    await user.click(key('Verrouillage majuscules'));
    await user.click(key('a'));
    expect(input.value).toBe('ÉŒa');
  });

  it('inserts at the caret and replaces a selection, the caret after the inserted text', async () => {
    const { user, input, onValue } = setup({ initial: 'Lo' });
    await user.click(input);
    input.setSelectionRange(1, 1);
    await user.click(key('é'));
    expect(input.value).toBe('Léo');
    expect(input.selectionStart).toBe(2);
    expect(input.selectionEnd).toBe(2);
    input.setSelectionRange(0, 2);
    await user.click(key('m'));
    expect(input.value).toBe('mo');
    expect(input.selectionStart).toBe(1);
    expect(onValue).toHaveBeenLastCalledWith('mo');
  });

  it("'Effacer' deletes the character before the caret, or the selection", async () => {
    const { user, input, onValue } = setup({ initial: 'Paris' });
    await user.click(input);
    input.setSelectionRange(3, 3);
    await user.click(key('Effacer'));
    expect(input.value).toBe('Pais');
    expect(input.selectionStart).toBe(2);
    input.setSelectionRange(1, 4);
    await user.click(key('Effacer'));
    expect(input.value).toBe('P');
    expect(input.selectionStart).toBe(1);
    input.setSelectionRange(0, 0);
    await user.click(key('Effacer'));
    expect(input.value).toBe('P');
    expect(onValue.mock.calls.map(([value]) => value)).toEqual(['Pais', 'P']);
    expect(document.activeElement).toBe(input);
  });

  it('respects maxLength: a full field does not change and onChange is not called', async () => {
    const { user, input, onValue } = setup({ initial: 'ab', maxLength: 3 });
    await user.click(input);
    await user.click(key('c'));
    await user.click(key('d'));
    expect(input.value).toBe('abc');
    expect(onValue.mock.calls.map(([value]) => value)).toEqual(['abc']);
  });

  it("an e-mail field gets the domain keys, then '@', '.fr' and '.com', which type at the end (e-mail inputs have no caret API)", async () => {
    const { user, input } = setup({ type: 'email' });
    await user.click(input);
    const rows = [...keyboard()!.querySelectorAll<HTMLElement>('.osk__row')].slice(0, 3);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label') ?? b.textContent),
      ),
    ).toEqual([
      ['@gmail.com', '@orange.fr', '@free.fr', '@sfr.fr'],
      ['@laposte.net', '@hotmail.fr', '@outlook.fr', '@yahoo.fr'],
      ['arobase', 'point', 'tiret', 'tiret bas', 'point fr', 'point com'],
    ]);
    for (const name of ['a', 'n', 'n', 'e', 'arobase', 'l', 'a', 'point fr']) await user.click(key(name));
    expect(input.value).toBe('anne@la.fr');
    expect(document.activeElement).toBe(input);
  });

  it('one tap on a domain key types the whole domain after the local part', async () => {
    const { user, input } = setup({ type: 'email' });
    await user.click(input);
    for (const name of ['l', 'e', 'o', 'point', '4', '1']) await user.click(key(name));
    await user.click(key('@laposte.net'));
    expect(input.value).toBe('leo.41@laposte.net');
    expect(document.activeElement).toBe(input);
  });

  it('a phone field gets a digit pad with +, and no letters', async () => {
    const { user, input } = setup({ type: 'tel' });
    await user.click(input);
    expect(within(keyboard()!).queryByRole('button', { name: 'a' })).toBeNull();
    for (const name of ['plus', '3', '3', 'Espace', '6']) await user.click(key(name));
    expect(input.value).toBe('+33 6');
  });

  it('a text input with inputmode="numeric" gets digits only', async () => {
    const { user, input } = setup({ inputMode: 'numeric' });
    await user.click(input);
    const names = within(keyboard()!)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names.filter((name) => /^\d$/.test(name ?? ''))).toHaveLength(10);
    expect(within(keyboard()!).queryByRole('button', { name: 'arobase' })).toBeNull();
  });

  it("'Masquer le clavier' hides it; touching the field again brings it back", async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.click(key('Masquer le clavier'));
    expect(keyboard()).toBeNull();
    expect(document.activeElement).toBe(input);
    await user.click(input);
    expect(keyboard()).not.toBeNull();
  });

  it('a field focused without the keyboard knowing (it had the focus first) gets it at its first touch', async () => {
    // autoFocus: the focus moves as the field mounts, before the keyboard listens; a touch on a field that
    // already has the focus moves no focus, and once left the customer could not bring the keyboard.
    const { user, input } = setup({ autoFocus: true });
    expect(document.activeElement).toBe(input);
    expect(keyboard()).toBeNull();
    await user.click(input);
    expect(keyboard()).not.toBeNull();
  });

  it('hides when the focus leaves to a button, and is never shown for a checkbox', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ControlledField />
        <label>
          <input type="checkbox" /> J&apos;accepte
        </label>
        <button type="button">Autre bouton</button>
        <OnScreenKeyboard />
      </>,
    );
    await user.click(screen.getByRole('checkbox'));
    expect(keyboard()).toBeNull();
    await user.click(screen.getByLabelText('Champ'));
    expect(keyboard()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Autre bouton' }));
    // Once the tap is over, so the page does not move under the finger.
    await waitFor(() => expect(keyboard()).toBeNull());
  });

  it('is not shown for a read-only field', async () => {
    const { user, input } = setup({ readOnly: true });
    await user.click(input);
    expect(keyboard()).toBeNull();
  });

  it('makes room for itself: its height kept for the page, the field scrolled to the top of the room', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 312.4 } as DOMRect);
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { user, input } = setup();
    await user.click(input);
    const root = document.documentElement;
    expect(root.classList.contains('osk-open')).toBe(true);
    expect(root.style.getPropertyValue('--osk-height')).toBe('313px');
    expect(scrolled.mock.contexts).toContain(input);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    await user.click(key('Masquer le clavier'));
    expect(root.classList.contains('osk-open')).toBe(false);
    expect(root.style.getPropertyValue('--osk-height')).toBe('');
  });

  it('scrolls the field up again once the room left for the page has settled (the page’s box resized)', async () => {
    const observed: Element[] = [];
    let resized: () => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    render(
      <>
        <main>
          <ControlledField />
        </main>
        <OnScreenKeyboard />
      </>,
    );
    await user.click(screen.getByLabelText('Champ'));
    expect(observed).toContain(keyboard());
    expect(observed).toContain(screen.getByRole('main'));
    const before = scrolled.mock.calls.length;
    resized();
    expect(scrolled.mock.calls.length).toBe(before + 1);
    vi.unstubAllGlobals();
  });

  it('every key of every layout is a button with a name, in the "Clavier virtuel" region', async () => {
    const kinds = Object.keys(LAYOUTS).length;
    expect(kinds).toBe(5);
    for (const props of [
      {},
      { type: 'email' },
      { type: 'tel' },
      { type: 'number' },
      { inputMode: 'decimal' as const },
    ]) {
      const { user, input, unmount } = setup(props);
      await user.click(input);
      const group = keyboard()!;
      const keys = group.querySelectorAll('.osk__key');
      expect(keys.length).toBeGreaterThan(10);
      // Accessible names as a screen reader computes them (aria-label, else the text without hidden icons).
      expect(within(group).getAllByRole('button', { name: /\S/ })).toHaveLength(keys.length);
      for (const element of keys) {
        expect(element.tagName).toBe('BUTTON');
        expect(element.getAttribute('type')).toBe('button');
      }
      unmount();
    }
  });

  it('names the symbol and action keys in French', async () => {
    const { user, input } = setup();
    await user.click(input);
    for (const name of [
      'arobase',
      'point',
      'tiret',
      'tiret bas',
      'apostrophe',
      'virgule',
      'barre oblique',
      'plus',
      'Espace',
      'Effacer',
      'Majuscule',
      'Verrouillage majuscules',
      'Masquer le clavier',
    ]) {
      expect(key(name).tagName).toBe('BUTTON');
    }
    for (const letter of 'éèêëàâçùûîïôœ') expect(key(letter)).toBeTruthy();
  });
});
