// What one tap costs, measured in the page (functions handed to page.evaluate: each is self-contained).
// INP: the Event Timing API, as bench/interactions.ts reads it: a PerformanceObserver of 'event' entries
// (durationThreshold 16 ms, the smallest allowed) keeps the longest entry of each interaction, from the
// input to the next paint after its handlers; a tap under 16 ms has no entry and counts as 16. Heading:
// from the finger landing (the tap's pointerdown, where its interaction starts too) to the paint after
// the awaited heading appears with its text (a task queued from requestAnimationFrame runs once that
// frame is painted).
import type { Page } from '@playwright/test';

export const FLOOR_MS = 16;

interface TapState {
  /** interactionId → its longest entry's duration, for interactions that started after `since`. */
  longest: Map<number, number>;
  since: number;
  /** performance.interactionCount before the tap. */
  count: number;
  tapped: number;
  painted: number;
}

type TapWindow = { __tap?: TapState; __tapObserver?: PerformanceObserver };

/** In the page, before a tap: a fresh record; `heading` (selector and exact text) when the tap leads to
 * a new screen. The event observer is made once per page and filters by time. */
function armTap(heading: { selector: string; text: string } | null): void {
  const win = window as unknown as TapWindow;
  const state: TapState = {
    longest: new Map(),
    since: performance.now(),
    count: (performance as unknown as { interactionCount: number }).interactionCount,
    tapped: 0,
    painted: 0,
  };
  win.__tap = state;
  if (!win.__tapObserver) {
    win.__tapObserver = new PerformanceObserver((list) => {
      const current = win.__tap;
      if (!current) return;
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId || entry.startTime < current.since) continue;
        current.longest.set(
          entry.interactionId,
          Math.max(current.longest.get(entry.interactionId) ?? 0, entry.duration),
        );
      }
    });
    win.__tapObserver.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  }
  if (!heading) return;
  document.addEventListener('pointerdown', (event) => (state.tapped ||= event.timeStamp), {
    capture: true,
    once: true,
  });
  const shown = () =>
    [...document.querySelectorAll(heading.selector)].some((el) => el.textContent?.trim() === heading.text);
  const seen = new MutationObserver(() => {
    if (!shown()) return;
    seen.disconnect();
    requestAnimationFrame(() => setTimeout(() => (state.painted = performance.now())));
  });
  seen.observe(document.body, { childList: true, subtree: true, characterData: true });
}

/** In the page, after the tap: once the interaction is counted, two frames and a moment for its entries
 * (they are delivered after the paint they wait for); the longest, or null when none reached 16 ms. */
function readInp(): Promise<number | null> {
  const state = (window as unknown as TapWindow).__tap!;
  const counted = () =>
    (performance as unknown as { interactionCount: number }).interactionCount > state.count;
  return new Promise((resolve) => {
    const settle = () =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() =>
          setTimeout(() => resolve(state.longest.size ? Math.max(...state.longest.values()) : null), 50),
        ),
      );
    // A tap Chromium did not count as an interaction (none should be) is read after 2 s all the same.
    const deadline = performance.now() + 2000;
    const wait = () => (counted() || performance.now() > deadline ? settle() : setTimeout(wait, 10));
    wait();
  });
}

/** In the page: from the tap to the heading's paint, once painted (0 until then). */
function readHeading(): number {
  const state = (window as unknown as TapWindow).__tap!;
  return state.painted && state.tapped ? Math.max(1, Math.round(state.painted - state.tapped)) : 0;
}

export interface TapFigures {
  inp: number;
  heading: number | null;
}

/** Arms the page, taps (the `tap` callback: the action only), reads the INP, then the heading's time when
 * one was awaited. */
export async function measureTap(
  page: Page,
  tap: () => Promise<void>,
  heading: { selector: string; text: string } | null,
): Promise<TapFigures> {
  await page.evaluate(armTap, heading);
  await tap();
  const inp = Math.round((await page.evaluate(readInp)) ?? FLOOR_MS);
  const shown = heading
    ? await page
        .waitForFunction(readHeading, undefined, { polling: 50, timeout: 15_000 })
        .then((value) => value.jsonValue())
    : null;
  return { inp: Math.max(FLOOR_MS, inp), heading: shown };
}
