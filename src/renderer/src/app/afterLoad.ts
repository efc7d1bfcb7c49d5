// What the first screen does not need waits for the page's load event and then an idle moment: started
// with the first render, it ran between React's render and the paint of the tiles (the service worker's
// registration, its precache downloads).
import { idle } from './preloadWhenIdle';

export function afterLoadAndIdle(run: () => void): void {
  const start = () => void idle().then(run);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
