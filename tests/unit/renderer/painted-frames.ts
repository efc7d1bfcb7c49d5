// Frames under a test's control, for code that waits for the next paint (ui/afterNextPaint: a frame,
// then a timer): requestAnimationFrame only queues, the test paints when it says so; timers are fake.
import { vi } from 'vitest';

export interface PaintedFrames {
  /** Frames asked for and not cancelled, by id. */
  readonly pending: Map<number, FrameRequestCallback>;
  /** Paints the frame: runs every pending callback once. */
  paintFrame(): void;
}

export function controlFrames(): PaintedFrames {
  const pending = new Map<number, FrameRequestCallback>();
  let lastFrame = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    lastFrame += 1;
    pending.set(lastFrame, callback);
    return lastFrame;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void pending.delete(id));
  return {
    pending,
    paintFrame() {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback(performance.now());
    },
  };
}

/** For afterEach: real timers and frames again. */
export function releaseFrames(): void {
  vi.useRealTimers();
  vi.restoreAllMocks();
}
