// SPEC §4 "Service worker registers when stable": what "stable" means here, the counterpart of Angular's
// isStable in the portal this one replaces. The app is stable once
//   1. its first screen is rendered: the page's h1 is in <main> (the layout shows only once the route's
//      chunk has loaded, and every screen has one h1);
//   2. the start-up configuration has answered (the token → preferences → modules calls: see pwaSaga);
//   3. the document has loaded (its scripts, styles and images);
//   4. the network has then been quiet for NETWORK_QUIET_MS: no resource (fetch, XHR, script, style,
//      image) finished within that window, as the browser's Resource Timing reports them.
// The worker's downloads (the whole precache) then never compete with what the first screen needs.

/** Puppeteer's "networkidle0" window. */
export const NETWORK_QUIET_MS = 500;

export function firstScreenRendered(doc: Document = document): Promise<void> {
  const rendered = () => doc.querySelector('main h1') !== null;
  if (rendered()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!rendered()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(doc.body, { childList: true, subtree: true });
  });
}

export function documentLoaded(win: Window = window): Promise<void> {
  if (win.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
}

/** Resolves once no resource has finished loading for `quietMs`. */
export function networkQuiet(quietMs = NETWORK_QUIET_MS): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout>;
    const observer = new PerformanceObserver(() => restart());
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        observer.disconnect();
        resolve();
      }, quietMs);
    };
    observer.observe({ type: 'resource' });
    restart();
  });
}
