// After a route change nothing had focus and nothing was said (issue 11 §3): focus now moves to the new
// page's h1, which a screen reader reads out, and the document title names the page. Not on the first
// load (the browser starts at the top of the document), and not when the page placed focus itself. The
// title follows the language: a switch rewrites the h1 and the site's name.
// The new page also opens at its top (issue 24 §8): the document, and every box that scrolls around the
// page (the kiosk's paged region, the accessibility mode's lower half), kept the previous page's offset.
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

export function pageTitle(heading: string | null | undefined, site: string): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text ? `${text} – ${site}` : site;
}

/** Back to the top: the page's element and every ancestor that scrolls, then the document. */
export function scrollPageToTop(page: HTMLElement): void {
  for (let box: HTMLElement | null = page; box; box = box.parentElement) {
    if (box.scrollTop !== 0) box.scrollTop = 0;
  }
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

export function usePageHeading(main: RefObject<HTMLElement | null>, site: string) {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const root = main.current;
    if (!root) return;
    // A ref, not a flag: StrictMode's second run of the effect is not a navigation.
    let toFocus = shown.current !== null && shown.current !== pathname;
    shown.current = pathname;
    // A lazy page may show a spinner first, and some titles come with data (a form's name): watch.
    const update = () => {
      const h1 = root.querySelector('h1');
      if (!h1) return;
      document.title = pageTitle(h1.textContent, site);
      if (!toFocus) return;
      toFocus = false;
      const active = document.activeElement;
      const pagePlacedFocus =
        active instanceof HTMLElement && root.contains(active) && !active.closest('.back-button');
      // A page that placed focus brought its control into view: its offset stays.
      if (pagePlacedFocus) return;
      scrollPageToTop(h1);
      h1.tabIndex = -1;
      h1.focus({ preventScroll: true });
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main, pathname, site]);
}
