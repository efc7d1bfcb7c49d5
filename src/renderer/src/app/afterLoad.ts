// What the first screen does not need waits for the page's load event and then an idle moment: started
// with the first render, it ran between React's render and the paint of the tiles (the service worker's
// registration, its precache downloads).

export function afterLoadAndIdle(run: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
