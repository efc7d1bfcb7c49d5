// The customer's next change of page, as a promise the PWA saga can `call` (issue 26 §4: a new version
// applies then, never in the middle of a form). Read from the app's router, which startPwa hands over; a
// change of query alone (a tab of the same page) is no change of page.

/** What is read of react-router's data router. */
export interface WatchedRouter {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

let router: WatchedRouter | null = null;

export function watchRoutes(watched: WatchedRouter | null): void {
  router = watched;
}

/** Resolves once the router shows another page; never without a router (the notice's button remains). */
export function nextRouteChange(): Promise<void> {
  const watched = router;
  if (!watched) return new Promise(() => undefined);
  const from = watched.state.location.pathname;
  return new Promise((resolve) => {
    const stop = watched.subscribe((state) => {
      if (state.location.pathname === from) return;
      stop();
      resolve();
    });
  });
}
