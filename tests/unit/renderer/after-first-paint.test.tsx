// AfterFirstPaint (issue 16, INP): the placeholder is what the first frame shows, the children come after
// it, and a parent gone before that frame leaves nothing scheduled behind it.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from '../../../src/renderer/src/ui/AfterFirstPaint';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AfterFirstPaint', () => {
  it('shows the placeholder in the first frame, then the children once that frame is painted', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    render(
      <AfterFirstPaint placeholder={<p>Réservé</p>}>
        <p>Champs</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('Réservé')).toBeTruthy();
    expect(screen.queryByText('Champs')).toBeNull();
    expect(frames).toHaveLength(1);
    act(() => frames[0]!(performance.now()));
    expect(await screen.findByText('Champs')).toBeTruthy();
    expect(screen.queryByText('Réservé')).toBeNull();
  });

  it('cancels its frame and its task when unmounted first', () => {
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = render(
      <AfterFirstPaint placeholder={null}>
        <p>Champs</p>
      </AfterFirstPaint>,
    );
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
