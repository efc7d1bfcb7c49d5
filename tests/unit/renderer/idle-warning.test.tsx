import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IdleWarning, announcedCountdown } from '../../../src/renderer/src/ui/IdleWarning';
import { frKiosk } from '../../../src/renderer/src/i18n/fr/kiosk';

const TIMEOUT = 60_000;
const TITLE = 'Êtes-vous toujours là ?';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup({ warningMs = 20_000, paused = false } = {}) {
  const onReset = vi.fn();
  const view = render(
    <>
      <button type="button">Page</button>
      <IdleWarning
        timeoutMs={TIMEOUT}
        warningMs={warningMs}
        paused={paused}
        onReset={onReset}
        texts={frKiosk.idle}
      />
    </>,
  );
  const rerender = (next: { paused: boolean }) =>
    view.rerender(
      <>
        <button type="button">Page</button>
        <IdleWarning
          timeoutMs={TIMEOUT}
          warningMs={warningMs}
          paused={next.paused}
          onReset={onReset}
          texts={frKiosk.idle}
        />
      </>,
    );
  return { onReset, rerender };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const dialog = () => screen.queryByRole('alertdialog');
const countdown = () => document.querySelector('.idle-warning__countdown')?.textContent;
const live = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('kiosk idle warning (RGAA 13.1, DESIGN "Kiosk behaviour")', () => {
  it('marks <html data-idle-watch> from its start to its end (what e2e tests wait for before moving the clock)', () => {
    const { unmount } = render(
      <IdleWarning timeoutMs={TIMEOUT} warningMs={20_000} onReset={vi.fn()} texts={frKiosk.idle} />,
    );
    expect(document.documentElement.hasAttribute('data-idle-watch')).toBe(true);
    unmount();
    expect(document.documentElement.hasAttribute('data-idle-watch')).toBe(false);
  });

  it('shows nothing before the timeout', () => {
    setup();
    advance(TIMEOUT - 1);
    expect(dialog()).toBeNull();
  });

  it('is pushed back by each kind of activity on the document', () => {
    setup();
    const kinds: [string, () => void][] = [
      ['pointerdown', () => fireEvent.pointerDown(document.body)],
      ['keydown', () => fireEvent.keyDown(document.body, { key: 'a' })],
      ['touchstart', () => fireEvent.touchStart(document.body)],
      ['wheel', () => fireEvent.wheel(document.body)],
      ['input', () => fireEvent.input(document.body)],
    ];
    for (const [, happen] of kinds) {
      advance(TIMEOUT - 1000);
      happen();
    }
    advance(TIMEOUT - 1);
    expect(dialog()).toBeNull();
    advance(1);
    expect(dialog()).not.toBeNull();
  });

  it('after the timeout: a labelled modal alert dialog with the French texts and a countdown', () => {
    setup();
    advance(TIMEOUT);
    const box = screen.getByRole('alertdialog', { name: TITLE });
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { name: TITLE })).toBeTruthy();
    const description = document.getElementById(box.getAttribute('aria-describedby')!)!;
    expect(description.textContent).toBe(
      'Sans action de votre part, la borne va revenir à la page d’accueil et votre panier ainsi que les informations saisies seront effacés.' +
        'Retour à l’accueil dans 20 secondes',
    );
    advance(1000);
    expect(countdown()).toBe('Retour à l’accueil dans 19 secondes');
    advance(18_000);
    expect(countdown()).toBe('Retour à l’accueil dans 1 seconde');
  });

  it("moves the focus to 'Continuer' and keeps it inside the dialog", () => {
    setup();
    advance(TIMEOUT);
    const button = screen.getByRole('button', { name: 'Continuer' });
    expect(document.activeElement).toBe(button);
    act(() => screen.getByRole('button', { name: 'Page', hidden: true }).focus());
    expect(document.activeElement).toBe(button);
    fireEvent.keyDown(button, { key: 'Tab' });
    expect(document.activeElement).toBe(button);
    expect(dialog()).not.toBeNull();
  });

  it("'Continuer' closes it, no reset happens, and the full timeout starts again", () => {
    const { onReset } = setup();
    advance(TIMEOUT + 15_000);
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(dialog()).toBeNull();
    advance(TIMEOUT - 1);
    expect(dialog()).toBeNull();
    expect(onReset).not.toHaveBeenCalled();
    advance(1);
    expect(countdown()).toBe('Retour à l’accueil dans 20 secondes');
  });

  it('activity elsewhere does not dismiss it; a key pressed on the dialog or a tap on the backdrop answers it', () => {
    const { onReset } = setup();
    advance(TIMEOUT);
    fireEvent.pointerDown(document.body);
    fireEvent.touchStart(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    advance(5000);
    expect(countdown()).toBe('Retour à l’accueil dans 15 secondes');

    fireEvent.keyDown(screen.getByRole('button', { name: 'Continuer' }), { key: 'Escape' });
    expect(dialog()).toBeNull();

    advance(TIMEOUT);
    // A tap inside the panel is not an answer; one on the dimmed backdrop (the dialog element itself) is.
    fireEvent.click(screen.getByRole('heading', { name: TITLE }));
    expect(dialog()).not.toBeNull();
    fireEvent.click(dialog()!);
    expect(dialog()).toBeNull();
    expect(onReset).not.toHaveBeenCalled();
  });

  it('calls onReset exactly once when the countdown ends, closes the warning and restarts the timer', () => {
    const { onReset } = setup();
    advance(TIMEOUT + 19_999);
    expect(onReset).not.toHaveBeenCalled();
    advance(1);
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    advance(TIMEOUT - 1);
    expect(dialog()).toBeNull();
    expect(onReset).toHaveBeenCalledTimes(1);
    advance(1);
    expect(dialog()).not.toBeNull();
  });

  it('raises a warning shorter than 20 s to 20 s', () => {
    const { onReset } = setup({ warningMs: 5000 });
    advance(TIMEOUT);
    expect(countdown()).toBe('Retour à l’accueil dans 20 secondes');
    advance(5000);
    expect(onReset).not.toHaveBeenCalled();
    expect(countdown()).toBe('Retour à l’accueil dans 15 secondes');
    advance(15_000);
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('while paused (a payment on the terminal) no warning starts; unpaused, the full timeout starts again', () => {
    const { onReset, rerender } = setup({ paused: true });
    advance(TIMEOUT * 3);
    expect(dialog()).toBeNull();
    rerender({ paused: false });
    advance(TIMEOUT - 1);
    expect(dialog()).toBeNull();
    advance(1);
    expect(dialog()).not.toBeNull();
    expect(onReset).not.toHaveBeenCalled();
  });

  it('a pause during the warning leaves it on screen without resetting; unpaused, the full countdown runs', () => {
    const { onReset, rerender } = setup();
    advance(TIMEOUT + 12_000);
    rerender({ paused: true });
    advance(60_000);
    expect(onReset).not.toHaveBeenCalled();
    expect(countdown()).toBe('Retour à l’accueil dans 8 secondes');
    rerender({ paused: false });
    expect(countdown()).toBe('Retour à l’accueil dans 20 secondes');
    advance(20_000);
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('announces the countdown politely every 10 s and in the last 5 s, not every second', () => {
    setup({ warningMs: 30_000 });
    advance(TIMEOUT);
    const heard = new Set<string>();
    for (let second = 0; second < 30; second += 1) {
      if (live()) heard.add(live()!);
      advance(1000);
    }
    expect([...heard]).toEqual([
      'Retour à l’accueil dans 20 secondes',
      'Retour à l’accueil dans 10 secondes',
      'Retour à l’accueil dans 5 secondes',
      'Retour à l’accueil dans 4 secondes',
      'Retour à l’accueil dans 3 secondes',
      'Retour à l’accueil dans 2 secondes',
      'Retour à l’accueil dans 1 seconde',
    ]);
    expect(announcedCountdown(30, 30, frKiosk.idle.countdown)).toBe('');
    expect(announcedCountdown(17, 30, frKiosk.idle.countdown)).toBe('Retour à l’accueil dans 20 secondes');
  });
});
