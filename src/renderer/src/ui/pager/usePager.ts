// Measures a scrolling element and pages it (pageStarts): how many pages, which one shows, and the moves
// to the previous or next one. Follows the element's size, its content's changes and the customer's own
// scrolling (a swipe, a focused control brought into view).
import { useEffect, useState, type RefObject } from 'react';
import { pageAt, pageStarts, type Block } from './pageStarts';

/** What cuts a page: the region's children, a page's and its form's children, list items, cards. */
export const DEFAULT_BLOCKS = ':scope > *, :scope > * > *, :scope > * > form > *, :scope li, :scope article';

export interface Pager {
  page: number;
  count: number;
  previous: () => void;
  next: () => void;
}

function measure(view: HTMLElement, blocks: string): number[] {
  const origin = view.getBoundingClientRect().top - view.scrollTop;
  const found: Block[] = [];
  for (const element of view.querySelectorAll(blocks)) {
    const box = element.getBoundingClientRect();
    if (box.height > 0) found.push({ top: box.top - origin, bottom: box.bottom - origin });
  }
  return pageStarts(found, view.clientHeight, view.scrollHeight);
}

/** Scrolled as far as it goes (a browser may stop a few pixels short of scrollHeight − clientHeight). */
function scrolledToEnd(element: HTMLElement): boolean {
  return (
    element.scrollHeight > element.clientHeight &&
    element.scrollTop + element.clientHeight >= element.scrollHeight - 4
  );
}

export function usePager(view: RefObject<HTMLElement | null>, blocks = DEFAULT_BLOCKS): Pager {
  const [starts, setStarts] = useState<number[]>([0]);
  const [scrollTop, setScrollTop] = useState(0);
  const [atEnd, setAtEnd] = useState(false);

  useEffect(() => {
    const element = view.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = measure(element, blocks);
      setStarts((current) => (current.join() === next.join() ? current : next));
      setScrollTop(element.scrollTop);
      setAtEnd(scrolledToEnd(element));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    element.addEventListener('scroll', schedule, { passive: true });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    const observeAll = () => {
      resized?.disconnect();
      resized?.observe(element);
      for (const child of element.children) resized?.observe(child);
    };
    observeAll();
    const mutated = new MutationObserver(() => {
      observeAll();
      schedule();
    });
    mutated.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      element.removeEventListener('scroll', schedule);
      resized?.disconnect();
      mutated.disconnect();
    };
  }, [view, blocks]);

  // From where the element is now (the customer may have swiped since the last render).
  const step = (by: number) => {
    const element = view.current;
    if (!element) return;
    const shown = scrolledToEnd(element) ? starts.length - 1 : pageAt(starts, element.scrollTop);
    const index = Math.max(0, Math.min(starts.length - 1, shown + by));
    const top = starts[index] ?? 0;
    element.scrollTo({ top, behavior: 'instant' });
    setScrollTop(top);
    setAtEnd(scrolledToEnd(element));
  };
  return {
    page: atEnd ? starts.length - 1 : pageAt(starts, scrollTop),
    count: starts.length,
    previous: () => step(-1),
    next: () => step(1),
  };
}
