// The customer's next change of page, as a promise the PWA saga can `call` (issue 26 §4: a new version
// applies then, never in the middle of a form). Read from what the router puts on screen
// (app/shownLocation); a change of query alone (a tab of the same page) is no change of page.
import { onLocationShown, shownLocation } from '../../app/shownLocation';

/** Resolves once the router shows another page; never without a router (the notice's button remains). */
export function nextRouteChange(): Promise<void> {
  const from = shownLocation()?.pathname;
  if (from === undefined) return new Promise(() => undefined);
  return new Promise((resolve) => {
    const stop = onLocationShown((location) => {
      if (location.pathname === from) return;
      stop();
      resolve();
    });
  });
}
