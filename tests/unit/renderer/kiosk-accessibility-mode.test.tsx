// The kiosk's 'Accessibilité' button: on every kiosk screen (a module lock too), its state in the store,
// what it turns on (<html data-a11y>, the note on where the controls are, the speech output) and the
// session reset that turns it off for the next customer. The web has no such button.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionReset } from '../../../src/renderer/src/app/appSlice';
import { createAppStore } from '../../../src/renderer/src/app/store';
import {
  accessibilityToggled,
  selectAccessibilityOn,
} from '../../../src/renderer/src/features/kiosk/accessibility/accessibilitySlice';
import { renderApp } from './render-app';

/** The Web Speech API, stubbed at its edge: what the page hands to it. */
function stubSynthesis() {
  const spoken: { text: string; lang: string }[] = [];
  const synthesis = {
    speak: vi.fn((utterance: SpeechSynthesisUtterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang });
      queueMicrotask(() => utterance.onend?.call(utterance, new Event('end') as SpeechSynthesisEvent));
    }),
    cancel: vi.fn(),
    getVoices: () => [],
  };
  class Utterance {
    lang = '';
    voice = null;
    onend: ((event: Event) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    constructor(public text: string) {}
  }
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  return { spoken, synthesis };
}

const toggle = () => within(screen.getByRole('banner')).getByRole('button', { name: 'Accessibilité' });

beforeEach(() => {
  document.documentElement.lang = 'fr';
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.a11y;
});

describe("the kiosk's accessibility mode", () => {
  it('lives in the store, off at first, and the session reset turns it off for the next customer', () => {
    const store = createAppStore({ platform: 'kiosk' });
    expect(selectAccessibilityOn(store.getState())).toBe(false);
    store.dispatch(accessibilityToggled());
    expect(selectAccessibilityOn(store.getState())).toBe(true);
    store.dispatch(sessionReset());
    expect(selectAccessibilityOn(store.getState())).toBe(false);
  });

  it('the header button turns it on and off: aria-pressed, <html data-a11y>, the note, the speech', async () => {
    const { spoken } = stubSynthesis();
    const user = userEvent.setup();
    const { store } = renderApp('/home', { platform: 'kiosk' });
    await waitFor(() => expect(toggle().getAttribute('aria-pressed')).toBe('false'));
    expect(document.documentElement.dataset.a11y).toBeUndefined();
    expect(screen.queryByText(/^Mode accessibilité :/)).toBeNull();

    await user.click(toggle());
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(selectAccessibilityOn(store.getState())).toBe(true);
    expect(document.documentElement.dataset.a11y).toBe('on');
    screen.getByText('Mode accessibilité : toutes les commandes sont dans la moitié basse de l’écran.');
    // The speech output starts with the button just pressed, in the page's language.
    await waitFor(() => expect(spoken).toEqual([{ text: 'Accessibilité, bouton, activé', lang: 'fr-FR' }]));

    await user.click(toggle());
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.dataset.a11y).toBeUndefined();
    expect(screen.queryByText(/^Mode accessibilité :/)).toBeNull();
    // Off, nothing more is said.
    await user.click(screen.getByRole('link', { name: 'Accueil' }));
    expect(spoken).toHaveLength(1);
  });

  it('a reset while it is on gives the next customer the usual screen', async () => {
    stubSynthesis();
    const { store } = renderApp('/home', { platform: 'kiosk' });
    await waitFor(() => toggle());
    act(() => {
      store.dispatch(accessibilityToggled());
    });
    expect(document.documentElement.dataset.a11y).toBe('on');
    act(() => {
      store.dispatch(sessionReset());
    });
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.dataset.a11y).toBeUndefined();
  });

  it('stays on a kiosk locked onto a module, which hides Accueil', async () => {
    renderApp('/home', { platform: 'kiosk', lockedModule: 'VPC' });
    await waitFor(() => toggle());
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Accueil' })).toBeNull();
  });

  it('is not on the web', async () => {
    renderApp('/home', { platform: 'web' });
    await screen.findByRole('banner');
    expect(screen.queryByRole('button', { name: 'Accessibilité' })).toBeNull();
  });
});
