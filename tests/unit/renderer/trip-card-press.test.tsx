// TripCard's 'Choisir ce trajet' (issue 16, INP): a press that opens the reservation dialog is shown on
// the button in its own frame and onChoose runs once that frame is painted, once per press however many
// taps come meanwhile; the return step's toggle answers at once; a locked run never calls onChoose; a
// card gone before the paint leaves nothing behind.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Leg } from '@shared/reservation';
import { TripCard } from '../../../src/renderer/src/features/reservation/trajets/TripCard';
import { controlFrames, releaseFrames, type PaintedFrames } from './painted-frames';

const leg = {
  codeCourse: 'C1',
  codeLigne: 'L1',
  libelleLigne: 'Ligne 1',
  dateDepart: '2026-11-27T15:00:00',
  dateArrivee: '2026-11-27T16:10:00',
} as Leg;

let frames: PaintedFrames;
const paintFrame = () => frames.paintFrame();

afterEach(releaseFrames);

function setUp() {
  frames = controlFrames();
}

const button = () => screen.getByRole('button', { name: 'Choisir ce trajet' });

describe('TripCard: choosing a run that opens the dialog', () => {
  it('shows the press first, then calls onChoose once after that frame', () => {
    setUp();
    const onChoose = vi.fn();
    render(
      <TripCard
        leg={leg}
        places={5}
        fares={{ full: 8.5, lowest: { price: 2.55, label: 'Tarif solidaire' } }}
        onChoose={onChoose}
      />,
    );
    fireEvent.click(button());
    expect(button().className).toContain('trip-card__choose--opening');
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.click(button());
    act(() => paintFrame());
    expect(onChoose).not.toHaveBeenCalled();
    act(() => vi.runAllTimers());
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(button().className).not.toContain('trip-card__choose--opening');
    fireEvent.click(button());
    act(() => paintFrame());
    act(() => vi.runAllTimers());
    expect(onChoose).toHaveBeenCalledTimes(2);
  });

  it('never calls onChoose for a run without places', () => {
    setUp();
    const onChoose = vi.fn();
    render(
      <TripCard
        leg={leg}
        places={0}
        fares={{ full: 8.5, lowest: { price: 2.55, label: 'Tarif solidaire' } }}
        onChoose={onChoose}
      />,
    );
    fireEvent.click(button());
    expect(button().className).not.toContain('trip-card__choose--opening');
    act(() => paintFrame());
    act(() => vi.runAllTimers());
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('answers the return step’s toggle at once', () => {
    setUp();
    const onChoose = vi.fn();
    render(<TripCard leg={leg} places={5} selected={false} onChoose={onChoose} />);
    fireEvent.click(button());
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(frames.pending.size).toBe(0);
  });

  it('calls nothing when the card is gone before the frame', () => {
    setUp();
    const onChoose = vi.fn();
    const { unmount } = render(
      <TripCard
        leg={leg}
        places={5}
        fares={{ full: 8.5, lowest: { price: 2.55, label: 'Tarif solidaire' } }}
        onChoose={onChoose}
      />,
    );
    fireEvent.click(button());
    unmount();
    expect(window.cancelAnimationFrame).toHaveBeenCalledTimes(1);
    paintFrame();
    vi.runAllTimers();
    expect(onChoose).not.toHaveBeenCalled();
  });
});
