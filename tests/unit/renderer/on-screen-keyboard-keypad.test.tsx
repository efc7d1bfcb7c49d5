// The on-screen keyboard in the accessibility mode: its action keys on rows of their own (their names at
// 200 % would not fit beside the letters), and a keypad user's way through it: one Tab stop right after its
// field, the arrows from key to key, Enter to type, Tab on to the next control, Shift+Tab or Escape back.
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OnScreenKeyboard } from '../../../src/renderer/src/features/kiosk/OnScreenKeyboard';
import {
  actionsApart,
  DOMAIN_PAGE,
  EMAIL_DOMAINS,
  LAYOUTS,
} from '../../../src/renderer/src/features/kiosk/keyboardLayout';
import { popoverBoundary } from '../../../src/renderer/src/ui/popoverBoundary';

function EmailField() {
  const [value, setValue] = useState('');
  return (
    <label>
      Adresse e-mail
      <input type="email" value={value} onChange={(event) => setValue(event.target.value)} />
    </label>
  );
}

function setup(accessible: boolean) {
  const user = userEvent.setup();
  render(
    <>
      <EmailField />
      <input type="checkbox" aria-label="J'accepte" />
      <OnScreenKeyboard accessible={accessible} />
    </>,
  );
  const field = screen.getByLabelText('Adresse e-mail') as HTMLInputElement;
  return { user, field };
}

const keyboard = () => screen.getByRole('region', { name: 'Clavier virtuel' });
const keyNamed = (name: string) => within(keyboard()).getByRole('button', { name });
const rowsOf = () =>
  [...keyboard().querySelectorAll('.osk__row')].map((row) =>
    [...row.querySelectorAll('button')].map((key) => key.getAttribute('aria-label') ?? key.textContent),
  );

describe('the on-screen keyboard in the accessibility mode', () => {
  it('puts the action keys on rows of their own, two by two, the other keys unchanged', () => {
    const rows = actionsApart(LAYOUTS.text);
    expect(rows.slice(0, 4)).toEqual(LAYOUTS.text.slice(0, 4));
    expect(rows.at(-2)).toEqual([
      { kind: 'action', action: 'shift' },
      { kind: 'action', action: 'backspace' },
    ]);
    expect(rows.at(-1)).toEqual([
      { kind: 'action', action: 'capsLock' },
      { kind: 'action', action: 'hide' },
    ]);
    expect(rows.flat()).toHaveLength(LAYOUTS.text.flat().length);
    expect(actionsApart(LAYOUTS.numeric).at(-1)).toEqual([
      { kind: 'action', action: 'backspace' },
      { kind: 'action', action: 'hide' },
    ]);
  });

  it('keeps the e-mail domains a key away: « @… » opens their page, two by two', () => {
    const rows = actionsApart(LAYOUTS.email);
    expect(rows.flat().filter((key) => key.kind === 'insert' && key.text.length > 4)).toEqual([]);
    expect(rows.at(-1)).toEqual([{ kind: 'action', action: 'domains' }]);
    expect(DOMAIN_PAGE.flat().filter((key) => key.kind === 'insert')).toEqual(
      EMAIL_DOMAINS.map((text) => ({ kind: 'insert', text, size: 'domain' })),
    );
    expect(DOMAIN_PAGE.every((row) => row.length <= 2)).toBe(true);
    // The text layout has no domains, hence no « @… ».
    expect(actionsApart(LAYOUTS.text).flat()).not.toContainEqual({ kind: 'action', action: 'domains' });
  });

  it('types a domain in two taps, then goes back to the letters', async () => {
    const { user, field } = setup(true);
    await user.click(field);
    await user.click(keyNamed('l'));
    expect(within(keyboard()).queryByRole('button', { name: '@gmail.com' })).toBeNull();
    await user.click(keyNamed('Domaines e-mail'));
    expect(rowsOf()).toEqual([
      ['@gmail.com', '@orange.fr'],
      ['@free.fr', '@sfr.fr'],
      ['@laposte.net', '@hotmail.fr'],
      ['@outlook.fr', '@yahoo.fr'],
      ['abcLettres', '⌨Masquer le clavier'],
    ]);
    expect(document.activeElement).toBe(field);
    await user.click(keyNamed('@laposte.net'));
    expect(field.value).toBe('l@laposte.net');
    expect(keyNamed('Domaines e-mail')).toBeTruthy();
    // 'Lettres' goes back without typing.
    await user.click(keyNamed('Domaines e-mail'));
    await user.click(keyNamed('Lettres'));
    expect(keyNamed('arobase')).toBeTruthy();
    expect(field.value).toBe('l@laposte.net');
  });

  it('with a keypad, the page of domains opens on its first key, and Enter types it', async () => {
    const { user, field } = setup(true);
    await user.click(field);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(keyNamed('Domaines e-mail'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(keyNamed('@gmail.com'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field.value).toBe('@free.fr');
    // Back on the letters, from their first key: the focus never falls out of the keyboard.
    expect(document.activeElement).toBe(keyNamed('arobase'));
  });

  it('shows those rows, and says how to use it with a keypad', async () => {
    const { user, field } = setup(true);
    await user.click(field);
    expect(rowsOf().at(-2)).toEqual(['⇪Verrouillage majuscules', '⌨Masquer le clavier']);
    expect(rowsOf().at(-1)).toEqual(['@…Domaines e-mail']);
    expect(keyboard().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(keyboard().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choisissez une touche avec les flèches et tapez-la avec Entrée. Tab pour continuer, Échap pour revenir au champ.',
    );
  });

  it('is one Tab stop after its field; the arrows move from key to key; Enter types', async () => {
    const { user, field } = setup(true);
    await user.click(field);
    const stops = within(keyboard())
      .getAllByRole('button')
      .filter((key) => key.tabIndex === 0);
    expect(stops).toHaveLength(1);

    await user.tab();
    expect(document.activeElement).toBe(keyNamed('arobase'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(keyNamed('point'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    // Left of the first key is the last one.
    expect(document.activeElement).toBe(keyNamed('Domaines e-mail'));
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(keyNamed('a'));
    await user.keyboard('{Enter}{ArrowRight}{End} ');
    expect(field.value).toBe('ap');
    expect(document.activeElement).toBe(keyNamed('p'));
    // The key last used is the keyboard's Tab stop.
    expect(keyNamed('p').tabIndex).toBe(0);
    expect(keyNamed('arobase').tabIndex).toBe(-1);
  });

  it('Tab goes on to the control after the field, Shift+Tab and Escape back to the field', async () => {
    const { user, field } = setup(true);
    await user.click(field);
    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(field);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(field);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: "J'accepte" }));
    expect(screen.queryByRole('region', { name: 'Clavier virtuel' })).toBeNull();
  });

  it('without the mode, stays as it was: every key a Tab stop, Tab from the field to the next control', async () => {
    const { user, field } = setup(false);
    await user.click(field);
    expect(
      within(keyboard())
        .getAllByRole('button')
        .every((key) => key.tabIndex === 0),
    ).toBe(true);
    expect(keyboard().hasAttribute('aria-describedby')).toBe(false);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: "J'accepte" }));
  });
});

describe('popovers in the accessibility mode', () => {
  it('open within the region where the page scrolls, in the lower half; elsewhere, anywhere', () => {
    render(<div className="layout" />);
    expect(popoverBoundary()).toBeUndefined();
    document.documentElement.dataset.a11y = 'on';
    try {
      expect(popoverBoundary()).toBe(document.querySelector('.layout'));
    } finally {
      delete document.documentElement.dataset.a11y;
    }
  });
});
